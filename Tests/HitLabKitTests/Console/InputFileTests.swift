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
}
