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
    /// A colour name's red, green and blue (0–255); the palette lives with the renderers.
    public let colour: @Sendable (String) -> (UInt8, UInt8, UInt8)?

    public init(scene: Scene, record: ImportRecord? = nil, colour: @escaping @Sendable (String) -> (UInt8, UInt8, UInt8)? = { _ in nil }) {
        self.scene = scene
        self.record = record
        self.colour = colour
    }

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

    /// `<Class: 0x…; …>` for one view: its geometry, then each property row with a dump
    /// field where it differs from UIView's default (or always, for a class that prints it
    /// always), with the text, recognizers and layer, in the order UIKit prints them.
    func description(of id: ViewID) -> String {
        let v = scene[id]
        let className = className(of: id)
        var head = ["<\(className): \(Self.address(id.index))"]
        let bare = SceneImporter.bareClass(className)
        let named = UIKitClassTable.kind(of: bare)
        if named != v.kind, !(v.kind == .window && id == scene.window) { head.append("baseClass = \(v.kind.uikitClasses[0])") }
        // The geometry, as the printed frame holds it: the transformed bounds' box.
        var fields: [(rank: Int, text: String)] = [Self.field("frame", rect(v.frame))]
        if !v.transform.isIdentity || (!v.kind.isScrollView && v.bounds.origin != .zero) { fields.append(Self.field("bounds", rect(v.bounds))) }
        if !v.transform.isIdentity {
            let t = v.transform
            fields.append(Self.field("transform", "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]"))
        }
        if v.kind.isScrollView { fields.append(Self.field("contentOffset", "{\(formatNumber(v.bounds.origin.x)), \(formatNumber(v.bounds.origin.y))}")) }
        if let text = record?.views[id]?.text { fields.append((DumpField.textRank, "text = '\(text)'")) }
        if !v.gestureRecognizers.isEmpty || record?.views[id]?.hasGestureRecognizers == true {
            fields.append((DumpField.recognizersRank, "gestureRecognizers = <NSArray: \(Self.address(id.index, base: 0x600000c00000))>"))
        }
        fields.append((DumpField.layerRank, "layer = <\(v.kind == .window ? "UIWindowLayer" : "CALayer"): \(Self.address(id.index, base: 0x600000200000))>"))
        let unprinted = record?.views[id]?.unprinted ?? []
        for row in ViewPropertyDescriptor.all {
            guard let field = row.dump, !field.isGeometry, row.applies(to: v.kind) else { continue }
            let value = row.get(v)
            let printed = field.always ? !unprinted.contains(field.key) : value != row.get(Self.uiView)
            guard printed, let text = DumpValue.write(value, as: row.format, colour: colour) else { continue }
            fields.append(Self.field(field, text))
        }
        // A stable sort: fields of one rank keep the order they were added in.
        let ordered = fields.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.text)
        return (head + ordered).joined(separator: "; ") + ">"
    }

    private static let uiView = ViewState.defaults(for: .view)

    /// `key = text` (or `key: text`) at its field's rank.
    private static func field(_ field: DumpField, _ text: String) -> (rank: Int, text: String) {
        (field.rank, "\(field.key)\(field.separator == ":" ? ":" : " =") \(text)")
    }

    /// The same for the geometry row UIKit calls `name`.
    private static func field(_ name: String, _ text: String) -> (rank: Int, text: String) {
        field(geometry[name] ?? DumpField(name, rank: 0), text)
    }

    /// The geometry rows' dump fields by UIKit's name.
    private static let geometry: [String: DumpField] = Dictionary(uniqueKeysWithValues: ViewPropertyDescriptor.all.compactMap { row in
        row.dump.flatMap { $0.isGeometry ? (row.name, $0) : nil }
    })

    private func rect(_ r: Rect) -> String {
        "(\(formatNumber(r.origin.x)) \(formatNumber(r.origin.y)); \(formatNumber(r.size.width)) \(formatNumber(r.size.height)))"
    }

    /// A made-up address for view number `index`, the same every run.
    static func address(_ index: Int32, base: Int = 0x7f8000000000) -> String {
        "0x" + String(base + Int(index) * 0x100, radix: 16)
    }
}
