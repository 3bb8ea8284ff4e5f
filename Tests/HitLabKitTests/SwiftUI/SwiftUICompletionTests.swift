import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// Completion of SwiftUI names: SwiftUI views after a command that takes one (`why`), names
/// and members in `p`'s expression, and inside a `swiftui` body the views and modifiers DESIGN
/// lists, on the command's line or on the lines after it.
@Suite struct SwiftUICompletionTests {
    static let scene = """
    window 375 667
    swiftui Host 0 100 300 100 {
        @State var count = 0
        HStack {
            Text("Name").accessibilityIdentifier("Label")
            Spacer()
        }
    }
    """

    func complete(_ s: Session, _ line: String, after pending: String = "") -> [String] {
        Completer(session: s).complete(line, after: pending).candidates
    }

    /// `show` takes `source` or a hosting view, whose body it prints.
    @Test func showCompletesHostingViews() {
        let s = scriptedSession(Self.scene)
        #expect(complete(s, "show ") == ["Host", "source"])
        #expect(complete(s, "show H") == ["Host"])
    }

    @Test func whyCompletesSwiftUIViews() {
        let s = scriptedSession(Self.scene)
        #expect(complete(s, "why La") == ["Label"])
        #expect(complete(s, "why Sp") == ["Spacer_1"])
        #expect(complete(s, "why H").contains("Host") && complete(s, "why H").contains("HStack_1"))
        // A command that takes only UIKit views does not offer them.
        #expect(complete(s, "set La").isEmpty)
    }

    @Test func printCompletesNamesAndMembers() {
        let s = scriptedSession(Self.scene)
        #expect(complete(s, "p Lab") == ["Label"])
        #expect(complete(s, "p Label.") == ["Label.frame"])
        #expect(complete(s, "p Host.cou") == ["Host.count"])
        #expect(complete(s, "p Host.fr") == ["Host.frame"])
    }

    /// After `NAME.frame.`, CGRect's members; after `.origin.`, CGPoint's; after `.size.`, CGSize's.
    @Test func printCompletesAPathDeeperThanTheFrame() {
        let s = scriptedSession(Self.scene)
        #expect(complete(s, "p Label.frame.wi") == ["Label.frame.width"])
        #expect(Set(complete(s, "p Label.frame.m")) == ["Label.frame.minX", "Label.frame.midX", "Label.frame.maxX",
                                                        "Label.frame.minY", "Label.frame.midY", "Label.frame.maxY"])
        #expect(complete(s, "p Label.frame.origin.") == ["Label.frame.origin.x", "Label.frame.origin.y"])
        #expect(complete(s, "p Label.frame.size.h") == ["Label.frame.size.height"])
        #expect(complete(s, "p Label.frame.width.").isEmpty)
        // Every member offered reads a value.
        for member in complete(s, "p Label.frame.") {
            #expect(s.execute("p \(member)").status == .ok, "\(member)")
        }
    }

    @Test func aBodyCompletesViewsModifiersAndColours() {
        let s = scriptedSession("window 375 667")
        // On the command's own line, after its {.
        let (views, start) = Completer(session: s).complete("swiftui A 0 0 10 10 { VSt")
        #expect(views == ["VStack"] && start == 22)
        #expect(complete(s, "swiftui A 0 0 10 10 { Text(\"x\").pad") == ["padding("])
        #expect(complete(s, "swiftui A 0 0 10 10 { Color.re") == ["red"])
        // On a later line of the body, the command so far says where the line is.
        let pending = "swiftui A 0 0 10 10 {\n"
        #expect(complete(s, "    @St", after: pending) == ["@State"])
        #expect(complete(s, "    Text(\"x\").onTap", after: pending) == ["onTapGesture("])
        #expect(complete(s, "    .allows", after: pending) == ["allowsHitTesting("])
        #expect(complete(s, "    Circ", after: pending) == ["Circle"])
        // Before the body, the command's words complete as ever.
        #expect(complete(s, "swiftui A 0 0 10 10 in Wi").isEmpty)
        #expect(complete(s, "swif") == ["swiftui"])
    }
}
