import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab run FILE`: run a script of commands on an empty window; stop at the first error.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script of HitLab commands; exits non-zero at the first error.",
        discussion: "The script starts from an empty 375×667 window, like a file written by `save`."
    )

    @Argument(help: "The script to run.")
    var file: String

    @Flag(help: "Start from the built-in scene instead of an empty window.")
    var builtIn = false

    mutating func run() throws {
        Terminal.setUpLocale()
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            Terminal.writeError("error: cannot read \(file): check the file name")
            throw ExitCode(2)
        }
        let session = Session(startScript: builtIn ? SampleScenes.colouredViewsScript : nil, style: .plain)
        session.directory = (file as NSString).deletingLastPathComponent.isEmpty ? nil : (file as NSString).deletingLastPathComponent
        throw ExitCode(ScriptRunner(session: session).run(text, source: file))
    }
}
