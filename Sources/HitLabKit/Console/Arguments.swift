import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The text after a command's name, read a word at a time in order, with errors that show the
/// command's syntax. Commands whose argument is Swift (p, watch, an override's body) read the
/// raw text instead, so quotes and `#` inside it stay as typed.
public struct Arguments {
    /// The command as typed (which of a unit's names, for a family of commands).
    public let spec: CommandSpec
    /// Everything after the command's name, trimmed, as typed.
    public let text: String
    private var words: [String]?
    private var index = 0

    init(spec: CommandSpec, text: String) {
        self.spec = spec
        self.text = text
    }

    /// The raw text after the name; reading it counts as reading every word.
    package mutating func rest() -> String {
        words = []
        index = 0
        return text
    }

    /// The words, split on first use (an unclosed quote is an error only for commands that
    /// read words).
    private mutating func split() throws(CommandError) -> [String] {
        if let words { return words }
        let split = try CommandSyntax.tokenize(text)
        words = split
        return split
    }

    package mutating func next() throws(CommandError) -> String? {
        let words = try split()
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    /// The next word without reading it.
    mutating func peek() throws(CommandError) -> String? {
        let words = try split()
        return index < words.count ? words[index] : nil
    }

    /// The words not read yet, read all at once.
    mutating func remaining() throws(CommandError) -> [String] {
        let words = try split()
        defer { index = words.count }
        return Array(words[min(index, words.count)...])
    }

    mutating func word(_ role: String) throws(CommandError) -> String {
        guard let w = try next() else { throw .usage(spec, "missing \(role)") }
        return w
    }

    /// The next number. Numbers written with commas between them, as a point is printed
    /// (`180, 240`) or as a Chinese input method types them (`180，240`, which `TypedText`
    /// folds to `180,240`), are read one at a time: the first now, the others as the next words.
    mutating func number(_ role: String) throws(CommandError) -> Double {
        let w = try word(role)
        if w.contains(","), let split = Self.commaSeparatedNumbers(w) {
            words?.insert(contentsOf: split.dropFirst().map(\.text), at: index)
            return split[0].value
        }
        guard let n = CommandSyntax.number(w) else {
            throw .usage(spec, "\(role) must be \(Double(w) == nil ? "a number" : "a finite number"), not '\(w)'")
        }
        return n
    }

    /// `180,240` or `180,` as its numbers (each with its text), nil unless every part between
    /// the commas is a number (an empty one after the last comma aside).
    private static func commaSeparatedNumbers(_ word: String) -> [(text: String, value: Double)]? {
        var parts = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        let numbers = parts.compactMap { part in CommandSyntax.number(part).map { (text: part, value: $0) } }
        return !numbers.isEmpty && numbers.count == parts.count ? numbers : nil
    }

    mutating func size(_ role: String) throws(CommandError) -> Double {
        let n = try number(role)
        guard n >= 0 else { throw .usage(spec, "\(role) must be 0 or more, not \(formatNumber(n))") }
        return n
    }

    /// Two numbers that make a window point, e.g. `X Y`.
    mutating func point(_ x: String, _ y: String) throws(CommandError) -> Point {
        Point(x: try number(x), y: try number(y))
    }

    mutating func keyword(_ k: String) throws(CommandError) {
        let w = try word("'\(k)'")
        guard w == k else { throw .usage(spec, "expected '\(k)', found '\(w)'") }
    }

    package mutating func optionalKeyword(_ k: String) throws(CommandError) -> Bool {
        guard let w = try peek() else { return false }
        guard w == k else { throw .usage(spec, "expected '\(k)' or the end of the line, found '\(w)'") }
        index += 1
        return true
    }

    /// The rest of the line as one file to write and whether `--force` came before or after
    /// it, as every command that writes a file reads them (`save`, `draw --svg`, …).
    package mutating func output(_ role: String) throws(CommandError) -> (path: String, force: Bool) {
        let words = try remaining()
        let files = words.filter { $0 != "--force" }
        guard let path = files.first else { throw .usage(spec, "missing \(role)") }
        guard files.count == 1 else { throw .usage(spec, "unexpected '\(files.dropFirst().joined(separator: " "))'") }
        return (path, files.count < words.count)
    }

    /// An error unless every word was read.
    mutating func finish() throws(CommandError) {
        let words = try split()
        guard index < words.count else { return }
        throw .usage(spec, "unexpected '\(words[index...].joined(separator: " "))'")
    }
}
