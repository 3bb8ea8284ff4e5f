import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `tree` and `trace` on very deep scenes: indentation stops growing past
/// `Indentation.limit` levels, so output grows with the number of lines, not with depth squared;
/// shallower lines keep their full indentation.
@Suite struct DeepOutputTests {
    /// A session on `depth` views, each inside the previous one, tapped at the innermost.
    func deepSession(_ depth: Int) -> Session {
        var scene = Scene(width: 20_000, height: 20_000)
        var parent: ViewID?
        for i in 0..<depth {
            let side = 19_000 - Double(i)
            parent = try! scene.addView(name: "Level\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: side, height: side), in: parent)
        }
        let session = Session()
        session.state.scene = scene
        return session
    }

    @Test func aDeepTreeHasOneShortLinePerView() {
        let session = deepSession(2_000)
        let lines = session.execute("tree").output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2_001)
        #expect(lines.map(\.count).max()! < 250)
        #expect(lines.last!.contains("⋮ 1,959 levels (depth 1,999) ⋮"))
        #expect(lines.last!.hasSuffix("└─ Level1999 (1, 1, 17001, 17001)"))
    }

    @Test func indentationUpToTheLimitIsWrittenInFull() {
        let lines = deepSession(45).execute("tree").output.split(separator: "\n").map(String.init)
        #expect(lines[40] == String(repeating: "   ", count: 39) + "└─ Level39 (1, 1, 18961, 18961)")
        #expect(lines[41] == String(repeating: "   ", count: 40) + "└─ Level40 (1, 1, 18960, 18960)")
        #expect(lines[42] == String(repeating: "   ", count: 20) + "⋮ 1 level (depth 41) ⋮ " + String(repeating: "   ", count: 20)
            + "└─ Level41 (1, 1, 18959, 18959)")
    }

    @Test func aDeepTraceHasShortLines() {
        let session = deepSession(1_000)
        #expect(session.execute("tap 15000 15000").error == nil)
        let lines = session.execute("trace").output.split(separator: "\n")
        #expect(lines.count > 2_000)
        #expect(lines.map(\.count).max()! < 250)
        #expect(lines.contains { $0.contains("⋮ 959 levels (depth 999) ⋮") })
    }

    @Test func aDeepSceneDraws() {
        let picture = deepSession(1_000).execute("draw").output
        #expect(picture.hasPrefix("┌"))
        #expect(picture.contains("Level999"))
    }
}
