import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `chain` follows the scene's own `next`: with `option scene=no` there is no UIWindowScene.
@Suite struct ChainCommandTests {
    @Test func withoutAWindowSceneThereIsNoneToStartFrom() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("chain UIWindowScene").output == "UIWindowScene → UIApplication → AppDelegate")
        _ = s.execute("option scene=no")
        #expect(s.execute("chain UIWindowScene").error == "there is no UIWindowScene in this scene (`option scene=no`, as before iOS 13): the window's next responder is UIApplication; `option scene=yes` brings the scene back")
        #expect(s.execute("chain BlackView").output == "BlackView → UIWindow → UIApplication → AppDelegate")
    }
}
