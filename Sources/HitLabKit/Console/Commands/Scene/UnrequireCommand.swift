import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `unrequire NAME toFail OTHER`: takes back a `require`, so NAME no longer waits for OTHER
/// to fail (UIKit has no such call; an app would make the recognizers again).
struct UnrequireCommand: CommandUnit {
    static let specs = [CommandSpec("unrequire", usage: "unrequire NAME toFail OTHER",
                                    summary: "Takes back `require NAME toFail OTHER`: NAME no longer waits for OTHER to fail.",
                                    arguments: [.recognizer, .keyword("toFail"), .recognizer], examples: ["unrequire G toFail H"], topic: "Gestures")]
    let name: String
    let other: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let (name, other) = try RequireCommand.pair(&args)
        return Self(name: name, other: other)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        let scene = session.state.scene
        let id = try scene.recognizerID(named: name), otherID = try scene.recognizerID(named: other)
        guard scene.recognizer(id).requiredToFail.contains(otherID) else {
            let waits = scene.recognizer(id).requiredToFail.map { scene.recognizer($0).name }
            return .error("\(name) does not require \(other) to fail" + (waits.isEmpty ? "" : "; it waits for \(waits.joined(separator: ", "))"))
        }
        session.state.scene.updateRecognizer(id) { $0.requiredToFail.removeAll { $0 == otherID } }
        return session.sceneChanged()
    }
}
