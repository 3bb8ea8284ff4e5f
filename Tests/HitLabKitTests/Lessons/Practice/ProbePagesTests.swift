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
import HitLabTestSupport

/// `check --html DIR` and `hitlab transcript html`: the touches they write are the probes' and
/// the transcript's own.
@Suite struct ProbePagesTests {
    func practising(_ name: String) throws -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        _ = s.execute("exercise \(name)")
        return s
    }

    func folder() -> String { TestFolder.path("probes") }

    @Test func eachFailingVisibleProbeWritesItsTouch() throws {
        let s = try practising("grey-to-green")
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let exercise = try #require(try s.practice?.catalog?.exercise(named: "grey-to-green"))
        let reply = s.execute("check --html \(dir)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // The visible probes that fail from the start, numbered as the exercise lists its probes.
        let failing = Grader(exercise: exercise).grade(s.state).enumerated()
            .filter { !$0.element.passed && !$0.element.probe.hidden }.map { "probe-\($0.offset + 1).html" }
        #expect(!failing.isEmpty)
        #expect(written == failing.sorted())
        #expect(reply.text.contains("(wrote \(failing.joined(separator: ", ")) to \(dir): open"), "\(reply.text)")
        // The page is the probe's tap: the heading says what was expected and what happened.
        let page = try String(contentsOfFile: dir + "/" + failing[0], encoding: .utf8)
        let probe = exercise.probes[Int(failing[0].dropFirst(6).dropLast(5))! - 1]
        #expect(page.contains(HTMLText.escaped("probe \(failing[0].dropFirst(6).dropLast(5)): \(EnglishWords().summary(probe)), but")))
        #expect(page.contains("tap \(formatNumber(probe.point.x)) \(formatNumber(probe.point.y))"))
    }

    /// A learner who reads Chinese gets the page's heading in Chinese, as `check` says it.
    @Test func theHeadingFollowsTheLanguage() throws {
        let s = try practising("grey-to-green")
        _ = s.execute("option lang=zh-Hant")
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = s.execute("check --html \(dir)")
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: dir).sorted().first)
        let page = try String(contentsOfFile: dir + "/" + first, encoding: .utf8)
        #expect(page.contains("grey-to-green，檢查項 \(first.dropFirst(6).dropLast(5))："), "\(page.prefix(400))")
        #expect(!page.contains(", but "))
    }

    @Test func aPassingCheckWritesNothingAndAFileIsNotAFolder() throws {
        let s = try practising("grey-to-green")
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(FileManager.default.createFile(atPath: dir, contents: Data("keep".utf8)))
        #expect(s.execute("check --html \(dir)").error == "cannot write pages into \(dir): it is not a folder; name a folder (it is made if missing, in a folder that exists)")
        #expect(try String(contentsOfFile: dir, encoding: .utf8) == "keep")
        let exercise = try #require(try s.practice?.catalog?.exercise(named: "grey-to-green"))
        #expect(s.runScript(exercise.solution).allSatisfy { !$0.isError })
        try FileManager.default.removeItem(atPath: dir)
        let text = s.execute("check --html \(dir)").text
        #expect(text.contains("Solved") && text.contains("(no failing probe has a touch to write to \(dir))"), "\(text)")
    }

    /// Every bundled transcript makes a page; in a debug build the builder also checks, at
    /// every place, that its innermost frame is the debugger's.
    @Test func everyBundledTranscriptMakesAPage() throws {
        let folder = repositoryRoot.appendingPathComponent("transcripts").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".t") }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let page = TranscriptPage.html(transcript: text, name: file)
            #expect((page?.touches ?? 0) > 0, "\(file)")
        }
    }

    @Test func aTranscriptPageHoldsEachOfItsTouches() throws {
        let text = """
        A class.

          (hitlab) tap 180 240
          ...
          (hitlab) tree
          ...
          (hitlab) tap 300 120
          ...
        """
        let page = try #require(TranscriptPage.html(transcript: text, name: "class.t"))
        #expect(page.touches == 2)
        #expect(page.html.contains("<option value=\"0\">1. tap 180 240  (line 3): hit GreenView</option><option value=\"1\">2. tap 300 120  (line 7): hit RedView</option>"))
        // What was typed about the first touch (its `tree`) stands with it, with its output.
        #expect(page.html.contains("<pre class=\"said\">(hitlab) tree\nUIWindow 375×667"))
        #expect(page.html.components(separatedBy: "class=\"touch-data\"").count == 3)
        #expect(TranscriptPage.html(transcript: "  (hitlab) tree\n", name: "t") == nil)
    }
}
