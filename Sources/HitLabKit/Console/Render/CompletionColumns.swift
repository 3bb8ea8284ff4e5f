import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Completion candidates laid out as `ls` lays out names: in columns read top to bottom, each
/// as wide as the widest candidate (by display width, so 红色 takes four columns) and two
/// spaces apart, as many columns as fit the terminal. A candidate is never broken: one wider
/// than the terminal has a line of its own.
package enum CompletionColumns {
    package static func layout(_ candidates: [String], width: Int) -> String {
        guard !candidates.isEmpty else { return "" }
        let widths = candidates.map { DisplayWidth.of($0) }
        let gap = 2
        let column = widths.max()! + gap
        let columns = max(1, min(candidates.count, (max(1, width) + gap) / column))
        let rows = (candidates.count + columns - 1) / columns
        var lines: [String] = []
        for r in 0..<rows {
            var line = ""
            for c in 0..<columns {
                let i = c * rows + r
                guard i < candidates.count else { break }
                // Padding only between columns, never at the end of a line.
                let last = c == columns - 1 || (c + 1) * rows + r >= candidates.count
                line += candidates[i] + (last ? "" : String(repeating: " ", count: column - widths[i]))
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
