import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `shake`, `press KEY` and `remote EVENT`: events with no position. Each goes to the first
/// responder (the key window when there is none) and up the responder chain through the
/// default implementations, unless a responder handles it.
struct PositionlessEventCommand: CommandUnit {
    static let specs = [
        CommandSpec("shake", usage: "shake", summary: "Shake the device: motionBegan then motionEnded (.motionShake) to the first responder, passed up the chain unless handled.",
                    examples: ["shake"], topic: "Responders"),
        CommandSpec("press", usage: "press KEY", summary: "A key or button press: pressesBegan then pressesEnded to the first responder, passed up the chain unless handled.",
                    details: "KEY is any word: a, return, escape, upArrow, select, playPause… The press set holds it as a string.",
                    arguments: [.text], examples: ["press a"], topic: "Responders"),
        CommandSpec("remote", usage: "remote EVENT", summary: "A remote-control command (play, pause, togglePlayPause, stop, nextTrack, previousTrack…): remoteControlReceived(with:).",
                    details: "In a body, event.subtype is the command, e.g. .remoteControlPlay.",
                    arguments: [.keyword("play")], examples: ["remote play"], topic: "Responders"),
    ]
    enum Kind: Equatable { case shake, press(String), remote(String) }
    let kind: Kind

    static let remoteEvents = ["play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack",
                               "beginSeekingBackward", "endSeekingBackward", "beginSeekingForward", "endSeekingForward"]

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        switch args.spec.name {
        case "press": return Self(kind: .press(try args.word("KEY")))
        case "remote":
            let word = try args.word("EVENT")
            guard remoteEvents.contains(word) else {
                let near = NameSuggestions.nearest(to: word, in: remoteEvents)
                throw .usage(args.spec, "'\(word)' is not a remote-control command" + NameSuggestions.hint(near) + "; use " + remoteEvents.joined(separator: ", "))
            }
            return Self(kind: .remote(word))
        default: return Self(kind: .shake)
        }
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let result: DeliveryResult
        let what: String
        switch kind {
        case .shake:
            let motion = Value.symbol("motionShake")
            result = session.positionless([(.motionBegan, [motion, .event], .began), (.motionEnded, [motion, .event], .ended)],
                                          type: "motion", subtype: "motionShake")
            what = "motionBegan and motionEnded"
        case .press(let key):
            let presses = Value.array([.string(key)])
            result = session.positionless([(.pressesBegan, [presses, .event], .began), (.pressesEnded, [presses, .event], .ended)],
                                          type: "presses", subtype: nil)
            what = "pressesBegan and pressesEnded"
        case .remote(let command):
            let subtype = "remoteControl" + command.prefix(1).uppercased() + command.dropFirst()
            result = session.positionless([(.remoteControlReceived, [.event], .began)], type: "remoteControl", subtype: subtype)
            what = "remoteControlReceived(with:)"
        }
        let target: String
        if case .object(let r)? = result.returned {
            target = session.state.scene.name(of: r) + (session.state.runtime.firstResponder == nil ? " (no first responder: the key window)" : " (the first responder)")
        } else {
            target = "nothing"
        }
        return session.report(result, summary: "\(what) went to \(target)")
    }
}
