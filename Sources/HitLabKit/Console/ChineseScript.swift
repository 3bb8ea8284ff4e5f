import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Simplified Chinese sentences in Traditional characters and Taiwanese terms, for `zh-Hant`.
/// HitLab's Chinese sentences (`ChineseWords` and its extensions) are
/// written once, in Simplified; `TraditionalPhrases` holds each phrase they are made of with
/// its Traditional form, generated with OpenCC by scripts/traditional-chinese.py and reviewed
/// for the iOS terms of the Traditional source articles (視圖, 手勢, 響應者鏈, 覆寫).
enum ChineseScript {
    /// The longest phrase in the table, in characters.
    static let longestPhrase = TraditionalPhrases.table.keys.map(\.count).max() ?? 0

    /// `simplified` with every phrase of the table in its Traditional form, reading the longest
    /// phrase at each place. What the learner wrote stays as written: code in backquotes (a
    /// line of an override, a `print` of Chinese text) and each of `names` (views named in
    /// Chinese), as do ASCII and anything that is no phrase of HitLab's.
    static func traditional(_ simplified: String, keeping names: [String] = []) -> String {
        let characters = Array(simplified)
        let kept = names.filter { !$0.allSatisfy(\.isASCII) }.map(Array.init).sorted { $0.count > $1.count }
        var result = ""
        var i = 0
        while i < characters.count {
            if characters[i] == "`", let close = characters[(i + 1)...].firstIndex(of: "`") {
                result += String(characters[i...close])
                i = close + 1
                continue
            }
            guard !characters[i].isASCII else { result.append(characters[i]); i += 1; continue }
            if let name = kept.first(where: { i + $0.count <= characters.count && Array(characters[i..<i + $0.count]) == $0 }) {
                result += String(name)
                i += name.count
                continue
            }
            var length = min(longestPhrase, characters.count - i)
            while length > 0 {
                if let traditional = TraditionalPhrases.table[String(characters[i..<i + length])] {
                    result += traditional
                    break
                }
                length -= 1
            }
            if length == 0 { result.append(characters[i]); length = 1 }
            i += length
        }
        return result
    }
}
