import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct LessonTests {
    static let folder = repositoryRoot.appendingPathComponent("lessons")

    /// The lessons, then their translations (`zh/000-….md`), which must print the same (the
    /// author's guide is checked for its example exercise instead: `AuthoringCheckTests`).
    static var files: [String] {
        func lessons(in subfolder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? [])
                .filter { $0.hasSuffix(".md") && !["README.md", "GLOSSARY.md", "AUTHORING.md"].contains($0) }.sorted()
                .map { subfolder.isEmpty ? $0 : subfolder + "/" + $0 }
        }
        return lessons(in: "") + Language.allCases.filter { $0 != .english }.flatMap { lessons(in: $0.code) }
    }

    @Test func thereAreLessonsToCheck() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func everyLessonPrintsWhatItSays(file: String) throws {
        let lesson = LessonDocument(markdown: try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        #expect(!lesson.title.isEmpty)
        #expect(lesson.steps.count > 5)
        let failures = lesson.check()
        #expect(failures.isEmpty, "\(file):\n\(failures.map(\.description).joined(separator: "\n\n"))")
    }

    /// Each question's answer is what its example prints, and no example is shown (the same
    /// command on the same scene) before the question about it.
    @Test(arguments: files)
    func everyQuestionIsRightAndAskedBeforeItsExampleIsShown(file: String) throws {
        let lesson = LessonDocument(markdown: try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        #expect(lesson.questionProblems().isEmpty, "\(file):\n\(lesson.questionProblems().joined(separator: "\n"))")
    }

    /// The Swift a lesson shows must compile in Xcode too. `x ?? "text"` compiles only when x is
    /// a `String?`, and nothing a body sees is one (responders, views and points are not), so it
    /// is the mistake of mixing a `UIResponder?` with a String.
    @Test(arguments: files)
    func noSnippetCoalescesANonStringWithAString(file: String) throws {
        let lesson = LessonDocument(markdown: try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        let offending = lesson.steps.filter { $0.command.hasPrefix("override ") && $0.command.contains("?? \"") }
        #expect(offending.isEmpty, "\(file): lines \(offending.map(\.line)) coalesce with a string literal; use `if let` instead")
    }

    @Test func lessonsSplitIntoProseAndSessionBlocksWithLineNumbers() {
        let lesson = LessonDocument(markdown: "# Title\n\nSome prose\nover two lines.\n\n```hitlab\n(hitlab) chain RedView\nRedView → [..]\n```\n\nMore.\n")
        #expect(lesson.title == "Title")
        #expect(lesson.parts.count == 4)
        #expect(lesson.steps == [Transcript.Step(command: "chain RedView", expected: ["RedView → [..]"], line: 7)])
        #expect(lesson.check().isEmpty)
    }

    @Test func updatingRewritesOnlyTheOutput() {
        let stale = "Intro.\n\n```hitlab\n(hitlab) chain RedView\nsomething old\n```\n"
        let updated = LessonDocument.updating(stale)
        #expect(updated == "Intro.\n\n```hitlab\n(hitlab) chain RedView\nRedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n")
        #expect(LessonDocument(markdown: updated).check().isEmpty)
    }
}
