import Testing
@testable import HitLabScript

/// Text is measured by the fixed table `help swiftui` states (DESIGN: an approximation of the
/// system font at 17 pt): each expectation is summed by hand from that table.
@Suite struct TextMetricsTests {
    /// Narrow letters 4.5, `frt` 6, `mw` 13.5, `MW` 15.5, digits 9.5, other lowercase 8.5, other
    /// uppercase 11, anything else 9; a space is 4.5.
    @Test func asciiWidthsFollowTheTable() {
        #expect(TextMetrics.width("Hi", size: 17) == 11 + 4.5)
        #expect(TextMetrics.width("Row 12", size: 17) == 11 + 8.5 + 13.5 + 4.5 + 9.5 + 9.5)
        #expect(TextMetrics.width("Wait!", size: 17) == 15.5 + 8.5 + 4.5 + 6 + 4.5)
        #expect(TextMetrics.width("#", size: 17) == 9)
        #expect(TextMetrics.width("", size: 17) == 0)
    }

    /// A size other than 17 scales the width in proportion.
    @Test func theSizeScalesTheWidth() {
        #expect(TextMetrics.width("mm", size: 34) == 54)
    }

    /// Characters are counted as a reader sees them: CR LF is one (9, "anything else"), a
    /// lowercase letter outside ASCII is a lowercase letter, an accent combined with its letter
    /// is one character, and ASCII beside them is measured as alone.
    @Test func charactersBeyondASCIIAndCRLF() {
        #expect(TextMetrics.width("a\r\nb", size: 17) == 8.5 + 9 + 8.5)
        #expect(TextMetrics.width("\r", size: 17) == 9)
        #expect(TextMetrics.width("é", size: 17) == 8.5)
        #expect(TextMetrics.width("e\u{301}", size: 17) == 8.5)
        #expect(TextMetrics.width("Éi", size: 17) == 11 + 4.5)
        #expect(TextMetrics.width("中", size: 17) == 9)
    }
}
