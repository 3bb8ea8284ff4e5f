import HitLabModel
import HitLabScript
import HitLabDelivery
/// `explain` at the first line of a SwiftUI gesture's closure: which gesture runs and which
/// it won over (swiftui-semantics.md §3.4).
extension Explainer {
    func swiftUICallback(at i: Int) -> Explanation? {
        guard let name = trace.swiftUICallback(firstLine: i) else { return nil }
        let gesture = name.gesture, callback = name.callback
        return .swiftUICallback(gesture: gesture, callback: callback, beat: beaten(by: gesture, before: i))
    }

    /// The gestures `gesture` beat in the competition last recorded before record `i`.
    private func beaten(by gesture: String, before i: Int) -> [String] {
        var n = trace.changes.count - 1
        while n >= 0 {
            if Int(trace.changeRecords[n]) <= i, case .swiftUIGestures(let session?) = trace.changes[n] {
                let winners = Set(session.members.indices.filter { session.members[$0].name == gesture })
                var out: [String] = []
                for member in session.members {
                    if case .beaten(let by)? = member.reason, winners.contains(by), !out.contains(member.name) { out.append(member.name) }
                }
                return out
            }
            n -= 1
        }
        return []
    }
}
