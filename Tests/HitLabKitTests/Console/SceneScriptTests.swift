import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `save` is written by the commands themselves: each line of a saved script is a line of the
/// command unit that wrote it, and the script rebuilds the same scene.
@Suite struct SceneScriptTests {
    /// A scene with saved state of every sort: each kind of view, a second window, a table whose
    /// cell holds a view brought in front of its content view, settings, an action, a
    /// controller, recognizers (one written by the learner), a requirement, an option, an override.
    static let commands = [
        "window 375 667", "view Card 20 40 300 300", "button Buy 10 10 100 44 in Card", "control Knob 10 60 40 40 in Card",
        "label Price 10 110 100 20 in Card", "image Photo 10 140 60 60 in Card", "scroll List 0 350 375 200 contentSize=375,900",
        "table Feed 0 560 375 100 rows=2 rowHeight=50", "view Badge 0 0 20 20 in Feed_cell0", "front Badge",
        "window Alert 0 0 200 100 level=alert", "set Card color=blue alpha=0.5 clips=yes", "set Buy enabled=no",
        "action Buy touchDown tapped", "controller CardController view Card", "gesture Pan pan on Card max=2",
        "gesture Tap tap on Card taps=2", "require Tap toFail Pan", "recognizer Check on Card", "set List.panGestureRecognizer min=2",
        "option passes=2", "override Card.tapped { print(\"tapped\") }",
        "swiftui Host 0 200 100 50 in Card { Text(\"Hi\").onTapGesture { print(\"hi\") } }",
    ]

    @Test func everySavedLineIsWrittenByTheUnitThatRunsIt() throws {
        let s = Session()
        for line in Self.commands { #expect(!s.execute(line).isError, "\(line)") }
        let script = SceneScript(state: s.state).render()
        let writers: [Any.Type] = SceneScript.viewMakers.map { $0 as Any.Type } + SceneScript.viewChanges.map { $0 as Any.Type }
            + SceneScript.sceneWide.map { $0 as Any.Type }
        var units: Set<String> = []
        for line in script.split(separator: "\n").dropFirst() where !line.hasPrefix(" ") && line != "}" {
            let word = String(line.prefix { $0 != " " })
            let unit = try #require(CommandRegistry.standard.lookUp(word)?.unit, "\(line)")
            // A learner's recognizer is written among the gestures, in the order they were added.
            #expect(writers.contains { $0 == unit } || unit == RecognizerCommand.self, "\(line): \(unit) is not a writer")
            units.insert(word)
        }
        #expect(units == ["window", "view", "button", "control", "label", "image", "scroll", "table", "front", "set", "action",
                          "controller", "gesture", "require", "recognizer", "option", "override", "swiftui"])
        // The script rebuilds the scene: saving the rebuilt one gives the same script.
        let copy = Session(startScript: script)
        #expect(SceneScript(state: copy.state).render() == script, "\(script)")
    }
}
