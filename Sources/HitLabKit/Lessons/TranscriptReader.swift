import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// The one reader of HitLab's session-block format, for transcripts (blocks indented by two
/// spaces, between prose at the left margin) and lesson blocks (fenced, not indented): a
/// `(hitlab) ` line starts a command, `... ` lines right after it continue it, and the indented
/// lines after those are its output. Parsing, updating and the player all read through it.
extension Transcript {
    /// A stretch of the text: a line outside the blocks (prose, a blank line), an indented line
    /// that belongs to no command, or a command with the lines it spans.
    enum Item {
        case outside(String)
        case stray(String)
        case step(Step, commandLines: Range<Int>, outputLines: Range<Int>)
    }

    /// Reads `lines` whose blocks are indented by `indent`; `firstLine` is the file's number
    /// for `lines[0]`.
    static func read(_ lines: [String], indent: String, firstLine: Int = 1) -> [Item] {
        var items: [Item] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard line.hasPrefix(indent) else { items.append(.outside(line)); i += 1; continue }
            let body = line.dropFirst(indent.count)
            guard let written = [Prompt.ready, Prompt.paused].first(where: body.hasPrefix) else { items.append(.stray(line)); i += 1; continue }
            var step = Step(command: String(body.dropFirst(written.count)), expected: [], line: firstLine + i,
                            paused: written == Prompt.paused)
            let start = i
            i += 1
            while i < lines.count, lines[i].hasPrefix(indent + "... ") {
                step.command += "\n" + lines[i].dropFirst(indent.count + 4)
                i += 1
            }
            let outputStart = i
            while i < lines.count, lines[i].hasPrefix(indent), !isCommand(lines[i].dropFirst(indent.count)) {
                step.expected.append(lines[i].dropFirst(indent.count).trimmingTrailingWhitespace)
                i += 1
            }
            items.append(.step(step, commandLines: start..<outputStart, outputLines: outputStart..<i))
        }
        return items
    }

    /// Whether a line (without its indent) starts a command, after either prompt.
    static func isCommand(_ body: Substring) -> Bool { body.hasPrefix(Prompt.ready) || body.hasPrefix(Prompt.paused) }

    /// The steps of `lines`, in order.
    static func steps(_ lines: [String], indent: String, firstLine: Int = 1) -> [Step] {
        read(lines, indent: indent, firstLine: firstLine).compactMap { item in
            if case .step(let step, _, _) = item { return step }
            return nil
        }
    }

    /// `lines` with each command's output replaced by what it prints now in `session`; the
    /// rest is kept as written, except indented lines that belong to no command.
    static func updating(_ lines: [String], indent: String, in session: Session) -> [String] {
        var out: [String] = []
        for item in read(lines, indent: indent) {
            switch item {
            case .outside(let line):
                out.append(line)
            case .stray(let line):
                if line.trimmingWhitespace.isEmpty { out.append(line) }
            case .step(let step, let commandLines, let outputLines):
                // The prompt is rewritten to say whether a touch is paused when the command runs.
                let written = step.paused ? Prompt.paused : Prompt.ready
                let now = Prompt.of(session)
                var commandText = Array(lines[commandLines])
                commandText[0] = indent + now + commandText[0].dropFirst(indent.count + written.count)
                out += commandText
                let reply = session.execute(step.command)
                let actual = reply.text.isEmpty ? [] : reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingWhitespace }
                // Output that still matches is kept as written, with its `...` and `[..]`.
                if matches(step.expected, actual) {
                    out += lines[outputLines]
                    continue
                }
                if !reply.text.isEmpty {
                    out += reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { (indent + $0).trimmingTrailingWhitespace }
                }
            }
        }
        return out
    }
}

extension Transcript {
    /// The prose of a teacher's note typed while recording (`# Predict: who answers?` or
    /// `note Predict: who answers?`), empty for a bare `#`, or nil when the line is not a
    /// note. A recorded note becomes a paragraph of the transcript, not a command.
    public static func note(in line: String) -> String? {
        let t = line.trimmingWhitespace
        var prose: Substring
        if t.hasPrefix("#") { prose = t.dropFirst() }
        else if t == "note" || t.hasPrefix("note ") { prose = t.dropFirst(4) }
        else { return nil }
        return String(prose).trimmingWhitespace
    }

    /// `text` with `prose` added as a paragraph of its own, a blank line either side; an
    /// empty note adds nothing.
    public static func appendingNote(_ prose: String, to text: String) -> String {
        guard !prose.isEmpty else { return text }
        return (text.hasSuffix("\n\n") || text.isEmpty ? text : text + "\n") + prose + "\n\n"
    }
}
