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
        var total = 0.0
        for c in text {
            if let row = table.first(where: { $0.characters.contains(c) }) { total += row.width }
            else if c.isLowercase { total += lowercase }
            else if c.isUppercase { total += uppercase }
            else { total += other }
        }
        return total * size / 17
    }

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
