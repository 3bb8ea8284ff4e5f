import HitLabModel
#if canImport(Glibc)
import Glibc
#endif

/// The native side of the subset: UIKit properties read from the scene, geometry, touches,
/// collections and the global functions (`print`, `type(of:)`, `CGPoint(x:y:)`, `stride`).
extension Interpreter {
    /// The names a body may use for `self`'s properties without writing `self.`.
    /// Those of Model's view property table, and the responder's own.
    package static let viewProperties: Set<String> = Set(ViewPropertyDescriptor.all.map(\.name)).union([
        "subviews", "superview", "next", "window", "view",
        "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "_isInWindow", "_firstResponder",
    ])

    /// What an unknown name's error ends with; `p` replaces it with what its frame has.
    package static let unknownNameHint = "; a body sees point, event or touches, self's properties and views by name"

    /// The type names `is`, `as?` and `type(of:) ==` may mention without a scene object.
    package static let knownTypes: Set<String> = Scene.reservedNames

    /// The names a call without a receiver (`hitTest(…)`, `convert(…)`) may have when `self`
    /// answers it: UIKit's methods HitLab knows and the natives. A learner's action methods
    /// are known apart (`MethodKind.knownAction`).
    package static let methodNames: Set<String> = Set(MethodKind.allCases.map(\.baseName))
        .union(NativeSelector.allCases.map { String($0.rawValue.prefix { $0 != "(" }) })

    /// A bare name: a property of `self`, a view or controller by name, or a type.
    func resolveName(_ name: String, at position: SourcePosition) throws(ScriptError) -> Value {
        // A property UIKit computes with a method the learner may override.
        if let m = MethodKind.property(name) { return try dispatch(m, on: current.receiver, arguments: [], from: 0, at: position) }
        if Self.viewProperties.contains(name), let v = try? property(name, of: current.receiver, at: position) { return v }
        if let r = scene.responder(named: name) { return .object(r) }
        if Self.knownTypes.contains(name) || name == "Color" { return .type(name) }
        // Inside a recognizer's own source, other bare names are its properties and working values.
        if case .recognizer(let id) = current.receiver { return try recognizerProperty(name, of: id, at: position) }
        if case .view = current.receiver, Self.viewProperties.contains(name) {
            return try property(name, of: current.receiver, at: position)
        }
        // A row the table does not have: say how many it has (List_cell99).
        if let missing = scene.missingRowError(name) { throw runtime(missing.description, at: position) }
        var candidates = current.body?.slotNames ?? []
        candidates += Self.viewProperties.sorted() + scene.viewNames + scene.controllerNames
        let near = NameSuggestions.nearest(to: name, in: candidates.filter { $0 != name })
        throw runtime("unknown name '\(name)'" + NameSuggestions.hint(near)
            + Self.unknownNameHint, at: position)
    }

    /// `base.name` for every kind of value; `known` is the name as resolved when parsed and
    /// `method` the UIKit property method it reads, if any.
    func member(_ name: String, _ known: MemberName?, _ stored: ViewProperty?, method: MethodKind?, of base: Value, at position: SourcePosition) throws(ScriptError) -> Value {
        switch base {
        case .object(let r):
            return try property(name, known, stored, method: method, of: r, at: position)
        case .type("Color"):
            return try color(name, at: position)
        case .swiftUILayer(let ref):
            return try layerProperty(name, of: ref, at: position)
        case .swiftUIGesture(let gesture):
            if let v = gesture.member(name) { return v }
            throw runtime("a gesture has no \(name) here: it has \(SwiftUIGestureValue.members.joined(separator: ", "))", at: position)
        case .gestureSample(let sample):
            if let v = sample.member(name) { return v }
            throw runtime("a gesture's value has no \(name): it has \(SwiftUIGestureSample.members.joined(separator: ", "))", at: position)
        case .angle(let degrees):
            switch name {
            case "degrees": return .double(degrees)
            case "radians": return .double(degrees * .pi / 180)
            default: throw runtime("an Angle has no \(name): read it as .degrees or .radians", at: position)
            }
        case .type("CGSize") where name == "zero":
            return .size(Size(width: 0, height: 0))
        case .type("CGPoint") where name == "zero":
            return .point(.zero)
        case .point, .size, .rect:
            if let value = base.geometryMember(known) { return value }
        case .array(let items):
            switch known {
            case .count: return .int(items.count)
            case .isEmpty: return .bool(items.isEmpty)
            case .first: return items.first ?? .nil
            case .last: return items.last ?? .nil
            default: break
            }
        case .touches(let ids):
            switch known {
            case .count: return .int(ids.count)
            case .isEmpty: return .bool(ids.isEmpty)
            case .first: return ids.first.map { .touch($0) } ?? .nil
            default: break
            }
        case .touch(let id):
            let t = touch(id)
            switch known {
            case .phase: return .symbol(t.phase.rawValue)
            case .tapCount: return .int(t.tapCount)
            case .timestamp: return .double(t.timestamp)
            // A touch a recognizer still holds may belong to a view removed since. UIKit's
            // touch would still point at that view, outside any window; HitLab keeps nothing
            // of a removed view, so its touch reads `view` as nil.
            case .view: return t.view.flatMap { scene.contains($0) ? .object(.view($0)) : nil } ?? .nil
            case .window:
                let live = t.view.flatMap { scene.contains($0) ? $0 : nil }
                let window = t.window.flatMap { scene.contains($0) ? $0 : nil } ?? live.flatMap(scene.window(of:))
                return window.map { .object(.view($0)) } ?? .nil
            // UITouch.type, and Apple Pencil's force with what is still an estimate; the
            // UITouch.Properties option sets read as arrays such as [.force].
            case .type: return .symbol(t.pencil == nil ? "direct" : "pencil")
            case .force: return .double(t.pencil?.force ?? 0)
            case .estimatedProperties: return .array(t.pencil?.isEstimate == true ? [.symbol("force")] : [])
            case .estimatedPropertiesExpectingUpdates: return .array(t.expectsUpdate ? [.symbol("force")] : [])
            case .estimationUpdateIndex: return t.pencil.map { .int($0.updateIndex) } ?? .nil
            default: break
            }
        case .event:
            switch known {
            case .allTouches: return .touches(event.touches.map(\.id))
            case .timestamp: return .double(event.timestamp)
            case .type: return .symbol(event.type)
            case .subtype: return .symbol(event.subtype ?? "none")
            default: break
            }
        case .type(let t):
            switch (t, known) {
            case ("CGRect", .zero): return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
            case ("UIControl", .mostlyInsideMargin): return .double(UIKitDefaults.mostlyInsideMargin)
            case ("CGPoint", .zero): return .point(.zero)
            case ("CGSize", .zero): return .size(Size(width: 0, height: 0))
            case ("Int", .min): return .int(.min)
            case ("Int", .max): return .int(.max)
            case ("CGAffineTransform", .identity): return .transform(.identity)
            case ("CGFloat", .pi), ("Double", .pi): return .double(.pi)
            default: break
            }
        case .nil:
            throw runtime("cannot read .\(name) of nil: use ?. or check it with if let", at: position)
        default:
            break
        }
        // A type's member is named with the type (`Int has no member 'foo'`), not as "type".
        let owner = if case .type(let t) = base { t } else { base.typeName }
        throw runtime("\(owner) has no member '\(name)'", at: position)
    }

    /// A UIKit property of a view, controller or other responder.
    func property(_ name: String, of r: Responder, at position: SourcePosition) throws(ScriptError) -> Value {
        try property(name, MemberName(rawValue: name), ViewProperty(rawValue: name), method: MethodKind.property(name), of: r, at: position)
    }

    /// The same, with the name resolved when the body was parsed (`known`, `method`).
    func property(_ name: String, _ known: MemberName?, _ stored: ViewProperty?, method: MethodKind?, of r: Responder, at position: SourcePosition) throws(ScriptError) -> Value {
        if known == .next { return scene.next(of: r).map { .object($0) } ?? .nil }
        if case .recognizer(let id) = r { return try recognizerProperty(name, of: id, at: position) }
        if let method { return try dispatch(method, on: r, arguments: [], from: 0, at: position) }
        switch known {
        case .isFirstResponder: return .bool(firstResponder == r)
        // Internal to UIKit's own source: whether the responder can be first responder here.
        case ._isInWindow:
            switch r {
            case .view(let id): return .bool(scene.window(of: id) != nil)
            case .controller(let c): return .bool(scene.window(of: scene.controller(c).view) != nil)
            default: return .bool(true)
            }
        case ._firstResponder where r == .application: return firstResponder.map { .object($0) } ?? .nil
        case .shared where r == .application: return .object(.application)
        case .self: return .type(scene.classChain(of: r)[0])
        case .view: if case .controller(let c) = r { return .object(.view(scene.controller(c).view)) }
        default: break
        }
        guard case .view(let id) = r else {
            throw runtime("\(scene.name(of: r)) has no property '\(name)': it is not a view", at: position)
        }
        if let stored {
            if let hot = stored.hot { return hotProperty(hot, of: id) }
            // Through the table's getter, which copies the view: cheap enough off the hit-test path.
            if stored.descriptor.applies(to: scene[id].kind) { return stored.read(scene[id]) }
        }
        if let known, let value = viewMember(known, of: id) { return value }
        let near = NameSuggestions.nearest(to: name, in: Self.viewProperties.sorted())
        throw runtime("\(scene[id].name) (a \(scene[id].kind.className)) has no property '\(name)'" + NameSuggestions.hint(near), at: position)
    }

    /// The properties every hit test reads, field by field in place (they are UIView's, so
    /// every view has them); `HotPropertyTests` checks each equals the table's getter.
    func hotProperty(_ field: ViewProperty.HotField, of id: ViewID) -> Value {
        switch field {
        case .isHidden: return .bool(scene[id].isHidden)
        case .isUserInteractionEnabled: return .bool(scene[id].isUserInteractionEnabled)
        case .alpha: return .double(scene[id].alpha)
        case .bounds: return .rect(scene[id].bounds)
        case .frame: return .rect(scene[id].frame)
        case .center: return .point(scene[id].center)
        }
    }

    /// A view's place in the hierarchy, read field by field: copying the whole view (its name,
    /// subviews and actions) for one field cost retains and releases on every read.
    private func viewMember(_ known: MemberName, of id: ViewID) -> Value? {
        switch known {
        case .subviews: return .array(scene[id].subviews.map { .object(.view($0)) })
        case .superview: return scene[id].superview.map { .object(.view($0)) } ?? .nil
        case .window: return scene.window(of: id).map { .object(.view($0)) } ?? .nil
        case .panGestureRecognizer:
            guard let pan = scene[id].gestureRecognizers.first(where: { scene.contains($0) && scene.recognizer($0).kind == .scrollViewPan }) else { return nil }
            return .object(.recognizer(pan))
        default: return nil
        }
    }

    func touch(_ id: Int) -> Touch {
        event.touches.first { $0.id == id } ?? Touch(id: id, phase: .cancelled, location: .zero, timestamp: event.timestamp)
    }

    // MARK: Native methods

    // Not inlined into the call's evaluation: its frame is large, and a call that sends a
    // UIKit method (every level of a deep hierarchy) would carry it too.
    @inline(never)
    func callNative(_ site: CallSite, on base: Value, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        let selector = site.selector
        switch (base, site.native) {
        case (.object(.view(let from)), .convertTo), (.object(.view(let from)), .convertFrom):
            guard case .point(let p) = args[0] else { throw runtime("convert needs a CGPoint first, not \(args[0].typeName)", at: position) }
            // nil stands for the view's window, as in UIKit.
            let other = try viewArgument(args[1], selector, at: position) ?? scene.window(of: from)
            return site.native == .convertTo ? .point(convert(p, from: from, to: other)) : .point(convert(p, from: other, to: from))
        case (.object(.view(let table)), .rowFor) where scene[table].kind == .tableView:
            // The row of the cell the touch is in, under this table (reference §11.10).
            guard case .touches(let ids) = args[0], let first = ids.first, let view = touch(first).view, scene.contains(view) else { return .nil }
            for id in scene.ancestors(of: view) where scene[id].superview == table {
                return scene.row(of: id).map { .int($0.row) } ?? .nil
            }
            return .nil
        case (.object(.view(let table)), .selectedRow) where scene[table].kind == .tableView:
            // The row whose cell is selected (the table's indexPathForSelectedRow), or nil.
            return scene.selectedRow(of: table).map { .int($0) } ?? .nil
        case (.object(.view(let table)), .cellAt) where scene[table].kind == .tableView:
            guard let row = args[0].number, let cell = scene.responder(named: Scene.cellName(scene[table].name, Int(row))) else { return .nil }
            return .object(cell)
        case (.object(.view(let id)), .isDescendant):
            guard let other = try viewArgument(args[0], selector, at: position) else { return .bool(false) }
            return .bool(scene.isDescendant(id, of: other))
        case (.object(.view(let id)), .sendActions) where scene[id].kind.isControl:
            guard case .symbol(let name) = args[0], let controlEvent = ControlEvent(rawValue: name) else {
                throw runtime("sendActions(for:) takes a control event such as .touchUpInside, not \(describe(args[0]))", at: position)
            }
            observer?.actionSent(control: .view(id), event: controlEvent.rawValue, depth: depth)
            // Each target-action of this event runs now, synchronously (reference §6).
            if scene[id].actionEvents.contains(controlEvent.rawValue) {
                let label = "\(scene[id].name): \(controlEvent.rawValue)"
                if let name = scene[id].actionMethods[controlEvent.rawValue] {
                    try sendAction(name, from: id, sender: .object(.view(id)), label: label)
                } else {
                    observer?.printed(label, depth: depth)
                }
            }
            return .void
        // UIKit's own plumbing, used by its source for sendEvent, the first responder and actions.
        case (.object(.application), .windowsFor):
            return .array(event.windows.map { .object(.view($0)) })
        case (.object(.view(let window)), .sendTouches) where scene[window].kind == .window:
            if let host {
                try host.sendTouches(for: event, in: window, by: self)
                return .void
            }
            for group in event.deliveryGroups(in: window) where scene.contains(group.view) {
                observer?.deliveringTouches(group.phase, depth: depth)
                _ = try dispatch(.touches(for: group.phase), on: .view(group.view), arguments: [.touches(group.ids), .event], from: 0, at: position)
            }
            return .void
        case (.object(.view(let window)), .updateGestureRecognizers) where scene[window].kind == .window:
            try host?.updateGestureRecognizers(for: event, in: window, by: self)
            return .void
        case (.object(.recognizer(let id)), _):
            if let native = site.native, let value = try recognizerMethod(id, native, args, at: position) { return value }
            throw runtime("\(scene.recognizer(id).name) has no method \(selector)", at: position)
        case (.object(let r), .makeFirstResponder):
            firstResponder = r
            observer?.firstResponderChanged(r, depth: depth)
            return .void
        case (.object(let r), .clearFirstResponder):
            if firstResponder == r {
                firstResponder = nil
                observer?.firstResponderChanged(nil, depth: depth)
            }
            return .void
        case (.object(let r), .respondsTo):
            guard let action = actionMethod(args[0]) else { return .bool(false) }
            return .bool(classes.resolve(action, in: scene.classChain(of: r), from: 0, cache: &methodCache) != nil)
        case (.object(let r), .perform):
            guard let action = actionMethod(args[0]) else { throw runtime("not an action: \(describe(args[0]))", at: position) }
            return try dispatch(action, on: r, arguments: [args[1]], from: 0, at: position)
        case (.rect(let r), .contains):
            switch args[0] {
            case .point(let p): return .bool(r.contains(p))
            case .rect(let other): return .bool(r.contains(other.origin) && other.maxX <= r.maxX && other.maxY <= r.maxY)
            default: throw runtime("contains(_:) takes a CGPoint, not \(args[0].typeName)", at: position)
            }
        case (.rect(let r), .insetBy), (.rect(let r), .offsetBy):
            guard let dx = args[0].number, let dy = args[1].number else { throw runtime("\(selector) takes two numbers", at: position) }
            return .rect(site.native == .insetBy ? r.insetBy(dx: dx, dy: dy) : r.offsetBy(dx: dx, dy: dy))
        case (.rect(let r), .intersects):
            guard case .rect(let other) = args[0] else { throw runtime("intersects(_:) takes a CGRect", at: position) }
            return .bool(r.intersects(other))
        case (.transform(let t), _):
            if let made = try affineTransform(selector, args, after: t, at: position) { return .transform(made) }
            throw runtime("CGAffineTransform has no method \(selector); it has scaledBy(x:y:), rotated(by:), translatedBy(x:y:) and concatenating(_:)", at: position)
        case (.array(let items), .reversed):
            try budgetArray(items.count, at: position)
            return .array(items.reversed())
        case (.array(let items), .contains):
            return .bool(items.contains { equal($0, args[0]) })
        case (.array(let items), .firstIndex):
            return items.firstIndex { equal($0, args[0]) }.map { .int($0) } ?? .nil
        case (.touch(let id), .locationIn), (.touch(let id), .previousLocationIn):
            let t = touch(id)
            // nil means the touch's window; locations are kept in screen coordinates.
            let view = try viewArgument(args[0], selector, at: position) ?? t.window ?? scene.window
            return .point(scene.convert(site.native == .locationIn ? t.location : t.previousLocation, from: nil, to: view))
        case (.event, .touchesFor):
            guard let view = try viewArgument(args[0], selector, at: position) else { return .nil }
            return .touches(event.touches.filter { $0.view == view }.map(\.id))
        default:
            var known = ""
            if case .object(let r) = base {
                let near = MethodKind.allCases.filter { $0.baseName == site.name }.map(\.selector)
                if !near.isEmpty { known = ": did you mean \(near.joined(separator: " or "))?" }
                return try { () throws(ScriptError) -> Value in
                    throw runtime("\(scene.name(of: r)) has no method \(selector)\(known)", at: position)
                }()
            }
            throw runtime("\(base.typeName) has no method \(selector)", at: position)
        }
    }

    /// `scene.convert`, reading the scene in place for the one-step conversions a hit test
    /// makes; calling a method of the scene copies it, so only the far conversions do.
    private func convert(_ p: Point, from: ViewID?, to: ViewID?) -> Point {
        scene.convertDirectly(p, from: from, to: to) ?? convertFar(p, from: from, to: to)
    }

    @inline(never)
    private func convertFar(_ p: Point, from: ViewID?, to: ViewID?) -> Point {
        scene.convertThroughAncestors(p, from: from, to: to)
    }

    /// The action method a selector names: `"copy"`, `"copy(_:)"` or `"copy:"`.
    func actionMethod(_ v: Value) -> MethodKind? {
        guard case .string(let text) = v else { return nil }
        var name = text
        for suffix in ["(_:)", ":", "()"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        guard !name.isEmpty else { return nil }
        return MethodKind.action(name)
    }

    private func viewArgument(_ v: Value, _ selector: String, at position: SourcePosition) throws(ScriptError) -> ViewID? {
        switch v {
        case .object(.view(let id)): return id
        case .nil: return nil
        default: throw runtime("\(selector) takes a view (or nil for the window), not \(describe(v)) (\(v.typeName))", at: position)
        }
    }

    // MARK: Globals

    /// A global function or initializer; nil when its arguments make it none (an unknown
    /// `CGAffineTransform` initializer), which is then a method of `self`.
    @inline(never)
    func callGlobal(_ global: GlobalFunction, _ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value? {
        let name = site.name, selector = site.selector
        func numbers() throws(ScriptError) -> [Double] {
            var out: [Double] = []
            for a in args {
                guard let n = a.number else { throw runtime("\(selector) takes numbers, not \(a.typeName)", at: position) }
                out.append(n)
            }
            return out
        }
        switch global {
        case .print:
            guard site.labels.allSatisfy({ $0 == nil }) else { throw runtime("print takes plain values: print(a, b)", at: position) }
            let text = args.map { v -> String in if case .string(let s) = v { return s } else { return describe(v) } }.joined(separator: " ")
            observer?.printed(text, depth: depth)
            return .void
        case .objectIdentifier:
            // UIKit makes one UIEvent of each kind for the app and reuses it: every touch of a
            // sequence, in all four methods, and every later sequence gets the same object.
            guard case .event = args[0] else { throw runtime("ObjectIdentifier(_:) here takes the event only, as in ObjectIdentifier(event): it shows which UIEvent object a call got", at: position) }
            return .string("ObjectIdentifier(the app's \(event.type) event)")
        case .typeOf:
            if case .object(let r) = args[0] { return .type(scene.classChain(of: r)[0]) }
            return .type(args[0].typeName)
        case .point:
            let n = try numbers(); return .point(Point(x: n[0], y: n[1]))
        case .size:
            let n = try numbers(); return .size(Size(width: n[0], height: n[1]))
        case .rect:
            let n = try numbers(); return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .rectFromOriginAndSize:
            guard case .point(let o) = args[0], case .size(let s) = args[1] else { throw runtime("CGRect(origin:size:) takes a CGPoint and a CGSize", at: position) }
            return .rect(Rect(origin: o, size: s))
        case .affineTransform:
            if let t = try affineTransform(selector, args, at: position) { return .transform(t) }
        case .min, .max:
            guard args.count >= 2 else { throw runtime("\(name) takes two or more numbers, as in Swift: \(name)(a, b)", at: position) }
            let n = try numbers()
            // Ints are compared as Ints: through a Double, Int.max would come back too large to convert.
            let ints = args.compactMap { v -> Int? in if case .int(let i) = v { return i } else { return nil } }
            if ints.count == args.count { return .int(global == .min ? ints.min()! : ints.max()!) }
            return .double(global == .min ? n.min()! : n.max()!)
        case .distance:
            // UIKit's own source: how far apart two points are.
            guard case .point(let a) = args[0], case .point(let b) = args[1] else { throw runtime("_distance takes two CGPoints", at: position) }
            return .double(hypot(b.x - a.x, b.y - a.y))
        case .abs:
            if case .int(let i) = args[0] {
                guard i != Int.min else { throw arithmeticOverflow("abs(\(i))", at: position) }
                return .int(abs(i))
            }
            return .double(abs(try numbers()[0]))
        case .stride(let through):
            return try stride(args, inclusive: through, at: position)
        case .swiftUIView(let kind):
            return try makeView(kind, site, args: args, at: position)
        case .swiftUIGesture(let kind):
            return try makeGesture(kind, site, args: args, at: position)
        }
        return nil
    }

    private func stride(_ args: [Value], inclusive: Bool, at position: SourcePosition) throws(ScriptError) -> Value {
        guard let from = args[0].number, let to = args[1].number, let by = args[2].number else {
            throw runtime("stride takes numbers", at: position)
        }
        guard from.isFinite, to.isFinite, by.isFinite else {
            throw runtime("stride takes finite numbers, not \(formatNumber(from)), \(formatNumber(to)), \(formatNumber(by))", at: position)
        }
        guard by != 0 else { throw runtime("stride(by: 0) never ends: use a step other than 0", at: position) }
        // Counted as a Double first: a tiny step gives more numbers than an Int holds.
        let estimate = max(0, ((to - from) / by).rounded(.up) + (inclusive ? 1 : 0))
        guard estimate <= Double(limits.steps) else {
            throw runtime("stride of \(formatNumber(estimate)) numbers is more than the step budget", at: position)
        }
        let count = Int(estimate)
        try budgetArray(count, at: position)
        var out: [Value] = []
        out.reserveCapacity(count)
        if case .int(let a) = args[0], case .int(let b) = args[1], case .int(let step) = args[2] {
            // Ints step as Ints, exactly, and stop rather than overflow past Int.max.
            var x = a
            while step > 0 ? (inclusive ? x <= b : x < b) : (inclusive ? x >= b : x > b) {
                out.append(.int(x))
                let (next, overflow) = x.addingReportingOverflow(step)
                if overflow { break }
                x = next
            }
            return .array(out)
        }
        // from + i × by, as Swift's own stride computes it: adding a step too small to change
        // a large value would never reach the end.
        for i in 0...count {
            let x = from + Double(i) * by
            guard by > 0 ? (inclusive ? x <= to : x < to) : (inclusive ? x >= to : x > to) else { break }
            out.append(.double(x))
        }
        return .array(out)
    }

    // MARK: Text

    /// How a value prints: views by name, numbers without a needless `.0`, geometry in parentheses.
    public func describe(_ v: Value) -> String {
        ValueFormatter(scene: scene).describe(v)
    }
}
