import HitLabModel
import HitLabScript
import HitLabDelivery
/// Where the views a body moved were, change by change, so the trace page draws each one where
/// it was at the cursor (a drag shows the card following the finger): the views whose place
/// a body changed (`center`, `frame`, `bounds`, `transform`, a scroll view's `contentOffset`)
/// with their subviews, and after each such change, each one's bounds, the matrix from its
/// bounds to the window, and its box in the window. The page's pictures stay for the other
/// properties (hidden, alpha, colour); these numbers move the views' shapes in whichever
/// picture shows.
struct TracePageGeometry {
    /// The moved views, as numbers in the page's `views`.
    var moved: [Int] = []
    /// The same views by their index in the scene, as the pictures mark their shapes (`data-id`).
    var ids: [Int] = []
    /// Per state (the first as the touch found them, then one after each change): for each
    /// moved view, 14 numbers: bounds x, y, width, height; matrix a, b, c, d, e, f; box x, y,
    /// width, height.
    var states: [[Double]] = []
    /// The record after which each state holds (-1 for the first).
    var records: [Int] = []

    /// Numbers a page holds at most for this: 1,000 moves of a view with 13 subviews. Past it
    /// the states are thinned evenly (the last always kept), so a long drag still plays.
    static let numberLimit = 200_000

    /// The properties that place a view (or its subviews) on the screen.
    static func places(_ property: ViewProperty) -> Bool { property.placesView }

    init(trace: Trace, before cap: Int, viewNumber: [ViewID: Int]) {
        let changes = (0..<trace.changes.count).filter { Int(trace.changeRecords[$0]) < cap }
        var movedIDs: [ViewID] = [], seen: Set<ViewID> = []
        for n in changes {
            guard case .viewProperty(let id, let property, _) = trace.changes[n], Self.places(property), trace.scene.contains(id) else { continue }
            var stack = [id]
            while let v = stack.popLast() {
                if seen.insert(v).inserted, viewNumber[v] != nil { movedIDs.append(v) }
                stack += trace.scene[v].subviews
            }
        }
        guard !movedIDs.isEmpty else { return }
        moved = movedIDs.map { viewNumber[$0]! }
        ids = movedIDs.map { Int($0.index) }
        var scene = trace.scene
        states = [Self.placements(of: movedIDs, in: scene)]
        records = [-1]
        for n in changes {
            guard case .viewProperty(let id, let property, let value) = trace.changes[n], scene.contains(id) else { continue }
            scene.replay(property, of: id, to: value)
            guard Self.places(property) else { continue }
            states.append(Self.placements(of: movedIDs, in: scene))
            records.append(Int(trace.changeRecords[n]))
        }
        // Thinned evenly when there are too many, the last state always kept.
        let most = max(2, Self.numberLimit / (movedIDs.count * 14))
        if states.count > most {
            let every = (states.count + most - 1) / most
            let kept = states.indices.filter { $0 % every == 0 || $0 == states.count - 1 }
            states = kept.map { states[$0] }
            records = kept.map { records[$0] }
        }
    }

    /// The state to show at `record`: the last one made at or before it.
    func state(at record: Int) -> Int {
        guard !records.isEmpty else { return -1 }
        var low = 0, high = records.count
        while low < high {
            let mid = (low + high) / 2
            if records[mid] <= record { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// Each view's bounds, its matrix to the window and its box there, rounded as drawings are.
    private static func placements(of views: [ViewID], in scene: Scene) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(views.count * 14)
        func round(_ x: Double, _ scale: Double) -> Double { x.isFinite ? (x * scale).rounded() / scale : 0 }
        for id in views {
            let b = scene[id].bounds
            let o = scene.convert(.zero, from: id, to: nil)
            let x = scene.convert(Point(x: 1, y: 0), from: id, to: nil), y = scene.convert(Point(x: 0, y: 1), from: id, to: nil)
            let box = scene.windowBox(of: id)
            out += [b.minX, b.minY, b.width, b.height].map { round($0, 100) }
            out += [x.x - o.x, x.y - o.y, y.x - o.x, y.y - o.y, o.x, o.y].map { round($0, 10_000) }
            out += [box.minX, box.minY, box.width, box.height].map { round($0, 100) }
        }
        return out
    }
}
