import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// The ASCII fast paths answer as Unicode's properties do, and commands read the same words
/// through them.
@Suite struct CharacterClassTests {
    @Test func everyASCIICharacterAndSomeOthersAgreeWithUnicode() {
        let others: [Character] = ["\r\n", "\u{85}", "\u{A0}", "\u{3000}", "é", "e\u{301}", "漢", "٣", "Ⅻ", "½", "\u{2028}", "😀"]
        for c in (0..<128).map({ Character(Unicode.Scalar(UInt8($0))) }) + others {
            #expect(c.isWhitespaceQuick == c.isWhitespace, "\(c.unicodeScalars.map(\.value)) whitespace")
            #expect(c.isLetterQuick == c.isLetter, "\(c.unicodeScalars.map(\.value)) letter")
            #expect(c.isNumberQuick == c.isNumber, "\(c.unicodeScalars.map(\.value)) number")
        }
    }

    @Test func commandWordsAreTheSameForASCIIAndOtherText() throws {
        #expect(try CommandSyntax.tokenize("view  \"A B\"\t1 2 # note") == ["view", "A B", "1", "2"])
        #expect(try CommandSyntax.tokenize("set a\"b c\"d x=1\r\n") == ["set", "ab cd", "x=1"])
        #expect(try CommandSyntax.tokenize("view \"A B\" 1 2\u{3000}視圖") == ["view", "A B", "1", "2", "視圖"])
        #expect(try CommandSyntax.tokenize("   ") == [])
        #expect(throws: CommandError.self) { try CommandSyntax.tokenize("view \"A B") }
        #expect(throws: CommandError.self) { try CommandSyntax.tokenize("view \"視圖") }
        #expect(" \t a b \r\n".trimmingWhitespace == "a b")
        #expect("\u{3000}視圖 ".trimmingWhitespace == "視圖")
    }

    @Test func trimmingAsBytesAgreesWithTrimmingCharacters() {
        func reference(_ s: String) -> String {
            guard let first = s.firstIndex(where: { !$0.isWhitespace }), let last = s.lastIndex(where: { !$0.isWhitespace }) else { return "" }
            return String(s[first...last])
        }
        let samples = ["", " ", " \r\n\t", "a", " a b ", "\u{3000}視圖 ", " e\u{301} ", " \u{301}x ", "x \u{301}", "\u{A0}a\u{A0}",
                       "\r\nview A 1 2 3 4\r\n", "\u{85}", " 😀 ", "a\u{2028}"]
        for sample in samples {
            #expect(sample.trimmingWhitespace == reference(sample), "\(sample.unicodeScalars.map(\.value))")
            #expect(Substring(sample).trimmingWhitespace == reference(sample))
        }
    }

    @Test func displayWidthCountsASCIIAsCharactersDo() {
        func reference(_ s: String) -> Int { s.reduce(0) { $0 + DisplayWidth.of($1) } }
        let ascii = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        for sample in [ascii, "RedView", "", " a\tb ", "\u{7F}x", "a\r\nb", "红色 view", "e\u{301}"] {
            #expect(DisplayWidth.of(sample) == reference(sample), "\(sample.unicodeScalars.map(\.value))")
            #expect(DisplayWidth.of(Substring(sample)) == reference(sample))
        }
    }

    @Test func linesAreCutWhereTheCharacterSplitCutsThem() {
        let samples = ["", "\n", "a", "a\nb", "a\n\nb\n", "\u{301}\nx", "a\r\nb\nc", "\r\n", "红\n色", "a\n\u{301}b", String(repeating: "x\n", count: 1000)]
        for sample in samples {
            #expect(sample.lineSlices == sample.split(separator: "\n", omittingEmptySubsequences: false), "\(sample.unicodeScalars.map(\.value))")
        }
    }

    @Test func htmlEscapingWritesEachSpecialCharacterAsItsEntity() {
        #expect(HTMLText.escaped("a & b < c > d \"e\" 红") == "a &amp; b &lt; c &gt; d &quot;e&quot; 红")
        #expect(HTMLText.escaped("</script>") == "&lt;/script&gt;")
        #expect(HTMLText.escaped("plain") == "plain")
        #expect(HTMLText.escaped("") == "")
    }
}

