import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit
import HitLabTestSupport

/// `InputFile`: what HitLab reads is a regular UTF-8 file, and anything else is one line that
/// names the file, the place and the fix.
@Suite struct InputFileTests {
    @Test func aByteThatIsNotUTF8IsNamedByLineAndColumn() throws {
        var bytes = Array("tap 1 1\nvar é".utf8)
        bytes.append(0xFF)
        #expect(throws: CommandError("s.hitlab: the byte 0xFF at line 2, column 6 is not UTF-8; save the file as UTF-8 (or remove the byte)")) {
            try InputFile.decode(bytes, named: "s.hitlab")
        }
        // A sequence cut short is reported at its first byte.
        #expect(throws: CommandError("x: the byte 0xE2 at line 4, column 3 is not UTF-8; send UTF-8 text")) {
            try InputFile.decode([0x61, 0x62, 0xE2, 0x82], named: "x", firstLine: 4, fix: "send UTF-8 text")
        }
        #expect(try InputFile.decode(Array("ok ✓\n".utf8), named: "x") == "ok ✓\n")
    }

    /// Standard input is decoded a line at a time, a file whole: the same bytes name the same
    /// place either way, deep in a long file too.
    @Test func aFileAndAStreamOfItsLinesNameTheSamePlace() throws {
        var bytes = Array(String(repeating: "tap 10 10\n", count: 40).utf8) + Array("p \"ü".utf8)
        bytes += [0xC3, 0x28] + Array(" ok\nlast\n".utf8)
        func said(_ body: () throws(CommandError) -> String) -> String? {
            do throws(CommandError) { _ = try body(); return nil } catch { return error.message }
        }
        let whole = said { () throws(CommandError) in try InputFile.decode(bytes, named: "in") }
        #expect(whole == "in: the byte 0xC3 at line 41, column 5 is not UTF-8; save the file as UTF-8 (or remove the byte)")
        var streamed: String?
        for (n, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() where streamed == nil {
            streamed = said { () throws(CommandError) in try InputFile.decode(Array(line) + [0x0A], named: "in", firstLine: n + 1) }
        }
        #expect(streamed == whole)
    }

    @Test func aFIFOALinkAFolderAndABigFileAreRefusedWithoutReadingThem() throws {
        let folder = TestFolder.path("input")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(throws: CommandError("cannot read fifo: it is not a regular file (a FIFO, device or socket); name a file")) {
            try InputFile.read(folder + "/fifo", named: "fifo")
        }
        try "secret line\n".write(toFile: folder + "/secret", atomically: false, encoding: .utf8)
        symlink(folder + "/secret", folder + "/link")
        #expect(throws: CommandError("cannot read link: it is a symbolic link, which is not followed here; name the file itself")) {
            try InputFile.read(folder + "/link", named: "link", followsLinks: false)
        }
        #expect(try InputFile.read(folder + "/link") == "secret line\n")
        #expect(throws: CommandError("cannot read secret: it is 12 bytes, over the limit of 5; name a smaller file")) {
            try InputFile.read(folder + "/secret", named: "secret", maxBytes: 5)
        }
        #expect(throws: CommandError("cannot read d: it is a folder; name a file in it")) { try InputFile.read(folder, named: "d") }
        #expect(throws: CommandError("cannot read none: there is no such file; check the name")) { try InputFile.read(folder + "/none", named: "none") }
    }

    /// Windows saves lines with CR LF and Notepad starts UTF-8 with a byte order mark; old Mac
    /// editors end lines with CR alone. Each reads as the same lines with plain line feeds,
    /// so a script's lines split and number alike whoever saved it.
    @Test func windowsAndOldMacLineEndingsAndAByteOrderMarkReadAsPlainLines() throws {
        let plain = "# a comment\noverride A.hitTest {\n    return nil\n}\n\ntap 1 1\n"
        let crlf = plain.replacingOccurrences(of: "\n", with: "\r\n")
        let cr = plain.replacingOccurrences(of: "\n", with: "\r")
        for bytes in [Array(crlf.utf8), Array(cr.utf8), [0xEF, 0xBB, 0xBF] + Array(plain.utf8), [0xEF, 0xBB, 0xBF] + Array(crlf.utf8)] {
            let read = try InputFile.decode(bytes, named: "s")
            #expect(read == plain)
            #expect(read.lineSlices.count == 7)
        }
        // Only a leading mark is dropped; one inside the text is a character like any other.
        #expect(InputFile.plainText("a\u{FEFF}b") == "a\u{FEFF}b")
        // A blank line stays a line: CR LF CR LF is two line feeds, CR CR too.
        #expect(InputFile.plainText("a\r\n\r\nb\r\rc") == "a\n\nb\n\nc")
        #expect(InputFile.plainBytes(Array("x\r\ny\r".utf8)) == Array("x\ny\n".utf8))
        // A bad byte is placed on its line whichever endings count the lines.
        for ending in ["\n", "\r\n", "\r"] {
            let bytes = Array("tap 1 1\(ending)tap 2 2\(ending)p ".utf8) + [0xFF]
            #expect(throws: CommandError("w: the byte 0xFF at line 3, column 3 is not UTF-8; save the file as UTF-8 (or remove the byte)")) {
                try InputFile.decode(bytes, named: "w")
            }
        }
    }
}
