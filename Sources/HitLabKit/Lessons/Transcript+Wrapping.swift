import HitLabModel
import HitLabConsole
/// Output wrapped to a terminal, read back as written: a transcript played in class runs its
/// commands with sentences (`why`, `explain`) wrapped to the terminal, while the transcript
/// has each sentence on one line. Only a run of lines the width cut that joins back into one
/// expected line is joined again, so wrapping is never a difference and a real difference
/// still is.
extension Transcript {
    /// `actual` with each run of lines that `ProseWrapper` makes of one line at `width`
    /// joined back into that line, where `expected` has that line (or a pattern matching it).
    static func unwrapping(_ actual: [String], toMatch expected: [String], width: Int) -> [String] {
        let patterns = expected.filter { $0 != "..." }
        var out: [String] = []
        var i = 0
        while i < actual.count {
            // The longest run from i in which each line was cut short by the width (a sentence
            // takes a few lines; the cap keeps a long output that differs quick to compare).
            var end = i + 1
            while end < actual.count, end - i < maxLines, cutByWidth(actual[end - 1], before: actual[end], width: width) { end += 1 }
            var taken = 1
            for count in stride(from: end - i, through: 2, by: -1) {
                let lines = Array(actual[i..<i + count])
                let indent = String(lines[0].prefix { $0 == " " })
                guard lines.dropFirst().allSatisfy({ $0.hasPrefix(indent) }) else { continue }
                let parts = [lines[0]] + lines.dropFirst().map { String($0.dropFirst(indent.count)) }
                // The expected line itself, cut where the width ran out. A cut between Chinese
                // and a word (`加上` | `.buttonStyle`) may have been a space or none: either joins.
                let joined = ProseWrapper.joining(parts)
                guard let line = [joined, Self.joiningWithSpaces(parts)].first(where: { line in patterns.contains { lineMatches($0, line) } }),
                      ProseWrapper.paragraph(line, width: width) == lines.joined(separator: "\n") || line != joined else { continue }
                out.append(line)
                taken = count
                break
            }
            if taken == 1 { out.append(actual[i]) }
            i += taken
        }
        return out
    }

    /// Lines joined with a space wherever both sides are not Chinese (wide) characters: the
    /// other reading of a cut that `ProseWrapper.joining` reads as no space.
    private static func joiningWithSpaces(_ parts: [String]) -> String {
        guard let first = parts.first else { return "" }
        return parts.dropFirst().reduce(first) { text, line in
            let wide = text.last.map { DisplayWidth.of($0) == 2 } == true && line.first.map { DisplayWidth.of($0) == 2 } == true
            return text + (wide ? "" : " ") + line
        }
    }

    /// The most lines one sentence is taken to have been wrapped to.
    private static let maxLines = 40

    /// Whether `line` could have been ended by the width: the start of `next` (its first word,
    /// after a space) would not have fitted on it.
    private static func cutByWidth(_ line: String, before next: String, width: Int) -> Bool {
        let word = next.drop { $0 == " " }.prefix { $0 != " " }
        return DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width
    }
}
