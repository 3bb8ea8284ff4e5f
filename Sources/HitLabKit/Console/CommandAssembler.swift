import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Groups input lines into complete commands: an `override` body runs on over lines until
/// its braces balance, and `;` outside braces and strings separates commands on one line.
/// Outside a body, `#` and (as in Swift) `//` start a comment that runs to the end of the line.
/// The REPL shows a continuation prompt while `isPending`.
public struct CommandAssembler: Sendable {
    private var buffer = ""
    private var depth = 0
    /// The line number (1-based) where the pending command started.
    public private(set) var startLine = 0
    private var linesSeen = 0

    public init() {}

    /// True while a command has started but its braces are not yet balanced.
    public var isPending: Bool { !buffer.isEmpty }

    /// The lines of the unfinished command so far, so completion knows it is inside a body.
    public var pendingText: String { buffer }

    /// Feeds one line; returns the commands it completed (with the line each began on).
    public mutating func add(_ line: String) -> [(text: String, line: Int)] {
        linesSeen += 1
        var out: [(String, Int)] = []
        var inString = false, escape = false
        var previous: Character = " ", beforePrevious: Character = " "
        var hashComment = false, slashComment = false
        for c in line {
            if slashComment { continue }
            if buffer.isEmpty && depth == 0 && c.isWhitespaceQuick && !inString { beforePrevious = previous; previous = c; continue }
            if buffer.isEmpty { startLine = linesSeen }
            if hashComment { buffer.append(c); continue }
            if inString {
                if escape { escape = false } else if c == "\\" { escape = true } else if c == "\"" { inString = false }
                buffer.append(c)
            } else if c == "\"" {
                inString = true; buffer.append(c)
            } else if depth > 0 && c == "/" && previous == "/" {
                // A // comment inside a body: keep the rest of the line as is.
                buffer.append(c); hashComment = true
            } else if depth == 0 && c == "#" && (previous.isWhitespaceQuick) {
                buffer.append(c); hashComment = true
            } else if depth == 0 && c == "/" && previous == "/" && beforePrevious.isWhitespaceQuick {
                // A // comment outside a body, as Swift pasted from Xcode has: the rest of
                // the line is dropped, with the / before it.
                buffer.removeLast(); slashComment = true
            } else if c == "{" {
                depth += 1; buffer.append(c)
            } else if c == "}" {
                depth = max(0, depth - 1); buffer.append(c)
            } else if c == ";" && depth == 0 {
                out.append((buffer, startLine)); buffer = ""
            } else {
                buffer.append(c)
            }
            beforePrevious = previous
            previous = c
        }
        if depth == 0 {
            if !buffer.trimmingWhitespace.isEmpty { out.append((buffer, startLine)) }
            buffer = ""
        } else {
            buffer.append("\n")
        }
        return out.filter { !$0.0.trimmingWhitespace.isEmpty }
    }

    /// Gives up on a pending command (Ctrl-C at the continuation prompt) and returns its text.
    public mutating func discard() -> String {
        defer { buffer = ""; depth = 0 }
        return buffer
    }

    /// A multi-line command written on one line, for history recall: statements joined with
    /// `; `, braces with a space. nil when a line has a `//` comment, which would swallow the
    /// rest of a joined line.
    public static func oneLine(_ lines: [String]) -> String? {
        let parts = lines.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        guard !parts.contains(where: { $0.contains("//") }) else { return nil }
        var out = ""
        for part in parts {
            if out.isEmpty { out = part; continue }
            let glue = out.hasSuffix("{") || part.hasPrefix("}") || out.hasSuffix(";") ? " " : "; "
            out += glue + part
        }
        return out
    }

    /// Splits a whole script into its commands.
    public static func commands(in script: String) -> (commands: [(text: String, line: Int)], unfinished: (text: String, line: Int)?) {
        var assembler = CommandAssembler()
        var out: [(String, Int)] = []
        for line in script.lineSlices {
            out += assembler.add(String(line))
        }
        let rest = assembler.isPending ? (assembler.buffer, assembler.startLine) : nil
        return (out, rest)
    }
}
