import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Shortens the words an error quotes from its input when one runs past `longest` characters
/// (a 100,000-character name, 10,000 brackets in `p`): its start and end are kept around an
/// ellipsis, so the error stays one readable line that still names what was typed, instead of
/// repeating the whole input (twice, for some). Only the first line is shortened: a caret
/// excerpt below it keeps its columns.
enum LongWords {
    /// Longer than any name, path or expression a person types on one line.
    static let longest = 240
    /// What is kept of a longer word: its start and its end (a closing quote or bracket).
    static let keptStart = 160, keptEnd = 40

    /// Text a reply repeats back (a displayed or watched expression, a condition) on one line
    /// (line breaks and control characters escaped) and kept to `longest` characters: its
    /// start and end around an ellipsis.
    static func shortened(_ text: String) -> String {
        let text = ControlCharacters.inline(text)
        guard text.utf8.count > longest, text.count > longest else { return text }
        return text.prefix(keptStart) + "…" + text.suffix(keptEnd)
    }

    static func clipped(_ message: String) -> String {
        let lineEnd = message.firstIndex(of: "\n") ?? message.endIndex
        let first = message[..<lineEnd]
        guard first.utf8.count > longest else { return message }
        let words = first.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > longest ? word.prefix(keptStart) + "…" + word.suffix(keptEnd) : String(word)
        }
        return words.joined(separator: " ") + message[lineEnd...]
    }
}
