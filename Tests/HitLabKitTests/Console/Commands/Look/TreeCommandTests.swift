import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `tree` says when a view cannot take touches, including the kinds that start that way.
@Suite struct TreeCommandTests {
    @Test func labelsAndImageViewsShowThatTheyStartWithInteractionOff() {
        let s = Session()
        for line in ["label Title 0 0 100 20", "image Photo 0 30 100 100", "image Icon 0 140 20 20", "set Icon interaction=yes", "view Plain 0 170 10 10"] {
            #expect(s.execute(line).status == .ok)
        }
        #expect(s.execute("tree").output == """
            UIWindow 375×667
            ├─ Title (0, 0, 100, 20) UILabel · interaction off (UILabel's default)
            ├─ Photo (0, 30, 100, 100) UIImageView · interaction off (UIImageView's default)
            ├─ Icon (0, 140, 20, 20) UIImageView · interaction on
            └─ Plain (0, 170, 10, 10)
            """)
    }
}
