import HitLabModel
import HitLabScript
/// An append-only array kept in fixed-size chunks. Appending never moves what is stored
/// (a plain Array copies everything each time it doubles, which dominated long traces), and
/// element `i` is still one division away. Reading an element is inlinable, so the debugger
/// (another module) reads the trace's calls and values specialized for their type, not
/// through generic metadata looked up at every read.
public struct ChunkedArray<Element: Sendable>: Sendable, RandomAccessCollection {
    @usableFromInline static var chunkShift: Int { 14 }                 // 16,384 elements a chunk
    @usableFromInline static var chunkSize: Int { 1 << chunkShift }
    @usableFromInline var chunks: [[Element]] = []
    public private(set) var count = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inlinable
    public subscript(i: Int) -> Element {
        get {
            precondition(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            return chunks[i >> Self.chunkShift][i & (Self.chunkSize - 1)]
        }
        // In place: changing one field of an element (a call's exit) copies nothing.
        _modify {
            precondition(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            yield &chunks[i >> Self.chunkShift][i & (Self.chunkSize - 1)]
        }
    }

    public mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for e in elements { append(e) }
    }

    /// Bytes reserved for elements, for memory reports.
    public var reservedBytes: Int { chunks.count * Self.chunkSize * MemoryLayout<Element>.stride }
}
