import HitLabModel
/// Text made safe inside HTML and SVG, in one pass over its bytes (the trace page escapes the
/// description of every view of its pictures, so four Foundation passes each showed up).
package enum HTMLText {
    /// `&`, `<`, `>` and `"` as entities, so the text can sit in an element or an attribute.
    package static func escaped(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else { return s }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 16)
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
