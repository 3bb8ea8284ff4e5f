import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The road from the glass to the window names its system callbacks: the Source1 and Source0
/// callbacks in the trace's stage lines, and at each stage `bt` lists the private functions
/// under UIKit's public methods, the old names beside the modern ones.
@Suite struct SystemFramesTests {
    func paused(at stage: String) -> Session {
        let s = scriptedSession(SampleScenes.colouredViewsScript)
        _ = s.execute("break phase \(stage)")
        _ = s.execute("tap 180 240")
        return s
    }

    @Test func theEventFetchStageHasTheSource1CallbackOnItsOwnThread() {
        let bt = paused(at: "eventFetch").execute("bt").output
        #expect(bt.hasPrefix("── eventFetch (began): event-fetch thread: the Source1 callback __IOHIDEventSystemClientQueueCallback"))
        #expect(bt.contains("\n  UIKit's private functions (not steppable):\n"))
        #expect(bt.hasSuffix("     __IOHIDEventSystemClientQueueCallback: the Source1 (mach port) callback, on com.apple.uikit.eventfetch-thread"))
        #expect(!bt.contains("__eventFetcherSourceCallback"))
    }

    @Test func theEventQueueStageHasTheSource0CallbackAndItsOldName() {
        let bt = paused(at: "eventQueue").execute("bt").output
        #expect(bt.contains("__processEventQueue: the HID event becomes a UIEvent"))
        #expect(bt.contains("__eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)"))
        #expect(!bt.contains("__IOHIDEventSystemClientQueueCallback: the Source1"))
    }

    @Test func atDeliveryTheSteppedFramesComeFirstThenTheSystemsFunctions() throws {
        let s = paused(at: "delivery")
        let lines = s.execute("bt").output.split(separator: "\n").map(String.init)
        let application = try #require(lines.firstIndex { $0.contains("#1 UIApplication.sendEvent(_:)") })
        #expect(lines[application + 1] == "  under them, UIKit's private functions (not steppable):")
        #expect(lines[application + 2] == "     __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)")
        #expect(lines.last?.hasPrefix("     __eventFetcherSourceCallback") == true)
        // `bt N` shows the innermost N only, so none of them.
        #expect(!s.execute("bt 1").output.contains("private functions"))
    }

    @Test func beforeTheAppRunsNothingOfItIsOnTheStack() {
        #expect(paused(at: "routing").execute("bt").output.hasSuffix("  (outside the app: backboardd (SpringBoard before iOS 6); nothing of the app is on the stack yet)"))
        let trace = paused(at: "hitTest").execute("bt").output
        #expect(trace.contains("     __startNewUITouch: makes the new UITouch and hit-tests for its view"))
    }

    @Test func theTraceNamesBothCallbacks() {
        let s = scriptedSession(SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        let trace = s.execute("trace").output
        #expect(trace.contains("── eventFetch (began): event-fetch thread: the Source1 callback __IOHIDEventSystemClientQueueCallback receives the HID event"))
        #expect(trace.contains("── eventQueue (began): main run loop: the Source0 callback __eventFetcherSourceCallback (__UIApplicationHandleEventQueue before iOS 9)"))
    }
}
