import ArgumentParser
import HitLabKit

/// `hitlab exercise NAME`: opens the REPL on an exercise, as typing `exercise NAME` there does.
struct ExerciseStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "Open the REPL on exercise NAME (see `hitlab lessons`); `check` grades it there."
    )

    @Argument(help: "The exercise's name, as `hitlab lessons` lists it.")
    var name: String

    mutating func run() throws {
        Terminal.setUpLocale()
        let session = Bundled.session(startScript: StartOptions.builtInScript, style: Terminal.style, keepsProgress: true)
        let reply = session.execute("exercise \(name)")
        if let error = reply.error {
            Terminal.writeError("error: " + ControlCharacters.escaped(error))
            throw ExitCode(2)
        }
        InteractiveLoop(session: session, welcome: reply.output).run()
    }
}
