/// `help [COMMAND]`: the commands by topic, or one command's page, laid out for the terminal.
struct HelpCommand: CommandUnit {
    static let specs = [CommandSpec("help", usage: "help [COMMAND]", summary: "List the commands, or explain one.", arguments: [.command], examples: ["help"], topic: "Session")]
    let topic: String?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(topic: try args.next()) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let layout = HelpLayout(width: session.style.width)
        guard let topic else { return Reply(layout.overview(session.commands.specs)) }
        guard let spec = session.commands.spec(named: topic) else {
            let near = NameSuggestions.nearest(to: topic, in: session.commands.allNames)
            return .error("no command '\(topic)'" + NameSuggestions.hint(near) + "; `help` lists them")
        }
        return Reply(layout.page(spec))
    }
}
