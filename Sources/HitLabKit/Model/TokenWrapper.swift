/// A line of code or of HitLab's output broken to fit a terminal between tokens, never inside
/// one: a terminal cuts a long line at its last column (`super.hitTest(po` / `int`), which reads
/// as two words. Each continuation line starts under the line's own indentation with `mark`,
/// so it is not taken for a line of its own; runs of spaces inside the line (aligned comments,
/// a listing's columns) are kept, unlike prose, which `DisplayWidth.wrapped` refills.
package enum TokenWrapper {
    /// What starts a continuation line, after the broken line's indentation and two spaces.
    package static let mark = "↪ "

    /// `line` as lines of at most `width` columns, broken at a space, after `,` or `→` (so an
    /// arrow ends its line rather than starting the next), or
    /// between two wide characters; a token wider than a whole line is cut where it must be.
    package static func wrapped(_ line: String, width: Int) -> [String] {
        // A coloured line (a drawing) is laid out for the terminal already; its escapes take no columns.
        guard width > 12, DisplayWidth.of(line) > width, !line.contains("\u{1B}") else { return [line] }
        let indent = min(line.prefix { $0 == " " }.count, width / 3)
        let hang = String(repeating: " ", count: indent + 2) + mark
        var lines: [String] = []
        var rest = Substring(line)
        var prefix = ""
        while true {
            let room = width - DisplayWidth.of(prefix)
            if DisplayWidth.of(rest) <= room {
                lines.append(prefix + rest)
                return lines
            }
            let cut = breakIndex(in: rest, room: room)
            lines.append(prefix + String(rest[..<cut]).trimmingTrailingSpaces)
            rest = rest[cut...].drop { $0 == " " }
            prefix = hang
        }
    }

    /// Every line of `text` wrapped alike.
    package static func wrapping(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapped(String($0), width: width) }.joined(separator: "\n")
    }

    /// Where to end a line of at most `room` columns taken from the start of `text`: after the
    /// last break opportunity that fits, else at the last character that fits.
    private static func breakIndex(in text: Substring, room: Int) -> Substring.Index {
        var used = 0
        var best: Substring.Index?
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            let w = DisplayWidth.of(c)
            if used + w > room { break }
            // Before a space (not one before an arrow, which ends its line), after a separator,
            // or between two wide characters (Chinese).
            let next = text.index(after: index)
            if c == " ", index > text.startIndex, previous != " ", next == text.endIndex || text[next] != "→" { best = index }
            if let p = previous, p == "," || p == "→" || (DisplayWidth.of(p) == 2 && w == 2 && !DisplayWidth.closing.contains(c)) {
                best = index
            }
            used += w
            previous = c
            index = text.index(after: index)
        }
        // Nothing to break at (one long token): cut it, but never before its first character.
        return best ?? (index > text.startIndex ? index : text.index(after: text.startIndex))
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
