import HitLabModel
import HitLabScript
/// Turns a `HierarchyDump` into a scene: one window (the dump's root when it is a window, else
/// a UIWindow around the roots at their frames), and each view named CLASS_N (the class after
/// its module, and the view's number among that class's views in the dump's order, from 1),
/// of the kind its class or nearest UIKit ancestor maps to, with its geometry, flags and
/// content offset; controllers named the same way. Any view the scene refuses stops the
/// import with the line it came from.
public struct SceneImporter: Sendable {
    public let source: String

    public init(source: String) { self.source = source }

    public func makeScene(from dump: HierarchyDump) throws(DumpError) -> (scene: Scene, record: ImportRecord) {
        var record = ImportRecord(source: source)
        var classes = ClassFactsCache()
        record.printsInteraction = dump.printsInteraction
        record.otherLines = dump.otherLines
        record.firstOtherLine = dump.firstOtherLine
        let roots = dump.roots
        let rootIsWindow = roots.count == 1 && UIKitClassTable.kind(of: Self.bareClass(dump.views[roots[0]].className), baseClass: dump.views[roots[0]].baseClass) == .window
        var scene: Scene
        var ids = [ViewID?](repeating: nil, count: dump.views.count)
        if rootIsWindow {
            let root = dump.views[roots[0]]
            scene = Scene(width: root.frame.width, height: root.frame.height)
            ids[roots[0]] = scene.window
            try apply(root, to: scene.window, in: &scene)
            record.views[scene.window] = entry(for: root, classes.facts(of: root))
        } else {
            // The window covers every root at its frame, in the roots' own coordinates.
            let width = roots.map { max(dump.views[$0].frame.maxX, dump.views[$0].frame.width) }.max() ?? 0
            let height = roots.map { max(dump.views[$0].frame.maxY, dump.views[$0].frame.height) }.max() ?? 0
            scene = Scene(width: width, height: height)
        }
        var names = Names()
        for (index, view) in dump.views.enumerated() where ids[index] == nil {
            let parent = view.parent.flatMap { ids[$0] } ?? scene.window
            let geometry: DumpGeometry
            do {
                geometry = try DumpGeometry(frame: view.frame, bounds: view.bounds, transform: view.transform, contentOffset: view.contentOffset)
            } catch {
                throw DumpError(line: view.line, error.message)
            }
            let size = geometry.bounds.size
            let untransformed = Rect(x: geometry.center.x - size.width / 2, y: geometry.center.y - size.height / 2, width: size.width, height: size.height)
            let facts = classes.facts(of: view)
            let viewKind = Self.importedKind(facts.kind)
            do {
                let name = names.next(base: facts.baseName)
                let id = try scene.addView(name: name, kind: viewKind, frame: untransformed, in: parent)
                ids[index] = id
                try scene.update(id) { v in
                    v.bounds.origin = geometry.bounds.origin
                    if let spec = geometry.transform { v.transformSpec = spec }
                    Self.copyProperties(of: view, to: &v)
                    if viewKind == .hostingView { v.hostedBody = Self.unseenBody }
                }
                record.views[id] = entry(for: view, facts)
            } catch {
                throw DumpError(line: view.line, String(describing: error))
            }
        }
        record.controllerClasses = try addControllers(dump, ids: ids, to: &scene, names: &names)
        return (scene, record)
    }

    /// The body an imported hosting view shows: a dump prints a hosting view's UIKit side
    /// only, not its SwiftUI content, so the host has none, and UIKit's hit-test still stops
    /// at it where no UIKit subview is (DESIGN's choice for a hosting view).
    public static let unseenBody = "EmptyView()"

    /// The kind an imported view is made as: a window below the root is a view, and a dump's
    /// table is a scroll view and its cells plain views, since HitLab's tables are the rows
    /// `table` makes (named `NAME_cellI`), not a dump's cells.
    static func importedKind(_ kind: ViewKind) -> ViewKind {
        switch kind {
        case .window, .tableViewCell, .cellContentView: .view
        case .tableView: .scrollView
        default: kind
        }
    }

    /// Controllers a description names before a view, then `_printHierarchy`'s, each on a
    /// view of the dump that has none yet (the window cannot have one).
    private func addControllers(_ dump: HierarchyDump, ids: [ViewID?], to scene: inout Scene, names: inout Names) throws(DumpError) -> [ControllerID: String] {
        var byAddress: [String: ViewID] = [:]
        for (index, view) in dump.views.enumerated() where !view.address.isEmpty { byAddress[view.address] = ids[index] }
        var wanted: [(className: String, view: ViewID, line: Int)] = []
        for (index, view) in dump.views.enumerated() {
            if let c = view.controllerClass, let id = ids[index] { wanted.append((c, id, view.line)) }
        }
        for c in dump.controllers {
            if let id = byAddress[c.viewAddress] { wanted.append((c.className, id, c.line)) }
        }
        var classes: [ControllerID: String] = [:]
        for (className, id, line) in wanted where id != scene.window && scene[id].controller == nil {
            do {
                classes[try scene.addController(name: names.next(for: className), view: id)] = className
            } catch {
                throw DumpError(line: line, error.description)
            }
        }
        return classes
    }

    /// CLASS_N names: the count of each class so far, and every name given.
    struct Names {
        private var counts: [String: Int] = [:]
        private var used = Set(BuiltInResponders.names)

        mutating func next(for className: String) -> String { next(base: SceneImporter.baseName(className)) }

        mutating func next(base: String) -> String {
            var n = counts[base, default: 0]
            var name: String
            repeat {
                n += 1
                name = "\(base)_\(n)"
            } while used.contains(name)
            counts[base] = n
            used.insert(name)
            return name
        }
    }

    /// What a class (with the base class a line names) maps to, worked out once a class:
    /// a dump repeats a few dozen classes thousands of times.
    struct ClassFacts {
        let baseName: String
        let kind: ViewKind
        let isUIKit: Bool
        let isScrollView: Bool
    }

    struct ClassFactsCache {
        private var known: [String: ClassFacts] = [:]

        mutating func facts(of view: HierarchyDump.View) -> ClassFacts {
            let key = view.baseClass.map { view.className + " " + $0 } ?? view.className
            if let facts = known[key] { return facts }
            let bare = SceneImporter.bareClass(view.className)
            let facts = ClassFacts(baseName: SceneImporter.baseName(view.className),
                                   kind: UIKitClassTable.kind(of: bare, baseClass: view.baseClass),
                                   isUIKit: UIKitClassTable.isUIKit(bare),
                                   isScrollView: UIKitClassTable.isScrollView(bare, baseClass: view.baseClass))
            known[key] = facts
            return facts
        }
    }

    private func entry(for view: HierarchyDump.View, _ facts: ClassFacts) -> ImportRecord.View {
        let unprinted = Self.dumpedRows.compactMap { index, always in
            always && view.properties[index] == nil && ViewPropertyDescriptor.all[index].applies(to: Self.importedKind(facts.kind)) ? ViewPropertyDescriptor.all[index].dump?.key : nil
        }
        return ImportRecord.View(className: view.className, line: view.line, text: view.text,
                                 hasGestureRecognizers: view.hasGestureRecognizers, isUIKitClass: facts.isUIKit,
                                 isScrollView: facts.isScrollView, contentSize: view.contentSize, unprinted: unprinted)
    }

    /// The properties a line prints, each by its row in `ViewPropertyDescriptor.all`; what it
    /// leaves out takes UIView's default (a dump prints `userInteractionEnabled = NO` whenever
    /// it is off, even on a label), except a field printed for every view of its class (a
    /// scroll view's contentSize), which keeps the class's. `keepingUnprinted` keeps every
    /// value the line does not print (the window's colour is the scene's).
    static func copyProperties(of view: HierarchyDump.View, to v: inout ViewState, keepingUnprinted: Bool = false) {
        for (index, always) in dumpedRows {
            let row = ViewPropertyDescriptor.all[index]
            guard row.applies(to: v.kind) else { continue }
            if let value = view.properties[index] {
                row.set(&v, value)
            } else if !always && !keepingUnprinted {
                row.set(&v, row.get(uiView))
            }
        }
    }

    /// The rows a dump prints on their own (not geometry), with whether every line prints them.
    private static let dumpedRows: [(index: Int, always: Bool)] = ViewPropertyDescriptor.all.enumerated().compactMap { i, row in
        guard let field = row.dump, !field.isGeometry else { return nil }
        return (i, field.always)
    }

    private static let uiView = ViewState.defaults(for: .view)

    /// The window's properties, from the dump's root.
    private func apply(_ view: HierarchyDump.View, to id: ViewID, in scene: inout Scene) throws(DumpError) {
        do {
            try scene.update(id) { v in Self.copyProperties(of: view, to: &v, keepingUnprinted: true) }
        } catch {
            throw DumpError(line: view.line, String(describing: error))
        }
    }

    /// The class without generic arguments or module: `SwiftUI._UIHostingView<…>` → `_UIHostingView`.
    static func bareClass(_ className: String) -> String {
        let withoutGenerics = className.prefix { $0 != "<" }
        return String(withoutGenerics.split(separator: ".").last ?? Substring(withoutGenerics))
    }

    /// The class as a HitLab name: the bare class with leading underscores dropped and any
    /// character a class name cannot hold made `_`; `View` when nothing usable is left.
    static func baseName(_ className: String) -> String {
        var name = String(bareClass(className).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        while name.first == "_" { name.removeFirst() }
        if let first = name.first, first.isLetter {
            if first.isLowercase { name = first.uppercased() + name.dropFirst() }
        } else {
            name = "View" + (name.isEmpty ? "" : "_" + name)
        }
        // A name keeps room for its `_N` within a name's most characters.
        return name.count > Scene.longestName - 10 ? String(name.prefix(Scene.longestName - 10)) : name
    }
}
