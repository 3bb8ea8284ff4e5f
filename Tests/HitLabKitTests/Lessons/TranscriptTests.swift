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

    /// The English transcripts, then their translations as `zh/NAME.t` and `zh-Hant/NAME.t`.
    static var files: [String] {
        let english = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".t") }.sorted()
        let translated = Language.allCases.filter { $0 != .english }.flatMap { language in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(language.code).path)) ?? [])
                .filter { $0.hasSuffix(".t") }.sorted().map { language.code + "/" + $0 }
        }
        return english + translated
    }

    @Test func thereAreTranscriptsToCheck() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func everyTranscriptReplaysExactly(file: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let transcript = Transcript(parsing: text)
        #expect(!transcript.steps.isEmpty)
        let failures = transcript.check(in: Transcript.session(in: Transcript.language(ofFile: "transcripts/" + file)))
        #expect(failures.isEmpty, "\(file):\n\(failures.map(\.description).joined(separator: "\n\n"))")
        // A translation keeps the English transcript's commands, in order.
        if file.contains("/") {
            let english = try String(contentsOf: Self.folder.appendingPathComponent(String(file.split(separator: "/").last!)), encoding: .utf8)
            #expect(Transcript.translationProblems(english: Transcript(parsing: english), translated: transcript, file: file).isEmpty)
        }
    }

    /// A transcript in `transcripts/zh/` is replayed teaching in Simplified Chinese, one in
    /// `zh-Hant/` in Traditional, any other in English.
    @Test func aTranslationsFolderNamesItsLanguage() {
        #expect(Transcript.language(ofFile: "transcripts/zh/lesson-7.t") == .chinese)
        #expect(Transcript.language(ofFile: "/a/b/transcripts/zh-Hant/lesson-7.t") == .traditionalChinese)
        #expect(Transcript.language(ofFile: "transcripts/lesson-7.t") == .english)
        #expect(Transcript.language(ofFile: "lesson-7.t") == .english)
        // Its output is the language's: `why` answers in Chinese there.
        let why = "  (hitlab) tap 180 240\n  (hitlab) why GreenView\n"
        let english = Transcript.updating(why), chinese = Transcript.updating(why, language: .chinese)
        #expect(english != chinese)
        #expect(chinese.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    }

    /// A translation whose commands part from the English is named at the command that differs,
    /// or by its count when one has more.
    @Test func aTranslationKeepsTheEnglishCommands() {
        let english = Transcript(parsing: "Prose.\n\n  (hitlab) tap 1 1\n  hit: [..]\n  (hitlab) tree\n  ...\n")
        let same = Transcript(parsing: "说明。\n\n  (hitlab) tap 1 1\n  hit: [..]\n  (hitlab) tree\n  ...\n")
        #expect(Transcript.translationProblems(english: english, translated: same, file: "zh/x.t").isEmpty)
        let changed = Transcript(parsing: "说明。\n\n  (hitlab) tap 2 2\n  hit: [..]\n  (hitlab) tree\n  ...\n")
        #expect(Transcript.translationProblems(english: english, translated: changed, file: "zh/x.t")
            == ["zh/x.t:3: the command “tap 2 2” is “tap 1 1” in the English transcript (line 3); copy the English commands unchanged"])
        let short = Transcript(parsing: "说明。\n\n  (hitlab) tap 1 1\n  hit: [..]\n")
        #expect(Transcript.translationProblems(english: english, translated: short, file: "zh/x.t")
            == ["zh/x.t: has 1 commands, the English transcript 2; copy the English commands unchanged"])
    }

    /// `transcript play NAME` plays the translation in the language asked for, and the English
    /// where there is none; the English list holds only the English files.
    @Test func aBuiltInTranscriptIsFoundInItsLanguage() {
        let name = "lesson-7-only-content-is-touched.t"
        #expect(CourseSource.builtInTranscript(name, in: .chinese)?.hasPrefix("第 7 课") == true)
        #expect(CourseSource.builtInTranscript(name, in: .traditionalChinese)?.hasPrefix("第 7 課") == true)
        #expect(CourseSource.builtInTranscript(name, in: .english) == CourseSource.builtInTranscripts[name])
        #expect(CourseSource.builtInTranscript("lesson-0-the-six-taps-and-the-overhang.t", in: .chinese) == CourseSource.builtInTranscripts["lesson-0-the-six-taps-and-the-overhang.t"])
        #expect(!CourseSource.builtInTranscripts.keys.contains { $0.contains("/") })
    }

    /// `transcript play` heads its screens with the transcript's title: the first sentence of
    /// its opening prose, in the transcript's language.
    @Test func aTranscriptsTitleIsItsFirstSentence() throws {
        func title(_ file: String) throws -> String? {
            Transcript.title(of: try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        }
        #expect(try title("lesson-7-only-content-is-touched.t") == "Lesson 7 in class: in SwiftUI only content is touched.")
        #expect(try title("zh/lesson-7-only-content-is-touched.t") == "第 7 课课堂版：SwiftUI 里只有内容才接收触摸。")
        #expect(try title("zh-Hant/lesson-7-only-content-is-touched.t") == "第 7 課課堂版：SwiftUI 裡只有內容才接收觸碰。")
        #expect(try title("button-versus-tap-recognizer.t") == "A button inside a view with a tap recognizer: who gets the tap?")
        #expect(Transcript.title(of: "  (hitlab) tap 1 2\n  hit: nil\n") == nil)
        #expect(Transcript.title(of: "Version 1.5 of the scene, and more\n") == "Version 1.5 of the scene, and more")
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
