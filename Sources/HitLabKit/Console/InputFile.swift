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
/// Every error names the file as given and the fix, never a Foundation error code.
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
        if let text = String(validating: data, as: UTF8.self) { return text }
        throw CommandError("\(name): \(badByte(in: Array(data), firstLine: firstLine)) is not UTF-8; \(fix)")
    }

    /// `the byte 0xFF at line 2, column 6`: where the first invalid UTF-8 sequence starts,
    /// as every other error names a place (a script's, a body's): the line, and the column
    /// counting the characters before it on that line, from 1. A file read whole and standard
    /// input read a line at a time (`firstLine`) so name the same place for the same bytes.
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
            if b == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
            i += length
        }
        return "a byte"
    }
}
