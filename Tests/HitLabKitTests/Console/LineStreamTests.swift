import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Streamed replies: the lines come one at a time, a writer can stop them, and the reply's
/// output is the same text a string reply would carry.
@Suite struct LineStreamTests {
    @Test func aStreamReadsAsItsLinesJoined() {
        let stream = LineStream { emit in for line in ["a", "", "c"] { guard emit(line) else { return } } }
        #expect(stream.text == "a\n\nc")
        #expect(Reply(streaming: stream) == Reply("a\n\nc"))
        #expect(Reply(streaming: stream).output == "a\n\nc")
    }

    @Test func aWriterStopsTheStreamAtOnce() {
        var produced = 0
        let counter = Counter()
        let stream = LineStream { emit in
            for n in 0..<1_000_000 {
                counter.count = n + 1
                guard emit("line \(n)") else { return }
            }
        }
        let finished = stream.write { line in
            produced += 1
            return produced < 3
        }
        #expect(!finished)
        #expect(produced == 3)
        #expect(counter.count == 3)
    }

    @Test func traceAndTreeStreamTheirOutput() {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        _ = session.execute("tap 180 240")
        for command in ["trace", "trace lines", "tree"] {
            let reply = session.execute(command)
            let stream = try! #require(reply.stream, "\(command) is streamed")
            var first: String?
            stream.write { line in first = line; return false }
            #expect(first == reply.output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init))
        }
    }

    private final class Counter: @unchecked Sendable { var count = 0 }
}
