import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab transcript check|play|record|html`: scripted sessions for tests and for class.
struct TranscriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Check, play or record transcripts (scripted sessions), or write their touches as a web page.",
        subcommands: [CheckTranscripts.self, Play.self, Record.self, TranscriptHTML.self]
    )

    struct CheckTranscripts: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Replay transcripts and show a diff where the output differs.")
        @Argument(help: "The transcripts (.t).") var files: [String]
        @Flag(help: "Rewrite their expected output instead.") var update = false
        @Flag(help: "With --update: rewrite a read-only transcript (it stays read-only), or the file a link points to.") var force = false

        mutating func run() throws {
            var check = Check()
            check.files = files
            check.update = update
            check.force = force
            try check.run()
        }
    }

    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Play a transcript live, a command per Enter.")
        @Argument(help: "The transcript (.t), or the name of one built into HitLab (as in its transcripts/ folder).") var file: String
        @OptionGroup var language: LanguageOption

        mutating func run() throws {
            Terminal.setUpLocale()
            let text: String
            // A built-in transcript in the language asked for when it is translated; a file in
            // a translation's folder (transcripts/zh/…) in that folder's language.
            var language = try language.resolved()
            let read = Result(catching: { () throws(CommandError) -> String in try InputFile.read(file) })
            if case .success(let found) = read {
                text = found
                if Transcript.language(ofFile: file) != .english { language = Transcript.language(ofFile: file) }
            } else if let builtIn = Self.builtIn(file, in: language) {
                text = builtIn
                // An untranslated one is played in English, the language its output is in.
                if builtIn == Self.builtIn(file, in: .english) { language = .english }
            } else {
                let why = if case .failure(let error) = read { error.message } else { "cannot read \(file)" }
                Terminal.writeError("error: \(why); or name a built-in transcript (\(Self.builtInNames))")
                throw ExitCode(2)
            }
            let session = Bundled.session(startScript: SampleScenes.colouredViewsScript, style: Terminal.style, keepsProgress: false, language: language)
            // Headed by the transcript's own title, in its language; by the file's name when it opens with a command.
            var loop = PlayLoop(player: Player(transcript: text, session: session), title: Terminal.style.prose(Transcript.title(of: text) ?? file), wording: language.practice)
            loop.run()
        }

        /// The built-in transcripts' names, for an error that offers them.
        static var builtInNames: String {
            CourseSource.builtInTranscripts.keys.sorted().map { $0.replacingOccurrences(of: ".t", with: "") }.joined(separator: ", ")
        }

        /// The built-in transcript `name` names, with or without its folder and `.t`, in
        /// `language` when it is translated.
        static func builtIn(_ name: String, in language: Language) -> String? {
            var key = URL(fileURLWithPath: name).lastPathComponent
            if !key.hasSuffix(".t") { key += ".t" }
            return CourseSource.builtInTranscript(key, in: language)
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record an interactive session as a transcript.",
            discussion: "Starts the REPL on the built-in scene; every command and its output is written to FILE as you go. A line starting with # or note (a question for the class, say) is written as prose, not run. Ctrl-D ends."
        )
        @Argument(help: "The transcript to write (.t).") var file: String
        @Flag(help: "Replace FILE if it exists (without it, an existing file is kept).") var force = false

        mutating func run() throws {
            Terminal.setUpLocale()
            let path = file, force = force
            let session = Bundled.session(startScript: SampleScenes.colouredViewsScript, style: .plain, keepsProgress: false)
            var text = Transcript.recordingHeader + "\n\n"
            // The first write follows the rule for a new file (an existing one only with
            // --force); later writes replace what this recording wrote.
            let note: String
            do {
                note = try AtomicFile.write(text, to: path, mark: .none, force: force)
            } catch {
                Terminal.writeError("error: \(error.message)")
                throw ExitCode(2)
            }
            if !note.isEmpty { print("recording to \(path)\(note)") }
            var failure: String?
            // The prompt a command was typed at: paused when the command before left a touch stopped.
            var pausedBefore = false
            // Every command and note is written at once, so a killed recording keeps what it had.
            let save: () -> Void = {
                do {
                    try AtomicFile.write(text, to: path, mark: .firstLine(Transcript.recordingHeader), force: force)
                } catch {
                    let message = (error as? CommandError)?.message ?? "\(error)"
                    if failure == nil { Terminal.writeError("error: \(message); the recording goes on in memory") }
                    failure = message
                }
            }
            let record: (String, Reply) -> Void = { command, reply in
                text += Transcript.lines(command: command, reply: reply, paused: pausedBefore).map { "  \($0)\n" }.joined()
                pausedBefore = session.isPaused
                save()
            }
            let addNote: (String) -> Void = { prose in
                text = Transcript.appendingNote(prose, to: text)
                save()
            }
            if Terminal.isInteractive {
                InteractiveLoop(session: session, welcome: "Recording to \(path). Ctrl-D ends; a line starting with # or note is written as prose.",
                                onCommand: record, onNote: addNote).run()
            } else {
                var assembler = CommandAssembler()
                while let line = readLine() {
                    if !assembler.isPending, let prose = Transcript.note(in: line) {
                        addNote(prose)
                        continue
                    }
                    for command in assembler.add(line) {
                        let reply = session.execute(command.text)
                        if !reply.text.isEmpty { print(reply.text) }
                        record(command.text, reply)
                    }
                }
            }
            if failure != nil { throw ExitCode(1) }
            print("recorded to \(path)")
        }
    }
}
