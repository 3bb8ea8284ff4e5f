import Testing
@testable import HitLabModel
@testable import HitLabDelivery
@testable import HitLabConsole

/// A body's write to a view goes through one check, and the recording of it replays the same
/// way wherever it is read: the trace at a record, the runtime state over the authored scene,
/// and a `set` that starts from the view as it stands.
@Suite struct RecordedViewChangeTests {
    @Test func aWriteTheSceneRefusesStopsTheTouchAndIsNotKept() throws {
        // A view's size is 0 or more, as `set` requires: a body that makes it negative is told
        // so at its line, and the view keeps its bounds (before, the write was recorded but
        // silently not made).
        let s = scriptedSession("""
            window 300 300
            view A 0 0 100 100
            override A.touchesBegan { bounds = CGRect(x: 0, y: 0, width: -10, height: 10) }
            """)
        let reply = s.execute("tap 50 50")
        #expect(reply.isError)
        #expect(reply.text.contains("A needs a width and height of 0 or more"), "\(reply.text)")
        #expect(reply.text.contains("line 1"))
        #expect(s.state.runtime.viewChanges.isEmpty)
        let trace = try #require(s.state.lastDelivery?.trace)
        #expect(!trace.changes.contains { if case .viewProperty = $0 { true } else { false } })
        #expect(s.execute("p A.bounds").text == "(0, 0, 100, 100)")
    }

    @Test func theTraceTheRuntimeAndAnEditSeeTheSameWrites() throws {
        // UIKit: setting frame sets center and bounds.size; a later center moves the view and
        // keeps its size. So frame (10, 10, 40, 40) then center (100, 100) is frame (80, 80, 40, 40).
        let s = scriptedSession("""
            window 300 300
            view A 0 0 200 200
            override A.touchesBegan {
              frame = CGRect(x: 10, y: 10, width: 40, height: 40)
              center = CGPoint(x: 100, y: 100)
              alpha = 0.5
            }
            """)
        #expect(!s.execute("tap 50 50").isError)
        let id = try s.state.scene.viewID(named: "A")
        let expected = Rect(origin: Point(x: 80, y: 80), size: Size(width: 40, height: 40))
        let trace = try #require(s.state.lastDelivery?.trace)
        let replayed = trace.scene(at: trace.count - 1)[id]
        let standing = s.state.runtime.scene(over: s.state.scene)[id]
        #expect(replayed.frame == expected && replayed.alpha == 0.5)
        #expect(standing.frame == expected && standing.alpha == 0.5)
        // An edit of another property starts from the view as it stands.
        #expect(!s.execute("set A hidden=yes").isError)
        #expect(s.state.scene[id].frame == expected && s.state.scene[id].alpha == 0.5 && s.state.scene[id].isHidden)
    }
}
