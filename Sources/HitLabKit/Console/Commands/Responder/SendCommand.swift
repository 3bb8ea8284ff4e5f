import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `send ACTION [from NAME]`: a nil-targeted action, as a menu command or "resign the
/// keyboard" sends it: `UIApplication.sendAction(_:to: nil, from:for:)` walks the responder
/// chain from the first responder (from the sender when nothing is first responder) to the
/// first responder whose `canPerformAction(_:withSender:)` says yes.
struct SendCommand: CommandUnit {
    static let specs = [CommandSpec("send", usage: "send ACTION [from NAME]",
                                    summary: "Send a nil-targeted action (copy, paste, or any name) up the responder chain; NAME is the sender, where the walk starts when nothing is first responder.",
                                    details: """
                                    A class implements an action by overriding it: override Editor.copy { print("copied") }.
                                    canPerformAction(_:withSender:) says yes for an action the class implements; override it to refuse.
                                    Every responder asked shows in `trace`.
                                    """,
                                    arguments: [.text, .keyword("from"), .responder], examples: ["send copy"], topic: "Responders")]
    let action: String
    let sender: String?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let word = try args.word("ACTION")
        var name = word
        for suffix in ["(_:)", ":"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        guard let first = name.unicodeScalars.first, first.properties.isLowercase,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }) else {
            throw .usage(args.spec, "'\(word)' is not an action name: write a method name such as copy or selectAll")
        }
        let sender = try args.optionalKeyword("from") ? try args.word("NAME") : nil
        return Self(action: name, sender: sender)
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let sender = try sender.map { name throws(SceneError) in try session.state.scene.responderID(named: name) }
        let arguments: [Value] = [.string("\(action)(_:)"), .nil, sender.map { .object($0) } ?? .nil, .nil]
        let result = session.message(.sendAction, to: .application, arguments)
        let performer = result.trace.performer(of: action)
        let summary: String
        if result.returned == .bool(true), let performer {
            summary = "\(action): performed by \(result.trace.scene.name(of: performer))"
        } else {
            summary = "\(action): no responder in the chain performs it (sendAction returned false)"
        }
        return session.report(result, summary: summary)
    }
}
