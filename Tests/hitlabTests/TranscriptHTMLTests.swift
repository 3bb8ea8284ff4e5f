import Foundation
import Testing
import HitLabTestSupport

/// `hitlab transcript html`: writes a transcript's touches as one page, and says in one line
/// what is wrong with a name it cannot use.
@Suite struct TranscriptHTMLTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func writesEveryTouchOfATranscript() throws {
        let folder = TestFolder.path("transcript-html")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transcript = Self.root + "/transcripts/debug-white-outside-yellow.t"
        let run = try BinaryRunner.run(["transcript", "html", transcript, folder + "/class.html"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote 1 touch of \(transcript) to \(folder)/class.html\n")
        let page = try String(contentsOfFile: folder + "/class.html", encoding: .utf8)
        #expect(page.contains("class=\"touch-data\"") && page.contains("tap 180 240"))
        // Without OUT, the page goes beside the transcript, named after it.
        try FileManager.default.copyItem(atPath: transcript, toPath: folder + "/lesson.t")
        let beside = try BinaryRunner.run(["transcript", "html", folder + "/lesson.t"])
        #expect(beside.status == 0 && FileManager.default.fileExists(atPath: folder + "/lesson.html"), "\(beside.stderr)")
        // A folder is refused, and so is a transcript that is not there.
        let toFolder = try BinaryRunner.run(["transcript", "html", transcript, folder])
        #expect(toFolder.status == 2)
        #expect(toFolder.stderr == "error: cannot write \(folder): it is a folder; name a file in it, such as \(folder)/touch.html\n")
        let missing = try BinaryRunner.run(["transcript", "html", folder + "/none.t"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: cannot read \(folder)/none.t: there is no such file; check the name; or name a built-in transcript ("))
        #expect(missing.stderr.contains("button-versus-tap-recognizer") && missing.stderr.hasSuffix(")\n"))
    }

    /// A built-in transcript is named as `transcript play` takes it, and its page is written in
    /// the current folder, named after it.
    @Test func writesABuiltInTranscriptByName() throws {
        let folder = TestFolder.path("transcript-html-builtin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try BinaryRunner.run(["transcript", "html", "button-versus-tap-recognizer"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote 4 touches of button-versus-tap-recognizer to button-versus-tap-recognizer.html\n")
        let page = try String(contentsOfFile: folder + "/button-versus-tap-recognizer.html", encoding: .utf8)
        #expect(page.contains("tap 150 120"))
    }
}

/// The class's words on the page: every paragraph of a transcript stands beside the touch it
/// leads to, as written, and each touch opens where it says most.
@Suite struct TranscriptNotesTests {
    /// The transcript's prose paragraphs, in order: left-margin lines between blank lines and
    /// session blocks, each paragraph's lines joined by spaces for the browser to wrap (a
    /// list item keeps its line).
    static func paragraphs(_ text: String) -> [String] {
        var paragraphs: [String] = [], current: [String] = []
        func joined() -> String {
            current.enumerated().map { i, line in i == 0 ? line : (line.hasPrefix("- ") || line.hasPrefix("* ") ? "\n" : " ") + line }.joined()
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("  ") {
                if !current.isEmpty { paragraphs.append(joined()); current = [] }
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { paragraphs.append(joined()) }
        return paragraphs
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The notes of each touch on the page, by touch number.
    static func notes(_ page: String) -> [Int: [String]] {
        var notes: [Int: [String]] = [:]
        for section in page.components(separatedBy: "<section class=\"wide notes\" data-touch=\"").dropFirst() {
            let touch = Int(section.prefix { $0.isNumber })!
            let body = section[..<section.range(of: "</section>")!.lowerBound]
            notes[touch] = body.components(separatedBy: "<p>").dropFirst().map { unescape(String($0[..<$0.range(of: "</p>")!.lowerBound])) }
        }
        return notes
    }

    /// Each touch's data: its title and the header of the call where the page opens.
    static func openings(_ page: String) throws -> [(title: String, opensIn: String)] {
        try page.components(separatedBy: "class=\"touch-data\" id=\"touch-data-").dropFirst().map { chunk in
            let json = chunk[chunk.index(after: chunk.firstIndex(of: ">")!)..<chunk.range(of: "</script>")!.lowerBound]
            let model = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let strings = model["strings"] as! [String], places = model["places"] as! [String: [Int]], calls = model["calls"] as! [String: [Int]]
            let call = places["call"]![model["start"] as! Int]
            return (model["title"] as! String, call < 0 ? "" : strings[calls["header"]![call]])
        }
    }

    @Test func everyBundledTranscriptsParagraphsStandBesideItsTouchesWordForWord() throws {
        let folder = TranscriptHTMLTests.root + "/transcripts"
        let out = TestFolder.path("notes", suffix: ".html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".t") }.sorted()
        #expect(names.count >= 8)
        for name in names {
            let run = try BinaryRunner.run(["transcript", "html", folder + "/" + name, out])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let page = try String(contentsOfFile: out, encoding: .utf8)
            let notes = Self.notes(page)
            let shown = notes.keys.sorted().flatMap { notes[$0]! }
            #expect(shown == Self.paragraphs(try String(contentsOfFile: folder + "/" + name, encoding: .utf8)), "\(name)")
            // In a transcript with no breakpoint, a tap opens at its hit: the window's hit test
            // answering (a lifted or cancelled finger, a shake or an action has no hit test).
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            guard !text.contains("(hitlab) break ") else { continue }
            let taps = try Self.openings(page).filter { $0.title.hasPrefix("tap ") }
            #expect(!taps.isEmpty || name.hasPrefix("fingers"), "\(name)")
            for tap in taps { #expect(tap.opensIn.hasPrefix("UIWindow.hitTest(_:with:)"), "\(name): \(tap.title) opens in \(tap.opensIn)") }
        }
    }

    @Test func aTouchStoppedAtABreakpointOpensThereAndTheQuestionComesBeforeItsAnswer() throws {
        let transcript = TranscriptHTMLTests.root + "/transcripts/button-versus-tap-recognizer.t"
        let out = TestFolder.path("notes", suffix: ".html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(try BinaryRunner.run(["transcript", "html", transcript, out]).status == 0)
        let page = try String(contentsOfFile: out, encoding: .utf8)
        let openings = try Self.openings(page)
        #expect(openings.map(\.title) == ["tap 150 120  (line 10): hit Buy", "tap 150 120  (line 27): hit Buy", "tap 150 120  (line 62): hit Buy", "tap 150 120  (line 74): hit Buy"])
        #expect(openings[0].opensIn == "UIWindow.hitTest(_:with:) [UIView] · point (150, 120)")
        #expect(openings[1].opensIn == "Buy.gestureRecognizerShouldBegin(_:) [UIButton] · Dismiss")
        // The first touch's notes ask; none of them answers before the tap.
        let first = try #require(Self.notes(page)[0])
        #expect(first[0] == "A button inside a view with a tap recognizer: who gets the tap?")
        #expect(!first.joined().contains("the button.)") && !first.joined().contains("won"))
        #expect(Self.notes(page)[1]?.first?.hasPrefix("The button won, as it has since iOS 6") == true)
    }
}
