import HitLabModel
/// Makes text safe to show on a terminal: control characters (NUL, ESC, DEL, the C1 range)
/// are written as Swift escapes (`\0`, `\u{1B}`). A NUL cut an error message short where it
/// was written with `strlen`, and an ESC from a typed name could recolour or move the cursor.
public enum ControlCharacters {
    /// `text` with every control character but line breaks (and tabs, when `keepsTabs`)
    /// escaped. Error messages keep their line breaks: a caret excerpt spans two lines.
    public static func escaped(_ text: String, keepsTabs: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepsTabs: keepsTabs) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepsTabs: keepsTabs) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `text` as it should appear quoted inside a one-line message: every control character
    /// escaped, line breaks and tabs included (`unexpected 'a\nb'` stays one line).
    public static func inline(_ text: String) -> String {
        escaped(text, keepsTabs: false).replacingOccurrences(of: "\n", with: "\\n")
    }

    /// One character as it should appear quoted in a message: `\0` for NUL, `\u{1B}` for ESC.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\n": return "\\n"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    private static func needsEscape(_ s: Unicode.Scalar, keepsTabs: Bool) -> Bool {
        if s == "\n" || (keepsTabs && s == "\t") { return false }
        return s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }
}
