import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The one wrapper for the sentences HitLab shows (lessons, tasks, hints, `why`, `explain`):
/// a paragraph is refilled to the width by display width, breaking at spaces and between
/// Chinese characters, never inside a word, before closing punctuation or after an opening
/// bracket. A plain paragraph with a line too wide is refilled as a whole (text files may keep
/// it on one line or hard-wrapped at any width); a table is shown row by row
/// (`ProseWrapper+Tables`); a list, heading, quote or indented line is wrapped line by line,
/// keeping its structure. Lines join without a space between Chinese characters.
public enum ProseWrapper {
    /// `text`, its paragraphs (separated by blank lines) each refilled to `width`.
    public static func wrap(_ text: String, width: Int) -> String {
        text.components(separatedBy: "\n\n").map { paragraph($0, width: width) }.joined(separator: "\n\n")
    }

    /// One paragraph refilled to `width`; as written when every line already fits (a
    /// paragraph laid out by hand keeps its lines).
    public static func paragraph(_ paragraph: String, width: Int) -> String {
        let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let table = table(lines, width: width) { return table }
        guard lines.contains(where: { DisplayWidth.of($0) > width }) else { return paragraph }
        if isStructured(lines) {
            // Code keeps its spacing and breaks between tokens; a list or table is refilled line by line.
            let code = lines.contains { $0.hasPrefix("```") || $0.hasPrefix("(hitlab") }
            return lines.flatMap { code ? TokenWrapper.wrapped($0, width: width) : filled($0, width: width) }.joined(separator: "\n")
        }
        return filled(joining(lines), width: width).joined(separator: "\n")
    }

    /// The widest code span kept on one line: a command such as `tap 180 240` reads as one
    /// thing, so it is not broken between its words; a longer span breaks as prose does.
    static let unbrokenSpan = 24

    /// `line` broken at `width`, keeping each short code span (`` `hittest 100 500` ``) whole.
    static func filled(_ line: String, width: Int) -> [String] {
        guard line.contains("`") else { return DisplayWidth.wrapped(line, width: width) }
        // A no-break space stands for the spaces of a short span while the line is broken.
        var out = "", span = "", inSpan = false
        for c in line {
            if c == "`" {
                if inSpan { out += DisplayWidth.of(span) <= unbrokenSpan ? span.replacingOccurrences(of: " ", with: "\u{00A0}") : span }
                out.append(c)
                span = ""
                inSpan.toggle()
            } else if inSpan {
                span.append(c)
            } else {
                out.append(c)
            }
        }
        out += span
        return DisplayWidth.wrapped(out, width: width).map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
    }

    /// Lines of one paragraph joined into one line: with a space, but none between two Chinese
    /// characters, after Chinese punctuation (`，` then `HitLab`), nor before closing
    /// punctuation (a line that starts with `.` ends the one before).
    package static func joining(_ lines: [String]) -> String {
        guard let first = lines.first else { return "" }
        return lines.dropFirst().reduce(first) { text, line in
            let afterWide = text.last.map { DisplayWidth.of($0) == 2 } == true
            let wide = afterWide && line.first.map { DisplayWidth.of($0) == 2 } == true
            let afterWidePunctuation = afterWide && text.last?.isPunctuation == true
            let closes = line.first.map(DisplayWidth.closing.contains) == true
            return text + (wide || afterWidePunctuation || closes ? "" : " ") + line
        }
    }

    /// Whether the lines are a list, table, heading, quote or indented block, wrapped line by line.
    static func isStructured(_ lines: [String]) -> Bool {
        lines.contains { line in
            line.hasPrefix(" ") || line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix("- ") || line.hasPrefix("* ")
                || line.hasPrefix(">") || line.hasPrefix("(hitlab") || line.hasPrefix("```")
                || line.prefix(while: \.isNumber).count > 0 && line.drop(while: \.isNumber).hasPrefix(". ")
        }
    }
}
