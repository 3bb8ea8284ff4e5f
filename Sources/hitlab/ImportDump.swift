import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab import FILE [--script OUT]`: a real app's `recursiveDescription` dump as a scene:
/// written as a script with `--script`, else opened in the REPL (or summed up when standard
/// output is not a terminal).
struct ImportDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a view hierarchy dump (`po view.recursiveDescription()` in lldb) as a scene.",
        discussion: "Views are named CLASS_N (UIButton_1, UILabel_3). With --script, writes the HitLab commands that rebuild the scene; without, opens the REPL on it. docs/app-developer.md lists what a dump cannot tell."
    )

    @Argument(help: "The dump: a text file.")
    var file: String

    @Option(name: .customLong("script"), help: ArgumentHelp("Write the scene as HitLab commands to this file.", valueName: "OUT"))
    var script: String?

    @Flag(help: "Replace OUT if it exists.")
    var force = false

    @OptionGroup var language: LanguageOption

    mutating func run() throws {
        Terminal.setUpLocale()
        let language = try language.resolved()
        let interactive = script == nil && Terminal.isInteractive
        let session = Bundled.session(startScript: nil, style: interactive ? Terminal.style : .plain, keepsProgress: interactive, language: language)
        let reply = session.importDump(at: file, scriptTo: script, force: force)
        if let error = reply.error {
            Terminal.writeError("error: " + error)
            throw ExitCode(1)
        }
        guard interactive else {
            print(reply.output)
            return
        }
        InteractiveLoop(session: session, welcome: reply.output).run()
    }
}
