import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// A question a lesson asks before it shows an example, so the learner predicts before seeing
/// (Python Tutor's and PRIMM's practice). In the Markdown it is a `**Predict:**` paragraph and
/// a `<details>` block holding a ```` ```predict KIND ```` fence with the answer and, after it,
/// the reason: GitHub shows the question with its answer folded away. The example it asks
/// about is the first command that prints in the next ```` ```hitlab ```` block; the commands
/// before that one are the setup, shown before the question.
public struct LessonQuestion: Sendable, Equatable {
    /// What is asked, and so how the answer is read from the example's output.
    public enum Prediction: Sendable, Equatable {
        /// Which view is hit: the `hit: NAME` (or `finger 1: NAME`) of the output.
        case view
        /// Which lines print, in which order: the answer's lines, in the order the output has them.
        case lines
        /// How many lines of the output contain the text.
        case count(String)
        /// Which state the recognizer is in: its last `NAME: STATE` line, or what `p NAME.state` prints.
        case state(String)
        /// What the command prints: its first line (a `p` expression's value), or with a prefix,
        /// the rest of the first line that starts with it (`value nearest view controller:`).
        case value(String?)
    }

    public let kind: Prediction
    /// The answer as written: one line, or the lines in order for `.lines`.
    public let answer: [String]
    /// The question, as the paragraph before the answer says it.
    public let prompt: String
    /// Why the answer is what it is, in the lesson's language.
    public let reason: String
    /// The line of the ```` ```predict ```` fence, from 1.
    public let line: Int

    public init(kind: Prediction, answer: [String], prompt: String, reason: String, line: Int) {
        self.kind = kind
        self.answer = answer
        self.prompt = prompt
        self.reason = reason
        self.line = line
    }

    /// The kind a fence's info string names (`predict view`, `predict count touchBegan`), or nil.
    public static func kind(infoString: String) -> Prediction? {
        let words = infoString.split(separator: " ", maxSplits: 2).map(String.init)
        guard words.first == "predict", words.count >= 2 else { return nil }
        let argument = words.count > 2 ? words[2] : nil
        switch (words[1], argument) {
        case ("view", nil): return .view
        case ("lines", nil): return .lines
        case ("value", let prefix): return .value(prefix)
        case ("count", let text?): return .count(text)
        case ("state", let name?): return .state(name)
        default: return nil
        }
    }

    /// The forms `predict` takes, for the message about one that is not one of them.
    static let forms = "predict view | predict lines | predict count TEXT | predict state RECOGNIZER | predict value [PREFIX]"

    /// The answer the example's `output` gives, in the answer's own form; nil when the output
    /// holds none (no `hit:` line for a view question, no state line for a recognizer).
    public func actual(in output: [String]) -> [String]? {
        switch kind {
        case .view:
            for line in output {
                for prefix in ["hit: ", "finger 1: "] where line.hasPrefix(prefix) {
                    return [String(line.dropFirst(prefix.count).prefix { $0 != " " })]
                }
            }
            return nil
        case .lines:
            let wanted = Set(answer)
            return output.filter(wanted.contains)
        case .count(let text):
            return [String(output.filter { $0.contains(text) }.count)]
        case .state(let name):
            if let last = output.last(where: { $0.hasPrefix(name + ": ") }) { return [String(last.dropFirst(name.count + 2))] }
            if let first = output.first, first.hasPrefix(".") { return [String(first.dropFirst())] }
            return nil
        case .value(nil):
            return output.first.map { [$0] }
        case .value(let prefix?):
            return output.first { $0.hasPrefix(prefix) }.map { [$0.dropFirst(prefix.count).trimmingWhitespace] }
        }
    }

    /// What gives this question's answer away when an earlier example printed it on the same
    /// scene: a value's first line, or its prefix and answer together inside any line
    /// (`OrangeVC → White` in `Yellow → … → OrangeVC → White → …`), or the lines to order.
    /// Nil for a view, a count or a state, whose lines another example may print for another
    /// reason (the same hit line for a tap elsewhere).
    public func giveaway(in output: [String]) -> Giveaway? {
        switch kind {
        case .value(nil): return output.first.map { .text($0) }
        case .value(let prefix?): return answer.first.map { .text(prefix + " " + $0) }
        case .lines: return answer.count > 1 ? .lines(answer) : nil
        case .view, .count, .state: return nil
        }
    }

    /// The answer as an earlier question's reason could say it before this question is asked:
    /// a value of at least four characters with a space or a digit in it (`1 of 2`, `main run
    /// loop`), which a sentence does not say by chance as it names a view. Nil for other answers.
    public var sayable: String? {
        guard case .value = kind, let value = answer.first?.trimmingWhitespace, value.count >= 4,
              value.contains(where: { $0 == " " || $0.isNumber }) else { return nil }
        return value
    }

    /// What an earlier output must hold to have shown an answer before its question.
    public enum Giveaway: Equatable, Sendable {
        /// Text inside one line.
        case text(String)
        /// Whole lines in this order, others between them.
        case lines([String])

        /// Whether `output` shows it.
        func isShown(in output: [String]) -> Bool {
            switch self {
            case .text(let text): return output.contains { $0.contains(text) }
            case .lines(let lines):
                var rest = lines[...]
                for line in output where line == rest.first { rest = rest.dropFirst() }
                return rest.isEmpty
            }
        }

        /// As the report quotes it.
        var quoted: String {
            switch self {
            case .text(let text): "“\(text)”"
            case .lines(let lines): "“" + lines.joined(separator: " / ") + "”"
            }
        }
    }

    /// The lines a `.lines` question offers, numbered, in an order that is not the answer's:
    /// sorted, or sorted backwards when sorting gives the answer.
    public var choices: [String] {
        guard kind == .lines else { return [] }
        let sorted = answer.sorted()
        return sorted == answer && answer.count > 1 ? sorted.reversed() : sorted
    }

    /// What the learner typed, read as an answer: for `.lines`, the numbers of the lines the
    /// learner predicts print, each at most once, in order (`2 3 1`, `2,3,1`, `2;3;1`, `231`,
    /// or as words: `two three one`, `二 三 一`); a few of the choices is an answer too (`3 1` of
    /// three), judged against what prints, so the reading never says whether every line prints.
    /// For `.count`, a number in digits or as a word (`zero`, 零, `2 times`). Otherwise the text.
    /// Nil when it cannot be read (numbers out of range or repeated, a count that is no number),
    /// which is asked again rather than graded.
    public func reading(_ input: String) -> [String]? {
        let text = input.trimmingWhitespace
        guard !text.isEmpty else { return nil }
        if case .count = kind { return NumberWord.count(text).map { [String($0)] } }
        guard kind == .lines else { return [text] }
        let choices = self.choices
        var words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }).map(String.init)
        if words.count == 1, choices.count < 10, text.allSatisfy(\.isNumber) { words = text.map(String.init) }
        let numbers = words.compactMap(NumberWord.value)
        guard numbers.count == words.count, numbers.count <= choices.count, Set(numbers).count == numbers.count,
              numbers.allSatisfy({ (1...choices.count).contains($0) }) else { return nil }
        return numbers.map { choices[$0 - 1] }
    }

    /// The player's key (`b`, `r`, `q`, or its word) that the answer, or a view answer's short
    /// form (`q` for qView), would be typed as; nil when it is typed as nothing but an answer.
    public var typedAsKey: String? {
        guard kind != .lines, answer.count == 1 else { return nil }
        var forms = [answer[0].trimmingWhitespace]
        if kind == .view, forms[0].lowercased().hasSuffix("view") { forms.append(String(forms[0].dropLast(4))) }
        return forms.first { Player.key(forLine: $0.lowercased()) != nil }
    }

    /// Whether `given` (as `reading` returns it) is `actual`: a view or a state by name in any
    /// case (`green` for GreenView, `.failed` for failed), lines exactly in order.
    public func isRight(_ given: [String], actual: [String]) -> Bool {
        switch kind {
        case .lines:
            return given == actual
        case .view:
            guard let g = given.first?.lowercased(), let a = actual.first?.lowercased() else { return false }
            return g == a || g + "view" == a
        case .state:
            func plain(_ s: String) -> String { s.lowercased().hasPrefix(".") ? String(s.lowercased().dropFirst()) : s.lowercased() }
            return given.map(plain) == actual.map(plain)
        case .count:
            return given.map { $0.lowercased() } == actual.map { $0.lowercased() }
        case .value(let prefix):
            guard let typed = given.first, let value = actual.first else { return false }
            let a = Self.plain(value)
            var g = Self.plain(Self.quoteMarks.contains { value.hasPrefix($0.open) } ? typed : Self.unquoted(typed))
            // A full stop typed after a value that has none (`No.`, `not delivered.`) ends the sentence, not the value.
            let stops: Set<Character> = [".", "。", "!", "！"]
            if let last = g.last, stops.contains(last), !(a.last.map(stops.contains) ?? false) { g.removeLast() }
            // The whole line printed: the prefix and the value (`Buy: touchesBegan, the finger
            // is down`), and a point with or without its brackets (`0, 0` for `(0, 0)`).
            let line = prefix.map { Self.plain($0 + " " + value) } ?? a
            if g == a || g == line { return true }
            // A yes-or-no question asked as its two answers (`delivered, or not delivered?`):
            // `no` answers the one with `not`, `yes` the other.
            if let yes = Self.yesOrNo(g) {
                let head = Self.valueEnds.compactMap { a.range(of: $0)?.lowerBound }.min().map { String(a[..<$0]) } ?? a
                let negative = head.hasPrefix("not "), other = negative ? String(head.dropFirst(4)) : "not " + head
                let asked = Self.plain(prompt)
                if asked.contains(head), asked.contains(other) { return yes != negative }
            }
            // An enum case with or without its dot (`cancelled` for `.cancelled`).
            if a.hasPrefix("."), !g.hasPrefix("."), "." + g == a { return true }
            // A point with or without its brackets, alone or leading the line (`25, 0` for
            // `(25, 0), centre (150, 180)`).
            if let p = Self.point(g), p == Self.point(a) || p == Self.leadingPoint(a) { return true }
            // A line `NAME: TEXT` whose NAME the question gives (`Buy: touchCancel` for "Which
            // line does Buy print?") is answered by TEXT; NAME alone answers nothing.
            if let (name, text) = Self.named(line), prompt.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0.lowercased() == name }) {
                if g == name { return false }
                if g == text { return true }
            }
            // `false` answers `false: the first responder is still nothing`, `111.7` answers
            // `111.7, event 111.7`, `OrangeVC` answers a chain's rest `OrangeVC → White → …`
            // and `Field` answers `Field (the first responder)`: what comes before a colon, a
            // comma, an arrow or a bracket is the value. A call's receiver is one too:
            // `RootView` answers `RootView.hitTest → View3.hitTest` (a letter after the dot, so
            // `0` never answers `0.5`).
            if Self.valueEnds.contains(where: { a.hasPrefix(g + $0) }) { return true }
            // What a bracket at the end names after a colon answers it too (`the key window` for
            // `UIWindow (no first responder: the key window)`), and a UIKit class by its name
            // without `UI` (`window` for `UIWindow → UIWindowScene → …`).
            if a.hasSuffix(")"), let open = a.lastIndex(of: "(") {
                let inner = String(a[a.index(after: open)..<a.index(before: a.endIndex)])
                if inner.hasSuffix(": " + g) { return true }
            }
            if !g.hasPrefix("ui"), a == "ui" + g || Self.valueEnds.contains(where: { a.hasPrefix("ui" + g + $0) }) { return true }
            return a.hasPrefix(g + ".") && a.dropFirst(g.count + 1).first?.isLetter == true
        }
    }

    /// What ends a value inside a printed line: a colon, a comma, an arrow or a bracket.
    private static let valueEnds = [":", ",", " →", " ("]

    /// `yes` or `no`, typed in English or Chinese, as true or false; nil for any other answer.
    private static func yesOrNo(_ typed: String) -> Bool? {
        switch typed {
        case "yes", "y", "是", "会", "會", "对", "對": true
        case "no", "n", "不", "不会", "不會", "否", "没有", "沒有": false
        default: nil
        }
    }

    /// The quotes a learner may put around a line they type as an answer.
    private static let quoteMarks: [(open: String, close: String)] = [("\"", "\""), ("“", "”"), ("「", "」"), ("‘", "’"), ("'", "'")]

    /// A typed answer without quotes around it (`"card tapped"`, `“card tapped”`, `「card
    /// tapped」`): the question asks for what was printed, which a quote does not change.
    private static func unquoted(_ text: String) -> String {
        let t = text.trimmingWhitespace
        for (open, close) in quoteMarks where t.count >= 2 && t.hasPrefix(open) && t.hasSuffix(close) {
            return String(t.dropFirst().dropLast()).trimmingWhitespace
        }
        return t
    }

    /// Text as compared: in lower case, every run of spaces one space.
    private static func plain(_ text: String) -> String {
        text.lowercased().split(separator: " ").joined(separator: " ")
    }

    /// `(0, 0)`, `0, 0` or `0,0` as its two numbers; nil for anything else.
    private static func point(_ text: String) -> [Double]? {
        var inner = Substring(text)
        if inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
        return [x, y]
    }

    /// The bracketed point a value starts with (`(25, 0), centre …`); nil when it starts otherwise.
    private static func leadingPoint(_ text: String) -> [Double]? {
        guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return nil }
        return point(String(text[...close]))
    }

    /// A line `NAME: TEXT` with a one-word NAME, as its name and text; nil for any other line.
    private static func named(_ line: String) -> (name: String, text: String)? {
        guard let colon = line.range(of: ": ") else { return nil }
        let name = line[..<colon.lowerBound]
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        return (String(name), String(line[colon.upperBound...]))
    }
}

extension LessonQuestion.Prediction {
    /// The kind as the fence names it: `view`, `lines`, `count`, `state`, `value`.
    public var name: String {
        switch self {
        case .view: "view"
        case .lines: "lines"
        case .count: "count"
        case .state: "state"
        case .value: "value"
        }
    }
}
