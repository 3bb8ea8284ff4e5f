import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Each construct of the Swift subset, run inside a touchesBegan body on a lone view
/// `Probe` (0, 0, 100, 100) tapped at (10, 10).
@Suite struct LanguageTests {
    @Test func letVarAndArithmetic() throws {
        #expect(try output("""
            let a = 7
            var b = 2
            b += 3
            b = b * 2
            print(a + b, a - b, a / 2, a % 4, 7.5 / 2, -a)
            """) == ["17 -3 3 3 3.75 -7"])
    }

    @Test func ifElseChainsAndComparisons() throws {
        #expect(try output("""
            let x = 5
            if x > 10 {
                print("big")
            } else if x >= 5 && x != 6 {
                print("middle")
            } else {
                print("small")
            }
            print(x < 5 || x <= 5, !(x == 5))
            """) == ["middle", "true false"])
    }

    @Test func guardAndIfLetBindOptionals() throws {
        #expect(try output("""
            guard let parent = superview else {
                print("no parent")
                return
            }
            print("parent:", parent)
            if let missing = parent.superview {
                print("grandparent", missing)
            } else {
                print("window has no superview")
            }
            """) == ["parent: UIWindow", "window has no superview"])
    }

    @Test func forInReversedStrideSubscriptBreakContinue() throws {
        #expect(try output("""
            for v in subviews.reversed() {
                print(v)
            }
            for i in stride(from: subviews.count, to: 0, by: -1) {
                let v = subviews[i - 1]
                if v is Skip { continue }
                print(i, v)
                if i == 2 { break }
            }
            var n = 0
            while n < 3 { n += 1 }
            for k in 0..<2 { print("k", k) }
            print(n)
            """, setup: { f in
                try f.view("First", 0, 0, 10, 10, in: "Probe")
                try f.view("Skip", 0, 0, 10, 10, in: "Probe")
                try f.view("Third", 0, 0, 10, 10, in: "Probe")
            }) == ["Third", "Skip", "First", "3 Third", "1 First", "k 0", "k 1", "3"])
    }

    @Test func ternaryNilCoalescingOptionalChainingAndForceUnwrap() throws {
        #expect(try output("""
            let s = superview?.superview?.frame
            print(s ?? "none")
            print(subviews.isEmpty ? "leaf" : "branch")
            print(touches.first!.location(in: nil), touches.first?.tapCount ?? 0)
            print(superview!.frame.size.width)
            """) == ["none", "leaf", "(10, 10) 1", "400"])
    }

    @Test func isAsTypeOfAndUnicodeInterpolation() throws {
        #expect(try output("""
            print("類別：\\(type(of: self))，\\(self is UIView)，\\(self is UIControl)")
            let maybe = superview as? UIWindow
            print(maybe != nil, Probe is Probe, type(of: self) == Probe.self, self === Probe, superview !== self)
            print("View1_1進行處理")
            """) == ["類別：Probe，true，false", "true true true true true", "View1_1進行處理"])
    }

    @Test func geometryHelpersAndConversion() throws {
        #expect(try output("""
            let p = touches.first!.location(in: self)
            print(bounds, frame, bounds.insetBy(dx: -12, dy: -12).contains(CGPoint(x: -5, y: 111)))
            print(convert(p, to: Other), Other.convert(p, from: self), CGRect(x: 1, y: 2, width: 3, height: 4).maxX)
            print(Other.point(inside: CGPoint(x: 0, y: 0), with: event), Other.hitTest(CGPoint(x: -1, y: 0), with: nil))
            """, setup: { f in try f.view("Other", 150, 150, 20, 20) }) == [
                "(0, 0, 100, 100) (0, 0, 100, 100) true",
                "(-140, -140) (-140, -140) 4",
                "true nil",
            ])
    }

    @Test func wholeOverrideDeclarationsAreAcceptedWithTheirOwnParameterNames() throws {
        var f = Fixture()
        try f.view("Pasted", 0, 0, 100, 100)
        try f.override("Pasted", .hitTest, """
            override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
                print("pasted at \\(p)")
                return super.hitTest(p, with: e)
            }
            """)
        #expect(f.tap(3, 4).printedLines == ["pasted at (3, 4)"])
    }

    @Test func commentsAndSemicolons() throws {
        #expect(try output("""
            // a line comment
            let a = 1; let b = 2 /* inline */
            print(a + b) // trailing
            """) == ["3"])
    }

    @Test func callsOtherViewsMethodsThroughTheirOverrides() throws {
        #expect(try output("""
            print(Other.point(inside: CGPoint(x: 500, y: 500), with: event))
            """, setup: { f in
                // Hidden, so the hit test skips it; a direct call still runs its override.
                try f.view("Other", 200, 200, 10, 10)
                try f.set("Other") { $0.isHidden = true }
                try f.override("Other", .pointInside, "return true")
            }) == ["true"])
    }
}
