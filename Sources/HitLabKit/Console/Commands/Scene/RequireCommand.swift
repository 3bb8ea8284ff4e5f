import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `require NAME toFail OTHER`: `NAME.require(toFail: OTHER)`; NAME may not recognize until
/// OTHER has failed, and its touches wait with it (reference §5.3).
struct RequireCommand: CommandUnit {
    static let specs = [CommandSpec("require", usage: "require NAME toFail OTHER",
                                    summary: "A failure requirement: recognizer NAME waits until OTHER fails (a single tap waiting for a double tap).",
                                    arguments: [.recognizer, .keyword("toFail"), .recognizer], examples: ["require G toFail H"], topic: "Gestures")]
    let name: String
    let other: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let (name, other) = try pair(&args)
        return Self(name: name, other: other)
    }

    /// `NAME toFail OTHER`, as `require` and `unrequire` both take it.
    static func pair(_ args: inout Arguments) throws(CommandError) -> (name: String, other: String) {
        let name = try args.word("NAME")
        try args.keyword("toFail")
        return (name, try args.word("OTHER"))
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        let scene = session.state.scene
        let id = try scene.recognizerID(named: name), otherID = try scene.recognizerID(named: other)
        guard id != otherID else { return .error("\(name) cannot require itself to fail") }
        // A cycle of requirements would wait forever.
        var seen: Set<RecognizerID> = [], queue = [otherID]
        while let next = queue.popLast() {
            if next == id {
                return .error("\(other) already waits for \(name) to fail; requiring both ways would wait forever (`unrequire \(other) toFail \(name)` takes that back)")
            }
            if seen.insert(next).inserted { queue += scene.recognizer(next).requiredToFail }
        }
        guard !scene.recognizer(id).requiredToFail.contains(otherID) else { return .error("\(name) already requires \(other) to fail") }
        session.state.scene.updateRecognizer(id) { $0.requiredToFail.append(otherID) }
        return session.sceneChanged()
    }
}

extension RequireCommand: SavedByCommand {
    /// `require NAME toFail OTHER` for each failure requirement.
    static func savedLines(_ state: SessionState) -> [String] {
        var lines: [String] = []
        for case let r? in state.scene.recognizers {
            for other in r.requiredToFail where state.scene.contains(other) { lines.append("require \(r.name) toFail \(state.scene.recognizer(other).name)") }
        }
        return lines
    }
}
