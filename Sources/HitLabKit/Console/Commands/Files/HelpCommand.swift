import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `help [COMMAND | all]`: the command names by topic (one screen), one command's page, or
/// every command with its summary, laid out for the terminal.
struct HelpCommand: CommandUnit {
    static let specs = [CommandSpec("help", usage: "help [COMMAND | all]", summary: "List the commands, explain one, or (`help all`) explain them all.", arguments: [.command], examples: ["help", "help tap", "help all"], topic: "Session")]
    let topic: String?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(topic: try args.next()) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let layout = HelpLayout(width: session.style.width)
        guard let topic else { return Reply(layout.names(session.commands.specs)) }
        if topic == "all" { return Reply(layout.overview(session.commands.specs)) }
        guard let spec = session.commands.spec(named: topic) else {
            let near = NameSuggestions.nearest(to: topic, in: session.commands.allNames)
            return .error("no command '\(topic)'" + NameSuggestions.hint(near) + "; `help` lists them")
        }
        return Reply(layout.page(spec))
    }
}
