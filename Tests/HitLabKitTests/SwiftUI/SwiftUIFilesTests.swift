import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabInterchange
@testable import HitLabConsole

/// `save`/`load` round-trip a host and its body, `export swift` writes it as a SwiftUI view in
/// a UIHostingController (DESIGN, "SwiftUI: content in a hosting view"; the file rule of
/// ROBUSTNESS.md as for every export), and a dump's hosting view imports without a body.
@Suite struct SwiftUIFilesTests {
    static let scene = """
    window 375 667
    view Panel 20 40 300 300
    swiftui Host 10 10 200 100 in Panel {
        @State var count = 0
        // the row the reference calls the spacer row
        HStack {
            Text("Milk; 2 } {")
            Spacer()

            Button("Add") { count += 1 }
        }
        .onTapGesture { print("row") }
    }
    set Host alpha=0.5
    """

    @Test func saveAndLoadRebuildTheHostAndItsBody() throws {
        let folder = try temporaryFolder()
        let s = scriptedSession(Self.scene)
        s.directory = folder
        #expect(!s.execute("save scene.hitlab").isError)
        let text = try String(contentsOfFile: folder + "/scene.hitlab", encoding: .utf8)
        #expect(text.contains("swiftui Host 10 10 200 100 in Panel {\n    @State var count = 0\n"))
        #expect(text.contains("\n        Text(\"Milk; 2 } {\")\n        Spacer()\n\n"))
        // The host is made before its settings, once, as a swiftui command, not a plain view.
        #expect(!text.contains("view Host"))
        let loaded = Session()
        loaded.directory = folder
        #expect(!loaded.execute("load scene.hitlab").isError)
        #expect(loaded.state.scene[try loaded.state.scene.viewID(named: "Host")].hostedBody == s.state.scene[try s.state.scene.viewID(named: "Host")].hostedBody)
        #expect(loaded.execute("tree").output == s.execute("tree").output)
        #expect(printed(loaded, "tap 40 110") == ["row"])
    }

    @Test func exportWritesTheBodyAsASwiftUIViewInAHostingController() {
        let s = scriptedSession(Self.scene)
        let text = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
        #expect(text.contains("import SwiftUI"))
        #expect(text.contains("struct Host: View {\n"))
        #expect(text.contains("    @State var count = 0\n"))
        #expect(text.contains("    var body: some View {\n        HStack {\n"))
        #expect(text.contains("UIHostingController(rootView: Host())"))
        // The controller is a child of the scene's, its view the host in the hierarchy.
        #expect(text.contains("addChild(hostController)"))
        #expect(text.contains("host.frame = CGRect(x: 10, y: 10, width: 200, height: 100)"))
        #expect(text.contains("host.alpha = 0.5"))
        #expect(text.contains("panel.addSubview(host)\n        hostController.didMove(toParent: self)"))
        // _UIHostingView is private API: no class is written for it.
        #expect(!text.contains("_UIHostingView"))
    }

    /// A hosting view is SwiftUI's own class: an override on it cannot be exported, and the
    /// file says so rather than dropping it unsaid.
    @Test func anOverrideOnAHostIsNamedAsNotExported() {
        let s = scriptedSession(Self.scene + "\noverride Host.hitTest { return super.hitTest(point, with: event) }")
        let text = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
        #expect(text.contains("// Not exported: the overrides Host.hitTest, which a UIHostingController's view cannot take."))
    }

    /// A host named like a SwiftUI type gets a View type of its own name.
    @Test func aHostNamedLikeASwiftUITypeKeepsTheTypeFree() {
        let s = scriptedSession("window 375 667\nswiftui Text 0 0 100 100 { Text(\"x\") }")
        let text = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
        #expect(text.contains("struct TextContent: View {") && text.contains("UIHostingController(rootView: TextContent())"))
    }

    @Test(.enabled(if: SwiftExporterTests.swiftc != nil, "swiftc is not installed here, so the exported file's syntax is not checked"))
    func swiftcParsesTheExportedHost() throws {
        let folder = try temporaryFolder()
        let s = scriptedSession(Self.scene + "\ncontroller Main view Panel\nswiftui Badge 0 0 40 40 in Panel { Circle().fill(Color.red).onTapGesture { print(\"badge\") } }")
        let path = folder + "/Scene.swift"
        try SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
            .write(toFile: path, atomically: true, encoding: .utf8)
        let (status, message) = try SwiftExporterTests.parse(path)
        #expect(status == 0, "\(message)")
        #expect(message.isEmpty)
    }

    /// A dump shows a hosting view's UIKit side only: it imports with no SwiftUI content, so a
    /// tap on it stops at the host (DESIGN's choice), and it saves as a body that shows nothing.
    @Test func anImportedHostingViewHasNoContent() throws {
        let dump = """
        <UIWindow: 0x7f8; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x1>>
           | <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>: 0x7f9; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
           |    | <UIView: 0x7fa; frame = (0 0; 10 10); layer = <CALayer: 0x3>>
        """
        let (s, reply) = try importedSession(dump)
        #expect(!reply.isError)
        #expect(reply.output.contains("UIHostingView_1 is a SwiftUI hosting view: the dump does not show SwiftUI content"))
        #expect(s.execute("tap 100 100").output.contains("hit: UIHostingView_1 (no SwiftUI content here)"))
        #expect(hit(s, 5, 5) == "UIView_1")
        #expect(!s.execute("save scene.hitlab").isError)
        let text = try String(contentsOfFile: try #require(s.directory) + "/scene.hitlab", encoding: .utf8)
        #expect(text.contains("swiftui UIHostingView_1 0 0 375 667 {\n    EmptyView()\n}\nview UIView_1 0 0 10 10 in UIHostingView_1"))
    }
}
