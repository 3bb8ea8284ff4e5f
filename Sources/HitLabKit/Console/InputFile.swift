import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// Reads the text files HitLab is given (scripts, lessons, transcripts, submissions) with one
/// set of checks and one wording: a regular file (never a FIFO, which would block, nor a
/// device), optionally never through a symbolic link, at most `maxBytes`, and UTF-8, where a
/// bad byte is an error naming its line and column instead of a character silently replaced.
/// Every error names the file as given and the fix, never a Foundation error code. The text
/// comes back with plain line feeds and no byte order mark (`plainText`), whatever editor
/// saved it, so every reader of a file splits and numbers its lines alike.
public enum InputFile {
    /// The largest file read by default: far beyond any lesson, well within memory.
    public static let standardMaxBytes = 64 << 20

    public static func read(_ path: String, named name: String? = nil, followsLinks: Bool = true,
                            maxBytes: Int = standardMaxBytes) throws(CommandError) -> String {
        let name = name ?? path
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            switch errno {
            case ENOENT: throw CommandError("cannot read \(name): there is no such file; check the name")
            case ELOOP: throw CommandError("cannot read \(name): it is a symbolic link, which is not followed here; name the file itself")
            default: throw CommandError("cannot read \(name): \(AtomicFile.systemReason(errno)); check the file")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw CommandError("cannot read \(name): \(AtomicFile.systemReason(errno)); check the file") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CommandError("cannot read \(name): it is a folder; name a file in it")
        default: throw CommandError("cannot read \(name): it is not a regular file (a FIFO, device or socket); name a file")
        }
        guard Int(info.st_size) <= maxBytes else {
            throw CommandError("cannot read \(name): it is \(info.st_size) bytes, over the limit of \(maxBytes); name a smaller file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            guard n >= 0 else { throw CommandError("cannot read \(name): \(AtomicFile.systemReason(errno)); check the file") }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
            guard data.count <= maxBytes else {
                throw CommandError("cannot read \(name): it is over the limit of \(maxBytes) bytes; name a smaller file")
            }
        }
        return try decode(data, named: name)
    }

    /// `data` as UTF-8 text, or an error naming the first byte that is not.
    /// `firstLine` numbers the first line when `data` is one line of a stream; `fix` says
    /// what to do.
    public static func decode<Bytes: Collection<UInt8>>(_ data: Bytes, named name: String, firstLine: Int = 1,
                                                        fix: String = "save the file as UTF-8 (or remove the byte)") throws(CommandError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return plainText(text) }
        throw CommandError("\(name): \(badByte(in: Array(data), firstLine: firstLine)) is not UTF-8; \(fix)")
    }

    /// `text` with Windows (CR LF) and old Mac (lone CR) line endings made line feeds and a
    /// leading byte order mark (Notepad's UTF-8 default) removed. Swift counts "\r\n" as one
    /// character, so a split at "\n" would leave such a file one long line; a BOM would make
    /// the first word unknown. Lines keep their numbers: each ending becomes one line feed.
    public static func plainText(_ text: String) -> String {
        guard needsPlaining(text.utf8) else { return text }
        return String(decoding: plainBytes(text.utf8), as: UTF8.self)
    }

    /// `bytes` made plain as `plainText` makes text, for readers that take bytes (`import`).
    static func plainBytes<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        guard needsPlaining(bytes) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previousWasReturn = false
        for byte in bytes.dropFirst(bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0) {
            if byte == 0x0D {
                out.append(0x0A)
            } else if !(byte == 0x0A && previousWasReturn) {
                out.append(byte)
            }
            previousWasReturn = byte == 0x0D
        }
        return out
    }

    /// UTF-8's byte order mark, U+FEFF.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func needsPlaining<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.starts(with: byteOrderMark) || bytes.contains(0x0D)
    }

    /// `the byte 0xFF at line 2, column 6`: where the first invalid UTF-8 sequence starts,
    /// as every other error names a place (a script's, a body's): the line, and the column
    /// counting the characters before it on that line, from 1. A file read whole and standard
    /// input read a line at a time (`firstLine`) so name the same place for the same bytes,
    /// whichever line endings the file has.
    static func badByte(in bytes: [UInt8], firstLine: Int) -> String {
        var line = firstLine, lineStart = 0, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            let valid = length > 0 && i + length <= bytes.count
                && String(validating: bytes[i..<i + length], as: UTF8.self) != nil
            guard valid else {
                let column = (String(validating: bytes[lineStart..<i], as: UTF8.self)?.count ?? i - lineStart) + 1
                return "the byte 0x\(String(b, radix: 16, uppercase: true)) at line \(line), column \(column)"
            }
            // A line ends at a line feed or at a carriage return not followed by one, as `plainText` reads it.
            let lineFeed = b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A))
            if lineFeed { line += 1; lineStart = i + 1 }
            i += length
        }
        return "a byte"
    }
}
