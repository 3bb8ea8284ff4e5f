import HitLabModel
/// A SwiftUI view as SwiftUI's hit-test source sees it (`view` in `_UIHostingView._hitTest`):
/// a laid-out node with its first `layer` modifiers applied, so the walk can take the
/// modifiers one at a time from the outside in. It carries the content it belongs to, so
/// the trace, `p` and the debugger can read it long after the run.
public final class SwiftUILayerRef: Sendable, Equatable {
    public let content: SwiftUIContent
    public let host: Int
    public let node: Int
    /// How many of the node's modifiers are applied: 0 is the view itself.
    public let layer: Int
    /// Whether this is the cell a `List` shows the node in, as a row, rather than its content:
    /// what SwiftUI's hit-test answers for a touch in a row's cell off its content.
    public let isCell: Bool

    public init(content: SwiftUIContent, host: Int, node: Int, layer: Int, isCell: Bool = false) {
        self.content = content
        self.host = host
        self.node = node
        self.layer = layer
        self.isCell = isCell
    }

    /// The node with every modifier applied, as its parent sees it.
    public static func outermost(_ content: SwiftUIContent, host: Int, node: Int) -> SwiftUILayerRef {
        SwiftUILayerRef(content: content, host: host, node: node, layer: content.hosts[host].layout.nodes[node].view.modifiers.count)
    }

    public var laidOut: SwiftUINode { content.hosts[host].layout.nodes[node] }
    public var layout: SwiftUILayout { content.hosts[host].layout }

    /// The modifier applied last at this layer, nil for the view itself.
    public var modifier: SwiftUIModifier? { layer > 0 ? laidOut.view.modifiers[layer - 1] : nil }

    /// The frame at this layer, in the window's coordinates.
    public var frame: Rect {
        if isCell, let cell = layout.cell(ofRow: node) { return cell }
        return layer > 0 ? laidOut.layerFrames[layer - 1] : laidOut.frame
    }

    /// `Text_1`, or `Text_1.padding` for a layer that is one of its modifiers; `HStack_1 (cell)`
    /// for a row's cell.
    public var description: String {
        isCell ? laidOut.name + " (cell)" : laidOut.name + (modifier.map { "." + $0.name } ?? "")
    }

    public static func == (a: SwiftUILayerRef, b: SwiftUILayerRef) -> Bool {
        a.host == b.host && a.node == b.node && a.layer == b.layer && a.isCell == b.isCell
    }
}
