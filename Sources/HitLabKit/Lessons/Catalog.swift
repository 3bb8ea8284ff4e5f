import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
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

    /// Where the course was read from: a `lessons/` folder, or the copy built into HitLab.
    public let source: CourseSource
    public let lessons: [Lesson]
    /// Every exercise, in lesson order.
    public let exercises: [Exercise]
    /// The translations found beside the English, by language.
    public let translations: [Language: CourseTranslation]
    /// What reading the course found wrong without stopping: a listed exercise whose file is
    /// missing or does not parse (it is left out), an exercise file the manifest does not list.
    public let loadProblems: [String]

    /// The course in `folder`, the folder holding `manifest.json`.
    public init(folder: String) throws(LessonError) {
        try self.init(source: .folder(folder))
    }

    /// The course read from `source`.
    public init(source: CourseSource) throws(LessonError) {
        self.source = source
        let data: Data
        switch source {
        case .folder(let folder):
            do { data = Data(try InputFile.read(folder + "/manifest.json").utf8) } catch {
                throw .manifest("cannot be read from \(folder): \(error.message)")
            }
        case .builtIn:
            guard let text = source.text("manifest.json") else { throw .manifest("is missing from the built-in course") }
            data = Data(text.utf8)
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
        var exercises: [Exercise] = [], problems: [String] = []
        for lesson in manifest.lessons {
            for name in lesson.exercises {
                let path = source.name(of: "exercises/\(name).exercise")
                guard let text = source.text("exercises/\(name).exercise") else {
                    problems.append("\(source.name(of: "manifest.json")): lesson \(lesson.number) lists the exercise \(name), but \(path) cannot be read: add the file, or take the name out")
                    continue
                }
                do { exercises.append(try Exercise(name: name, text: text, file: path)) } catch {
                    if case .at = error { problems.append(error.description) } else { problems.append("\(path): \(error)") }
                }
            }
        }
        let listed = Set(manifest.lessons.flatMap(\.exercises))
        for file in source.files(in: "exercises") where file.hasSuffix(".exercise") && !listed.contains(String(file.dropLast(".exercise".count))) {
            problems.append("\(source.name(of: "exercises/" + file)): is not in manifest.json: add \(file.dropLast(".exercise".count)) to its lesson's \"exercises\", or remove the file")
        }
        self.exercises = exercises
        loadProblems = problems
        var translations: [Language: CourseTranslation] = [:]
        for language in Language.allCases where language != .english {
            translations[language] = CourseTranslation(language: language, source: source,
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
        return source.text(lesson.file)
    }

    /// The lesson's title, in `language` when it is translated, else the manifest's.
    public func title(of lesson: Lesson, in language: Language = .english) -> String {
        translations[language]?.title(of: lesson) ?? lesson.title
    }

    /// `Lesson 0: How a touch finds its view…`, or `第 0 课：…` in Chinese.
    public func heading(of lesson: Lesson, in language: Language = .english) -> String {
        language.practice.lessonHeading(lesson.number, title(of: lesson, in: language))
    }

    /// Problems with the content itself: what reading it found, duplicate names, unreadable
    /// lessons and the translations', then each exercise's own problems (`exerciseProblems`).
    public func contentProblems() -> [String] {
        contentChecks.flatMap { $0() }
    }

    /// `contentProblems()` in parts that share nothing, in the order their problems are
    /// listed, so a caller can work them out on every core (`hitlab check`): what reading the
    /// course found and its lessons and translations first, then one part per exercise
    /// (building its start, solution and shortcuts, the most of the work).
    public var contentChecks: [@Sendable () -> [String]] {
        let course = self
        let whole: @Sendable () -> [String] = {
            var problems = course.loadProblems
            var seen = Set<String>()
            for e in course.exercises where !seen.insert(e.name).inserted { problems.append("exercise \(e.name) is listed twice: names must be unique") }
            for lesson in course.lessons where course.lessonText(lesson) == nil {
                problems.append("lesson \(lesson.number): \(lesson.file) cannot be read")
            }
            return problems + course.translationProblems()
        }
        let numbers = lessons.map(\.number)
        return [whole] + exercises.map { e in
            let listedUnder = lessons.first { $0.exercises.contains(e.name) }?.number
            return { Self.exerciseProblems(e, lessons: numbers, listedUnder: listedUnder) }
        }
    }

    /// One exercise's problems: no hints, probes all visible or all hidden, a `lesson:` the
    /// course does not have (or another than the manifest lists it under), a probe naming a
    /// view or responder the scene lacks, a start that already passes, a solution that fails a
    /// probe, no shortcuts, and a shortcut that does not run or passes every probe. Each names
    /// the file, and the line where there is one.
    public static func exerciseProblems(_ e: Exercise, lessons: [Int]? = nil, listedUnder: Int? = nil) -> [String] {
        var problems: [String] = []
        let file = e.file
        if e.hints.isEmpty { problems.append("\(file): has no hints: add a `## Hints` list, `- ` a hint") }
        if !e.probes.contains(where: \.hidden) { problems.append("\(file): has no hidden probe: mark at least one `hidden`") }
        if !e.probes.contains(where: { !$0.hidden }) { problems.append("\(file): has no visible probe: leave at least one without `hidden`") }
        if let lessons {
            let place = e.lessonLine > 0 ? "\(file):\(e.lessonLine)" : file
            if let n = Int(e.lesson), lessons.contains(n) {
                if let listedUnder, listedUnder != n { problems.append("\(place): says lesson: \(n), but manifest.json lists it under lesson \(listedUnder): make them the same") }
            } else {
                let known = lessons.map(String.init).joined(separator: ", ")
                problems.append("\(place): " + (e.lesson.isEmpty ? "has no `lesson: N` line" : "says lesson: \(e.lesson), which the course does not have") + "; its lessons are \(known)")
            }
        }
        let grader = Grader(exercise: e)
        switch grader.state(applying: "") {
        case .failure(let error): problems.append("\(error)")
        case .success(let start):
            if grader.grade(start).allSatisfy(\.passed) { problems.append("\(file): is already solved by its starting scene: a probe must fail there") }
        }
        switch grader.state(applying: e.solution) {
        case .failure(let error): problems.append("\(file): its solution does not run: \(error)")
        case .success(let solved):
            var missing = Set<Int>()
            for probe in e.probes {
                // A `do` probe may add the view it names (a second control in the overlay):
                // its names are looked up in the scene its commands leave.
                let scene = probe.commands == nil ? solved.scene : grader.touches(of: probe, on: solved).last?.delivery.trace.scene ?? solved.scene
                for name in probe.expectation.namedResponders where scene.responder(named: name) == nil && SceneFacts.facts(of: name, in: scene, classes: solved.classes) == nil {
                    missing.insert(probe.line)
                    let near = NameSuggestions.nearest(to: name, in: scene.viewNames + scene.recognizerNames + scene.controllerNames)
                    problems.append("\(file):\(probe.line): the probe names \(name), which the scene does not have" + NameSuggestions.hint(near))
                }
            }
            for outcome in grader.grade(solved) where !outcome.passed && !missing.contains(outcome.probe.line) {
                problems.append("\(file):\(outcome.probe.line): the solution fails this probe: \(EnglishWords().summary(outcome.probe)), but \(EnglishWords().observation(outcome))")
            }
        }
        if e.shortcuts.isEmpty {
            problems.append("\(file): has no `## Shortcuts`: list, each under a `### TITLE`, the scripts a learner might try instead (a fixed return value, a moved view, a changed frame, the fix the task forbids)")
        }
        for shortcut in e.shortcuts {
            switch grader.state(applying: shortcut.script) {
            case .failure(let error):
                problems.append("\(file):\(shortcut.line): the shortcut “\(shortcut.title)” does not run (\(error)): a shortcut must build, so that the probes are what refuse it")
            case .success(let state):
                if grader.grade(state).allSatisfy(\.passed) {
                    problems.append("\(file):\(shortcut.line): the shortcut “\(shortcut.title)” passes every probe: add a probe that refuses it (keeps NAME, frame NAME X,Y,W,H, or a tap it gets wrong)")
                }
            }
        }
        return problems
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
