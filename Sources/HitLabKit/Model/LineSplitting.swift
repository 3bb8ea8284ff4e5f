/// Cutting text into lines, as `split(separator: "\n", omittingEmptySubsequences: false)` does,
/// without walking it character by character: bodies and scripts of hundreds of thousands of
/// characters are cut into lines several times as they are read.
extension String {
    /// The lines between line feeds, empty ones included. A line feed right after a carriage
    /// return is one character with it ("\r\n"), which the character split does not cut at;
    /// such text is cut character by character, as before.
    package var lineSlices: [Substring] {
        guard !utf8.contains(0x0D) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        var out: [Substring] = []
        var start = startIndex
        var i = utf8.startIndex
        while let feed = utf8[i...].firstIndex(of: 0x0A) {
            out.append(self[start..<feed])
            start = utf8.index(after: feed)
            i = start
        }
        out.append(self[start...])
        return out
    }
}
