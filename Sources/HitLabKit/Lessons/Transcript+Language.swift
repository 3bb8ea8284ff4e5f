import HitLabConsole
import HitLabCourse

/// Transcripts in other languages: `transcripts/zh/NAME.t` and `transcripts/zh-Hant/NAME.t`
/// translate the English `transcripts/NAME.t`. Their commands are the English ones, in the same
/// order; their prose is translated and their output is what a session teaching in that
/// language prints (`why`'s words, `explain`'s), so they are replayed in it.
extension Transcript {
    /// The language a transcript at `path` is played and checked in: the one its folder names,
    /// else English.
    public static func language(ofFile path: String) -> Language {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return .english }
        return Language.allCases.first { $0 != .english && $0.code == parts[parts.count - 2] } ?? .english
    }

    /// A session on the built-in scene that teaches in `language`, as a transcript starts.
    public static func session(in language: Language) -> Session {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        session.style.language = language
        return session
    }

    /// Where a translation's commands part from the English transcript's (`file` names it in
    /// the problem): a command changed, missing or added. The output is not compared, as it
    /// is in another language.
    public static func translationProblems(english: Transcript, translated: Transcript, file: String) -> [String] {
        var problems: [String] = []
        for (e, t) in zip(english.steps, translated.steps) where e.command != t.command || e.paused != t.paused {
            let written = t.command.split(separator: "\n").first.map(String.init) ?? ""
            let english = e.command.split(separator: "\n").first.map(String.init) ?? ""
            problems.append("\(file):\(t.line): the command “\(written)” is “\(english)” in the English transcript (line \(e.line)); copy the English commands unchanged")
            return problems
        }
        if translated.steps.count != english.steps.count {
            problems.append("\(file): has \(translated.steps.count) commands, the English transcript \(english.steps.count); copy the English commands unchanged")
        }
        return problems
    }
}

extension CourseSource {
    /// The built-in transcript `name` (`lesson-7-….t`) in `language` when it is translated,
    /// else in English; nil when there is no such transcript.
    public static func builtInTranscript(_ name: String, in language: Language) -> String? {
        let all = CourseFiles.all
        if language != .english, let translated = all["transcripts/\(language.code)/\(name)"] { return translated }
        return all["transcripts/\(name)"]
    }
}
