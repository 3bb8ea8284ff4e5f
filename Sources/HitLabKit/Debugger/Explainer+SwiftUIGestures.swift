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

/// `explain on` in SwiftUI's arbitration source: each line's rule (`SwiftUIArbitrationRule`),
/// read against the two gestures and the rule the line's locals hold. A check that does not
/// apply to them has no fact, so its line is quoted.
extension Explainer {
    func swiftUIArbitrationFact(_ line: Int, _ body: MethodBody, _ locals: [String: Value]) -> Explanation? {
        guard let rule = SwiftUIArbitrationRule.at(line, in: body) else { return nil }
        if case .string(let part)? = locals["part"], case .string(let mask)? = locals["mask"] {
            let applies = switch rule {
            case .maskAll: mask == "all"
            case .maskNone: mask == "none"
            default: true
            }
            return applies ? .swiftUIMask(part: part, mask: mask, rule) : nil
        }
        guard case .swiftUIGesture(let first)? = locals["first"], case .swiftUIGesture(let second)? = locals["second"],
              case .string(let combined)? = locals["rule"] else { return nil }
        let applies = switch rule {
        case .scrollHighPriorityDrag: combined == "scrollView" && first.kind == .drag && first.isHighPriority
        case .scrollView: combined == "scrollView"
        case .together: combined == "simultaneousGesture" || combined == "simultaneously"
        case .sequenced, .exclusively: combined == rule.rawValue
        case .tapCount: first.kind.isTap && second.kind.isTap && first.count != second.count
        case .highPriority: combined == "highPriorityGesture"
        default: true
        }
        guard applies else { return nil }
        return .swiftUIArbitration(first: first.name ?? first.description, second: second.name ?? second.description, combined: combined, rule)
    }
}
