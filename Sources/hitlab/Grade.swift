import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab grade EXERCISE FILE…`: grades learners' submitted scripts for a teacher, one line
/// per file, one JSON document for tools, or one page for the class.
struct Grade: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Grade submitted scripts against an exercise, one line per file.",
        discussion: """
        Each FILE holds what a learner typed after the exercise's start (overrides, settings, `#` or `//` comments), one command a line, as plain text in any editor's line endings; a file with no command is "no work"; a command that fails is named at its line and the rest of the file is graded without it (such a file does not pass). \
        A folder stands for the files in it; a file named twice is graded once. EXERCISE may also be an exercise file (`course/exercises/NAME.exercise`), for a course outside HitLab. \
        Probes run with a small budget (\(RunLimits.probes.steps) steps, \(RunLimits.probes.depth) open calls), so an endless loop fails fast. \
        The text ends with each probe's count (how many of the graded files passed it, and the commonest wrong answer) and the totals. \
        --json prints one document: {"total", "graded", "passed", "failed", "noWork", "probes": [per-probe "passed" of "graded" and the commonest wrong answer], "submissions": [...]}. \
        --html OUT also writes the class on one page, never over one of the files it grades, with what each file got wrong written out; --for-students leaves the hidden probes out of it. Exits 0 when every file passed, 1 when any did not (failed, no work or not graded), 2 when the exercise is unknown.
        """
    )

    @Argument(help: "The exercise's name (see `hitlab lessons`), or an exercise file.")
    var exercise: String

    @Argument(help: "The scripts to grade, or folders of them.")
    var files: [String]

    @Flag(help: "Print one JSON document for the whole class instead of text.")
    var json = false

    @Option(name: .customLong("html"), help: "Also write the class as one web page to this file.")
    var html: String?

    @Flag(name: .long, help: "Replace the --html file even when HitLab did not write it.")
    var force = false

    @Flag(name: .customLong("for-students"), help: "Leave the hidden probes out of the --html page, so it can be shown to the class.")
    var forStudents = false

    /// The largest submission graded: a solution is a few lines, so 1 MB is generous, and a
    /// grader fed a huge file stays quick.
    static let maxSubmissionBytes = 1 << 20

    mutating func run() throws {
        Terminal.setUpLocale()
        let exercise = try Self.exercise(self.exercise)
        let files = SubmissionFiles.expand(self.files) { file in
            (try? InputFile.read(file, followsLinks: false, maxBytes: Self.maxSubmissionBytes))?.contains(TracePageRenderer.mark) == true
        }
        let submissions = files.map { file -> (file: String, text: Result<String, ClassGrade.CannotRead>) in
            // A submission is read as itself only: never through a link (a student's link to
            // /etc/shadow would otherwise put its first line in an error), never a FIFO or a
            // device, never past `maxSubmissionBytes`; no error quotes another file.
            let read = Result(catching: { () throws(CommandError) -> String in try InputFile.read(file, followsLinks: false, maxBytes: Self.maxSubmissionBytes) })
            guard case .success(let text) = read else {
                if case .failure(let error) = read { return (file, .failure(.init("\(error.message); nothing was graded"))) }
                return (file, .failure(.init("\(file): cannot read it; nothing was graded")))
            }
            return (file, .success(text))
        }
        let grade = ClassGrade.grade(submissions, exercise: exercise) { Self.located($0, in: $1, file: $2) }
        if let html {
            do { try TracePageFile.write(ClassGradePage.html(grade, forStudents: forStudents), to: html, named: html, force: force, inputs: files) } catch {
                Terminal.writeError("error: \(error.message)")
                throw ExitCode(2)
            }
        }
        if json {
            print(grade.json)
        } else {
            grade.lines.forEach { print($0) }
            if let html { print("wrote the class to \(html)") }
        }
        if grade.passedCount < grade.submissions.count { throw ExitCode(1) }
    }

    /// The exercise `name` names: one of the course's, or, for a name ending in `.exercise`,
    /// that file, so a course kept outside HitLab can be graded too.
    static func exercise(_ name: String) throws -> Exercise {
        let found: Result<Exercise, any Error>
        if name.hasSuffix(".exercise") {
            found = Result {
                let text = try InputFile.read(name)
                return try Exercise(name: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent, text: text, file: name)
            }
        } else {
            let catalog = try Bundled.requireCatalog()
            found = Result { try catalog.exercise(named: name) }
        }
        switch found {
        case .success(let exercise): return exercise
        case .failure(let error):
            Terminal.writeError("error: \((error as? CommandError)?.message ?? "\(error)")")
            throw ExitCode(2)
        }
    }

    /// A submission's error at its place in the submitted file: `FILE:LINE:COLUMN: error: …`.
    /// A body's line numbers count from the body's first line, which is the line after the
    /// `{` when the `{` ends its line.
    static func located(_ error: LessonError, in text: String, file: String) -> String {
        var message = "\(error)"
        if let r = message.range(of: "submission: ") { message = String(message[r.upperBound...]) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // "line N: …" names the command; "… at line M, column C…" a line of its body.
        // A file that is not a script at all: say so without repeating its line.
        if message.hasPrefix("line "), let r = message.range(of: ": unknown command '"), message[r.upperBound...].contains("'") {
            return "\(file):\(message.dropFirst(5).prefix { $0.isNumber }): error: not a HitLab command (`hitlab help` lists them); nothing was graded"
        }
        guard message.hasPrefix("line "), let colon = message.firstIndex(of: ":"),
              let command = Int(message[message.index(message.startIndex, offsetBy: 5)..<colon]) else {
            return "\(file): error: \(message); nothing was graded"
        }
        var rest = String(message[message.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        var place = "\(command)"
        if let at = rest.range(of: " at line "), let comma = rest[at.upperBound...].range(of: ", column "),
           let bodyLine = Int(rest[at.upperBound..<comma.lowerBound]) {
            let columnDigits = rest[comma.upperBound...].prefix { $0.isNumber }
            let opensAlone = command - 1 < lines.count && lines[command - 1].trimmingCharacters(in: .whitespaces).hasSuffix("{")
            let fileLine = command + bodyLine - (opensAlone ? 0 : 1)
            // A body is read without the indentation its lines share; put it back in the column.
            let bodyLines = opensAlone && fileLine <= lines.count ? lines[command..<fileLine] : []
            let indent = bodyLines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
            place = "\(fileLine):\((Int(columnDigits) ?? 0) + indent)"
            rest.removeSubrange(at.lowerBound..<rest.index(comma.upperBound, offsetBy: columnDigits.count))
        }
        return "\(file):\(place): error: \(rest); nothing was graded"
    }
}
