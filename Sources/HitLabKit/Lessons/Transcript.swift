import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// A scripted HitLab session: prose, and indented `(hitlab) ` commands each followed by the
/// output they must print. Replaying one through a `Session` checks it; the same file reads
/// as a worked example and can be played live in class.
///
/// ```text
/// Prose starts at the left margin.
///
///   (hitlab) tap 180 240
///   hitTest----BlackView
///   ...
///   hit: GreenView | chain: [..]
/// ```
///
/// Inside expected output, a line `...` stands for any number of lines and `[..]` for any
/// text within a line. A command that runs over several lines continues on `  ... TEXT` lines.
public struct Transcript: Sendable, Equatable {
    /// The first line `hitlab transcript record` writes; a file that starts with it is one the
    /// recording may keep replacing as it goes.
    public static let recordingHeader = "A recorded HitLab session (starting on the built-in scene)."

    /// One command and the output it must print.
    public struct Step: Sendable, Equatable {
        public var command: String
        public var expected: [String]
        /// The line of the file the command starts on.
        public var line: Int
        /// Whether the command is written after the paused prompt `(hitlab ‖) `, which says a
        /// touch is stopped in the debugger when it runs.
        public var paused = false
    }

    public var steps: [Step] = []

    static let indent = "  "

    public init(parsing text: String) {
        steps = Self.steps(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), indent: Self.indent)
    }

    init(steps: [Step]) { self.steps = steps }

    /// A command and what it printed, as a transcript or lesson block writes them (without
    /// the transcript's indent): the `(hitlab) ` line, `... ` continuations, then the output.
    public static func lines(command: String, reply: Reply, paused: Bool = false) -> [String] {
        let commandLines = command.split(separator: "\n", omittingEmptySubsequences: false)
        var out = [(paused ? Prompt.paused : Prompt.ready) + commandLines[0]] + commandLines.dropFirst().map { "... " + $0 }
        if !reply.text.isEmpty {
            out += reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingWhitespace }
        }
        return out
    }

    /// The transcript text with every command's output replaced by what it prints now, in a
    /// session teaching in `language` (a translation's, `Transcript.language(ofFile:)`).
    public static func updating(_ text: String, language: Language = .english) -> String {
        let session = Transcript.session(in: language)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return updating(lines, indent: indent, in: session).joined(separator: "\n")
    }

    /// A mismatch: the command, where it is, and the expected and actual output.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        public let step: Step
        public let actual: [String]
        /// Whether the session's pause state before the command differed from its prompt's.
        public var wrongPrompt = false

        /// A unified diff of the command's output: ` ` lines match, `-` lines were expected,
        /// `+` lines were printed instead.
        public var description: String {
            let written = (step.paused ? Prompt.paused : Prompt.ready) + (step.command.split(separator: "\n").first ?? "")
            var out = ["@@ line \(step.line): \(written) @@"]
            if wrongPrompt {
                out.append(step.paused ? "! no touch is paused here: the prompt is `\(Prompt.ready)`"
                                       : "! a touch is paused here: the prompt is `\(Prompt.paused)`")
            }
            return out.appending(contentsOf: Transcript.diff(step.expected, actual)).joined(separator: "\n")
        }
    }

    /// Replays every step in `session`; returns the steps whose output did not match, or whose
    /// prompt says a touch is paused (or not) when it is not (or is). `beforeEach` sees each
    /// step and the session just before it runs (a lesson notes the scene its questions ask about).
    public func check(in session: Session, beforeEach: ((Step, Session) -> Void)? = nil) -> [Failure] {
        var failures: [Failure] = []
        for step in steps {
            beforeEach?(step, session)
            let wrongPrompt = step.paused != session.isPaused
            let reply = session.execute(step.command)
            let actual = reply.text.isEmpty ? [] : reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingWhitespace }
            if wrongPrompt || !Self.matches(step.expected, actual) {
                failures.append(Failure(step: step, actual: actual, wrongPrompt: wrongPrompt))
            }
        }
        return failures
    }

    /// A line diff by longest common subsequence, where a pattern line matches an actual line
    /// as `lineMatches` says (`...` lines are dropped from the expected side).
    static func diff(_ expectedLines: [String], _ actual: [String]) -> [String] {
        let expected = expectedLines.filter { $0 != "..." }
        let n = expected.count, m = actual.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = lineMatches(expected[i], actual[j]) ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, lineMatches(expected[i], actual[j]) { out.append("  " + actual[j]); i += 1; j += 1 }
            else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] { out.append("- " + expected[i]); i += 1 }
            else { out.append("+ " + actual[j]); j += 1 }
        }
        return out
    }

    /// Whether `actual` lines match the `expected` pattern lines (`...` and `[..]` wildcards).
    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ e: Int, _ a: Int) -> Bool {
            let key = e * (actual.count + 1) + a
            if let known = memo[key] { return known }
            let result: Bool
            if e == expected.count {
                result = a == actual.count
            } else if expected[e] == "..." {
                result = match(e + 1, a) || (a < actual.count && match(e, a + 1))
            } else {
                result = a < actual.count && lineMatches(expected[e], actual[a]) && match(e + 1, a + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// One line against a pattern where `[..]` stands for any text.
    public static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let parts = pattern.components(separatedBy: "[..]")
        guard parts.count > 1 else { return pattern == line }
        guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]),
              line.count >= parts[0].count + parts[parts.count - 1].count else { return false }
        var rest = Substring(line.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}

extension Array {
    func appending(contentsOf other: [Element]) -> [Element] { self + other }
}
