import HitLabModel
/// A number a learner types as a word in an answer: `zero` to `ten` in English, 零 (〇) to 十 in
/// Chinese with 两 (兩) for two, or digits. A count question means the number, whichever way it
/// is typed, so `zero` and 零 answer `0` in every language.
enum NumberWord {
    /// English and Chinese words for 0 to 10.
    private static let words: [String: Int] = {
        var out: [String: Int] = [:]
        let english = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        for (n, word) in english.enumerated() { out[word] = n }
        for (n, word) in ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"].enumerated() { out[word] = n }
        out["〇"] = 0; out["两"] = 2; out["兩"] = 2
        return out
    }()

    /// The number `text` names (digits, or one word in any case); nil for anything else.
    static func value(_ text: String) -> Int? {
        let word = text.trimmingWhitespace.lowercased()
        if let n = Int(word), n >= 0 { return n }
        return words[word]
    }

    /// A count as typed, with or without the word after it (`2 times`, `zero times`, `2 次`,
    /// `两次`); nil when it names no number.
    static func count(_ text: String) -> Int? {
        var word = text.trimmingWhitespace.lowercased()
        for unit in [" times", " time", "times", "次", "遍", "个", "個", "行", "条", "條"] where word.hasSuffix(unit) && word.count > unit.count {
            word = String(word.dropLast(unit.count)).trimmingWhitespace
            break
        }
        // A number and what it counts, as one says it: `4 views`, `two lines`.
        let parts = word.split(separator: " ")
        if parts.count == 2 || parts.count == 3, parts.dropFirst().allSatisfy({ $0.allSatisfy(\.isLetter) }), let n = value(String(parts[0])) {
            return n
        }
        return value(word)
    }
}
