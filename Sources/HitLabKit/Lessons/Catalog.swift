import Foundation

/// The bundled course: `lessons/manifest.json` gives the lessons in order and the exercises
/// of each; exercises live in `lessons/exercises/NAME.exercise`. A translation lives in
/// `lessons/<code>/` (see `CourseTranslation`); what it lacks is read in English.
public struct Catalog: Sendable {
    /// One lesson as the manifest lists it.
    public struct Lesson: Sendable, Codable, Equatable {
        public let number: Int
        public let file: String
        public let title: String
        public let source: String
        public let exercises: [String]
    }

    struct Manifest: Codable {
        let formatVersion: Int
        let lessons: [Lesson]
    }

    /// The folder holding `manifest.json`.
    public let folder: String
    public let lessons: [Lesson]
    /// Every exercise, in lesson order.
    public let exercises: [Exercise]
    /// The translations found beside the English, by language.
    public let translations: [Language: CourseTranslation]

    public init(folder: String) throws(LessonError) {
        self.folder = folder
        let data: Data
        do { data = Data(try InputFile.read(folder + "/manifest.json").utf8) } catch {
            throw .manifest("cannot be read from \(folder): \(error.message)")
        }
        let manifest: Manifest
        do { manifest = try JSONDecoder().decode(Manifest.self, from: data) } catch {
            throw .manifest("is not valid: " + Self.explain(error, in: data))
        }
        guard manifest.formatVersion == 1 else { throw .manifest("formatVersion \(manifest.formatVersion) is newer than this HitLab reads (1)") }
        // Names become file names (the exercise file, the learner's saved work): `../x` must
        // never reach a path.
        for lesson in manifest.lessons {
            guard lesson.file.hasSuffix(".md"), ProgressStore.isValidName(lesson.file) else {
                throw .manifest("lesson \(lesson.number)'s file '\(lesson.file)' is not a plain file name in lessons/ (letters, digits, - _ . and ending .md)")
            }
            for name in lesson.exercises where !ProgressStore.isValidName(name) {
                throw .manifest("lesson \(lesson.number) lists the exercise '\(name)', which is not a valid name (letters, digits, - _ and ., starting with a letter or digit)")
            }
        }
        lessons = manifest.lessons
        var exercises: [Exercise] = []
        for name in manifest.lessons.flatMap(\.exercises) {
            let path = folder + "/exercises/\(name).exercise"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw .manifest("lists exercise \(name), but \(path) cannot be read")
            }
            exercises.append(try Exercise(name: name, text: text))
        }
        self.exercises = exercises
        var translations: [Language: CourseTranslation] = [:]
        for language in Language.allCases where language != .english {
            translations[language] = CourseTranslation(language: language, folder: folder + "/" + language.code,
                                                       lessons: lessons, exerciseNames: exercises.map(\.name))
        }
        self.translations = translations
    }

    /// A decoding error as one line: where in the JSON, and what is wrong there.
    static func explain(_ error: Error, in data: Data) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context):
            // JSONDecoder on Linux drops the parser's message; JSONSerialization still says it.
            var detail = context.debugDescription
            if context.codingPath.isEmpty {
                do { _ = try JSONSerialization.jsonObject(with: data) } catch {
                    detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? detail
                }
                return "not JSON: " + detail
            }
            return "\(path(context.codingPath)): " + detail
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) should be \(type == String.self ? "a string" : type == Int.self ? "a number" : "\(type)")"
        @unknown default:
            return "\(error)"
        }
    }

    /// The exercise called `name`, in `language` when it is translated, else in English.
    public func exercise(named name: String, in language: Language = .english) throws(LessonError) -> Exercise {
        if let e = exercises.first(where: { $0.name == name }) { return translations[language]?.exercises[name] ?? e }
        throw .unknownExercise(name, suggestions: NameSuggestions.nearest(to: name, in: exercises.map(\.name)))
    }

    /// The lesson's Markdown, in `language` when it is translated, else in English.
    public func lessonText(_ lesson: Lesson, in language: Language = .english) -> String? {
        if let text = translations[language]?.lessonTexts[lesson.file] { return text }
        return try? String(contentsOfFile: folder + "/" + lesson.file, encoding: .utf8)
    }

    /// The lesson's title, in `language` when it is translated, else the manifest's.
    public func title(of lesson: Lesson, in language: Language = .english) -> String {
        translations[language]?.title(of: lesson) ?? lesson.title
    }

    /// `Lesson 0: How a touch finds its view…`, or `第 0 课：…` in Chinese.
    public func heading(of lesson: Lesson, in language: Language = .english) -> String {
        PracticeWording(language: language).lessonHeading(lesson.number, title(of: lesson, in: language))
    }

    /// Problems with the content itself: duplicate names, missing hints, probes that are all
    /// visible or all hidden, exercises already solved by their start, solutions that fail.
    public func contentProblems() -> [String] {
        var problems: [String] = []
        var seen = Set<String>()
        for e in exercises {
            if !seen.insert(e.name).inserted { problems.append("exercise \(e.name) is listed twice: names must be unique") }
            if e.hints.isEmpty { problems.append("exercise \(e.name) has no hints") }
            if !e.probes.contains(where: \.hidden) { problems.append("exercise \(e.name) has no hidden probe") }
            if !e.probes.contains(where: { !$0.hidden }) { problems.append("exercise \(e.name) has no visible probe") }
            let grader = Grader(exercise: e)
            switch grader.state(applying: "") {
            case .failure(let error): problems.append("\(error)")
            case .success(let start):
                if grader.grade(start).allSatisfy(\.passed) { problems.append("exercise \(e.name) is already solved by its starting scene") }
            }
            switch grader.state(applying: e.solution) {
            case .failure(let error): problems.append("exercise \(e.name)'s solution does not run: \(error)")
            case .success(let solved):
                let failed = grader.grade(solved).filter { !$0.passed }
                if !failed.isEmpty { problems.append("exercise \(e.name)'s solution fails: " + failed.map { "\($0.probe.summary), but \($0.got)" }.joined(separator: "; ")) }
            }
        }
        for lesson in lessons where lessonText(lesson) == nil {
            problems.append("lesson \(lesson.number): \(lesson.file) cannot be read")
        }
        return problems + translationProblems()
    }

    /// Where a translation drifted from the English: a lesson's fenced blocks, an exercise's
    /// start, solution, probes or hint count, or a translated exercise that does not parse.
    public func translationProblems() -> [String] {
        var problems: [String] = []
        for translation in translations.values.sorted(by: { $0.language.code < $1.language.code }) {
            let code = translation.language.code
            for lesson in lessons {
                guard let translated = translation.lessonTexts[lesson.file], let english = lessonText(lesson) else { continue }
                problems += TranslationDrift.lessonProblems(english: english, translated: translated, file: "\(code)/\(lesson.file)")
            }
            problems += translation.unreadable
            for e in exercises {
                guard let translated = translation.exercises[e.name] else { continue }
                problems += TranslationDrift.exerciseProblems(english: e, translated: translated, file: "\(code)/exercises/\(e.name).exercise")
            }
        }
        return problems
    }
}
