import Foundation

/// The bundled course: `lessons/manifest.json` gives the lessons in order and the exercises
/// of each; exercises live in `lessons/exercises/NAME.exercise`.
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

    public init(folder: String) throws(LessonError) {
        self.folder = folder
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")) } catch {
            throw .manifest("cannot be read from \(folder): \(error.localizedDescription)")
        }
        let manifest: Manifest
        do { manifest = try JSONDecoder().decode(Manifest.self, from: data) } catch {
            throw .manifest("is not valid: \(error)")
        }
        guard manifest.formatVersion == 1 else { throw .manifest("formatVersion \(manifest.formatVersion) is newer than this HitLab reads (1)") }
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
    }

    public func exercise(named name: String) throws(LessonError) -> Exercise {
        if let e = exercises.first(where: { $0.name == name }) { return e }
        throw .unknownExercise(name, suggestions: NameSuggestions.nearest(to: name, in: exercises.map(\.name)))
    }

    public func lessonText(_ lesson: Lesson) -> String? {
        try? String(contentsOfFile: folder + "/" + lesson.file, encoding: .utf8)
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
        return problems
    }
}
