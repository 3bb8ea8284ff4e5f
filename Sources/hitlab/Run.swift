import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab run FILE`: run a script of commands on an empty window; stop at the first error.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script of HitLab commands; exits non-zero at the first error.",
        discussion: "Like `hitlab < FILE`. The script starts from the built-in scene; a script that begins with `window W H` (as `save` writes) starts afresh."
    )

    @Argument(help: "The script to run.")
    var file: String

    @OptionGroup var start: StartOptions

    @OptionGroup var language: LanguageOption

    mutating func run() throws {
        Terminal.setUpLocale()
        let text: String
        do { text = try InputFile.read(file) } catch {
            Terminal.writeError("error: \(error.message)")
            throw ExitCode(2)
        }
        var style = OutputStyle.plain
        style.language = try language.resolved()
        let session = Session(startScript: start.script, style: style)
        Practice.install(in: session, catalog: nil)
        session.directory = (file as NSString).deletingLastPathComponent.isEmpty ? nil : (file as NSString).deletingLastPathComponent
        throw ExitCode(ScriptRunner(session: session).run(text, source: file))
    }
}
