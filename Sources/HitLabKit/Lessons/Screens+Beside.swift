import HitLabModel
import HitLabConsole

extension Screens {
    /// A drawing (`draw`'s box, then its legend and scale lines) with paragraphs wrapped in
    /// the columns to the right of its box, as one screen of at most `height` rows: so a
    /// transcript asks its question beside the scene instead of shrinking the scene to fit
    /// under it. Text goes only beside the box's own rows, never beside the lines under it,
    /// which may be wider than the box. Nil when fewer than `minimumColumns` are left for the
    /// text, the text needs more rows than the box has, or the drawing is taller than `height`.
    static func beside(_ drawing: String, _ paragraphs: [String], width: Int, height: Int, minimumColumns: Int = 30) -> String? {
        let left = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let bottom = left.lastIndex(where: { withoutEscapes($0).hasPrefix("└") }), left.count <= height else { return nil }
        let boxWidth = left[...bottom].map { DisplayWidth.of(withoutEscapes($0)) }.max() ?? 0
        let gap = 3, room = width - boxWidth - gap
        guard room >= minimumColumns else { return nil }
        let right = paragraphs.map { ProseWrapper.paragraph($0, width: room) }.joined(separator: "\n\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard right.count <= bottom + 1 else { return nil }
        return left.indices.map { row in
            guard row < right.count, !right[row].isEmpty else { return left[row] }
            return left[row] + String(repeating: " ", count: max(0, boxWidth - DisplayWidth.of(withoutEscapes(left[row]))) + gap) + right[row]
        }.joined(separator: "\n")
    }
}
