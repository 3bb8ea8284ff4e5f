import HitLabModel
import HitLabScript
import HitLabDelivery
/// `explain` at the first line of a SwiftUI gesture's closure: which gesture runs and which
/// it won over (swiftui-semantics.md §3.4).
extension Explainer {
    func swiftUICallback(at i: Int) -> Explanation? {
        guard let name = trace.swiftUICallback(firstLine: i) else { return nil }
        let gesture = name.gesture, callback = name.callback
        let session = competition(before: i)
        if let row = session?.members.first(where: { $0.name == gesture })?.row {
            let together = session!.members.filter { $0.row == row && $0.name != gesture }.map(\.name)
            return .swiftUIRowAction(gesture: gesture, row: row, together: together)
        }
        return .swiftUICallback(gesture: gesture, callback: callback, beat: session?.names(beatenBy: gesture) ?? [])
    }

    /// The competition last recorded before record `i`.
    private func competition(before i: Int) -> SwiftUIGestureSession? {
        var n = trace.changes.count - 1
        while n >= 0 {
            if Int(trace.changeRecords[n]) <= i, case .swiftUIGestures(let session?) = trace.changes[n] { return session }
            n -= 1
        }
        return nil
    }
}
