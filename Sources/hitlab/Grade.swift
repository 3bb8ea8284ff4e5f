import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab grade EXERCISE FILE…`: grades learners' submitted scripts for a teacher, one line
/// per file (or JSON for tools).
struct Grade: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Grade submitted scripts against an exercise, one line per file.",
        discussion: "Each FILE holds commands (overrides, settings) applied to the exercise's starting scene. Exits 1 when any file fails."
    )

    @Argument(help: "The exercise's name (see `hitlab lessons`).")
    var exercise: String

    @Argument(help: "The scripts to grade.")
    var files: [String]

    @Flag(help: "Print one JSON object per file instead of text.")
    var json = false

    /// The largest submission graded: a solution is a few lines, so 1 MB is generous, and a
    /// grader fed a huge file stays quick.
    static let maxSubmissionBytes = 1 << 20

    struct Line: Encodable {
        let file: String
        let passed: Bool
        /// How many probes ran: none when the submission itself did not build.
        let probes: Int
        let failed: [String]
        /// Why the submission was not graded at all, as `FILE:LINE:COLUMN: …`.
        var error: String?
    }

    mutating func run() throws {
        Terminal.setUpLocale()
        let catalog = try Bundled.requireCatalog()
        let exercise: Exercise
        do { exercise = try catalog.exercise(named: self.exercise) } catch {
            Terminal.writeError("error: \(error)")
            throw ExitCode(2)
        }
        let grader = Grader(exercise: exercise)
        var anyFailed = false
        for file in files {
            var line: Line
            // A submission is read as itself only: never through a link (a student's link to
            // /etc/shadow would otherwise put its first line in an error), never a FIFO or a
            // device, never past `maxSubmissionBytes`; no error quotes another file.
            switch Result(catching: { () throws(CommandError) -> String in try InputFile.read(file, followsLinks: false, maxBytes: Self.maxSubmissionBytes) }) {
            case .success(let text):
                switch grader.state(applying: text) {
                case .failure(let error):
                    line = Line(file: file, passed: false, probes: 0, failed: [], error: Self.located(error, in: text, file: file))
                case .success(let state):
                    let failed = grader.grade(state).filter { !$0.passed }
                    line = Line(file: file, passed: failed.isEmpty, probes: exercise.probes.count,
                                failed: failed.map { "\($0.probe.hidden ? "hidden " : "")\($0.probe.summary), but \($0.got)" })
                }
            case .failure(let error):
                line = Line(file: file, passed: false, probes: 0, failed: [], error: "\(error.message); nothing was graded")
            }
            anyFailed = anyFailed || !line.passed
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(line), as: UTF8.self))
            } else if let error = line.error {
                print(error)
            } else if line.passed {
                print("\(file): passed (\(line.probes) of \(line.probes) probes)")
            } else {
                print("\(file): failed \(line.failed.count) of \(line.probes): " + line.failed.joined(separator: "; "))
            }
        }
        if anyFailed { throw ExitCode(1) }
    }

    /// A submission's error at its place in the submitted file: `FILE:LINE:COLUMN: error: …`.
    /// A body's line numbers count from the body's first line, which is the line after the
    /// `{` when the `{` ends its line.
    static func located(_ error: LessonError, in text: String, file: String) -> String {
        var message = "\(error)"
        if let r = message.range(of: "submission: ") { message = String(message[r.upperBound...]) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // "line N: …" names the command; "… at line M, column C…" a line of its body.
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
