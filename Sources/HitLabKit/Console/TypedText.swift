/// Text typed with a Chinese input method, read as the same text typed in ASCII: a learner in
/// full-width mode types `tap １８０ ２４０`, `3，2，1` or `nearest view controller：MainVC`
/// and means what the ASCII says. Only the full-width forms (U+FF01–U+FF5E, which NFKC folds
/// to ASCII), the ideographic space U+3000 and the enumeration comma 、 change; Chinese
/// characters, 「」, …, → and everything else stay as typed.
package enum TypedText {
    /// A command line folded outside its double-quoted strings (a view's name in quotes, a
    /// `print("你好，世界")` in an override's body stay as typed): full-width letters, digits
    /// and punctuation become ASCII, U+3000 a space, 、 a comma. A comma between numbers
    /// (`tap 180，240`) then separates them as a space does (`Arguments.number`).
    package static func command(_ text: String) -> String {
        folded(text, keepingQuoted: true, separating: false)
    }

    /// An answer to a lesson's question folded as `command` folds, with ，、；： read as
    /// separators: each becomes its ASCII mark and a space, so `3，2，1` reads as `3, 2, 1`
    /// and `nearest view controller：MainVC` as `nearest view controller: MainVC`.
    package static func answer(_ text: String) -> String {
        folded(text, keepingQuoted: false, separating: true)
    }

    private static func folded(_ text: String, keepingQuoted: Bool, separating: Bool) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var out = String.UnicodeScalarView()
        var inQuotes = false, escaped = false
        for scalar in text.unicodeScalars {
            if inQuotes {
                out.append(scalar)
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inQuotes = false }
                continue
            }
            var folded = scalar
            switch scalar.value {
            case 0x3000: folded = " "
            case 0x3001: folded = ","
            case 0xFF01...0xFF5E: folded = Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
            default: break
            }
            out.append(folded)
            if separating, folded != scalar, [",", ";", ":"].contains(folded) { out.append(" ") }
            if keepingQuoted, scalar == "\"" { inQuotes = true }
        }
        return String(out)
    }
}
