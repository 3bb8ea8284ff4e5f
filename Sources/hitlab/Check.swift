import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab check [FILE…]`: runs the session blocks of lessons (`.md`) and transcripts (`.t`)
/// and reports every mismatch; `--update` rewrites their expected output instead.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check that lessons and transcripts still print what they say (all bundled ones by default).",
        discussion: "Exits non-zero when any block's output differs. --update rewrites the expected output in place."
    )

    @Argument(help: "Lesson (.md) or transcript (.t) files; by default every one under lessons/ and transcripts/.")
    var files: [String] = []

    @Flag(help: "Rewrite each file's expected output with what the commands print now.")
    var update = false

    @Flag(help: "With --update: rewrite a read-only file (it stays read-only), or the file a link points to.")
    var force = false

    mutating func run() throws {
        Terminal.setUpLocale()
        let targets = files.isEmpty ? Bundled.allCheckableFiles() : files
        guard !targets.isEmpty else {
            Terminal.writeError("error: no lessons or transcripts found: run from the HitLab folder or name the files")
            throw ExitCode(2)
        }
        var failed = 0
        for path in targets {
            let text: String
            do { text = try InputFile.read(path) } catch {
                Terminal.writeError("error: \(error.message)")
                failed += 1
                continue
            }
            let steps = path.hasSuffix(".t") ? Transcript(parsing: text).steps : LessonDocument(markdown: text).steps
            guard !steps.isEmpty else {
                Terminal.writeError("error: \(path) checks nothing: it has no `(hitlab) ` command lines (indented by two spaces in a transcript, "
                                    + "in ```hitlab blocks in a lesson); a scene script runs with `hitlab run \(path)`")
                failed += 1
                continue
            }
            if update {
                let updated = path.hasSuffix(".t") ? Transcript.updating(text) : LessonDocument.updating(text)
                var note = ""
                if updated != text {
                    do {
                        note = try AtomicFile.write(updated, to: path, mark: .own, force: force)
                    } catch {
                        Terminal.writeError("error: \(error.message)")
                        failed += 1
                        continue
                    }
                }
                print("\(path): \(updated == text ? "unchanged" : "updated")\(note)")
                continue
            }
            let failures = path.hasSuffix(".t")
                ? Transcript(parsing: text).check(in: Session(startScript: SampleScenes.colouredViewsScript))
                : LessonDocument(markdown: text).check()
            if failures.isEmpty {
                print("\(path): ok")
            } else {
                failed += 1
                print("\(path): \(failures.count) block\(failures.count == 1 ? "" : "s") differ")
                failures.forEach { print($0.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")) }
            }
        }
        if files.isEmpty && !update {
            // The course itself: exercises fail from their start and pass with their solution.
            guard let root = Bundled.root else { throw ExitCode(failed > 0 ? 1 : 0) }
            do {
                let catalog = try Catalog(folder: root + "/lessons")
                let problems = catalog.contentProblems()
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
            } catch {
                failed += 1
                print("error: \(error)")
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
