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
        return .swiftUICallback(gesture: gesture, callback: callback, beat: session.map { beaten(by: gesture, in: $0) } ?? [])
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

    /// The gestures `gesture` beat in `session`.
    private func beaten(by gesture: String, in session: SwiftUIGestureSession) -> [String] {
        let winners = Set(session.members.indices.filter { session.members[$0].name == gesture })
        var out: [String] = []
        for member in session.members {
            if case .beaten(let by)? = member.reason, winners.contains(by), !out.contains(member.name) { out.append(member.name) }
        }
        return out
    }
}
