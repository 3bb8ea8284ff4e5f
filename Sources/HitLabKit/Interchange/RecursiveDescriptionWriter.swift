import HitLabModel
import HitLabScript
/// A scene in `recursiveDescription`'s own format, as `tree --uikit` prints it: one line a
/// view, `   | ` a level, `<Class: 0x…; frame = (x y; w h); …; layer = <CALayer: 0x…>>` with
/// the fields UIKit prints when they differ from UIView's defaults, then `_printHierarchy`
/// lines for the controllers. Importing the output gives back the same tree: the class is
/// the view's name (a HitLab view is a subclass named after it) or the class an imported
/// view was printed as, with `baseClass = …` when the class alone does not tell the kind.
/// Addresses are made from the view's number, so the output is the same every run.
public struct RecursiveDescriptionWriter: Sendable {
    public let scene: Scene
    public var record: ImportRecord?

    public init(scene: Scene, record: ImportRecord? = nil) { self.scene = scene; self.record = record }

    public func render() -> String { lines().joined(separator: "\n") }

    /// Every line, each window's hierarchy in turn, then the controllers.
    public func lines() -> [String] {
        var out: [String] = []
        for window in scene.windows {
            var stack: [(ViewID, Int)] = [(window, 0)]
            while let (id, depth) = stack.popLast() {
                out.append(indentation(depth) + description(of: id))
                stack += scene[id].subviews.reversed().map { ($0, depth + 1) }
            }
        }
        for (index, controller) in scene.controllers.enumerated() {
            guard let c = controller else { continue }
            let name = record?.controllerClasses[ControllerID(Int32(index))] ?? c.name
            out.append("<\(name) \(Self.address(c.view.index, base: 0x7e0000000000))>, state: appeared, view: <\(className(of: c.view)) \(Self.address(c.view.index))>")
        }
        return out
    }

    /// `   | ` for each level below the root, as UIKit indents.
    private func indentation(_ depth: Int) -> String {
        depth == 0 ? "" : "   |" + String(repeating: "    |", count: depth - 1) + " "
    }

    /// The class a line names: the dump's for an imported view, else the view's own name.
    func className(of id: ViewID) -> String { record?.views[id]?.className ?? scene[id].name }

    /// `<Class: 0x…; …>` for one view.
    func description(of id: ViewID) -> String {
        let v = scene[id]
        let className = className(of: id)
        var fields = ["<\(className): \(Self.address(id.index))"]
        let bare = SceneImporter.bareClass(className)
        let named = UIKitClassTable.kind(of: bare)
        if named != v.kind, !(v.kind == .window && id == scene.window) { fields.append("baseClass = \(v.kind.uikitClasses[0])") }
        fields.append("frame = \(rect(v.frame))")
        let scrolls = record?.views[id]?.isScrollView == true || v.kind.isScrollView
        if !v.transform.isIdentity || (!scrolls && v.bounds.origin != .zero) { fields.append("bounds = \(rect(v.bounds))") }
        if !v.transform.isIdentity {
            let t = v.transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]")
        }
        if let text = record?.views[id]?.text { fields.append("text = '\(text)'") }
        if v.clipsToBounds { fields.append("clipsToBounds = YES") }
        if v.isHidden { fields.append("hidden = YES") }
        if v.alphaStorage != 1 { fields.append("alpha = \(formatNumber(Double(String(v.alphaStorage)) ?? v.alpha))") }
        if !v.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if !v.gestureRecognizers.isEmpty || record?.views[id]?.hasGestureRecognizers == true { fields.append("gestureRecognizers = <NSArray: \(Self.address(id.index, base: 0x600000c00000))>") }
        fields.append("layer = <\(v.kind == .window ? "UIWindowLayer" : "CALayer"): \(Self.address(id.index, base: 0x600000200000))>")
        if scrolls {
            fields.append("contentOffset: {\(formatNumber(v.bounds.origin.x)), \(formatNumber(v.bounds.origin.y))}")
            if let size = record?.views[id]?.contentSize ?? (v.kind.isScrollView ? v.contentSize : nil) { fields.append("contentSize: {\(formatNumber(size.width)), \(formatNumber(size.height))}") }
        }
        return fields.joined(separator: "; ") + ">"
    }

    private func rect(_ r: Rect) -> String {
        "(\(formatNumber(r.origin.x)) \(formatNumber(r.origin.y)); \(formatNumber(r.size.width)) \(formatNumber(r.size.height)))"
    }

    /// A made-up address for view number `index`, the same every run.
    static func address(_ index: Int32, base: Int = 0x7f8000000000) -> String {
        "0x" + String(base + Int(index) * 0x100, radix: 16)
    }
}
