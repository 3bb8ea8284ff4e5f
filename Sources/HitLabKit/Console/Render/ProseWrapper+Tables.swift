import HitLabModel
/// A Markdown table in a terminal: its pipes and dashes read as noise, and a row wider than
/// the screen wraps into the next. Each row is shown as a block instead: its first cell on a
/// line, then each other cell under its column's heading (`  UIKit: …`), refilled with a
/// hanging indent.
extension ProseWrapper {
    /// The table `lines` (a header row, a `|---|` row, body rows) laid out for `width`; nil
    /// when the lines are not such a table.
    static func table(_ lines: [String], width: Int) -> String? {
        guard lines.count >= 2, lines.allSatisfy({ $0.hasPrefix("|") }), isSeparator(lines[1]) else { return nil }
        let headings = cells(lines[0])
        var blocks: [String] = []
        for row in lines.dropFirst(2) {
            let values = cells(row)
            guard let first = values.first else { continue }
            var block = filled(first, width: width)
            for (heading, value) in zip(headings.dropFirst(), values.dropFirst()) where !value.isEmpty {
                let wide = heading.last.map { DisplayWidth.of($0) == 2 } ?? false
                let all = filled("  " + heading + (wide ? "：" : ": ") + value, width: width)
                block.append(all[0])
                if all.count > 1 { block += filled(joining(Array(all.dropFirst())), width: max(20, width - 4)).map { "    " + $0 } }
            }
            blocks.append(block.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n")
    }

    /// Whether `line` is a table's `|---|:--:|` row.
    private static func isSeparator(_ line: String) -> Bool {
        line.contains("-") && line.allSatisfy { "|-: ".contains($0) }
    }

    /// The cells of a table row, trimmed.
    private static func cells(_ line: String) -> [String] {
        var parts = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.first == "" { parts.removeFirst() }
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
