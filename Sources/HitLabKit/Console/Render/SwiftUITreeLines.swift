import HitLabModel
import HitLabScript
/// A host's SwiftUI views for `tree`: each view's name, laid-out frame in the window's
/// coordinates, kind (with its text), and what matters for touches: the modifiers that
/// change hit-testing or drawing only, and its gestures and actions.
struct SwiftUITreeLines {
    let layout: SwiftUILayout

    /// The outline's lines below the host, `last` when nothing of UIKit's follows them.
    func lines(last: Bool) -> [String] {
        var out: [String] = []
        var stack: [(node: Int, depth: Int, isLast: Bool, role: String)] = [(layout.root, 0, last, "")]
        var lastAtLevel: [Bool] = []
        while let (n, depth, isLast, role) = stack.popLast() {
            lastAtLevel.removeSubrange(depth...)
            let prefix = Indentation.of(depth: depth) { lastAtLevel[$0] ? "   " : "│  " }
            out.append(prefix + (isLast ? "└─ " : "├─ ") + role + describe(n))
            lastAtLevel.append(isLast)
            let node = layout.nodes[n]
            let inside = node.children.map { ($0, "") } + node.secondaries.sorted { $0.key < $1.key }.map { ($0.value, node.view.modifiers[$0.key].name + ": ") }
            for (i, (child, childRole)) in inside.enumerated().reversed() {
                stack.append((child, depth + 1, i == inside.count - 1, childRole))
            }
        }
        return out
    }

    private func describe(_ n: Int) -> String {
        let node = layout.nodes[n], view = node.view
        var line = "\(node.name) \(node.frame) \(view.kind.rawValue)"
        switch view.kind {
        case .text: line += " \u{201C}\(view.text)\u{201D}"
        case .color, .image: line += " \(view.text)"
        default: break
        }
        let notes = view.modifiers.compactMap(Self.note) + (view.action != nil ? ["action"] : [])
        return line + (notes.isEmpty ? "" : " · " + notes.joined(separator: ", "))
    }

    /// What `tree` says of a modifier that matters for touches; nil for layout and style.
    private static func note(_ modifier: SwiftUIModifier) -> String? {
        switch modifier {
        case .offset(let x, let y): "offset(\(formatNumber(x)), \(formatNumber(y)))"
        case .zIndex(let z): "zIndex(\(formatNumber(z)))"
        case .opacity(let o): "opacity(\(formatNumber(o)))"
        case .hidden: "hidden"
        case .disabled(let b): "disabled(\(b))"
        case .allowsHitTesting(let b): "allowsHitTesting(\(b))"
        case .contentShape(let shape, let eo, let interaction): "contentShape(\(interaction ? "" : "not for hits, ")\(shape.kind.rawValue)\(eo ? ", eoFill" : ""))"
        case .clipped: "clipped (drawing only)"
        case .clipShape(let shape): "clipShape(\(shape.kind.rawValue)) (drawing only)"
        case .gesture(let g) where g.modifier == "onTapGesture": g.modifier + (g.count > 1 ? "(count: \(g.count))" : "")
        case .gesture(let g) where g.modifier == "onLongPressGesture": g.modifier + "(minimumDuration: \(formatNumber(g.value.minimumDuration)))"
        case .gesture(let g): "\(g.modifier)(\(g.value.description)\(g.mask == .all ? "" : ", including: .\(g.mask.rawValue)"))"
        default: nil
        }
    }
}
