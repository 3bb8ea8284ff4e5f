import HitLabModel
/// What SwiftUI's hit-test source reads of a laid-out view (`view.modifier`, `view.inner`,
/// `view.contains(point)` …): the facts of one layer, answered natively from the layout.
extension Interpreter {
    func layerProperty(_ name: String, of ref: SwiftUILayerRef, at position: SourcePosition) throws(ScriptError) -> Value {
        let node = ref.laidOut
        func layer(_ n: Int) -> Value { .swiftUILayer(SwiftUILayerRef.outermost(ref.content, host: ref.host, node: n)) }
        switch (name, ref.modifier) {
        case ("modifier", let m): return m.map { .string($0.name) } ?? .nil
        case ("name", _): return .string(node.name)
        case ("kind", _): return .string(node.view.kind.rawValue)
        case ("frame", _): return .rect(ref.frame)
        case ("inner", .some): return .swiftUILayer(SwiftUILayerRef(content: ref.content, host: ref.host, node: ref.node, layer: ref.layer - 1))
        case ("base", _): return .swiftUILayer(SwiftUILayerRef(content: ref.content, host: ref.host, node: ref.node, layer: 0))
        case ("secondary", .background?), ("secondary", .overlay?): return layer(node.secondaries[ref.layer - 1]!)
        case ("isOn", .allowsHitTesting(let on)?), ("isOn", .disabled(let on)?): return .bool(on)
        case ("amount", .opacity(let a)?): return .double(a)
        case ("isInteraction", .contentShape(_, _, let interaction)?): return .bool(interaction)
        case ("isContainer", nil): return .bool(node.view.kind.isContainer)
        case ("scrolls", nil): return .bool(node.view.kind == .scrollView || node.view.kind == .list)
        case ("isList", nil): return .bool(node.view.kind == .list)
        case ("cell", _) where !ref.isCell:
            return .swiftUILayer(SwiftUILayerRef(content: ref.content, host: ref.host, node: ref.node, layer: ref.layer, isCell: true))
        case ("hasContent", nil): return .bool(Self.hasContent(node.view))
        case ("childrenFrontToBack", nil):
            return .array(Self.frontToBack(ref.layout.layoutChildren(ref.node), in: ref.layout).map(layer))
        default:
            throw runtime("\(ref.description) has no \(name) here", at: position)
        }
    }

    /// `view.contains(point)` (the view's own content), `view.shapeContains(point)` (a
    /// content shape, laid over the frame of the view it modifies) and `row.cellContains(point)`
    /// (a List row's cell), and `view.reaches(point)` (whether anything inside could hit there).
    func layerMethod(_ site: CallSite, on ref: SwiftUILayerRef, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        guard args.count == 1, case .point(let p) = args[0] else { throw runtime("\(site.selector) takes a CGPoint", at: position) }
        let view = ref.laidOut.view
        switch (site.name, ref.modifier) {
        case ("contains", nil):
            return .bool(SwiftUIShape.contains(view.kind, cornerRadius: view.number, in: ref.frame, p))
        case ("reaches", nil):
            // Everything inside the view lies within its reach (`SwiftUINode.reach`).
            return .bool(ref.laidOut.reach.contains(p))
        case ("cellContains", _):
            // A List's row in its cell (`SwiftUILayout.cell(ofRow:)`); a view that is no row has none.
            return .bool(ref.layout.cell(ofRow: ref.node)?.contains(p) ?? false)
        case ("shapeContains", .contentShape(let shape, let eoFill, _)?):
            // A single shape's path does not cross itself, so even-odd and non-zero agree.
            _ = eoFill
            return .bool(SwiftUIShape.contains(shape.kind, cornerRadius: shape.number, in: ref.frame, p))
        default:
            throw runtime("\(ref.description) has no method \(site.selector)", at: position)
        }
    }

    /// Whether a leaf draws something a touch can land on: Text, Image, shapes and colours,
    /// but not `Color.clear` (§2.1; HitLab's choice), `Spacer` or `EmptyView`.
    package static func hasContent(_ view: SwiftUIView) -> Bool {
        switch view.kind {
        case .text, .image: return true
        case .color: return !view.isClear
        default: return view.kind.isShape
        }
    }

    /// A view's `zIndex` (the last one written), 0 without one.
    package static func zIndex(of view: SwiftUIView) -> Double {
        var value = 0.0
        for case .zIndex(let v) in view.modifiers { value = v }
        return value
    }

    /// Children from the front to the back: a higher `zIndex` first, then the later one (a
    /// ZStack draws each child over the one before).
    package static func frontToBack(_ children: [Int], in layout: SwiftUILayout) -> [Int] {
        let zs = children.map { zIndex(of: layout.nodes[$0].view) }
        // Without a zIndex the later child is in front: the order reversed, with no sort.
        if zs.allSatisfy({ $0 == 0 }) { return children.reversed() }
        return children.indices.sorted { (zs[$0], $0) > (zs[$1], $1) }.map { children[$0] }
    }
}
