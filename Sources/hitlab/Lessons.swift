import ArgumentParser
import HitLabKit

/// `hitlab lessons`: the bundled lessons and exercises, with the learner's progress.
struct Lessons: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the lessons and exercises, with your progress.")

    @OptionGroup var language: LanguageOption

    mutating func run() throws {
        Terminal.setUpLocale()
        let language = try language.resolved()
        _ = try Bundled.requireCatalog()
        let session = Bundled.session(startScript: nil, style: .plain, keepsProgress: true, language: language)
        print(Terminal.style.prose(session.execute("exercise").output))
        if let progress = session.practice?.progress { Bundled.showNotices(of: progress) }
        print(Terminal.style.prose(language.practice.lessonsFooter))
    }
}

extension Bundled {
    /// What the progress store had to say about its files (a file set aside, a folder that
    /// cannot be written), on standard error, once.
    static func showNotices(of progress: ProgressStore) {
        for notice in progress.takeNotices() { Terminal.writeError("note: " + ControlCharacters.escaped(notice)) }
    }

    /// The course, or exit status 2 after an error that names the real problem: a checkout's
    /// `manifest.json` that cannot be read or is not valid (with the JSON error), or an
    /// exercise it lists that is missing.
    static func requireCatalog() throws -> Catalog {
        do {
            return try Catalog(source: source)
        } catch {
            Terminal.writeError("error: \(error)")
            throw ExitCode(2)
        }
    }
}
