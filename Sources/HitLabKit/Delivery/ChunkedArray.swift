import HitLabModel
import HitLabScript
/// An append-only array kept in fixed-size chunks. Appending never moves what is stored
/// (a plain Array copies everything each time it doubles, which dominated long traces), and
/// element `i` is still one shift and one mask away. The chunks are preallocated blocks owned
/// by one storage object, so an append is one uniqueness check and a store (an array of
/// arrays checked both, at every record of a trace). A value type all the same: a copy that
/// is changed gets storage of its own. Reading an element is inlinable, so the debugger
/// (another module) reads the trace's calls and values specialized for their type, not
/// through generic metadata looked up at every read.
public struct ChunkedArray<Element: Sendable>: Sendable, RandomAccessCollection {
    @usableFromInline static var chunkShift: Int { 14 }                 // 16,384 elements a chunk
    @usableFromInline static var chunkSize: Int { 1 << chunkShift }
    @usableFromInline var storage: Storage
    public private(set) var count = 0

    public init() { storage = Storage() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inlinable
    public subscript(i: Int) -> Element {
        get {
            precondition(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            return storage.chunks[i >> Self.chunkShift][i & (Self.chunkSize - 1)]
        }
        // In place: changing one field of an element (a call's exit) copies nothing.
        _modify {
            precondition(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            makeUnique()
            yield &storage.chunks[i >> Self.chunkShift][i & (Self.chunkSize - 1)]
        }
    }

    public mutating func append(_ element: Element) {
        makeUnique()
        if count & (Self.chunkSize - 1) == 0, count >> Self.chunkShift == storage.chunkCount { storage.addChunk() }
        (storage.chunks[count >> Self.chunkShift] + (count & (Self.chunkSize - 1))).initialize(to: element)
        count += 1
        storage.initialized = count
    }

    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for e in elements { append(e) }
    }

    /// Bytes reserved for elements, for memory reports.
    public var reservedBytes: Int { storage.chunkCount * Self.chunkSize * MemoryLayout<Element>.stride }

    /// Where element `i` is stored, so a test can check that appending never moves what is
    /// stored and that a changed copy gets storage of its own.
    func address(of i: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(storage.chunks[i >> Self.chunkShift] + (i & (Self.chunkSize - 1)))
    }

    /// Makes the storage this value's alone: copies share storage until one of them changes.
    /// Storage is changed only by its one owner, so every value sharing it has its count.
    @usableFromInline
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(count) }
    }

    /// The chunks: blocks of `chunkSize` elements, of which the first `initialized` are set.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline var chunks: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
        @usableFromInline var chunkCount = 0
        private var tableCapacity = 16
        /// How many elements are set, from the start: the count of every value sharing it.
        @usableFromInline var initialized = 0

        @usableFromInline init() {
            chunks = .allocate(capacity: tableCapacity)
        }

        @usableFromInline func addChunk() {
            if chunkCount == tableCapacity {
                let grown = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: tableCapacity * 2)
                grown.moveInitialize(from: chunks, count: chunkCount)
                chunks.deallocate()
                chunks = grown
                tableCapacity *= 2
            }
            (chunks + chunkCount).initialize(to: .allocate(capacity: ChunkedArray.chunkSize))
            chunkCount += 1
        }

        /// New storage holding copies of the first `count` elements.
        @usableFromInline func copy(_ count: Int) -> Storage {
            let made = Storage()
            var i = 0
            while i < count {
                if i & (ChunkedArray.chunkSize - 1) == 0 { made.addChunk() }
                let n = Swift.min(ChunkedArray.chunkSize, count - i)
                made.chunks[i >> ChunkedArray.chunkShift].initialize(from: chunks[i >> ChunkedArray.chunkShift], count: n)
                i += n
            }
            made.initialized = count
            return made
        }

        deinit {
            var i = 0
            while i < initialized {
                let n = Swift.min(ChunkedArray.chunkSize, initialized - i)
                chunks[i >> ChunkedArray.chunkShift].deinitialize(count: n)
                i += n
            }
            for c in 0..<chunkCount { chunks[c].deallocate() }
            chunks.deallocate()
        }
    }
}
