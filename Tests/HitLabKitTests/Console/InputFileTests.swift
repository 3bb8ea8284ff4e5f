import Foundation
import Testing
import HitLabKit

/// `InputFile`: what HitLab reads is a regular UTF-8 file, and anything else is one line that
/// names the file, the place and the fix.
@Suite struct InputFileTests {
    @Test func aByteThatIsNotUTF8IsNamedByPositionLineAndColumn() throws {
        var bytes = Array("tap 1 1\nvar é".utf8)
        bytes.append(0xFF)
        #expect(throws: CommandError("s.hitlab: byte 15 (0xFF) on line 2, column 6 is not UTF-8; save the file as UTF-8 (or remove the byte)")) {
            try InputFile.decode(bytes, named: "s.hitlab")
        }
        // A sequence cut short is reported at its first byte.
        #expect(throws: CommandError("x: byte 3 (0xE2) on line 4, column 3 is not UTF-8; send UTF-8 text")) {
            try InputFile.decode([0x61, 0x62, 0xE2, 0x82], named: "x", firstLine: 4, fix: "send UTF-8 text")
        }
        #expect(try InputFile.decode(Array("ok ✓\n".utf8), named: "x") == "ok ✓\n")
    }

    @Test func aFIFOALinkAFolderAndABigFileAreRefusedWithoutReadingThem() throws {
        let folder = NSTemporaryDirectory() + "hitlab-input-\(UUID().uuidString)"
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
