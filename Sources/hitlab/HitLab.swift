import ArgumentParser
import HitLabKit

/// The `hitlab` command: the REPL by default, and subcommands for scripts.
@main
struct HitLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitlab",
        abstract: "A step debugger for learning how iOS delivers a touch.",
        discussion: """
        With no arguments on a terminal, opens the REPL on the built-in scene (the first article's \
        coloured views). With standard input from a file or pipe, runs it as a script: `hitlab < FILE`.
        """,
        version: HitLabVersion.current,
        subcommands: [Repl.self, Run.self],
        defaultSubcommand: Repl.self
    )
}
