import HitLabModel
/// JSON written straight into bytes for a page's `<script>` block: objects, arrays, numbers
/// and strings in the order they are given. Every `<` in a string is written `\u003c`, so
/// neither `</script>` nor `<!--` can appear. A trace page's data is mostly long arrays of
/// small numbers, which Foundation's `JSONEncoder` boxes one by one (most of the page's time,
/// and then a second pass escaped `<`); this writes each once.
struct ScriptJSON {
    private var bytes: [UInt8] = []
    /// Whether a value was written just before in the same object or array.
    private var needsComma = false

    init() {}

    /// What was written, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `{`, the members `body` writes, and `}`.
    mutating func object(_ body: (inout ScriptJSON) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes `[`, each element by `element`, and `]`.
    mutating func array<S: Sequence>(_ elements: S, _ element: (inout ScriptJSON, S.Element) -> Void) {
        open(UInt8(ascii: "["))
        for e in elements { element(&self, e) }
        close(UInt8(ascii: "]"))
    }

    /// A member's name; its value is written next.
    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func member(_ name: String, _ value: Int) { key(name); number(value) }
    mutating func member(_ name: String, _ value: String) { key(name); string(value) }
    mutating func member(_ name: String, _ values: [Int]) { key(name); array(values) { $0.number($1) } }
    mutating func member(_ name: String, _ values: [String]) { key(name); array(values) { $0.string($1) } }

    mutating func number(_ n: Int) {
        separate()
        // Digits written straight in: the page is mostly small numbers.
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = n.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// A number as JSON writes it, whole numbers without a fraction; JSON has no infinity or
    /// NaN, so those are written 0.
    mutating func number(_ d: Double) {
        guard d.isFinite else { return number(0) }
        if d == d.rounded(), abs(d) < 1e15 { return number(Int(d)) }
        separate()
        bytes.append(contentsOf: d.description.utf8)
    }

    /// A string with JSON's escapes, and `<` as `\u003c`.
    mutating func string(_ s: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: written whole.
        guard s.utf8.contains(where: Self.needsEscape) else {
            bytes.append(contentsOf: s.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: #"\u003c"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }
}
