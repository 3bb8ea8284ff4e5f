import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A recognizer-state breakpoint and `explain` ask, at each recognizer change, what state the
/// recognizer left: found by looking back from the change, it must be what replaying every
/// change before it says (a replay each time made `continue` to such a breakpoint on a
/// 1,000-event pan take seconds).
@Suite struct RecognizerStateLookupTests {
    @Test func theStateBeforeEachChangeIsTheReplaysState() throws {
        let session = Session()
        _ = session.runScript("""
        window 400 400
        view Pad 0 0 400 400
        gesture Pan pan on Pad
        gesture Tap tap on Pad
        view Inner 10 10 300 300 in Pad
        gesture Swipe swipe on Inner
        """)
        #expect(session.execute("drag 50 50 250 60 20").error == nil)
        let trace = try #require(session.state.debugger?.trace)
        var checked = 0
        for (n, record) in trace.changeRecords.enumerated() {
            guard case .recognizer(let id, _) = trace.changes[n] else { continue }
            #expect(trace.recognizerState(id, beforeChange: n) == trace.runtime(at: Int(record) - 1).recognizer(id).state)
            checked += 1
        }
        #expect(checked >= 6, "\(checked) recognizer changes")
    }
}
