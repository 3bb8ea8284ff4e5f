/// Trimming that every layer uses: source lines, command words, lesson text.
extension StringProtocol {
    /// Without leading and trailing whitespace; walks the text in place (`trace lines` trims
    /// a source line for every line record).
    package var trimmingWhitespace: String {
        if let trimmed = utf8.withContiguousStorageIfAvailable(asciiTrimmed), let trimmed { return trimmed }
        guard let first = firstIndex(where: { !$0.isWhitespaceQuick }),
              let last = lastIndex(where: { !$0.isWhitespaceQuick }) else { return "" }
        return String(self[first...last])
    }

    /// `trimmingWhitespace` read as bytes, for text whose ends are ASCII (nearly all of it);
    /// nil when a character next to the trimmed ends is not ASCII, which the caller then
    /// trims character by character.
    private func asciiTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        var first = 0, end = bytes.count
        while first < end, isSpace(bytes[first]) { first += 1 }
        while end > first, isSpace(bytes[end - 1]) { end -= 1 }
        guard first < end else { return "" }
        guard bytes[first] < 0x80, bytes[end - 1] < 0x80 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
    }

    package var trimmingTrailingWhitespace: String {
        var s = String(self)
        while let last = s.last, last.isWhitespaceQuick { s.removeLast() }
        return s
    }
}
