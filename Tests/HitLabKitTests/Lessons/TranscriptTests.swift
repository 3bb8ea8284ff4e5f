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

@Suite struct TranscriptTests {
    /// The repository's `transcripts/` folder, found from this file's place.
    static let folder = repositoryRoot.appendingPathComponent("transcripts")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".t") }.sorted()
    }

    @Test func thereAreTranscriptsToCheck() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func everyTranscriptReplaysExactly(file: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let transcript = Transcript(parsing: text)
        #expect(!transcript.steps.isEmpty)
        let failures = transcript.check(in: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(failures.isEmpty, "\(file):\n\(failures.map(\.description).joined(separator: "\n\n"))")
    }

    @Test func theDiffKeepsMatchingLinesAsContext() {
        #expect(Transcript.diff(["a", "b", "c"], ["a", "x", "c", "d"]) == ["  a", "- b", "+ x", "  c", "+ d"])
        #expect(Transcript.diff(["hit: [..]"], ["hit: A"]) == ["  hit: A"])
    }

    @Test func wildcardsMatchLinesAndText() {
        #expect(Transcript.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(Transcript.matches(["a", "...", "d"], ["a", "d"]))
        #expect(!Transcript.matches(["a", "...", "d"], ["a", "b"]))
        #expect(Transcript.lineMatches("hit: [..] | chain: [..]AppDelegate", "hit: GreenView | chain: GreenView → AppDelegate"))
        #expect(!Transcript.lineMatches("hit: [..]View", "hit: nil"))
        #expect(Transcript.matches([], []))
        #expect(!Transcript.matches(["x"], []))
    }

    @Test func parsingSeparatesProseCommandsContinuationsAndOutput() {
        let t = Transcript(parsing: "Some prose.\n\n  (hitlab) override A.hitTest {\n  ...     return nil\n  ... }\n  (hitlab) tap 1 2\n  hit: A\n\nMore prose.\n")
        #expect(t.steps == [
            Transcript.Step(command: "override A.hitTest {\n    return nil\n}", expected: [], line: 3),
            Transcript.Step(command: "tap 1 2", expected: ["hit: A"], line: 6),
        ])
    }

    @Test func aMismatchIsReportedAsADiff() {
        let t = Transcript(parsing: "  (hitlab) chain RedView\n  RedView → UIWindow\n")
        let failures = t.check(in: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(failures.map(\.description) == [
            "@@ line 1: (hitlab) chain RedView @@\n- RedView → UIWindow\n+ RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate",
        ])
    }

    @Test func lessonBlocksAndTranscriptsAreReadTheSameWay() {
        let block = ["(hitlab) override A.hitTest {", "... return nil", "... }", "error: no view or controller named 'A'", "",
                     "(hitlab) tap 1 1", "hit: UIWindow [..]"]
        let transcript = Transcript(parsing: "Prose.\n\n" + block.map { "  " + $0 }.joined(separator: "\n") + "\nMore prose.\n")
        let lesson = LessonDocument(markdown: "Prose.\n\n```hitlab\n" + block.joined(separator: "\n") + "\n```\nMore prose.\n")
        #expect(transcript.steps.map(\.command) == ["override A.hitTest {\nreturn nil\n}", "tap 1 1"])
        #expect(transcript.steps.map(\.command) == lesson.steps.map(\.command))
        #expect(transcript.steps.map(\.expected) == lesson.steps.map(\.expected))
        #expect(transcript.steps.map(\.line) == [3, 8])
        #expect(lesson.steps.map(\.line) == [4, 9])
    }
}
