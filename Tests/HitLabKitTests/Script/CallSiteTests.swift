import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// What a call names is worked out when its body is parsed, so running a call switches on
/// enums and never compares its selector as a string: every call in UIKit's own source for
/// views, controls and responders names a UIKit method, a native method or a global function.
@Suite struct CallSiteTests {
    /// Every call expression of `statements`, depth first.
    static func calls(in statements: [Stmt]) -> [Expr] {
        var out: [Expr] = []
        func visit(_ e: Expr) {
            if case .call = e.kind { out.append(e) }
            e.operands.forEach { visit($0.takeUnretainedValue()) }
        }
        func visit(_ list: [Stmt]) {
            for s in list {
                switch s.kind {
                case .assign(let target, _, _): visit(target)
                default: break
                }
                s.value.map { visit($0.takeUnretainedValue()) }
                s.conditions.forEach { visit($0.expr.takeUnretainedValue()) }
                visit(s.body.map { $0.takeUnretainedValue() })
                visit((s.elseBody ?? []).map { $0.takeUnretainedValue() })
            }
        }
        visit(statements)
        return out
    }

    static func site(_ e: Expr) -> CallSite { e.site!.takeUnretainedValue() }

    @Test func everyCallInUIKitsSourceForViewsAndRespondersIsResolvedWhenParsed() {
        // A recognizer's own source calls its native methods (`_startTimer(_:)`) by selector;
        // those run only on recognizers, never on the path of a hit test or a touch's delivery.
        let bodies = UIKitDefaults.bodies.filter { !UIKitCatalog.chain(from: $0.className).contains("UIGestureRecognizer") }
        #expect(bodies.count > 20)
        var unresolved: [String] = []
        var count = 0
        for body in bodies {
            for call in Self.calls(in: body.statements) {
                count += 1
                let site = Self.site(call)
                if site.method == nil && site.native == nil && site.global == nil { unresolved.append("\(body.frameName): \(site.selector)") }
            }
        }
        #expect(count > 40)
        #expect(unresolved.isEmpty, "\(unresolved)")
    }

    @Test func theHitTestsCallsNameWhatTheyRunWhenParsed() throws {
        let hitTest = try MethodBody(className: "UIView", method: .hitTest, source: UIKitDefaults.sources.first { $0.className == "UIView" && $0.method == .hitTest }!.source)
        let sites = Self.calls(in: hitTest.statements).map(Self.site)
        #expect(sites.map(\.selector) == ["point(inside:with:)", "reversed()", "convert(_:to:)", "hitTest(_:with:)"])
        #expect(sites[0].method == .pointInside && sites[0].native == nil)
        #expect(sites[1].native == .reversed && sites[1].method == nil)
        #expect(sites[2].native == .convertTo && sites[2].global == nil)
        #expect(sites[3].method == .hitTest)
    }

    @Test func globalsAreToldApartByTheirSelectorWhenParsed() {
        #expect(GlobalFunction(name: "CGRect", selector: "CGRect(x:y:width:height:)", labels: ["x", "y", "width", "height"]) == .rect)
        #expect(GlobalFunction(name: "CGRect", selector: "CGRect(origin:size:)", labels: ["origin", "size"]) == .rectFromOriginAndSize)
        #expect(GlobalFunction(name: "stride", selector: "stride(from:through:by:)", labels: ["from", "through", "by"]) == .stride(through: true))
        // A name that is a global only with other labels is a method of self, as before.
        #expect(GlobalFunction(name: "type", selector: "type(_:)", labels: [nil]) == nil)
        #expect(GlobalFunction(name: "convert", selector: "convert(_:to:)", labels: [nil, "to"]) == nil)
    }

    @Test func nativeMethodsStillRunByTheirInternedSelectors() {
        let s = scriptedSession(SampleScenes.colouredViewsScript)
        _ = s.execute("""
        override GreenView.touchesBegan {
            let p = touches.first!.location(in: self)
            let back = convert(convert(p, to: superview), from: superview)
            print(back == p, bounds.offsetBy(dx: 1, dy: 2).minX, [3, 4, 5].firstIndex(of: 4)!, isDescendant(of: superview!))
            print(stride(from: 0, through: 4, by: 2), min(3, 1, 2), abs(-4), CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4)).maxY)
        }
        """)
        let out = s.execute("tap 180 240").output
        #expect(out.contains("true 1 1 true"), "\(out)")
        #expect(out.contains("[0, 2, 4] 1 4 6"), "\(out)")
    }
}
