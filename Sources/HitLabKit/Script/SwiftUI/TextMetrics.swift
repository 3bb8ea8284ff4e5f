import HitLabModel
/// How HitLab measures `Text` and `Image`: a fixed table that approximates the system font
/// (SF Pro) at 17 pt, scaled by the font's size, so layout is the same on every machine.
/// Its sizes are close to a device's, not equal; `help swiftui` states the table.
public enum TextMetrics {
    /// The line height at 17 pt.
    public static let lineHeight = 22.0
    /// Widths at 17 pt by character: narrow punctuation and letters, wide letters, the rest.
    public static let table: [(characters: String, width: Double)] = [
        (" ", 4.5), (".,:;'!|ijl", 4.5), ("frt", 6), ("mw", 13.5), ("MW", 15.5), ("0123456789", 9.5),
    ]
    /// Any other lowercase letter, any other uppercase letter, anything else.
    public static let lowercase = 8.5, uppercase = 11.0, other = 9.0

    /// The width of `text` on one line at `size` points.
    public static func width(_ text: String, size: Double) -> Double {
        // Layout measures each Text several times: ASCII is read byte by byte from a table made
        // once (a 5,000-row list spent nine tenths of its layout comparing characters).
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var sum = 0.0, i = 0
            while i < bytes.count {
                let b = bytes[i]
                guard b < 0x80 else { return nil }
                sum += asciiWidths[Int(b)]
                // CR LF is one character.
                i += b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
            }
            return sum
        }
        let total = (ascii ?? nil) ?? text.reduce(0) { $0 + width(of: $1) }
        return total * size / 17
    }

    /// One character's width at 17 pt, by the table.
    static func width(of c: Character) -> Double {
        if let row = table.first(where: { $0.characters.contains(c) }) { return row.width }
        if c.isLowercase { return lowercase }
        if c.isUppercase { return uppercase }
        return other
    }

    /// `width(of:)` for each ASCII character, by its byte.
    static let asciiWidths: [Double] = (0..<128).map { width(of: Character(Unicode.Scalar(UInt8($0)))) }

    /// The size of `text` offered `width` (nil: as wide as it likes): wrapped onto as many lines
    /// as the width needs, each `lineHeight` high.
    public static func size(_ text: String, size: Double, width: Double?) -> Size {
        let line = lineHeight * size / 17
        let natural = (self.width(text, size: size) * 100).rounded() / 100
        guard let width, natural > width, width > 0 else { return Size(width: natural, height: line) }
        return Size(width: width, height: (natural / width).rounded(.up) * line)
    }

    /// An `Image(systemName:)` is a square one line high.
    public static func imageSide(size: Double) -> Double { lineHeight * size / 17 }
}
