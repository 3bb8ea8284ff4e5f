import HitLabModel
/// A transcript's title, as the player heads its screens with it: the first sentence of the
/// prose it opens with, in the transcript's own language.
extension Transcript {
    /// The first sentence of the first line of prose in `text` (up to `.`, `?`, `!`, `。`, `？`
    /// or `！` and what closes it); nil when the transcript opens with a command.
    public static func title(of text: String) -> String? {
        guard let first = text.split(separator: "\n", omittingEmptySubsequences: true).first,
              !first.hasPrefix(" "), !first.hasPrefix("\t") else { return nil }
        let line = first.trimmingWhitespace
        var end = line.endIndex
        var i = line.startIndex
        while i < line.endIndex {
            let ch = line[i]
            let next = line.index(after: i)
            // Full-width marks end a sentence where they stand; ASCII ones before a space or the end.
            if "。？！".contains(ch) || (".?!".contains(ch) && (next == line.endIndex || line[next] == " ")) {
                end = next
                break
            }
            i = next
        }
        let sentence = String(line[..<end])
        return sentence.isEmpty ? nil : sentence
    }
}
