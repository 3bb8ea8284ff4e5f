import Foundation
import Testing
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// What a learner pastes from Xcode: Swift's `//` comments between commands, and a method
/// declared as Swift declares it, which HitLab writes on a view by name instead.
@Suite struct PastedSwiftTests {
    /// The pass-through overlay's scene: a full-screen window in front, a Close button in it.
    static let overlay = """
        window 375 667
        view Shop 0 0 375 667
        button Buy 100 300 175 50 in Shop
        window Toast 0 0 375 667 level=alert
        button Close 315 20 44 44 in Toast
        """

    @Test func slashCommentsOutsideABodyAreComments() {
        let s = scriptedSession(Self.overlay)
        let replies = s.runScript("""
            // Bob: my answer
              // indented too
            override Toast.hitTest { // Swift's comment inside the body, as before
                let hit = super.hitTest(point, with: event) // { not a brace that counts
                return hit === self ? nil : hit
            }
            hittest 150 320 // a tap behind the overlay
            """)
        #expect(replies.allSatisfy { !$0.isError })
        #expect(replies.last?.output.hasSuffix("hit: Buy") == true)
        // A comment alone is no command at all; a path with // inside a word is not one.
        var assembler = CommandAssembler()
        #expect(assembler.add("// nothing").isEmpty)
        #expect(assembler.add("load a//b.hitlab").map(\.text) == ["load a//b.hitlab"])
        #expect(ClassGrade.isNoWork("// my answer\n\n  // none yet\n# and this\n"))
        #expect(!ClassGrade.isNoWork("// my answer\ntap 1 1\n"))
    }

    @Test func aPastedOverrideSaysWhatToWriteNamingTheViewsItCouldBe() {
        let s = scriptedSession(Self.overlay)
        let reply = s.execute("""
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                return nil
            }
            """)
        #expect(reply.error == "`func hitTest` is Swift's declaration, not a HitLab command: HitLab names the view, so write "
                + "`override NAME.hitTest {`, the body and `}`, with NAME the view whose method it is (Shop, Buy, Toast, Close)")
        #expect(!reply.error!.contains("\n"))
    }

    @Test func aPastedDeclarationNamesTheViewWhenThereIsOneCandidate() {
        // The scene's only view.
        let one = scriptedSession("window 375 667\nview Card 0 0 100 100")
        #expect(one.execute("override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n return true\n}").error
                == "`func point` is Swift's declaration, not a HitLab command: HitLab names the view, so write `override Card.pointInside {`, the body and `}`")
        // The class the paste declares, when the scene has a view of that name.
        let s = scriptedSession(Self.overlay)
        let pasted = s.execute("""
            class Toast: UIWindow {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesBegan(touches, with: event)
                }
            }
            """)
        #expect(pasted.error == "`class Toast` is Swift's declaration, not a HitLab command: HitLab names the view, so write `override Toast.touchesBegan {`, the body and `}`")
        // A method HitLab does not run is said to be one.
        #expect(s.execute("override func layoutSubviews() {\n}").error
                == "`func layoutSubviews` is Swift's declaration, not a HitLab command, and layoutSubviews is not a method HitLab runs; write `override NAME.METHOD { … }` with a method `help override` lists")
        // Anything else that fails to parse keeps its own error.
        #expect(s.execute("override Toast hitTest { return nil }").error?.contains("Swift's declaration") == false)
    }
}
