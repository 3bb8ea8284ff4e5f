import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The language HitLab teaches in: lessons, exercises, the welcome and the sentences of
/// `explain` and `why`. Command names, errors, `help` and HitLab's own output stay English in
/// both, so scripts and transcripts are the same everywhere.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case chinese = "zh"

    /// The code `--lang` and `option lang=` take.
    public var code: String { rawValue }

    /// `en` or `zh`; anything else is an error that names the input and the choices.
    public init(code: String) throws(CommandError) {
        guard let language = Language(rawValue: code.lowercased()) else {
            throw CommandError("'\(code)' is not a language HitLab speaks: use en (English) or zh (简体中文)")
        }
        self = language
    }

    /// The language the environment asks for, as POSIX orders it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`, the first that is set and not empty. A locale starting
    /// `zh` (zh_CN.UTF-8, zh_TW, zh) is Chinese; anything else, or nothing, is English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("zh") ? .chinese : .english
        }
        return .english
    }
}
