/// Finds the names closest to a misspelt one, for "did you mean …" hints.
public enum NameSuggestions {
    /// Up to `limit` candidates within an edit distance that grows with the name's length,
    /// nearest first, ties in the candidates' order. Case differences count as half an edit.
    ///
    /// The work is bounded whatever is typed: at most `maxEdits` edits are allowed, a candidate
    /// whose length differs by more than that is never compared letter by letter, and the
    /// comparison stops once a row exceeds the allowance (a 1 MB word took 10 s before).
    public static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let allowed = min(max(2, target.count / 3), maxEdits)
        var scored: [(Int, Int, String)] = []
        for (order, candidate) in candidates.enumerated() {
            let lowered = Array(candidate.lowercased())
            // A one- or two-letter alias is a likely match only for an equally short word.
            if lowered.count <= 2 && target.count > 2 { continue }
            let distance: Int
            if min(lowered.count, target.count) >= 3, lowered.starts(with: target) || target.starts(with: lowered) {
                distance = lowered.count == target.count ? 0 : 1
            } else if abs(lowered.count - target.count) <= allowed {
                distance = editDistance(target, lowered, bound: allowed)
            } else if target.count >= 4, lowered.count > target.count,
                      [target.count - 1, target.count, target.count + 1].contains(where: { editDistance(target, Array(lowered.prefix($0)), bound: 1) <= 1 }) {
                // A misspelt start of a longer name (`Yelow` for YellowView): a last resort.
                distance = allowed
            } else {
                continue
            }
            if distance <= allowed { scored.append((distance, order, candidate)) }
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The most edits a suggestion may be away from the typed word.
    static let maxEdits = 8

    /// ` (did you mean A, B?)` for a message, or nothing when there are no suggestions.
    public static func hint(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
    }

    /// Levenshtein distance; once every entry of a row exceeds `bound` the answer can only be
    /// larger, so it stops there and returns `bound + 1`.
    static func editDistance(_ a: [Character], _ b: [Character], bound: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
