import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// Streamed output is handed on in large pieces: `trace lines` used to make one `write(2)` a
/// line. The sink here stands for `write(2)`; the tests count its calls.
@Suite struct OutputBufferTests {
    /// Streams `reply` through a buffer; returns the bytes and how many pieces they came in.
    func written(_ reply: Reply) -> (text: String, pieces: Int) {
        var bytes: [UInt8] = []
        var pieces = 0
        var buffer = OutputBuffer { piece in
            pieces += 1
            bytes.append(contentsOf: piece)
        }
        reply.stream!.write { line in
            buffer.appendLine(line)
            return true
        }
        buffer.flush()
        return (String(decoding: bytes, as: UTF8.self), pieces)
    }

    @Test func traceLinesOfABigTapComeInAFewPiecesWithTheSameBytes() {
        let session = Session()
        _ = session.runScript("view Parent 0 0 375 667\n" + (0..<2_000).map { "view V\($0) 1 1 5 5 in Parent" }.joined(separator: "\n"))
        _ = session.execute("tap 300 600")
        let reply = session.execute("trace lines")
        let (text, pieces) = written(reply)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(text == reply.stream!.text + "\n")
        #expect(lines > 10_000)
        // One piece per 64 KiB (and one for the rest), not one per line.
        #expect(pieces <= text.utf8.count / OutputBuffer.defaultCapacity + 1, "\(lines) lines in \(pieces) pieces")
    }

    @Test func nothingIsHeldBackAfterAFlush() {
        var got: [String] = []
        var buffer = OutputBuffer(capacity: 8) { got.append(String(decoding: $0, as: UTF8.self)) }
        buffer.appendLine("ab")
        #expect(got.isEmpty)
        buffer.appendLine("cdefgh")
        #expect(got == ["ab\ncdefgh\n"])
        buffer.appendLine("")
        buffer.flush()
        buffer.flush()
        #expect(got == ["ab\ncdefgh\n", "\n"])
    }
}
