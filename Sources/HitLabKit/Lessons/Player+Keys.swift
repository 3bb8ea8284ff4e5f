/// The player's keys as a learner types them on a line: at a question's prompt (where any
/// other line is an answer), and from a pipe. `hitlab check` refuses an answer that is one of
/// these words, which a learner could then never give.
extension Player {
    public enum Key: Sendable, Equatable { case next, back, repl, quit }

    /// The words each key is typed as, alone on its line.
    public static let keyWords: [String: Key] = ["b": .back, "back": .back, "r": .repl, "repl": .repl, "q": .quit, "quit": .quit]

    /// The key `line` types (spaces and tabs around it do not count); nil for any other line.
    /// A key letter pressed more than once (`bb`, a learner pressing b again when the first
    /// seemed to do nothing) is still that key, not an answer.
    public static func key(forLine line: String) -> Key? {
        let word = String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        if let key = keyWords[word] { return key }
        guard let first = word.first, word.count > 1, word.allSatisfy({ $0 == first }) else { return nil }
        return keyWords[String(first)]
    }
}
