import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The language HitLab teaches in: lessons, exercises, the welcome and the sentences of
/// `explain` and `why`. Command names, errors, `help` and HitLab's own output stay English in
/// all of them, so scripts and transcripts are the same everywhere.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    /// Simplified Chinese.
    case chinese = "zh"
    /// Traditional Chinese, as written in Taiwan: the course in `lessons/zh-Hant/`, and the
    /// Simplified sentences converted by `chinese(_:)`.
    case traditionalChinese = "zh-Hant"

    /// The code `--lang` and `option lang=` take, and the course's folder for it.
    public var code: String { rawValue }

    /// Whether it is either script of Chinese: the sentences are written once, in Simplified.
    public var isChinese: Bool { self != .english }

    /// `en`, `zh` or `zh-Hant`, in any case, or a locale's name for one of them as `LANG`
    /// writes it (`zh_TW`, `zh-TW`, `zh-HK`, `zh-Hans`, `zh_CN`: `_` or `-`); anything else is
    /// an error that names the input and the choices.
    public init(code: String) throws(CommandError) {
        let tag = code.lowercased().replacingOccurrences(of: "_", with: "-")
        if let language = Language.allCases.first(where: { $0.code.lowercased() == tag }) {
            self = language
        } else if Language.traditionalTags.contains(tag) {
            self = .traditionalChinese
        } else if Language.simplifiedTags.contains(tag) {
            self = .chinese
        } else {
            throw CommandError("'\(code)' is not a language HitLab speaks: use en (English), zh (简体中文) or zh-Hant (繁體中文)")
        }
    }

    /// The other names of Traditional Chinese: Taiwan, Hong Kong and Macau, and the script.
    static let traditionalTags: Set<String> = ["zh-tw", "zh-hk", "zh-mo", "zh-hant-tw", "zh-hant-hk"]
    /// The other names of Simplified Chinese: the script, the mainland and Singapore.
    static let simplifiedTags: Set<String> = ["zh-hans", "zh-cn", "zh-sg", "zh-hans-cn"]

    /// A Chinese sentence written in Simplified characters, in this language's script: as it
    /// is for `zh`, converted for `zh-Hant` (`ChineseScript`), keeping code in backquotes and
    /// `names` as written. The renderers and the practice wording write their Chinese once and
    /// pass it through here.
    public func chinese(_ simplified: String, keeping names: [String] = []) -> String {
        self == .traditionalChinese ? ChineseScript.traditional(simplified, keeping: names) : simplified
    }

    /// The language the environment asks for, as POSIX orders it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`, the first that is set and not empty. A Taiwan, Hong Kong or
    /// Macau locale (zh_TW, zh_HK, zh_MO) or one naming the script (zh-Hant) is Traditional
    /// Chinese; any other starting `zh` (zh_CN.UTF-8, zh_SG, zh) is Simplified; anything else,
    /// or nothing, is English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let locale = value.lowercased()
            guard locale.hasPrefix("zh") else { return .english }
            let traditional = ["zh_tw", "zh-tw", "zh_hk", "zh-hk", "zh_mo", "zh-mo", "zh_hant", "zh-hant"]
            return traditional.contains { locale.hasPrefix($0) } ? .traditionalChinese : .chinese
        }
        return .english
    }
}
