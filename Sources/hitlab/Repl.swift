import ArgumentParser
import HitLabKit

/// `hitlab` (no subcommand): the interactive REPL on a terminal, a script reader otherwise,
/// or `-c` commands.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the REPL on the built-in scene (the default).",
        shouldDisplay: false
    )

    @Option(name: .customShort("c"), help: "Run these commands (separated by ; or new lines) and exit.")
    var commands: String?

    @Flag(help: "Start from an empty 375×667 window instead of the built-in scene.")
    var empty = false

    mutating func run() throws {
        Terminal.setUpLocale()
        let start = empty ? nil : SampleScenes.colouredViewsScript
        if let commands {
            let session = Session(startScript: start, style: Terminal.style)
            throw ExitCode(ScriptRunner(session: session).run(commands, source: "-c"))
        }
        guard Terminal.isInteractive else {
            let session = Session(startScript: start, style: .plain)
            throw ExitCode(ScriptRunner(session: session).runStandardInput())
        }
        let session = Session(startScript: start, style: Terminal.style)
        InteractiveLoop(session: session).run()
    }
}
