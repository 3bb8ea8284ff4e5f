import HitLabModel
/// The `hit: … | chain: A → B → …` lines at a terminal narrower than them: broken after an
/// arrow or a bar, between names, never inside one (a terminal would cut a name in two), each
/// continuation indented two spaces.
enum ChainWrapper {
    /// Every line of `text` that is wider than `width`, broken between names.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0), width: width) }.joined(separator: "\n")
    }

    private static func line(_ line: String, width: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        // The pieces a line may break after: each name with the arrow or bar that follows it.
        var pieces: [String] = []
        var current = ""
        for part in line.components(separatedBy: " → ") {
            let barred = part.components(separatedBy: " | ")
            for (n, segment) in barred.enumerated() {
                current += segment
                if n < barred.count - 1 { pieces.append(current + " |"); current = "" }
            }
            pieces.append(current + " →")
            current = ""
        }
        if var last = pieces.popLast() { last.removeLast(2); pieces.append(last) }
        var out: [String] = []
        var row = ""
        for piece in pieces {
            let candidate = row.isEmpty ? piece : row + " " + piece
            if !row.isEmpty, DisplayWidth.of(candidate) > width {
                out.append(row)
                row = "  " + piece
            } else {
                row = candidate
            }
        }
        out.append(row)
        return out.joined(separator: "\n")
    }
}
