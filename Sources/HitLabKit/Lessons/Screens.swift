import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Cuts a page of text into screens that fit a terminal, so the start of what the player shows
/// never scrolls away before the learner has read it. Rows are counted as the terminal shows
/// them: a line wider than the terminal takes as many rows as it wraps to, by display width,
/// colour codes taking none.
package enum Screens {
    /// The rows `line` takes on a terminal `width` columns wide (at least one).
    package static func rows(_ line: some StringProtocol, width: Int?) -> Int {
        guard let width, width > 0 else { return 1 }
        let columns = DisplayWidth.of(withoutEscapes(line))
        return max(1, (columns + width - 1) / width)
    }

    /// `text` cut into screens of at most `height` rows: after the last blank line (a paragraph's
    /// end) that keeps the screen at least half full, else after the last line that fits. A
    /// screen never starts with blank lines; a single line taller than the screen is one screen.
    package static func split(_ text: String, height: Int, width: Int?) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var screens: [[String]] = []
        var current: [String] = []
        var used = 0
        for line in lines {
            if current.isEmpty, line.isEmpty, !screens.isEmpty { continue }
            let rows = Self.rows(line, width: width)
            while used + rows > height, !current.isEmpty {
                // Prefer the end of a paragraph in the screen's second half.
                if let blank = current.lastIndex(where: \.isEmpty), blank >= current.count / 2, blank > 0 {
                    screens.append(Array(current[..<blank]))
                    current = Array(current[(blank + 1)...]).drop(while: \.isEmpty).map { $0 }
                } else {
                    screens.append(current)
                    current = []
                }
                used = current.reduce(0) { $0 + Self.rows($1, width: width) }
                if current.isEmpty, line.isEmpty { continue }
            }
            current.append(line)
            used += rows
        }
        if !current.isEmpty || screens.isEmpty { screens.append(current) }
        return screens.map { $0.joined(separator: "\n") }
    }

    /// The text without terminal escape sequences (`ESC [ … letter`), which take no columns.
    package static func withoutEscapes(_ text: some StringProtocol) -> String {
        guard text.contains("\u{1B}") else { return String(text) }
        var out = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
