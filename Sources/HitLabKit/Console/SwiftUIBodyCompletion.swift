import HitLabModel
import HitLabScript
/// Completion inside a `swiftui` body (typed on the command's line or on the lines after it):
/// the views HitLab knows, after a `.` its modifiers (and after `Color.` the colours), after
/// `@` the state attributes. Views complete to their names, modifiers to `name(`.
struct SwiftUIBodyCompletion {
    /// The word's start in the line, what comes before the word, and the word.
    let start: Int
    let before: Character?
    let word: String
    let receiver: String

    /// nil when `command` (the unfinished command, ending with `line`) is not in a body.
    init?(command: String, line: String) {
        let trimmed = command.drop { $0.isWhitespace }
        guard trimmed.hasPrefix("swiftui "), trimmed.contains("{") else { return nil }
        let chars = Array(line)
        var start = chars.count
        while start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber || chars[start - 1] == "_" { start -= 1 }
        before = start > 0 ? chars[start - 1] : nil
        var r = start > 0 ? start - 1 : 0
        while r > 0, chars[r - 1].isLetter || chars[r - 1].isNumber || chars[r - 1] == "_" { r -= 1 }
        receiver = before == "." ? String(chars[r..<(start - 1)]) : ""
        // After `@` the attribute is the word, `@` and all.
        self.start = before == "@" ? start - 1 : start
        word = String(chars[self.start...])
        // The command's own line before its `{` is the command's words, not the body.
        if !command.contains("\n"), let open = chars.firstIndex(of: "{"), self.start <= open { return nil }
    }

    static let attributes = ["@State", "@GestureState"]

    func complete() -> (candidates: [String], wordStart: Int) {
        let options: [String]
        switch before {
        case "@": options = Self.attributes
        case "." where receiver == "Color": options = Palette.names + ["clear"]
        case ".": options = SwiftUIModifierName.all.map { $0 + "(" }
        default: options = SwiftUIKind.allCases.map(\.rawValue) + ["Color."]
        }
        return (Array(Set(options.filter { $0.hasPrefix(word) })).sorted(), start)
    }
}
