import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit
import HitLabTestSupport

/// The trace page's JSON writer: what a JSON parser reads back is what was written, strings
/// with every kind of character included, and no `<` reaches the page's script block.
@Suite struct ScriptJSONTests {
    static let strings = ["", "plain", "quote \" and backslash \\", "</script><!-- x", "tab\tline\nreturn\r",
                          "\u{0}\u{1}\u{1F}\u{7F}", "红色 e\u{301} 😀", "\u{2028}\u{2029}", String(repeating: "<", count: 1000)]
    static let numbers = [0, 1, -1, 9, 10, -10, 1234567890, Int.max, Int.min]

    @Test func whatIsWrittenIsWhatAParserReads() throws {
        var json = ScriptJSON()
        json.object { o in
            o.member("strings", Self.strings)
            o.member("numbers", Self.numbers)
            o.key("nested")
            o.array([[1, 2], [], [3]]) { $0.array($1) { $0.number($1) } }
            o.key("empty")
            o.object { _ in }
            o.key("decimals")
            o.array([0.5, -2.0, 1e300, 1e-7, .nan, .infinity, 1e15, 123.25]) { $0.number($1) }
        }
        let text = json.text
        #expect(!text.contains("<"))
        let read = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(read["strings"] as? [String] == Self.strings)
        #expect((read["numbers"] as? [NSNumber])?.map(\.intValue) == Self.numbers)
        #expect((read["nested"] as? [[NSNumber]])?.map { $0.map(\.intValue) } == [[1, 2], [], [3]])
        #expect((read["empty"] as? [String: Any])?.isEmpty == true)
        // JSON has no NaN or infinity: they are written 0.
        #expect((read["decimals"] as? [NSNumber])?.map(\.doubleValue) == [0.5, -2, 1e300, 1e-7, 0, 0, 1e15, 123.25])
    }

    @Test func aTracePageOfAnEndlessPrintLoopParsesWithEveryCharacter() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.touchesBegan {\nvar i = 0\nwhile i < 3 {\nprint(\"<\\\"\\\\\\t 红 \\(i)\")\ni += 1\n}\n}")
        _ = s.execute("tap 100 200")
        let folder = TestFolder.path("json")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        s.directory = folder
        #expect(!s.execute("trace --html page.html").isError)
        let html = try String(contentsOfFile: folder + "/page.html", encoding: .utf8)
        let start = try #require(html.range(of: "class=\"touch-data\" id=\"touch-data-0\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let strings = try #require(data["strings"] as? [String])
        for i in 0..<3 { #expect(strings.contains("<\"\\\t 红 \(i)"), "\(strings)") }
    }
}
