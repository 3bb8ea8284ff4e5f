import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `swiftui NAME X Y W H { BODY }` (DESIGN, "SwiftUI: content in a hosting view"): the body is
/// Swift as typed in Xcode, evaluated by the interpreter into views, named as DESIGN says, and
/// anything outside the subset is refused with its place and the scene left as it was.
@Suite struct SwiftUIBodyTests {
    /// Views are named TYPE_N per type in the order the bodies make them (hosts in creation
    /// order, a body depth-first in source order), or by their accessibilityIdentifier.
    @Test func viewsAreNamedByTypeInSourceOrderAcrossHosts() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 0 375 200 {
            VStack {
                Text("A")
                Text("B").accessibilityIdentifier("Bee")
                HStack { Spacer() }
            }
        }
        swiftui Second 0 300 375 100 { Text("C") }
        """)
        let content = try swiftUIContent(s)
        #expect(content.hosts.map { $0.layout.nodes.map(\.name) } == [["VStack_1", "Text_1", "Bee", "HStack_1", "Spacer_1"], ["Text_2"]])
        #expect(s.state.scene[try s.state.scene.viewID(named: "Host")].kind.className == "_UIHostingView")
    }

    /// `if` on state and `ForEach` are evaluated: only the branch taken makes views, and each
    /// item of the range makes its own, with the closure's parameter bound to it.
    @Test func ifAndForEachAreEvaluated() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 0 375 400 {
            @State var showsHeader = false
            VStack {
                if showsHeader {
                    Text("Header")
                } else {
                    Circle()
                }
                ForEach(0..<3) { i in
                    Text("Row \\(i)").accessibilityIdentifier("Row\\(i)")
                }
                ForEach(1..<3) { Rectangle().frame(width: 10 * $0, height: 1) }
            }
        }
        """)
        let nodes = try swiftUIContent(s).hosts[0].layout.nodes
        #expect(nodes.map(\.name) == ["VStack_1", "Circle_1", "ForEach_1", "Row0", "Row1", "Row2", "ForEach_2", "Rectangle_1", "Rectangle_2"])
        #expect(nodes[4].view.text == "Row 1")
        #expect(try swiftUIContent(s).hosts[0].state["showsHeader"] == .bool(false))
    }

    /// Trailing closures, several of them with labels, modifier chains over lines, `$0`.
    @Test func closuresTrailingAndLabelledAndModifierChainsOverLines() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 0 375 400 {
            Button {
                print("tapped")
            } label: {
                Text("Buy")
                    .padding(8)
                    .background(Color.blue)
            }
            .buttonStyle(.plain)
        }
        """)
        let nodes = try swiftUIContent(s).hosts[0].layout.nodes
        #expect(nodes.map(\.name) == ["Button_1", "Text_1", "Color_1"])
        #expect(nodes[0].view.action != nil)
        #expect(nodes[1].view.modifiers.map(\.name) == ["padding", "background"])
    }

    /// A view HitLab does not know is refused with its line and column and the list it knows.
    @Test func anUnknownViewIsRefusedWithItsPlaceAndTheKnownViews() {
        let s = scriptedSession("window 375 667")
        let reply = s.execute("swiftui Host 0 0 100 100 {\n    VStack {\n        Toggle(\"On\")\n    }\n}")
        let error = reply.error ?? ""
        #expect(error.contains("line 2") && error.contains("Toggle is not a SwiftUI view HitLab knows"))
        #expect(error.contains("VStack, HStack, ZStack"))
        #expect(error.contains("    ^"))
        #expect(s.state.scene.responder(named: "Host") == nil)
    }

    /// A modifier HitLab does not know is named, at its own column, with the list it knows.
    @Test func anUnknownModifierIsNamedAtItsColumn() {
        let s = scriptedSession("window 375 667")
        let error = s.execute("swiftui Host 0 0 100 100 {\n    Text(\"x\").blur(radius: 3)\n}").error ?? ""
        #expect(error.contains(".blur is not a SwiftUI modifier HitLab knows"))
        #expect(error.contains("contentShape") && error.contains("allowsHitTesting"))
        #expect(error.contains("\n  |           ^"))
    }

    /// A body that does not parse gets the line and column, as an override's does.
    @Test func aBodyThatDoesNotParseSaysWhere() {
        let s = scriptedSession("window 375 667")
        let error = s.execute("swiftui Host 0 0 100 100 {\n    VStack {\n        Text(\"x\"\n    }\n}").error ?? ""
        #expect(error.contains("syntax error") && error.contains("line 3"))
        #expect(s.state.scene.responder(named: "Host") == nil)
    }

    /// A SwiftUI name that is already a UIKit view's is an error; so is a body of two views.
    @Test func nameClashesAndTwoViewsAreRefused() {
        let s = scriptedSession("window 375 667\nview Card 0 0 10 10")
        #expect(s.execute("swiftui Host 0 0 100 100 { Text(\"x\").accessibilityIdentifier(\"Card\") }").error?.contains("has the name of a UIKit view") == true)
        #expect(s.execute("swiftui Host 0 0 100 100 {\n    Text(\"x\")\n    Text(\"y\")\n}").error?.contains("put them in a VStack") == true)
        #expect(s.state.scene.responder(named: "Host") == nil)
    }

    /// A ForEach of a million items, a loop that never ends, a @State HitLab cannot keep: one
    /// line each, the scene unchanged.
    @Test func runawayBodiesAndUnsupportedStateAreOneLineErrors() {
        let s = scriptedSession("window 375 667")
        let million = s.execute("swiftui Host 0 0 100 100 { ForEach(0..<1000000) { i in Text(\"x\") } }").error ?? ""
        #expect(million.contains("1,000,000"))
        let many = s.execute("swiftui Host 0 0 100 100 { ForEach(0..<20000) { i in Text(\"x\") } }").error ?? ""
        #expect(many.contains("ForEach of 20,000 items"))
        let loop = s.execute("swiftui Host 0 0 100 100 {\n    VStack {\n        ForEach(0..<1) { i in\n            while true { }\n        }\n    }\n}").error ?? ""
        #expect(loop.contains("steps"))
        let state = s.execute("swiftui Host 0 0 100 100 {\n    @State var items = [1, 2]\n    Text(\"x\")\n}").error ?? ""
        #expect(state.contains("@State var items holds Array"))
        #expect(s.state.scene.responder(named: "Host") == nil)
    }

    /// `@State` belongs to a SwiftUI body; an override that declares one is refused.
    @Test func stateOutsideASwiftUIBodyIsRefused() {
        let s = scriptedSession("window 375 667\nview A 0 0 10 10")
        #expect(s.execute("override A.touchesBegan {\n    @State var n = 0\n}").error?.contains("@State belongs to a SwiftUI body") == true)
    }
}
