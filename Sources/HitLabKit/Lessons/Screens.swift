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
enum Screens {
    /// The rows `line` takes on a terminal `width` columns wide (at least one).
    static func rows(_ line: some StringProtocol, width: Int?) -> Int {
        guard let width, width > 0 else { return 1 }
        let columns = DisplayWidth.of(withoutEscapes(line))
        return max(1, (columns + width - 1) / width)
    }

    /// The rows the lines of `text` take together on a terminal `width` columns wide.
    static func rows(text: String, width: Int?) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { $0 + rows($1, width: width) }
    }

    /// `text` cut into screens of at most `height` rows: before the last blank line (a
    /// paragraph's end) or list item that keeps the screen at least half full, else after the
    /// last line that fits. A screen never starts with blank lines, and is never just the tail
    /// of a paragraph (or an example) begun on the screen before when the whole of it fits on
    /// one: it moves whole. A single line taller than the screen is one screen.
    static func split(_ text: String, height: Int, width: Int?) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var screens: [[String]] = []
        // Whether each screen starts where a full screen cut a paragraph short.
        var cutShort: [Bool] = []
        var current: [String] = []
        var used = 0
        for line in lines {
            if current.isEmpty, line.isEmpty, !screens.isEmpty { continue }
            let rows = Self.rows(line, width: width)
            while used + rows > height, !current.isEmpty {
                // Prefer the end of a paragraph, or a list item's start, in the screen's second half.
                let paragraph = current.indices.last { $0 > 0 && (current[$0].isEmpty || isListItem(current[$0])) }
                // A command typed over several lines is not cut between its lines: the screen
                // ends before the command instead, however full it is, when the command fits.
                let command = isContinuation(line) ? commandStart(current) : nil
                let whole = command.map { current[$0...].reduce(rows) { $0 + Self.rows($1, width: width) } <= height } ?? false
                if let cut = whole ? command : paragraph.flatMap({ $0 >= current.count / 2 ? $0 : nil }) {
                    screens.append(withoutTrailingBlanks(current[..<cut]))
                    current = Array(current[cut...].drop(while: \.isEmpty))
                    cutShort.append(false)
                } else {
                    cutShort.append(!line.isEmpty && !startsBlock(line, after: current.last ?? ""))
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
        // A screen that is only the tail of what began on the screen before takes all of it,
        // when all of it fits.
        for k in screens.indices.dropFirst() where cutShort[k - 1] {
            let screen = screens[k], before = screens[k - 1]
            guard !screen.indices.dropFirst().contains(where: { startsBlock(screen[$0], after: screen[$0 - 1]) }),
                  let start = before.indices.last(where: { $0 > 0 && startsBlock(before[$0], after: before[$0 - 1]) }) else { continue }
            let moved = Array(before[start...]) + screen
            guard moved.reduce(0, { $0 + Self.rows($1, width: width) }) <= height else { continue }
            screens[k - 1] = withoutTrailingBlanks(before[..<start])
            screens[k] = moved
        }
        return screens.map { $0.joined(separator: "\n") }
    }

    /// Where the command the last lines of `current` continue starts, when it is not the first line.
    private static func commandStart(_ current: [String]) -> Int? {
        guard let start = current.lastIndex(where: { !isContinuation($0) }), start > 0 else { return nil }
        let plain = withoutEscapes(current[start])
        return plain.hasPrefix(Prompt.ready) || plain.hasPrefix(Prompt.paused) ? start : nil
    }

    /// Whether `line` goes on a command typed over several lines (`     ... `).
    private static func isContinuation(_ line: String) -> Bool {
        let plain = withoutEscapes(line)
        return plain.hasPrefix(Prompt.continuation) || plain.hasPrefix("... ")
    }

    /// Whether `line` starts a list item: `- `, `* ` or `1. `.
    private static func isListItem(_ line: String) -> Bool {
        line.hasPrefix("- ") || line.hasPrefix("* ") || line.prefix(while: \.isNumber).count > 0 && line.drop(while: \.isNumber).hasPrefix(". ")
    }

    /// Whether `line` starts something of its own after `previous`: a paragraph (after a blank
    /// line), a list item, a heading or a command.
    private static func startsBlock(_ line: String, after previous: String) -> Bool {
        !line.isEmpty && (previous.isEmpty || isListItem(line) || line.hasPrefix("#") || line.hasPrefix(Prompt.ready) || line.hasPrefix(Prompt.paused))
    }

    private static func withoutTrailingBlanks(_ lines: ArraySlice<String>) -> [String] {
        Array(lines.reversed().drop(while: \.isEmpty).reversed())
    }

    /// The text without terminal escape sequences (`ESC [ … letter`), which take no columns.
    static func withoutEscapes(_ text: some StringProtocol) -> String {
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
