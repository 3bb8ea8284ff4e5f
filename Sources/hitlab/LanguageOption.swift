import ArgumentParser
import Foundation
import HitLabKit

/// `--lang en|zh`: the language HitLab teaches in; without it, the locale's (`LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`: zh_* is Chinese), else English.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"), help: ArgumentHelp("Teach in this language: en or zh (default: from LC_ALL, LC_MESSAGES or LANG).", valueName: "en|zh"))
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
