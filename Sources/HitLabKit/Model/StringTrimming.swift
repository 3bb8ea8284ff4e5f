/// Trimming that every layer uses: source lines, command words, lesson text.
extension StringProtocol {
    /// Without leading and trailing whitespace; walks the text in place (`trace lines` trims
    /// a source line for every line record).
    package var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespaceQuick }),
              let last = lastIndex(where: { !$0.isWhitespaceQuick }) else { return "" }
        return String(self[first...last])
    }

    package var trimmingTrailingWhitespace: String {
        var s = String(self)
        while let last = s.last, last.isWhitespaceQuick { s.removeLast() }
        return s
    }
}
