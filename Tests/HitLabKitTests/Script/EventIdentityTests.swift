import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `ObjectIdentifier(event)` shows which UIEvent a call got: UIKit's one touches event,
/// the same in every method of a sequence and in the next sequence; anything but the event
/// is one clear error.
@Suite struct EventIdentityTests {
    @Test func everyCallOfASequenceGetsTheOneTouchesEvent() {
        let s = scriptedSession(SampleScenes.colouredViewsScript)
        for method in ["touchesBegan", "touchesMoved", "touchesEnded"] {
            _ = s.execute("override GreenView.\(method) { print(\"\(method): \\(ObjectIdentifier(event))\") }")
        }
        let out = s.execute("drag 180 240 190 250 1").output.split(separator: "\n").filter { $0.contains("ObjectIdentifier") }
        #expect(out == ["touchesBegan: ObjectIdentifier(the app's touches event)", "touchesMoved: ObjectIdentifier(the app's touches event)",
                        "touchesEnded: ObjectIdentifier(the app's touches event)"])
        _ = s.execute("override GreenView.touchesBegan { print(ObjectIdentifier(self)) }")
        let wrong = s.execute("tap 180 240")
        #expect(wrong.error?.contains("ObjectIdentifier(_:) here takes the event only, as in ObjectIdentifier(event)") == true, "\(wrong.text)")
    }
}
