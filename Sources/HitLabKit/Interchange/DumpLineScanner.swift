import HitLabModel
import HitLabScript
/// Reads one view line of a `recursiveDescription` dump, as bytes: where the view's `<` is
/// (the `|` before it give the depth, or the `-` in the form that writes depth as dashes), its
/// class and address (none in the form snapshot tests print, `<UITableView; frame = …>`), and
/// its `; `-separated fields,
/// stepping over brackets, quotes and anything it does not know. A line cut short keeps the
/// fields it has; the reader decides what a field that is cut or malformed costs.
struct DumpLineScanner {
    /// One `key = value` (or `key: value`) field; `isCut` when the line ends inside it.
    struct Field {
        let key: String
        let value: ArraySlice<UInt8>
        let isCut: Bool
    }

    /// A view line taken apart.
    struct Parts {
        var depth: Int
        var className: String
        var address: String
        /// The controller a description names before the view (`'MyController:0x…' <…`).
        var controllerClass: String?
        var fields: [Field]
        /// True when the line ends inside a quoted text: the text goes on on the next line.
        var endsInsideText: Bool
    }

    static let framePattern = Array("frame = (".utf8)
    static let addressPattern = Array(": 0x".utf8)

    /// Whether the line names a frame at all; a line without one is not a view line.
    static func hasFrame(_ b: [UInt8]) -> Bool { find(framePattern, in: b, from: 0) != nil }

    /// The parts of a view line, or nil when the line has a frame but no `<Class: 0x…` (or
    /// `<Class; frame`) before it.
    static func parts(of b: [UInt8]) -> Parts? {
        guard let frameAt = find(framePattern, in: b, from: 0) else { return nil }
        // The last `: 0x` before the frame ends the class name; without one, the `; ` just
        // before the frame does. A generic class name may hold `<…>`, so the opening `<` is
        // the one that balances.
        var colon: Int?
        var from = 0
        while let at = find(addressPattern, in: b, from: from), at < frameAt { colon = at; from = at + 1 }
        let hasAddress = colon != nil
        if colon == nil, frameAt >= 2, b[frameAt - 2] == UInt8(ascii: ";"), b[frameAt - 1] == UInt8(ascii: " ") { colon = frameAt - 2 }
        guard let colon else { return nil }
        var open: Int?
        var nesting = 0
        var j = colon - 1
        while j >= 0 {
            if b[j] == UInt8(ascii: ">") { nesting += 1 }
            if b[j] == UInt8(ascii: "<") {
                if nesting == 0 { open = j; break }
                nesting -= 1
            }
            j -= 1
        }
        guard let open else { return nil }
        let className = String(decoding: b[(open + 1)..<colon], as: UTF8.self).trimmed
        guard !className.isEmpty else { return nil }
        let prefix = b[..<open]
        let depth = depth(of: prefix)
        var p = hasAddress ? colon + 2 : colon
        let addressStart = p
        while hasAddress, p < b.count, isAddressByte(b[p]) { p += 1 }
        let address = String(decoding: b[addressStart..<p], as: UTF8.self).lowercased()
        var parts = Parts(depth: depth, className: className, address: address,
                          controllerClass: controllerClass(in: prefix), fields: [], endsInsideText: false)
        scanFields(b, from: p, into: &parts)
        return parts
    }

    /// The `|` before the view's `<`; when there are none and everything before it is dashes
    /// (spaces aside), the dashes: `--<UILabel: …>` is two levels down.
    static func depth(of prefix: ArraySlice<UInt8>) -> Int {
        var bars = 0, dashes = 0, others = 0
        for c in prefix {
            switch c {
            case UInt8(ascii: "|"): bars += 1
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: others += 1
            }
        }
        return bars == 0 && others == 0 ? dashes : bars
    }

    /// `'MyController:0x…'` just before the view (Peter Steinberger's description prints it).
    private static func controllerClass(in prefix: ArraySlice<UInt8>) -> String? {
        guard let close = prefix.lastIndex(of: UInt8(ascii: "'")),
              let openQuote = prefix[..<close].lastIndex(of: UInt8(ascii: "'")) else { return nil }
        let inside = String(decoding: prefix[(openQuote + 1)..<close], as: UTF8.self)
        guard let colon = inside.range(of: ":0x") else { return nil }
        let name = String(inside[..<colon.lowerBound])
        return name.isEmpty ? nil : name
    }

    /// The fields after the address, up to the `>` that closes the view.
    private static func scanFields(_ b: [UInt8], from start: Int, into parts: inout Parts) {
        var p = start
        while p < b.count {
            while p < b.count, b[p] == UInt8(ascii: " ") || b[p] == UInt8(ascii: ";") { p += 1 }
            guard p < b.count, b[p] != UInt8(ascii: ">") else { return }
            let keyStart = p
            while p < b.count, isKeyByte(b[p]) { p += 1 }
            let key = String(decoding: b[keyStart..<p], as: UTF8.self)
            // `key = value` or `key: value`; anything else is a word HitLab skips.
            var q = p
            while q < b.count, b[q] == UInt8(ascii: " ") { q += 1 }
            guard q < b.count, b[q] == UInt8(ascii: "=") || b[q] == UInt8(ascii: ":") else {
                p = max(skipValue(b, from: keyStart).end, keyStart + 1)
                continue
            }
            q += 1
            while q < b.count, b[q] == UInt8(ascii: " ") { q += 1 }
            let (end, cut, inText) = skipValue(b, from: q)
            parts.fields.append(Field(key: key, value: b[q..<end], isCut: cut))
            if inText { parts.endsInsideText = true }
            p = end
        }
    }

    /// Where a value ends: at a `;` or `>` outside brackets and quotes. `cut` when the line
    /// ends first; `inText` when it ends inside a quoted text.
    private static func skipValue(_ b: [UInt8], from start: Int) -> (end: Int, cut: Bool, inText: Bool) {
        var p = start
        var nesting = 0
        while p < b.count {
            let c = b[p]
            if c == UInt8(ascii: "'") {
                // A quoted text ends at a quote followed by `;`, `>` or the end of the line.
                var q = p + 1
                while q < b.count {
                    if b[q] == UInt8(ascii: "'"), q + 1 == b.count || b[q + 1] == UInt8(ascii: ";") || b[q + 1] == UInt8(ascii: ">") { break }
                    q += 1
                }
                if q >= b.count { return (b.count, true, true) }
                p = q + 1
                continue
            }
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): nesting += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): nesting = max(0, nesting - 1)
            case UInt8(ascii: ">"):
                if nesting == 0 { return (p, false, false) }
                nesting -= 1
            case UInt8(ascii: ";") where nesting == 0: return (p, false, false)
            default: break
            }
            p += 1
        }
        return (b.count, nesting > 0, false)
    }

    private static func isKeyByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
    }

    private static func isAddressByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F")) || c == UInt8(ascii: "x") || c == UInt8(ascii: "X")
    }

    /// The first index at or after `from` where `pattern` starts.
    static func find(_ pattern: [UInt8], in b: [UInt8], from: Int) -> Int? {
        guard pattern.count <= b.count else { return nil }
        var i = from
        let last = b.count - pattern.count
        while i <= last {
            if b[i] == pattern[0] {
                var k = 1
                while k < pattern.count, b[i + k] == pattern[k] { k += 1 }
                if k == pattern.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// The numbers of a value such as `(0 0; 320 480)`, `[1, 0, 0, 1, 0, -12]` or `{0, 0}`:
    /// the words between the brackets, split at spaces, commas and semicolons; nil when one
    /// is not a number or the closing bracket is missing.
    static func numbers(_ untrimmed: ArraySlice<UInt8>) -> [Double]? {
        var value = untrimmed
        while value.last == UInt8(ascii: " ") { value = value.dropLast() }
        while value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        guard let first = value.first, let last = value.last,
              [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(first),
              [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(last), value.count >= 2 else { return nil }
        let inner = value.dropFirst().dropLast()
        var out: [Double] = []
        for word in inner.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }) {
            guard let n = Double(String(decoding: word, as: UTF8.self)) else { return nil }
            out.append(n)
        }
        return out
    }
}

extension String {
    /// Without spaces at either end.
    var trimmed: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" || s.last == "\r" { s = s.dropLast() }
        return String(s)
    }
}
