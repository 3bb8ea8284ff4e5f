import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A scene's views in chunks: a write to a copy of the scene copies one chunk and leaves the
/// others shared, so highlighting a row of a big table, or scrolling it, does not copy every
/// view (BENCHMARKS.md, "A tap on a table").
@Suite struct ViewStoreTests {
    func chunkAddress(_ store: ViewStore, _ n: Int) -> UnsafeRawPointer? {
        store.chunks[n].withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aWriteToACopyCopiesOnlyItsChunk() throws {
        var scene = Scene(width: 375, height: 667)
        try scene.addTable(name: "T", frame: Rect(x: 0, y: 0, width: 375, height: 667), rows: 2_000, rowHeight: 44)
        let shared = scene
        let cell = try scene.viewID(named: "T_cell1500")
        try scene.update(cell) { $0.isHighlighted = true }
        #expect(scene.views.chunks.count == 4 && scene.views.count == 4_002)
        let written = Int(cell.index) >> ViewStore.shift
        for n in 0..<4 {
            let same = chunkAddress(scene.views, n) == chunkAddress(shared.views, n)
            #expect(same == (n != written), "chunk \(n)")
        }
        #expect(scene[cell].isHighlighted && !shared[cell].isHighlighted)
    }

    /// Appending, removing and undoing across a chunk's edge keep every view where it was.
    @Test func appendAndUndoAcrossChunks() throws {
        var scene = Scene(width: 375, height: 667)
        for i in 0..<1_015 { try scene.addView(name: "V\(i)", kind: .view, frame: Rect(x: 0, y: 0, width: 1, height: 1)) }
        scene.beginJournal()
        for i in 0..<20 { try scene.addView(name: "W\(i)", kind: .view, frame: Rect(x: 0, y: 0, width: 1, height: 1)) }
        scene.rollBack()
        #expect(scene.views.count == 1_016 && scene.views.chunks.count == 1)
        #expect(scene.responder(named: "W0") == nil)
        #expect(scene[try scene.viewID(named: "V1014")].name == "V1014")
        #expect(scene[try scene.viewID(named: "V1000")].superview == scene.window)
    }
}
