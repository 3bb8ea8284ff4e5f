import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// UITextField and UITextView as their own classes. Apple's UITextField page: "when the user
/// taps in a text field, the text field becomes the first responder"; a text field is a
/// UIControl that sends `editingDidBegin` and `editingDidEnd` (UIControl.Event) as editing
/// begins and ends; UITextView is a UIScrollView that becomes first responder on a tap too. An
/// app's subclass (a dump's `baseClass = UITextField`) keeps all of it, and `tree --uikit` and
/// `export swift` keep the base class.
@Suite struct TextInputTests {
    static let scene = """
    window 320 480
    textfield Name 20 20 200 40
    action Name editingDidBegin
    action Name editingDidEnd
    textview Notes 20 100 280 200
    """

    @Test func aTapMakesATextFieldFirstResponderAndResignEndsEditing() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "tap 30 30") == ["Name: editingDidBegin"])
        #expect(s.execute("p Name.isFirstResponder").output == "true")
        // Tapped again while editing: no second editingDidBegin.
        #expect(printed(s, "tap 40 30").isEmpty)
        #expect(s.execute("resign Name").output.hasPrefix("Name: editingDidEnd"))
        #expect(s.execute("p Name.isFirstResponder").output == "false")
    }

    @Test func aTapOnATextViewMovesTheFirstResponderThere() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("tap 30 30")
        #expect(printed(s, "tap 50 150") == ["Name: editingDidEnd"])
        #expect(s.execute("p Notes.isFirstResponder").output == "true")
        #expect(s.execute("p Name.isFirstResponder").output == "false")
    }

    /// A disabled text field is not hit (a disabled UIControl), and cannot become first responder.
    @Test func aDisabledTextFieldTakesNothing() {
        let s = scriptedSession(Self.scene + "\nset Name enabled=no")
        #expect(printed(s, "tap 30 30").isEmpty)
        #expect(s.execute("p Name.isFirstResponder").output == "false")
        #expect(s.execute("p Name.canBecomeFirstResponder").output == "false")
    }

    @Test func theClassesAreKeptInTreeSaveAndExport() throws {
        let s = scriptedSession(Self.scene)
        let uikit = s.execute("tree --uikit").output
        #expect(uikit.contains("<Name: 0x7f8000000100; baseClass = UITextField;"))
        #expect(uikit.contains("<Notes: 0x7f8000000200; baseClass = UITextView;"))
        let script = SceneScript(state: s.state).render()
        #expect(script.contains("textfield Name 20 20 200 40\ntextview Notes 20 100 280 200"))
        let swift = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
        #expect(swift.contains("class Name: UITextField {") && swift.contains("class Notes: UITextView {"))
    }

    static let dump = """
    <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6002>>
       | <UITextField: 0x7f02; frame = (20 100; 300 34); text = ''; opaque = NO; layer = <CALayer: 0x6003>>
       | <MyApp.SearchField: 0x7f03; baseClass = UITextField; frame = (20 200; 300 34); text = ''; opaque = NO; layer = <CALayer: 0x6004>>
       | <UITextView: 0x7f04; frame = (20 300; 300 100); text = 'Notes'; clipsToBounds = YES; layer = <CALayer: 0x6005>; contentOffset: {0, 0}; contentSize: {300, 100}>
    """

    @Test func importedTextFieldsAndAnAppsSubclassBecomeFirstResponderOnATap() throws {
        let (s, reply) = try importedSession(Self.dump)
        #expect(!reply.isError, "\(reply.error ?? "")")
        let scene = s.state.scene
        #expect(scene[try scene.viewID(named: "UITextField_1")].kind == .textField)
        #expect(scene[try scene.viewID(named: "SearchField_1")].kind == .textField)
        #expect(scene[try scene.viewID(named: "UITextView_1")].kind == .textView)
        _ = s.execute("tap 100 210")
        #expect(s.execute("p SearchField_1.isFirstResponder").output == "true")
        _ = s.execute("tap 100 110")
        #expect(s.execute("p UITextField_1.isFirstResponder").output == "true")
        _ = s.execute("tap 100 350")
        #expect(s.execute("p UITextView_1.isFirstResponder").output == "true")
        let uikit = s.execute("tree --uikit").output
        #expect(uikit.contains("<MyApp.SearchField: 0x7f8000000200; baseClass = UITextField;"), "\(uikit)")
        let swift = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
        #expect(swift.contains(": UITextField {") && !swift.contains("SearchField_1: UIControl"), "\(swift)")
    }
}
