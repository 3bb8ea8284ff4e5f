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
}
