import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab check [FILE…]`: runs the session blocks of lessons (`.md`) and transcripts (`.t`)
/// and reports every mismatch; `--update` rewrites their expected output instead. Exercises
/// (`.exercise` files, and ```` ```exercise ```` blocks in Markdown such as the author's
/// guide) are checked as the course checks them: each problem at its file and line.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check that lessons and transcripts still print what they say (all bundled ones by default).",
        discussion: "Exits non-zero when any block's output differs or any exercise has a problem (a probe that does not parse, a solution that fails, a shortcut that passes, a lesson the course lacks, a file the manifest does not list). --update rewrites the expected output in place."
    )

    @Argument(help: "Lesson (.md), transcript (.t) or exercise (.exercise) files; by default every one under lessons/ and transcripts/, and the course's exercises.")
    var files: [String] = []

    @Flag(help: "Rewrite each file's expected output with what the commands print now.")
    var update = false

    @Flag(help: "With --update: rewrite a read-only file (it stays read-only), or the file a link points to.")
    var force = false

    mutating func run() throws {
        Terminal.setUpLocale()
        let targets = files.isEmpty ? Bundled.allCheckableFiles() : files
        guard !targets.isEmpty else {
            Terminal.writeError("error: no lessons or transcripts to check: run inside a checkout of HitLab (it checks the repository's copy) or name the files")
            throw ExitCode(2)
        }
        // Each file is checked on its own (the files share nothing), on every core, and so is
        // each part of the course's own content (its exercises, which build scenes, most of
        // all): what each says is printed in order. `--update` rewrites files, one at a time.
        let (update, force) = (self.update, self.force)
        var course: (root: String, catalog: Catalog)?
        var courseError: LessonError?
        if files.isEmpty && !update, let root = Bundled.root {
            do { course = (root, try Catalog(folder: root + "/lessons")) } catch { courseError = error }
        }
        let parts = course?.catalog.contentChecks ?? []
        // What the README and the manual's pages show, which a newcomer reads before the lessons:
        // a lesson's question must not be one of those examples.
        let front = files.isEmpty ? Self.frontPageExamples(in: targets) : [:]
        let jobs = targets.map(CheckJob.file) + parts.indices.map(CheckJob.course)
        // Each job runs on a deep-stack thread, where its taps run in place: one hand-off
        // between threads a job, not one a tap.
        let run: @Sendable (CheckJob) -> FileOutcome = { job in
            DeepStack.run {
                switch job {
                case .file(let path): return Self.check(path, update: update, force: force, shownElsewhere: front)
                case .course(let n): return FileOutcome(lines: parts[n]())
                }
            }
        }
        let outcomes = update ? jobs.map(run) : ParallelMap.map(jobs, run)
        var failed = 0
        for outcome in outcomes.prefix(targets.count) {
            outcome.errors.forEach { Terminal.writeError($0) }
            outcome.lines.forEach { print($0) }
            if outcome.failed { failed += 1 }
        }
        if let courseError {
            failed += 1
            print("error: \(courseError)")
        }
        if let (root, catalog) = course {
            // The course itself: exercises fail from their start and pass with their solution.
            let problems = outcomes.dropFirst(targets.count).flatMap(\.lines)
            if problems.isEmpty {
                print("\(root)/lessons/exercises: \(catalog.exercises.count) exercises ok")
                for t in catalog.translations.values.sorted(by: { $0.language.code < $1.language.code }) {
                    print("\(root)/lessons/\(t.language.code): \(t.lessonTexts.count) of \(catalog.lessons.count) lessons and \(t.exercises.count) of \(catalog.exercises.count) exercises translated, each matching the English")
                }
            } else {
                failed += 1
                print("\(root)/lessons/exercises: \(problems.count) problem\(problems.count == 1 ? "" : "s")")
                problems.forEach { print("  " + $0) }
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// A piece of `check`'s work: a file, or a part of the course's content (`Catalog.contentChecks`).
    enum CheckJob: Sendable {
        case file(String)
        case course(Int)
    }

    /// What checking one file found: the lines to print, the errors to write, and whether it failed.
    struct FileOutcome: Sendable {
        var lines: [String] = []
        var errors: [String] = []
        var failed = false
    }

    /// Checks one lesson, transcript or exercise file (or, with `update`, rewrites its expected
    /// output) and says what it found, printing nothing itself.
    static func check(_ path: String, update: Bool, force: Bool, shownElsewhere: [String: String] = [:]) -> FileOutcome {
        var outcome = FileOutcome()
        let text: String
        do { text = try InputFile.read(path) } catch {
            outcome.errors.append("error: \(error.message)")
            outcome.failed = true
            return outcome
        }
        if path.hasSuffix(".exercise") {
            if !report(path, Self.exerciseProblems(path: path, text: text), into: &outcome) { outcome.failed = true }
            return outcome
        }
        let steps = path.hasSuffix(".t") ? Transcript(parsing: text).steps : LessonDocument(markdown: text).steps
        let examples = path.hasSuffix(".t") ? [] : Exercise.examples(inMarkdown: text, file: path)
        if !examples.isEmpty, !update {
            let problems = examples.flatMap { example -> [String] in
                switch example {
                case .success(let e): return Catalog.exerciseProblems(e)
                case .failure(let error): return [error.description]
                }
            }
            if !problems.isEmpty { outcome.failed = true }
            outcome.lines.append("\(path): \(examples.count) example exercise\(examples.count == 1 ? "" : "s") " + (problems.isEmpty ? "ok" : "with \(problems.count) problem\(problems.count == 1 ? "" : "s")"))
            problems.forEach { outcome.lines.append("  " + $0) }
            if steps.isEmpty { return outcome }
        }
        guard !steps.isEmpty || !examples.isEmpty else {
            outcome.errors.append("error: \(path) checks nothing: it has no `(hitlab) ` command lines (indented by two spaces in a transcript, "
                                + "in ```hitlab blocks in a lesson); a scene script runs with `hitlab run \(path)`")
            outcome.failed = true
            return outcome
        }
        if update {
            let updated = path.hasSuffix(".t") ? Transcript.updating(text, language: Transcript.language(ofFile: path)) : LessonDocument.updating(text)
            var note = ""
            if updated != text {
                do {
                    note = try AtomicFile.write(updated, to: path, mark: .own, force: force)
                } catch {
                    outcome.errors.append("error: \(error.message)")
                    outcome.failed = true
                    return outcome
                }
            }
            outcome.lines.append("\(path): \(updated == text ? "unchanged" : "updated")\(note)")
            // New output can make an answer wrong: a lesson's questions are checked again.
            if !path.hasSuffix(".t") {
                let questions = LessonDocument(markdown: updated).checkingQuestions().questions
                if !questions.isEmpty {
                    outcome.failed = true
                    outcome.lines.append("\(path): \(questions.count) question\(questions.count == 1 ? "" : "s") still wrong")
                    questions.forEach { outcome.lines.append("  " + $0) }
                }
            }
            return outcome
        }
        // A lesson's questions too: each answer is what its example prints, asked before it is shown.
        let (failures, questions) = path.hasSuffix(".t")
            ? (Transcript(parsing: text).check(in: Transcript.session(in: Transcript.language(ofFile: path))), [])
            : LessonDocument(markdown: text).checkingQuestions(shownElsewhere: Bundled.isFrontPage(path) ? [:] : shownElsewhere)
        // A translated transcript keeps the English one's commands.
        if path.hasSuffix(".t"), Transcript.language(ofFile: path) != .english {
            let english = (path as NSString).deletingLastPathComponent + "/../" + (path as NSString).lastPathComponent
            let problems = if let englishText = try? InputFile.read(english) {
                Transcript.translationProblems(english: Transcript(parsing: englishText), translated: Transcript(parsing: text), file: path)
            } else {
                ["\(path): translates no English transcript: name it as a file of the folder above it"]
            }
            if !problems.isEmpty {
                outcome.failed = true
                problems.forEach { outcome.lines.append($0) }
            }
        }
        if failures.isEmpty && questions.isEmpty {
            if !outcome.failed { outcome.lines.append("\(path): ok") }
        } else {
            outcome.failed = true
            if !failures.isEmpty { outcome.lines.append("\(path): \(failures.count == 1 ? "1 block differs" : "\(failures.count) blocks differ")") }
            failures.forEach { outcome.lines.append($0.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")) }
            if !failures.isEmpty {
                outcome.lines.append("  (when the new output is right, `hitlab check --update \(path)` writes it into the file)")
            }
            if !questions.isEmpty { outcome.lines.append("\(path): \(questions.count) question\(questions.count == 1 ? "" : "s") wrong") }
            questions.forEach { outcome.lines.append("  " + $0) }
        }
        return outcome
    }

    /// The examples of the README and of the manual's pages among `paths`, each with where it is.
    static func frontPageExamples(in paths: [String]) -> [String: String] {
        var all: [String: String] = [:]
        for path in paths where Bundled.isFrontPage(path) {
            guard let text = try? InputFile.read(path) else { continue }
            let name = Bundled.root.map { path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : path } ?? path
            for (key, line) in LessonDocument(markdown: text).exampleKeys() where all[key] == nil { all[key] = "\(name) line \(line)" }
        }
        return all
    }

    /// Adds `PATH: ok`, or how many problems and each one; true when there are none.
    private static func report(_ path: String, _ problems: [String], into outcome: inout FileOutcome) -> Bool {
        outcome.lines.append(problems.isEmpty ? "\(path): ok" : "\(path): \(problems.count) problem\(problems.count == 1 ? "" : "s")")
        problems.forEach { outcome.lines.append("  " + $0) }
        return problems.isEmpty
    }

    /// One exercise file's problems; its lesson is checked against the course it sits in
    /// (`lessons/exercises/NAME.exercise` beside `lessons/manifest.json`) when there is one.
    static func exerciseProblems(path: String, text: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let exercise: Exercise
        do { exercise = try Exercise(name: name, text: text, file: path) } catch {
            if case .at = error { return [error.description] }
            return ["\(path): \(error)"]
        }
        let course = try? Catalog(folder: url.deletingLastPathComponent().deletingLastPathComponent().path)
        let listedUnder = course?.lessons.first { $0.exercises.contains(name) }?.number
        // In a course, an exercise its manifest does not list is one no learner can open.
        let unlisted = course != nil && listedUnder == nil
            ? ["\(path): is not in manifest.json: add \(name) to its lesson's \"exercises\", or remove the file"] : []
        return unlisted + Catalog.exerciseProblems(exercise, lessons: course?.lessons.map(\.number), listedUnder: listedUnder)
    }
}
