import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `p X.isFirstResponder` reads the application's first responder as it stands: UIResponder's
/// `isFirstResponder` is true once `becomeFirstResponder()` has returned true, and false after
/// `resignFirstResponder()` (UIResponder documentation), at the prompt and in a stopped frame.
@Suite struct FirstResponderPrintTests {
    static let scene = """
    window 320 480
    view X 0 0 100 100
    override X.canBecomeFirstResponder { return true }
    override X.touchesBegan { becomeFirstResponder() }
    """

    @Test func becomeAndResignChangeWhatPrintReads() {
        let s = scriptedSession(Self.scene)
        // A scene edit (`view Y`) keeps the first responder too.
        let steps = [("", "false"), ("become X", "true"), ("view Y 200 200 10 10", "true"), ("resign X", "false")]
        for (command, value) in steps {
            if !command.isEmpty { #expect(!s.execute(command).isError) }
            #expect(s.execute("p X.isFirstResponder").output == value, "after `\(command)`")
        }
    }

    /// Inside X's own touchesBegan: false before its `becomeFirstResponder()` line runs, true
    /// after, and false again when stepped back.
    @Test func aStoppedFrameReadsTheFirstResponderAtItsCursor() {
        let s = scriptedSession(Self.scene + "\nbreak X.touchesBegan")
        _ = s.execute("tap 10 10")
        #expect(s.isPaused)
        #expect(s.execute("p isFirstResponder").output == "false")
        _ = s.execute("next")
        #expect(s.execute("p X.isFirstResponder").output == "true")
        _ = s.execute("reverse-next")
        #expect(s.execute("p self.isFirstResponder").output == "false")
        _ = s.execute("continue")
        #expect(s.execute("p X.isFirstResponder").output == "true")
    }
}
