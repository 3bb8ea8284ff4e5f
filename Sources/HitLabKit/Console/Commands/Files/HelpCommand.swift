import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `help [COMMAND]`: the commands by topic, or one command's page, laid out for the terminal.
package struct HelpCommand: CommandUnit {
    package static let specs = [CommandSpec("help", usage: "help [COMMAND]", summary: "List the commands, or explain one.", arguments: [.command], examples: ["help"], topic: "Session")]
    package let topic: String?

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(topic: try args.next()) }

    package var effect: CommandEffect { .reads }

    package func run(in session: Session) throws -> Reply {
        let layout = HelpLayout(width: session.style.width)
        guard let topic else { return Reply(layout.overview(session.commands.specs)) }
        guard let spec = session.commands.spec(named: topic) else {
            let near = NameSuggestions.nearest(to: topic, in: session.commands.allNames)
            return .error("no command '\(topic)'" + NameSuggestions.hint(near) + "; `help` lists them")
        }
        return Reply(layout.page(spec))
    }
}
