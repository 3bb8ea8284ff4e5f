import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab transcript html TRANSCRIPT [OUT]`: every touch of a transcript on one web page.
struct TranscriptHTML: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Write a transcript's touches as one web page to step through in a browser.",
        discussion: "Replays the transcript on the built-in scene and writes one self-contained page with a selector over its touches (tap, touch, drag, …). Beside each touch stand the transcript's paragraphs since the touch before, as written; each touch opens at its hit, or where a breakpoint stopped it. OUT defaults to the transcript's name with .html; an existing OUT is replaced only when it is a page HitLab wrote, or with --force."
    )
    @Argument(help: "The transcript (.t), or the name of one built into HitLab (as in its transcripts/ folder).") var file: String
    @Argument(help: "The page to write (default: the transcript's name with .html).") var output: String?
    @Flag(help: "Replace OUT even when it is not a page HitLab wrote, or is read-only or a link (never the transcript itself).") var force = false

    mutating func run() throws {
        Terminal.setUpLocale()
        let text: String
        // A file first; else a built-in transcript by name, as `transcript play` takes it, whose
        // page is written in the current folder.
        var source = file
        switch Result(catching: { () throws(CommandError) -> String in try InputFile.read(file) }) {
        case .success(let found): text = found
        case .failure(let error):
            guard let builtIn = TranscriptCommand.Play.builtIn(file, in: .english) else {
                Terminal.writeError("error: \(error.message); or name a built-in transcript (\(TranscriptCommand.Play.builtInNames))")
                throw ExitCode(2)
            }
            text = builtIn
            source = URL(fileURLWithPath: file).lastPathComponent
        }
        let out = output ?? (source.hasSuffix(".t") ? String(source.dropLast(2)) : source) + ".html"
        let name = URL(fileURLWithPath: source).lastPathComponent
        guard let page = TranscriptPage.html(transcript: text, name: name) else {
            Terminal.writeError("error: \(file) delivers no touch (no tap, touch, drag or hittest): there is nothing to show")
            throw ExitCode(2)
        }
        let note: String
        do {
            note = try TracePageFile.write(page.html, to: out, named: out, force: force, inputs: [source])
        } catch {
            Terminal.writeError("error: \(error.message)")
            throw ExitCode(2)
        }
        print("wrote \(page.touches) touch\(page.touches == 1 ? "" : "es") of \(file) to \(out)\(note)")
    }
}
