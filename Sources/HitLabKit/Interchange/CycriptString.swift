import HitLabModel
import HitLabScript
/// Cycript's one-line form of a dump: the description printed as an Objective-C string
/// literal, `@"<UIWindow: 0x…; frame = (0 0; 320 480); …>\n   | <UIView: 0x…; …>"`, whose
/// line breaks are the two characters `\n`. Unescaped, it is the dump as lldb prints it.
enum CycriptString {
    /// The file with its first line that opens such a literal (`@"<` or `"<`, holding a `\n`)
    /// unescaped in place; nil when there is none, so the file is read as it is.
    static func unescaped(_ bytes: [UInt8]) -> [UInt8]? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var p = lineStart
            while p < lineEnd, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") { p += 1 }
            if p < lineEnd, bytes[p] == UInt8(ascii: "@") { p += 1 }
            if p + 1 < lineEnd, bytes[p] == quote, bytes[p + 1] == UInt8(ascii: "<"),
               DumpLineScanner.find(Array("\\n".utf8), in: Array(bytes[p..<lineEnd]), from: 0) != nil {
                var out = Array(bytes[..<lineStart])
                var q = p + 1
                while q < bytes.count, bytes[q] != quote {
                    guard bytes[q] == backslash, q + 1 < bytes.count else { out.append(bytes[q]); q += 1; continue }
                    switch bytes[q + 1] {
                    case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): break
                    default: out.append(bytes[q + 1])   // \" \\ \'
                    }
                    q += 2
                }
                // What follows the closing quote goes on as the file's next lines.
                if q < bytes.count { out.append(UInt8(ascii: "\n")); out += bytes[(q + 1)...] }
                return out
            }
            lineStart = lineEnd + 1
        }
        return nil
    }
}
