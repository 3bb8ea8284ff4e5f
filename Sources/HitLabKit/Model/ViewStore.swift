/// A scene's views by index, in chunks of 1,024: a copy of a scene shares every chunk, and a
/// write to a shared scene copies the list of chunks and the one chunk it writes, not every
/// view. A body that highlights a row of a 10,000-row table, or a scroll that moves it, writes
/// one view of a scene the trace also holds; with one array that write copied 20,000 views.
public struct ViewStore: Sendable {
    @usableFromInline static let shift = 10
    @usableFromInline static let mask = (1 << shift) - 1

    @usableFromInline var chunks: [[ViewState?]] = []
    public private(set) var count = 0

    public init() {}

    /// The view at `index`; nil once removed. Written in place (`_modify`), so appending to a
    /// view's subviews does not copy the view and its subview list first.
    @inlinable
    public subscript(index: Int) -> ViewState? {
        get { chunks[index &>> Self.shift][index & Self.mask] }
        _modify { yield &chunks[index &>> Self.shift][index & Self.mask] }
    }

    public var indices: Range<Int> { 0..<count }

    public mutating func append(_ view: ViewState?) {
        if count & Self.mask == 0 {
            var chunk: [ViewState?] = []
            chunk.reserveCapacity(1 << Self.shift)
            chunks.append(chunk)
        }
        chunks[count &>> Self.shift].append(view)
        count += 1
    }

    /// Drops the last `n` views (undoing additions).
    public mutating func removeLast(_ n: Int) {
        for _ in 0..<n {
            count -= 1
            chunks[count &>> Self.shift].removeLast()
            if count & Self.mask == 0 { chunks.removeLast() }
        }
    }

    /// Whether every view equals `earlier`'s: a chunk that still shares `earlier`'s storage is
    /// equal at once (arrays compare their storage first), so only a chunk a write copied is
    /// compared view by view.
    func isUnchanged(from earlier: ViewStore) -> Bool {
        count == earlier.count && chunks == earlier.chunks
    }

    /// Where the list of chunks lives: it changes when a chunk is added or the scene is copied
    /// on a write, so a test can count the copies scene building makes.
    var identity: UnsafeRawPointer? {
        chunks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
