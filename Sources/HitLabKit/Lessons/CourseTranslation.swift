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
    /// `lessons/zh`.
    public let folder: String
    /// The translated lesson files' text, by the English file name.
    public let lessonTexts: [String: String]
    /// The translated exercises that parse, by name.
    public let exercises: [String: Exercise]
    /// Translated exercise files that do not parse: they fall back to English, and
    /// `contentProblems` reports them.
    package let unreadable: [String]

    /// Reads the translation of `lessons` and `exerciseNames` from `folder`, or nil when the
    /// folder does not exist.
    package init?(language: Language, folder: String, lessons: [Catalog.Lesson], exerciseNames: [String]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        self.language = language
        self.folder = folder
        var texts: [String: String] = [:]
        for lesson in lessons {
            if let text = try? String(contentsOfFile: folder + "/" + lesson.file, encoding: .utf8) { texts[lesson.file] = text }
        }
        lessonTexts = texts
        var exercises: [String: Exercise] = [:], unreadable: [String] = []
        for name in exerciseNames {
            let path = folder + "/exercises/\(name).exercise"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            do { exercises[name] = try Exercise(name: name, text: text, file: path) } catch {
                if case .at = error { unreadable.append(error.description) } else { unreadable.append("\(language.code)/exercises/\(name).exercise: \(error)") }
            }
        }
        // A translated exercise the English course does not have is never shown: say so.
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/exercises")) ?? []
        for file in files.sorted() where file.hasSuffix(".exercise") && !exerciseNames.contains(String(file.dropLast(".exercise".count))) {
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
