/// How many terminal columns text takes: East Asian Wide and Fullwidth characters (Chinese,
/// Japanese, Korean, fullwidth forms, emoji shown as pictures) take two, combining marks and
/// format characters none, everything else one. Tables, `draw` and wrapping count with it so
/// a view named 红色 keeps the columns lined up.
public enum DisplayWidth {
    /// The Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged where
    /// they touch; emoji are added by their `Emoji_Presentation` property.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B,
        0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The columns one scalar takes: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if v < 0x1100 { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if wideRanges[mid].contains(v) { return 2 }
            if v < wideRanges[mid].lowerBound { high = mid - 1 } else { low = mid + 1 }
        }
        return 1
    }

    /// The columns one character (a grapheme cluster) takes: its scalars' widths, at most two;
    /// a character asking for emoji presentation (U+FE0F) takes two.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return of(only) }
        if scalars.contains("\u{FE0F}") { return 2 }
        return min(2, scalars.reduce(0) { $0 + of($1) })
    }

    /// The columns a string takes on one line. Printable ASCII, the usual case, is a column a
    /// byte, counted without looking at characters.
    public static func of(_ text: some StringProtocol) -> Int {
        var columns = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return text.reduce(0) { $0 + of($1) } }
            columns += 1
        }
        return columns
    }

    /// `text` followed by spaces up to `columns` columns (unchanged when already as wide).
    public static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - of(text)))
    }

    /// Spaces up to `columns` columns, then `text`: for numbers aligned on the right.
    public static func leftPadded(_ text: String, to columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - of(text))) + text
    }

    /// The longest start of `text` that fits in `columns` columns; a wide character that would
    /// straddle the last column is left out whole, never split.
    public static func prefix(_ text: String, columns: Int) -> String {
        var out = "", used = 0
        for c in text {
            let w = of(c)
            if used + w > columns { break }
            out.append(c)
            used += w
        }
        return out
    }

    /// Closing punctuation a line must not start with: it stays with the character before it.
    package static let closing: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "】", "…", ",", ".", ";", ":", "!", "?", ")"]

    /// Opening brackets and quotes a line must not end with: they stay with what follows.
    static let opening: Set<Character> = ["（", "「", "『", "《", "〈", "【", "“", "‘", "(", "["]

    /// `line` broken into lines of at most `width` columns: at spaces, and between two wide
    /// characters (Chinese needs no spaces to break), never before closing punctuation nor
    /// after an opening bracket. A
    /// word wider than `width` gets a line of its own. Leading indentation is kept on the
    /// first line and repeated on the others.
    public static func wrapped(_ line: String, width: Int) -> [String] {
        guard width > 0, of(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        // Pieces that may not be split: a run of narrow non-space characters, or one wide
        // character with the closing punctuation after it; `spaced` says a space came before.
        var pieces: [(text: String, spaced: Bool)] = []
        var spaced = false
        for c in line.dropFirst(indent.count) {
            if c == " " { spaced = true; continue }
            let wide = of(c) == 2
            if let last = pieces.last, !spaced,
               closing.contains(c) || last.text.last.map(opening.contains) == true
                || (!wide && !(last.text.last.map { of($0) == 2 } ?? false)) {
                pieces[pieces.count - 1].text.append(c)
            } else {
                pieces.append((String(c), spaced))
            }
            spaced = false
        }
        var lines: [String] = []
        var current = indent
        var currentHasText = false
        for piece in pieces {
            let joiner = currentHasText && piece.spaced ? " " : ""
            if currentHasText, of(current) + of(joiner) + of(piece.text) > width {
                lines.append(current)
                current = indent + piece.text
            } else {
                current += joiner + piece.text
            }
            currentHasText = true
        }
        lines.append(current)
        return lines
    }
}
