import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// The course in another language, read from `lessons/<code>/` beside the English: lessons
/// under the English file names, exercises in `exercises/NAME.exercise`. Any file not there
/// yet falls back to the English one, so a translation can grow a file at a time.
public struct CourseTranslation: Sendable {
    public let language: Language
    /// The course it belongs to; its files are in the folder named by the language's code.
    public let source: CourseSource
    /// The translated lesson files' text, by the English file name.
    public let lessonTexts: [String: String]
    /// The translated exercises that parse, by name.
    public let exercises: [String: Exercise]
    /// Translated exercise files that do not parse: they fall back to English, and
    /// `contentProblems` reports them.
    let unreadable: [String]

    /// Reads the translation of `lessons` and `exerciseNames` from `source`'s folder for the
    /// language, or nil when there is no such folder.
    init?(language: Language, source: CourseSource, lessons: [Catalog.Lesson], exerciseNames: [String]) {
        guard source.hasFolder(language.code) else { return nil }
        self.language = language
        self.source = source
        var texts: [String: String] = [:]
        for lesson in lessons {
            if let text = source.text(language.code + "/" + lesson.file) { texts[lesson.file] = text }
        }
        lessonTexts = texts
        var exercises: [String: Exercise] = [:], unreadable: [String] = []
        for name in exerciseNames {
            let path = source.name(of: language.code + "/exercises/\(name).exercise")
            guard let text = source.text(language.code + "/exercises/\(name).exercise") else { continue }
            do { exercises[name] = try Exercise(name: name, text: text, file: path) } catch {
                if case .at = error { unreadable.append(error.description) } else { unreadable.append("\(language.code)/exercises/\(name).exercise: \(error)") }
            }
        }
        // A translated exercise the English course does not have is never shown: say so.
        for file in source.files(in: language.code + "/exercises") where file.hasSuffix(".exercise") && !exerciseNames.contains(String(file.dropLast(".exercise".count))) {
            unreadable.append("\(language.code)/exercises/\(file): translates no exercise of the English course: name it as the English file, or remove it")
        }
        self.exercises = exercises
        self.unreadable = unreadable
    }

    /// A translated lesson's title: its first `# ` heading without the `第 N 课：` (or
    /// `Lesson N: `) in front, or nil when the lesson is not translated.
    public func title(of lesson: Catalog.Lesson) -> String? {
        guard let text = lessonTexts[lesson.file] else { return nil }
        let heading = LessonDocument(markdown: text).title
        guard !heading.isEmpty else { return nil }
        for separator in ["：", ": "] {
            if let range = heading.range(of: separator), heading[..<range.lowerBound].contains(String(lesson.number)) {
                return String(heading[range.upperBound...]).trimmingWhitespace
            }
        }
        return heading
    }
}
