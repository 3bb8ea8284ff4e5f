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

/// An error names what was typed without repeating a word of 100,000 characters.
@Suite struct LongWordsTests {
    let word = String(repeating: "x", count: 100_000)

    @Test(arguments: ["WORD", "tap WORD 1", "set GreenView WORD=1", "view WORD 0 0 1 1", "help WORD", "save WORD"])
    func anErrorQuotingAHugeWordStaysOneShortLine(command: String) throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let error = try #require(s.execute(command.replacingOccurrences(of: "WORD", with: word)).error)
        #expect(!error.contains("\n"))
        #expect(error.count < 600, "\(error.prefix(300))")
        #expect(error.contains(String(repeating: "x", count: LongWords.keptStart - 1) + "…"))
    }

    @Test func tenThousandBracketsInPAreQuotedShort() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break touchesBegan GreenView")
        _ = s.execute("tap 100 200")
        let brackets = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let error = try #require(s.execute("p " + brackets).error)
        #expect(error.hasPrefix("this nests more than 200 levels deep"))
        #expect(error.hasSuffix("…" + String(repeating: ")", count: LongWords.keptEnd - 2) + "`)"))
        #expect(error.count < 600)
    }

    @Test func shortMessagesAndCaretExcerptsAreKept() {
        let message = "unknown command 'tapp'; did you mean tap?"
        #expect(LongWords.clipped(message) == message)
        let excerpt = "syntax error\n1 | " + word + "\n  | ^"
        #expect(LongWords.clipped(excerpt) == excerpt)
        let clipped = LongWords.clipped("no view named '\(word)'  here")
        #expect(clipped == "no view named '" + String(repeating: "x", count: LongWords.keptStart - 1) + "…" + String(repeating: "x", count: LongWords.keptEnd - 1) + "'  here")
    }

    /// A breakpoint may name something that does not exist yet, so nothing used to look at the
    /// name: a 100,000-character one was kept and repeated back whole.
    @Test(arguments: ["break touchesBegan NAME", "tbreak hitTest NAME", "break NAME.hitTest:3", "break state NAME",
                      "breakpoint set -n NAME.pointInside", "view NAME 0 0 10 10", "gesture NAME tap on GreenView", "controller NAME view GreenView"])
    func aHugeNameIsRefusedInOneLineThatSaysHowLongANameMayBe(command: String) throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let reply = s.execute(command.replacingOccurrences(of: "NAME", with: String(repeating: "N", count: 100_000)))
        let error = try #require(reply.error, "\(reply.output.prefix(200))")
        #expect(!error.contains("\n"))
        #expect(error.count < 400, "\(error.prefix(300))")
        #expect(error.hasPrefix("'NNNNN"), "\(error.prefix(300))")
        #expect(error.hasSuffix("NNN' is too long for a name (100000 characters): give one of at most \(Scene.longestName), e.g. RedView"))
        #expect(s.state.breakpoints.isEmpty)
    }

    @Test func aPendingBreakpointTakesOnlyANameSomethingCouldHave() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        for name in ["123", "lower", "Bad-Name"] {
            let error = try #require(s.execute("break touchesBegan \(name)").error, "\(name)")
            #expect(error.contains("is not a class name"), "\(error)")
        }
        let longest = String(repeating: "N", count: Scene.longestName)
        #expect(s.execute("break touchesBegan \(longest)").output.contains("pending"))
        #expect(s.execute("view \(longest) 0 0 10 10").isError == false)
        #expect(s.execute("break state Later").output.contains("pending"))
        #expect(s.execute("break state List.panGestureRecognizer").isError == false)
        #expect(s.state.breakpoints.all.count == 3)
    }

    @Test func aLongExpressionIsRepeatedBackShortened() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let expression = Array(repeating: "1", count: 5_000).joined(separator: " + ")
        let shown = s.execute("display " + expression).output
        #expect(shown.count < 300, "\(shown.prefix(300))")
        #expect(shown.hasPrefix("display 1: 1 + 1"))
        #expect(shown.contains("…"))
        _ = s.execute("break touchesBegan GreenView if " + expression + " > 0")
        let listed = s.execute("break list").output
        #expect(listed.count < 400, "\(listed.prefix(300))")
        #expect(s.execute("tap 100 200").output.contains("1: 1 + 1 + 1"))
    }

    /// Fuzz seed 29, input 491601: `p` given text with a line break in it quoted the whole
    /// text in its error, line break and all, so the error ran over two lines.
    @Test(arguments: ["p }\n\u{2}x", "break hitTest if }\n\u{2}x", "watch }\n\u{2}x", "display }\n\u{2}x"])
    func anExpressionWithALineBreakIsQuotedOnOneLine(command: String) throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break touchesBegan GreenView")
        _ = s.execute("tap 100 200")
        let reply = s.execute(command)
        let error = try #require(reply.error, "\(reply.output)")
        #expect(!error.contains("\n"), "\(error)")
        #expect(!error.contains("\u{2}"), "\(error)")
    }

    @Test func aDisplayedExpressionOverLinesIsRepeatedBackOnOne() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("display 1 +\n2").output == "display 1: 1 +\\n2")
    }
}

