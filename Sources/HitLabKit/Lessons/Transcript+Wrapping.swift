import HitLabModel
import HitLabConsole
/// Output wrapped to a terminal, read back as written: a transcript played in class runs its
/// commands with sentences (`why`, `explain`) wrapped to the terminal, while the transcript
/// has each sentence on one line. Only a run of lines the prose wrapper makes of one expected
/// line is joined again, so wrapping is never a difference and a real difference still is.
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
                let line = ProseWrapper.joining([lines[0]] + lines.dropFirst().map { String($0.dropFirst(indent.count)) })
                guard ProseWrapper.paragraph(line, width: width) == lines.joined(separator: "\n"),
                      patterns.contains(where: { lineMatches($0, line) }) else { continue }
                out.append(line)
                taken = count
                break
            }
            if taken == 1 { out.append(actual[i]) }
            i += taken
        }
        return out
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
