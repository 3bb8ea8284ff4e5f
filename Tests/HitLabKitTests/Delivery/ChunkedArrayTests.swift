import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The trace's storage: appending stores each element once, in place, where it stays; copies
/// share storage until one of them changes, and then behave as separate values.
@Suite struct ChunkedArrayTests {
    /// An element that counts how many of its kind are alive, so a test sees each one freed.
    final class Counted: Sendable {
        let n: Int
        nonisolated(unsafe) static var alive = 0
        init(_ n: Int) { self.n = n; Self.alive += 1 }
        deinit { Self.alive -= 1 }
    }

    @Test func appendingNeverMovesWhatIsStored() {
        var a = ChunkedArray<Int>()
        a.append(7)
        let first = a.address(of: 0)
        var lastOfFirstChunk: UnsafeRawPointer?
        for i in 1..<100_000 {
            a.append(i)
            if i == 16_383 { lastOfFirstChunk = a.address(of: i) }
        }
        #expect(a.address(of: 0) == first)
        #expect(a.address(of: 16_383) == lastOfFirstChunk)
        #expect(a.count == 100_000 && a[0] == 7 && a[99_999] == 99_999 && a[16_384] == 16_384)
        #expect(a.reservedBytes == 7 * 16_384 * MemoryLayout<Int>.stride)
    }

    @Test func aChangedCopyGetsStorageOfItsOwn() {
        var a = ChunkedArray<Int>()
        for i in 0..<20_000 { a.append(i) }
        var b = a
        #expect(b.address(of: 0) == a.address(of: 0))
        b.append(-1)
        b[5] = 500
        #expect(b.address(of: 0) != a.address(of: 0))
        #expect(a.count == 20_000 && a[5] == 5 && a[19_999] == 19_999)
        #expect(b.count == 20_001 && b[5] == 500 && b[20_000] == -1 && b[19_999] == 19_999)
        // The original, now alone again, changes in place.
        let before = a.address(of: 0)
        a[6] = 600
        a.append(20_000)
        #expect(a.address(of: 0) == before && a[6] == 600 && a.count == 20_001)
    }

    @Test func everyElementIsFreedOnceWithTheLastCopy() {
        Counted.alive = 0
        do {
            var a = ChunkedArray<Counted>()
            for i in 0..<17_000 { a.append(Counted(i)) }
            var b = a
            b.append(Counted(-1))
            #expect(Counted.alive == 17_001)
            b[0] = Counted(100)
            #expect(Counted.alive == 17_002)
            #expect(a[0].n == 0 && b[0].n == 100 && b[16_999].n == 16_999)
        }
        #expect(Counted.alive == 0)
    }
}
