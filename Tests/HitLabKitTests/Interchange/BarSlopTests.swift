import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A tap that lands near, not on, a navigation bar's button: UIKit hit-tests at the touch's
/// point (reference §1), which HitLab does, but a device is reported to give such taps to the
/// button (Apple's technical support on the bars' "slop", a private point warp in UIWindow,
/// tap areas that changed in iOS 11), so `why` says that a device may differ, and only for
/// a control of a bar the tap missed by a little.
@Suite struct BarSlopTests {
    static let sentence = "a device may give this tap to UINavigationButton_1 all the same"

    func fixtureSession(_ name: String) throws -> Session {
        let s = Session()
        #expect(!s.execute("import \(fixtureDump(name))").isError)
        return s
    }

    @Test(arguments: [(35.0, 70.0, true), (75.0, 40.0, true), (35.0, 100.0, false), (150.0, 40.0, false), (30.0, 35.0, false)])
    func whySaysADeviceMayDifferForATapNearABarButton(_ x: Double, _ y: Double, _ said: Bool) throws {
        let s = try fixtureSession("f01-oleb-ios5-mail-compose.txt")
        _ = s.execute("tap \(formatNumber(x)) \(formatNumber(y))")
        let answer = s.execute("why UINavigationButton_1").output
        #expect(answer.contains(Self.sentence) == said, "tap \(x) \(y): \(answer)")
    }

    @Test func theSentenceIsInChineseToo() throws {
        let s = try fixtureSession("f01-oleb-ios5-mail-compose.txt")
        s.style.language = Language.chinese
        _ = s.execute("tap 35 70")
        #expect(s.execute("why UINavigationButton_1").output.contains("在真机上这次点击仍可能交给 UINavigationButton_1"))
    }
}
