import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import HitLabKit

/// The `hitlab` command: the REPL on a terminal, a script reader when standard input is a
/// file or pipe, `-c` for commands on the command line, and subcommands for scripts.
@main
struct HitLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitlab",
        abstract: "A step debugger for learning how iOS delivers a touch.",
        discussion: """
        With no arguments on a terminal, opens the REPL on the built-in scene (the first article's \
        coloured views). With standard input from a file or pipe, runs it as a script: `hitlab < FILE`. \
        Inside the REPL, `help` lists the commands.
        """,
        version: HitLabVersion.current,
        subcommands: [Run.self, ImportDump.self, Check.self, Lessons.self, LessonCommand.self, ExerciseStartCommand.self, Grade.self, TranscriptCommand.self]
    )

    @Option(name: .customShort("c"), help: ArgumentHelp("Run these commands (separated by ; or new lines) and exit.", valueName: "commands"))
    var commands: String?

    @OptionGroup var start: StartOptions
    @OptionGroup var language: LanguageOption

    /// Plain `hitlab` on a terminal opens the REPL without parsing the command line: the
    /// parser's first use costs about 3 ms, a fifth of the time to the first prompt. The
    /// language then comes from the locale, as without `--lang`.
    static func main() {
        guard CommandLine.arguments.count == 1, Terminal.isInteractive else {
            // Swift replaces bytes that are not UTF-8 in arguments; say so instead of running
            // `tap 1<FF> 2` as something else.
            for i in 1..<Int(CommandLine.argc) {
                guard let raw = CommandLine.unsafeArgv[i] else { continue }
                let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
                do throws(CommandError) { _ = try InputFile.decode(bytes, named: "argument \(i)", fix: "type it in UTF-8") } catch {
                    Terminal.writeError("error: \(error.message)")
                    Glibc.exit(2)
                }
            }
            return main(nil)
        }
        Terminal.setUpLocale()
        repl(startScript: StartOptions.builtInScript, empty: false, language: LanguageOption.fromLocale)
    }

    static func repl(startScript: String?, empty: Bool, language: Language) {
        let session = Bundled.session(startScript: startScript, style: Terminal.style, keepsProgress: true, language: language)
        InteractiveLoop(session: session, welcome: language.words.welcome(empty: empty)).run()
    }

    mutating func run() throws {
        Terminal.setUpLocale()
        let language = try language.resolved()
        if let commands {
            let session = Bundled.session(startScript: start.script, style: Terminal.style, keepsProgress: false, language: language)
            throw ExitCode(ScriptRunner(session: session).run(commands, source: "-c"))
        }
        guard Terminal.isInteractive else {
            let session = Bundled.session(startScript: start.script, style: .plain, keepsProgress: false, language: language)
            throw ExitCode(ScriptRunner(session: session).runStandardInput())
        }
        Self.repl(startScript: start.script, empty: start.empty, language: language)
    }
}
