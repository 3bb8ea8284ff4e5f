import HitLabModel
import HitLabScript
import HitLabDelivery
/// `explain on` in SwiftUI's hit-test: each line's rule (`SwiftUIHitRule`), read against the
/// layer the line's `view` holds. A check that does not apply to that layer has no fact, so
/// its line is quoted.
extension Explainer {
    func swiftUIFact(_ line: Int, _ body: MethodBody, _ locals: [String: Value]) -> Explanation? {
        guard case .swiftUILayer(let ref)? = locals["view"], let rule = SwiftUIHitRule.at(line, in: body) else { return nil }
        var point: Point?
        if case .point(let p)? = locals["point"] { point = p }
        let node = ref.laidOut, view = node.view
        let step: SwiftUIStep? = switch (rule, ref.modifier) {
        case (.asks, _): .asks
        case (.hidden, .hidden?): .hidden
        case (.opacity, .opacity(let a)?) where a <= 0: .transparent(a)
        case (.allowsHitTesting, .allowsHitTesting(false)?): .hitTestingOff
        case (.disabled, .disabled(true)?): .disabled
        case (.contentShape, .contentShape(let shape, _, true)?):
            .contentShape(shape: shape.kind.rawValue, inside: point.map { SwiftUIShape.contains(shape.kind, cornerRadius: shape.number, in: ref.frame, $0) } ?? false)
        case (.overlay, .overlay?): node.secondaries[ref.layer - 1].map { .overlayFirst(overlay: ref.layout.nodes[$0].name) }
        case (.background, .background?): node.secondaries[ref.layer - 1].map { .backgroundLast(background: ref.layout.nodes[$0].name) }
        case (.passesThrough, let m?): .passesThrough(modifier: m.name)
        case (.outOfReach, nil) where view.kind.isContainer:
            .outOfReach(reach: node.reach, inside: point.map { node.reach.contains($0) } ?? true)
        case (.container, nil) where view.kind.isContainer:
            .childrenFrontToBack(Interpreter.frontToBack(ref.layout.layoutChildren(ref.node), in: ref.layout).map { ref.layout.nodes[$0].name })
        case (.listCell, nil) where view.kind == .list:
            .listCell(row: point.flatMap { p in ref.layout.layoutChildren(ref.node).first { ref.layout.cell(ofRow: $0)?.contains(p) == true } }
                .map { ref.layout.nodes[$0].name })
        case (.leaf, nil) where !view.kind.isContainer:
            .leaf(kind: SwiftUIWhy.kindName(view), hasContent: Interpreter.hasContent(view), byPath: view.kind.isShape && view.kind != .rectangle,
                  inside: point.map { SwiftUIShape.contains(view.kind, cornerRadius: view.number, in: ref.frame, $0) } ?? false)
        default: nil
        }
        return step.map { .swiftUIStep(layer: ref.description, point: point, $0) }
    }
}
