/// The UIKit object graph of one scene: an application with a key window and any other
/// windows, their view hierarchies and the view controllers that own views. A value type; a
/// caller that wants to undo a failed change asks for a journal (`beginJournal`), which records
/// the inverse of each change, so undoing costs what the change cost, not the scene's size.
public struct Scene: Sendable {
    /// Every view ever created, by `ViewID.index`; nil once removed, so ids are never reused.
    /// Kept in chunks (`ViewStore`), so writing one view of a shared scene copies one chunk.
    public private(set) var views = ViewStore()
    /// Every controller ever created, by `ControllerID.index`; nil once removed.
    public private(set) var controllers: [ViewController?] = []
    /// Every gesture recognizer ever created, by `RecognizerID.index`; nil once removed.
    public private(set) var recognizers: [GestureRecognizer?] = []
    private var names: [String: Responder] = [:]
    /// The key window, called UIWindow; it sits at the screen's origin.
    public let window: ViewID
    /// Every window, the key window first, then the others in the order they were added.
    public private(set) var windows: [ViewID]
    /// Whether a UIWindowScene sits between the window and the application (iOS 13 and later).
    public var usesWindowScene = true {
        didSet { if usesWindowScene != oldValue { log(.usesWindowScene(oldValue)) } }
    }
    /// The inverse of every change since `beginJournal()`, newest last; nil when not recording.
    private var journal: [SceneUndo]?

    /// The class names of UIKit (the catalog's) and of the Swift subset that views may not take.
    public static let reservedNames: Set<String> = Set(UIKitCatalog.classes.map(\.name)).union([
        "CGPoint", "CGRect", "CGSize", "CGFloat", "CGAffineTransform", "Int", "Double", "Float", "Bool",
        "String", "Set", "Array", "Optional", "Self", "Any", "AnyObject", "NSObject",
    ])

    /// A new scene: an application whose key window is `width` × `height` points.
    public init(width: Double, height: Double) {
        var window = ViewState(name: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = "white"
        views.append(window)
        self.window = ViewID(0)
        windows = [self.window]
    }

    // MARK: Undo

    /// Starts recording the inverse of each change, so `rollBack()` can undo them.
    public mutating func beginJournal() { journal = [] }

    /// Keeps the changes made since `beginJournal()` and stops recording.
    public mutating func commitJournal() { journal = nil }

    /// Undoes every change made since `beginJournal()`, newest first, and stops recording.
    public mutating func rollBack() {
        guard let steps = journal else { return }
        journal = nil
        for step in steps.reversed() {
            switch step {
            case .truncateViews(let n): views.removeLast(views.count - n)
            case .popSubview(let parent): views[Int(parent.index)]!.subviews.removeLast()
            case .view(let i, let old): views[i] = old
            case .name(let name, let old): names[name] = old
            case .truncateControllers(let n): controllers.removeLast(controllers.count - n)
            case .controller(let i, let old): controllers[i] = old
            case .windows(let old): windows = old
            case .truncateRecognizers(let n): recognizers.removeLast(recognizers.count - n)
            case .recognizer(let i, let old): recognizers[i] = old
            case .usesWindowScene(let old): usesWindowScene = old
            }
        }
        journal = nil
    }

    private mutating func log(_ step: SceneUndo) {
        if journal != nil { journal!.append(step) }
    }

    /// Replaces view `i`, remembering the old one for undo.
    private mutating func setView(_ i: Int, _ view: ViewState?) {
        if journal != nil { journal!.append(.view(i, views[i])) }
        views[i] = view
    }

    private mutating func setName(_ name: String, _ responder: Responder?) {
        if journal != nil { journal!.append(.name(name, names[name])) }
        names[name] = responder
    }

    private mutating func setRecognizer(_ i: Int, _ recognizer: GestureRecognizer?) {
        if journal != nil { journal!.append(.recognizer(i, recognizers[i])) }
        recognizers[i] = recognizer
    }

    private mutating func setController(_ i: Int, _ controller: ViewController?) {
        if journal != nil { journal!.append(.controller(i, controllers[i])) }
        controllers[i] = controller
    }

    /// Whether this scene equals `earlier` (its undo journal aside): the same views, names,
    /// controllers, recognizers and windows. Storage a copy still shares with `earlier` is equal
    /// at once, so a scene nothing wrote to since answers in time proportional to its chunks, and
    /// one a delivery wrote a view of compares that view's chunk. `SwiftUIContentCache` asks it.
    public func isUnchanged(from earlier: Scene) -> Bool {
        window == earlier.window && windows == earlier.windows && usesWindowScene == earlier.usesWindowScene
            && views.isUnchanged(from: earlier.views) && names == earlier.names
            && controllers == earlier.controllers && recognizers == earlier.recognizers
    }

    /// Where the buffer of views lives: it changes only when the array grows or is copied, so a
    /// test can count the copies scene building makes.
    var viewStorageIdentity: UnsafeRawPointer? { views.identity }

    // MARK: Reading

    /// Inlinable, so the layers above read one field of a view (`scene[id].isHidden`) without
    /// copying the whole view across the module boundary.
    @inlinable
    public subscript(id: ViewID) -> ViewState {
        guard let view = views[Int(id.index)] else { preconditionFailure("view \(id.index) was removed") }
        return view
    }

    public func controller(_ id: ControllerID) -> ViewController {
        guard let c = controllers[Int(id.index)] else { preconditionFailure("controller \(id.index) was removed") }
        return c
    }

    /// Inlinable, like the subscript: a layer that calls a method of another module on a scene
    /// it keeps in an object copies the whole scene first, and these are asked at every event.
    @inlinable
    public func contains(_ id: ViewID) -> Bool {
        Int(id.index) < views.count && views[Int(id.index)] != nil
    }

    /// The responder with this name; the window, its scene, the application and its delegate
    /// answer to their UIKit class names.
    public func responder(named name: String) -> Responder? {
        if let r = names[name] { return r }
        // Before iOS 13 (`option scene=no`) there is no window scene to name.
        if name == "UIWindowScene", !usesWindowScene { return nil }
        return BuiltInResponders.responder(named: name, window: window)
    }

    /// The view with this name, or an error that suggests the nearest names.
    public func viewID(named name: String) throws(SceneError) -> ViewID {
        if case .view(let id)? = responder(named: name) { return id }
        if let missing = missingRowError(name) { throw missing }
        throw .unknownView(name, suggestions: NameSuggestions.nearest(to: name, in: viewNames))
    }

    /// The responder with this name, or an error that suggests the nearest names.
    public func responderID(named name: String) throws(SceneError) -> Responder {
        if let r = responder(named: name) { return r }
        if let missing = missingRowError(name) { throw missing }
        throw .unknownResponder(name, suggestions: NameSuggestions.nearest(to: name, in: Array(names.keys).sorted()))
    }

    /// Names of the views in tree order (depth first, subviews in order), window excluded.
    public var viewNames: [String] { treeOrder.dropFirst().map { self[$0].name } }

    /// Every name a responder answers to: the views', the controllers' and the built-in ones
    /// (`UIWindow`, `AppDelegate` …), in no order.
    public var responderNames: [String] { Array(names.keys) + BuiltInResponders.names }

    /// Names of the controllers in creation order.
    public var controllerNames: [String] { controllers.compactMap { $0?.name } }

    /// Each window and its views, depth first with subviews in array order, the key window
    /// first. Iterative, so a hierarchy of any depth is safe.
    public var treeOrder: [ViewID] {
        var out: [ViewID] = []
        var stack = Array(windows.reversed())
        while let id = stack.popLast() {
            out.append(id)
            stack.append(contentsOf: self[id].subviews.reversed())
        }
        return out
    }

    /// Whether `id` is `ancestor` or lies somewhere below it. A removed view lies below
    /// nothing: a touch a recognizer still holds may name one (its view left the window).
    public func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
        var current: ViewID? = id
        while let c = current, contains(c) {
            if c == ancestor { return true }
            current = self[c].superview
        }
        return false
    }

    /// The number of superviews between the view and the window (the window has depth 0).
    public func depth(of id: ViewID) -> Int {
        var n = 0, current = self[id].superview
        while let c = current { n += 1; current = self[c].superview }
        return n
    }

    // MARK: Changing

    /// Adds a view as the last subview of `parent` (the window when nil).
    @discardableResult
    public mutating func addView(name: String, kind: ViewKind, frame: Rect, in parent: ViewID? = nil) throws(SceneError) -> ViewID {
        try validateNewName(name)
        guard frame.size.width >= 0, frame.size.height >= 0 else { throw .negativeSize(name) }
        let parentID = parent ?? window
        let id = ViewID(Int32(views.count))
        var view = ViewState(name: name, kind: kind, frame: frame)
        view.superview = parentID
        log(.truncateViews(views.count))
        views.append(view)
        log(.popSubview(parentID))
        views[Int(parentID.index)]!.subviews.append(id)
        setName(name, .view(id))
        if self[parentID].kind == .tableViewCell, kind != .cellContentView { try placeBehindContentView(id, in: parentID) }
        if kind.isScrollView {
            // A scroll view comes with its two recognizers (reference §11.1), named after it.
            addScrollViewRecognizer(Self.delayRecognizerName(name), .scrollViewDelay, to: id)
            addScrollViewRecognizer(Self.panRecognizerName(name), .scrollViewPan, to: id)
        }
        return id
    }

    /// Adds a window (a UIWindow subclass called `name`) with a frame in screen coordinates and
    /// a window level; it is shown at once, in front of the windows of its level.
    @discardableResult
    public mutating func addWindow(name: String, frame: Rect, level: Double) throws(SceneError) -> ViewID {
        try validateNewName(name)
        guard frame.size.width >= 0, frame.size.height >= 0 else { throw .negativeSize(name) }
        let id = ViewID(Int32(views.count))
        var view = ViewState(name: name, kind: .window, frame: frame)
        view.windowLevel = level
        log(.truncateViews(views.count))
        views.append(view)
        log(.windows(windows))
        windows.append(id)
        setName(name, .view(id))
        return id
    }

    /// The windows from the front to the back, the order a new touch asks them in: the highest
    /// level first, and within a level the one shown last.
    public var windowsFrontToBack: [ViewID] {
        windows.enumerated().sorted { x, y in
            let a = self[x.element].windowLevel, b = self[y.element].windowLevel
            return a != b ? a > b : x.offset > y.offset
        }.map(\.element)
    }

    /// Removes a view and its whole subtree, with the controllers that own any of them.
    public mutating func removeView(_ id: ViewID) throws(SceneError) {
        guard id != window else { throw .windowIsFixed("removed") }
        if let table = tableOwning(id) { throw .ownedByTable(self[id].name, table: self[table].name, doing: "removed") }
        let root = self[id]
        if let parent = root.superview {
            var siblings = self[parent]
            siblings.subviews.removeAll { $0 == id }
            setView(Int(parent.index), siblings)
        }
        if windows.contains(id) {
            log(.windows(windows))
            windows.removeAll { $0 == id }
        }
        var stack = [id]
        while let v = stack.popLast() {
            let state = self[v]
            stack.append(contentsOf: state.subviews)
            setName(state.name, nil)
            for r in state.gestureRecognizers where Int(r.index) < recognizers.count && recognizers[Int(r.index)] != nil {
                setName(recognizer(r).name, nil)
                setRecognizer(Int(r.index), nil)
            }
            if let c = state.controller {
                setName(controller(c).name, nil)
                setController(Int(c.index), nil)
            }
            setView(Int(v.index), nil)
        }
    }

    /// Moves a view under `parent` at `index` (the end when nil); refuses to make a cycle.
    public mutating func moveView(_ id: ViewID, to parent: ViewID, at index: Int? = nil) throws(SceneError) {
        guard self[id].kind != .window else { throw .windowIsFixed("moved") }
        if let table = tableOwning(id) { throw .ownedByTable(self[id].name, table: self[table].name, doing: "moved") }
        guard !isDescendant(parent, of: id) else { throw .cycle(view: self[id].name, parent: self[parent].name) }
        var siblings = self[parent].subviews
        siblings.removeAll { $0 == id }
        let position = index ?? siblings.count
        guard position >= 0, position <= siblings.count else {
            throw .indexOutOfRange(position, parent: self[parent].name, count: siblings.count)
        }
        if let old = self[id].superview {
            var oldParent = self[old]
            oldParent.subviews.removeAll { $0 == id }
            setView(Int(old.index), oldParent)
        }
        siblings.insert(id, at: position)
        var newParent = self[parent]
        newParent.subviews = siblings
        setView(Int(parent.index), newParent)
        var moved = self[id]
        moved.superview = parent
        setView(Int(id.index), moved)
    }

    /// Changes a view's plain properties (frame, flags, colour) in place.
    public mutating func update(_ id: ViewID, _ change: (inout ViewState) throws(SceneError) -> Void) throws(SceneError) {
        var copy = self[id]
        try change(&copy)
        guard copy.bounds.size.width >= 0, copy.bounds.size.height >= 0 else { throw .negativeSize(copy.name) }
        copy.name = self[id].name
        copy.superview = self[id].superview
        copy.subviews = self[id].subviews
        copy.controller = self[id].controller
        copy.kind = self[id].kind
        setView(Int(id.index), copy)
    }

    // MARK: Gesture recognizers

    public func recognizer(_ id: RecognizerID) -> GestureRecognizer {
        guard let r = recognizers[Int(id.index)] else { preconditionFailure("recognizer \(id.index) was removed") }
        return r
    }

    @inlinable
    public func contains(_ id: RecognizerID) -> Bool {
        Int(id.index) < recognizers.count && recognizers[Int(id.index)] != nil
    }

    /// The recognizer with this name, or an error that suggests the nearest names.
    public func recognizerID(named name: String) throws(SceneError) -> RecognizerID {
        if case .recognizer(let id)? = responder(named: name) { return id }
        throw .unknownResponder(name, suggestions: NameSuggestions.nearest(to: name, in: recognizerNames))
    }

    /// Names of the recognizers in creation order.
    public var recognizerNames: [String] { recognizers.compactMap { $0?.name } }

    /// Attaches a new recognizer called `name` to `view` (added last, as addGestureRecognizer does).
    @discardableResult
    public mutating func addRecognizer(name: String, kind: GestureKind, to view: ViewID) throws(SceneError) -> RecognizerID {
        try validateNewName(name)
        return attachRecognizer(name, kind, to: view)
    }

    /// A scroll view's own recognizer, under a name a learner cannot give
    /// (`List.panGestureRecognizer`), so it never clashes with theirs.
    private mutating func addScrollViewRecognizer(_ name: String, _ kind: GestureKind, to view: ViewID) {
        attachRecognizer(name, kind, to: view)
    }

    /// Makes a recognizer and adds it last to the view's, as addGestureRecognizer does.
    @discardableResult
    private mutating func attachRecognizer(_ name: String, _ kind: GestureKind, to view: ViewID) -> RecognizerID {
        let id = RecognizerID(Int32(recognizers.count))
        log(.truncateRecognizers(recognizers.count))
        recognizers.append(GestureRecognizer(name: name, kind: kind, view: view))
        var owner = self[view]
        owner.gestureRecognizers.append(id)
        setView(Int(view.index), owner)
        setName(name, .recognizer(id))
        return id
    }

    /// `NAME.panGestureRecognizer`: the scroll view's pan, as UIKit's property names it.
    public static func panRecognizerName(_ scrollView: String) -> String { scrollView + ".panGestureRecognizer" }

    /// `NAME.delayedTouchesBeganGestureRecognizer`: the recognizer that holds content touches back.
    public static func delayRecognizerName(_ scrollView: String) -> String { scrollView + ".delayedTouchesBeganGestureRecognizer" }

    /// Changes a recognizer's settings.
    public mutating func updateRecognizer(_ id: RecognizerID, _ change: (inout GestureRecognizer) -> Void) {
        var r = recognizer(id)
        let (name, view) = (r.name, r.view)
        change(&r)
        r.name = name
        r.view = view
        setRecognizer(Int(id.index), r)
    }

    /// Detaches and forgets a recognizer (and any requirement on it).
    public mutating func removeRecognizer(_ id: RecognizerID) {
        let r = recognizer(id)
        if contains(r.view) {
            var owner = self[r.view]
            owner.gestureRecognizers.removeAll { $0 == id }
            setView(Int(r.view.index), owner)
        }
        for (i, other) in recognizers.enumerated() where other?.requiredToFail.contains(id) == true {
            var changed = other!
            changed.requiredToFail.removeAll { $0 == id }
            setRecognizer(i, changed)
        }
        setName(r.name, nil)
        setRecognizer(Int(id.index), nil)
    }

    /// Makes a new view controller called `name` whose root view is `view`.
    @discardableResult
    public mutating func addController(name: String, view: ViewID) throws(SceneError) -> ControllerID {
        try validateNewName(name)
        guard view != window else { throw .windowIsFixed("a controller's view") }
        if let existing = self[view].controller {
            throw .viewHasController(view: self[view].name, controller: controller(existing).name)
        }
        let id = ControllerID(Int32(controllers.count))
        log(.truncateControllers(controllers.count))
        controllers.append(ViewController(name: name, view: view))
        var owned = self[view]
        owned.controller = id
        setView(Int(view.index), owned)
        setName(name, .controller(id))
        return id
    }

    /// Removes a view controller; its view stays, and chains past it again.
    public mutating func removeController(_ id: ControllerID) {
        let c = controller(id)
        if contains(c.view) {
            var owned = self[c.view]
            owned.controller = nil
            setView(Int(c.view.index), owned)
        }
        setName(c.name, nil)
        setController(Int(id.index), nil)
    }

    /// The names of a view and everything below it, and of their controllers: the classes
    /// that go away when the view is removed.
    public func classNames(inSubtreeOf id: ViewID) -> [String] {
        var out: [String] = []
        var stack = [id]
        while let v = stack.popLast() {
            let state = self[v]
            out.append(state.name)
            if let c = state.controller { out.append(controller(c).name) }
            out += state.gestureRecognizers.filter(contains).map { recognizer($0).name }
            stack.append(contentsOf: state.subviews)
        }
        return out
    }

    /// A class name is a Swift identifier that reads as a type: it starts with a capital
    /// letter or a letter without case (红色, as Swift allows), then letters, digits and _,
    /// in any script, as the script lexer reads identifiers.
    package static func isValidClassName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter, !first.isLowercase, !isTooLong(name) else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The most characters a name may have: far more than anyone types, and few enough that
    /// every message naming it stays one readable line.
    package static let longestName = 100

    /// Whether a name has more than `longestName` characters.
    package static func isTooLong(_ name: some StringProtocol) -> Bool {
        name.utf8.count > longestName && name.count > longestName
    }

    private func validateNewName(_ name: String) throws(SceneError) {
        guard Self.isValidClassName(name) else { throw .invalidName(name) }
        guard !Self.reservedNames.contains(name) else { throw .reservedName(name) }
        guard responder(named: name) == nil else { throw .duplicateName(name) }
    }
}
