import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// SwiftUI views and UIKit views share one set of names (DESIGN: SwiftUI names "work wherever a
/// view or recognizer name does"), so a UIKit name that a SwiftUI view already has is refused,
/// with a one-line error and the scene unchanged.
@Suite struct SwiftUINameTests {
    static let scene = """
    window 375 667
    view Back 0 0 375 667
    swiftui Host 0 100 300 100 {
        HStack {
            Text("Name").accessibilityIdentifier("Label")
            Circle()
        }
    }
    """

    @Test(arguments: ["view Label 0 0 10 10", "button Circle_1 0 0 10 10", "scroll Label 0 0 10 10", "table Label 0 0 10 10 rows=2",
                      "window Label 0 0 10 10", "controller Label view Back", "gesture Label tap on Back",
                      "recognizer Circle_1 on Back", "swiftui Label 0 0 10 10 { Text(\"x\") }"])
    func aUIKitNameASwiftUIViewHasIsRefused(command: String) throws {
        let s = scriptedSession(Self.scene)
        let before = s.execute("tree").output
        let error = try #require(s.execute(command).error, "\(command)")
        let name = command.split(separator: " ")[1]
        #expect(error.contains("\(name) is the name of a SwiftUI view in Host"))
        #expect(!error.contains("\n"))
        #expect(s.execute("tree").output == before)
    }

    /// Once the host is gone, its views' names are free again.
    @Test func aRemovedHostsNamesAreFree() {
        let s = scriptedSession(Self.scene)
        #expect(!s.execute("remove Host").isError)
        #expect(!s.execute("view Label 0 0 10 10").isError)
    }

    /// A loaded scene refuses the same names: the names come with the host.
    @Test func aLoadedSceneRefusesThem() throws {
        let folder = try temporaryFolder()
        let s = scriptedSession(Self.scene)
        s.directory = folder
        _ = s.execute("save scene.hitlab")
        let loaded = Session()
        loaded.directory = folder
        _ = loaded.execute("load scene.hitlab")
        #expect(loaded.execute("view Label 0 0 10 10").error?.contains("Label is the name of a SwiftUI view in Host") == true)
    }
}
