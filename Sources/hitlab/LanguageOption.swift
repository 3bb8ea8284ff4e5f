import ArgumentParser
import Foundation
import HitLabKit

/// `--lang en|zh|zh-Hant` (or a locale's name for one: zh_TW, zh-HK, zh-Hans): the language
/// HitLab teaches in; without it, the locale's (`LC_ALL`,
/// then `LC_MESSAGES`, then `LANG`: zh_TW, zh_HK and zh_MO are Traditional Chinese, any other
/// zh_* Simplified), else English.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"),
            help: ArgumentHelp("Teach in this language: en, zh (Simplified Chinese) or zh-Hant (Traditional); zh_TW, zh-HK or zh-Hans name them too (default: from LC_ALL, LC_MESSAGES or LANG).",
                               valueName: "en|zh|zh-Hant"),
            completion: .list(Language.allCases.map(\.code)))
    var code: String?

    /// The language the locale variables ask for.
    static var fromLocale: Language { Language.fromEnvironment(ProcessInfo.processInfo.environment) }

    /// The language chosen, or exit status 2 after a one-line error naming the bad value.
    func resolved() throws -> Language {
        guard let code else { return Self.fromLocale }
        do {
            return try Language(code: code)
        } catch {
            Terminal.writeError("error: --lang \(code): \(error.message)")
            throw ExitCode(2)
        }
    }
}
