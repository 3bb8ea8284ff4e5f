/// Character classes answered without Unicode's property tables when the character is ASCII,
/// as nearly everything typed at the prompt is: `Character.isWhitespace` and friends look the
/// property up for every character, which was 29 % of building a scene through commands.
/// Each gives the same answer as the Unicode property it stands for.
extension Character {
    /// `isWhitespace`: for ASCII, space, tab, line feed, vertical tab, form feed, return.
    @inlinable package var isWhitespaceQuick: Bool {
        guard let a = asciiValue else { return isWhitespace }
        return a == 0x20 || (a >= 0x09 && a <= 0x0D)
    }

    /// `isLetter`: for ASCII, A to Z and a to z.
    @inlinable var isLetterQuick: Bool {
        guard let a = asciiValue else { return isLetter }
        return (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A
    }

    /// `isNumber`: for ASCII, 0 to 9.
    @inlinable var isNumberQuick: Bool {
        guard let a = asciiValue else { return isNumber }
        return a >= 0x30 && a <= 0x39
    }
}
