/// Finds the names closest to a misspelt one, for "did you mean …" hints.
public enum NameSuggestions {
    /// Up to `limit` candidates within an edit distance that grows with the name's length,
    /// nearest first, ties in the candidates' order. Case differences count as half an edit.
    public static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let allowed = max(2, target.count / 3)
        var scored: [(Int, Int, String)] = []
        for (order, candidate) in candidates.enumerated() {
            let lowered = Array(candidate.lowercased())
            // A one- or two-letter alias is a likely match only for an equally short word.
            if lowered.count <= 2 && target.count > 2 { continue }
            var distance = editDistance(target, lowered)
            if min(lowered.count, target.count) >= 3, lowered.starts(with: target) || target.starts(with: lowered) { distance = min(distance, 1) }
            if distance <= allowed { scored.append((distance, order, candidate)) }
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// ` (did you mean A, B?)` for a message, or nothing when there are no suggestions.
    public static func hint(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
