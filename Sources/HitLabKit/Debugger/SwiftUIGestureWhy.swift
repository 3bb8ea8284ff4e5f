import HitLabModel
import HitLabScript
import HitLabDelivery
/// `why VIEW.onTapGesture` (or `.gesture`, `.highPriorityGesture`, `.action` …): what became of
/// that SwiftUI gesture in the last touch and which rule decided it (swiftui-semantics.md
/// §3.1–§3.5), as facts the words turn into a sentence with the way to change it.
public struct SwiftUIGestureWhy {
    let trace: Trace

    public init(trace: Trace) { self.trace = trace }

    /// What became of one gesture.
    public enum Answer: Sendable, Equatable {
        /// It ran; `beat` are the gestures it won over.
        case ran(String, beat: [String])
        /// A gesture ranked above it acted first, by `rule` (`gesture`, `highPriorityGesture`,
        /// `exclusively`, `tapCount`).
        case beaten(String, by: String, rule: String)
        /// `disabled(true)` on `view` switched it off.
        case disabled(String, view: String)
        /// The `including:` mask of gesture `by` switched it off.
        case masked(String, by: String)
        /// The touch was not its kind of touch: the gesture's own limits.
        case limits(String, SwiftUIGestureKind)
        /// The gesture sequenced before it failed.
        case sequenceFailed(String)
        case cancelled(String)
        /// Not on the path from the view hit to the root in the last touch.
        case notOnPath(String)
        /// The view carries no gesture of that modifier: `has` are the ones it carries.
        case noSuchGesture(String, view: String, has: [String])
        /// A Button's finger lifted outside its frame (`row`: outside its List row's cell).
        case releasedOutside(String, row: String?)
        /// A List row's automatic-style Button ran with the row, with the `together` others.
        case rowButton(String, row: String, together: [String])
        /// The pan of a ScrollView or List (`NAME.panGestureRecognizer`) scrolled it, cancelling `beat`.
        case scrolled(String, beat: [String])
    }

    /// The answer for `name`, or nil when `name` does not name a SwiftUI gesture
    /// (`VIEW.onTapGesture`, `VIEW.gesture_2`, `VIEW.action` …).
    public func answer(_ name: String) -> Answer? {
        guard let dot = name.firstIndex(of: "."), Self.isGestureName(String(name[name.index(after: dot)...])) else { return nil }
        for session in trace.finishedSwiftUIGestures.reversed() {
            guard let m = session.members.firstIndex(where: { $0.name == name && $0.reason == .ran })
                ?? session.members.firstIndex(where: { $0.name == name }) else { continue }
            return answer(m, in: session)
        }
        // A view the touch's content has, without that gesture: name the ones it carries.
        let view = String(name[..<dot]), modifier = Self.modifier(of: String(name[name.index(after: dot)...]))
        if let content = SwiftUIWhy(trace: trace).content, let (h, n) = content.names[view] {
            let made = content.hosts[h].layout.nodes[n].view
            var has = made.modifiers.compactMap { m -> String? in if case .gesture(let g) = m { g.modifier } else { nil } }
            if made.kind == .button { has.insert("action", at: 0) }
            if !has.contains(modifier) { return .noSuchGesture(name, view: view, has: has) }
        }
        return .notOnPath(name)
    }

    /// `onTapGesture`, `highPriorityGesture_2`, `action`: a gesture modifier's name as DESIGN names gestures.
    static func isGestureName(_ s: String) -> Bool {
        ["onTapGesture", "onLongPressGesture", "gesture", "highPriorityGesture", "simultaneousGesture", "action", "panGestureRecognizer"].contains(modifier(of: s))
    }

    /// The modifier a gesture's name after the view's is made by: `onTapGesture` for `onTapGesture_2`.
    static func modifier(of s: String) -> String { s.split(separator: "_").first.map(String.init) ?? s }

    private func answer(_ m: Int, in session: SwiftUIGestureSession) -> Answer {
        let member = session.members[m], name = member.name
        switch member.reason {
        case .ran?:
            let beat = session.members.enumerated().compactMap { i, other -> String? in
                if case .beaten(let by)? = other.reason, by == m, other.name != name { return other.name } else { return nil }
            }
            let sorted = Array(Set(beat)).sorted()
            if member.kind == .scroll { return .scrolled(name, beat: sorted) }
            if let row = member.row {
                let together = session.members.filter { $0.row == row && $0.reason == .ran && $0.name != name }.map(\.name)
                return .rowButton(name, row: row, together: together)
            }
            return .ran(name, beat: sorted)
        case .beaten(let by)?:
            let rule = (session.ranking.blocks + session.ranking.cancels).first { $0.first == by && $0.second == m }?.rule ?? "gesture"
            return .beaten(name, by: session.members[by].name, rule: rule)
        case .masked(let by)?:
            if by.hasSuffix(".disabled") { return .disabled(name, view: String(by.dropLast(".disabled".count))) }
            return .masked(name, by: by)
        case .sequenceFailed?: return .sequenceFailed(name)
        case .cancelled?: return .cancelled(name)
        case .releasedOutside?: return .releasedOutside(name, row: member.row)
        case .limits?, nil: return .limits(name, member.kind)
        }
    }
}
