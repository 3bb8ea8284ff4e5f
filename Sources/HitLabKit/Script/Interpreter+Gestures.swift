import HitLabModel
/// SwiftUI's gestures as values (swiftui-semantics.md §3.1–§3.5): the initializers DESIGN
/// lists make a `SwiftUIGestureValue`, its methods add callbacks and compose, and the gesture
/// modifiers attach one to a view with a precedence and a mask. Misuse is refused here, where
/// the body wrote it, so the error names its line and column.
extension Interpreter {
    /// `TapGesture(count: 2)`, `LongPressGesture(minimumDuration: 1)`, `DragGesture(minimumDistance: 0)` …
    func makeGesture(_ kind: SwiftUIGestureKind, _ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        var gesture = SwiftUIGestureValue(kind: kind, position: position)
        let allowed: [SwiftUIGestureKind: [String]] = [
            .tap: ["count"], .spatialTap: ["count", "coordinateSpace"], .longPress: ["minimumDuration", "maximumDistance"],
            .drag: ["minimumDistance", "coordinateSpace"], .magnify: ["minimumScaleDelta"], .rotate: ["minimumAngleDelta"],
        ]
        for (label, arg) in zip(site.labels, args) {
            guard let label, allowed[kind]!.contains(label) else {
                throw runtime("\(site.selector) is not a form of \(kind.rawValue) HitLab knows: it takes " + allowed[kind]!.map { $0 + ":" }.joined(separator: " "), at: position)
            }
            if label == "coordinateSpace" { continue }
            // RotateGesture's minimumAngleDelta is an Angle in SwiftUI; a bare number is read as degrees.
            if label == "minimumAngleDelta", case .angle(let degrees) = arg, degrees >= 0 { gesture.minimumAngleDelta = degrees; continue }
            guard let n = arg.number, n >= 0 else { throw runtime("\(kind.rawValue)'s \(label) is a number of 0 or more, not \(describe(arg))", at: position) }
            switch label {
            case "count":
                guard n >= 1, n == n.rounded() else { throw runtime("\(kind.rawValue)'s count is a whole number of taps from 1, not \(describe(arg))", at: position) }
                gesture.count = Int(n)
            case "minimumDuration": gesture.minimumDuration = n
            case "maximumDistance": gesture.maximumDistance = n
            case "minimumDistance": gesture.minimumDistance = n
            case "minimumScaleDelta": gesture.minimumScaleDelta = n
            case "minimumAngleDelta": gesture.minimumAngleDelta = n
            default: break
            }
        }
        return .swiftUIGesture(gesture)
    }

    /// `.onChanged { }`, `.onEnded { }`, `.updating($s) { value, state, transaction in }`,
    /// `.exclusively(before:)`, `.sequenced(before:)`, `.simultaneously(with:)`.
    func gestureMethod(_ gesture: SwiftUIGestureValue, _ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        var gesture = gesture
        let position = site.namePosition ?? position
        func closure() throws(ScriptError) -> Closure {
            guard let last = args.last, case .closure(let c) = last else { throw runtime("\(site.name) takes a closure: \(site.name) { value in … }", at: position) }
            return c
        }
        func other() throws(ScriptError) -> SwiftUIGestureValue {
            guard args.count == 1, case .swiftUIGesture(let g) = args[0] else {
                throw runtime("\(site.selector) takes another gesture, e.g. TapGesture(), not \(args.first?.typeName ?? "nothing")", at: position)
            }
            return g
        }
        switch site.selector {
        case "onChanged(_:)":
            guard !gesture.kind.isTap else { throw runtime("\(gesture.kind.rawValue) has no onChanged: its value is Void, so a tap only ends; use .onEnded { … }", at: position) }
            gesture.onChanged = try closure()
        case "onEnded(_:)":
            gesture.onEnded = try closure()
        case "updating(_:body:)", "updating(_:_:)":
            guard case .symbol(let binding) = args[0], binding.hasPrefix("$") else {
                throw runtime("updating takes a binding to a @GestureState variable: .updating($name) { value, state, transaction in … }", at: position)
            }
            let name = String(binding.dropFirst())
            guard let variable = current.body?.stateVariables.first(where: { $0.name == name }), variable.isGestureState else {
                throw runtime("updating($\(name)) needs a @GestureState variable, and \(name) is @State: declare it @GestureState var \(name) = …, or set it in onChanged", at: position)
            }
            gesture.updating = (name, try closure())
        case "exclusively(before:)", "sequenced(before:)", "simultaneously(with:)":
            var composed = SwiftUIGestureValue(kind: site.name == "exclusively" ? .exclusively : site.name == "sequenced" ? .sequenced : .simultaneously, position: position)
            composed.parts = [gesture, try other()]
            return .swiftUIGesture(composed)
        default:
            throw runtime("\(site.selector) is not something a gesture does in HitLab: use onChanged, onEnded, updating, exclusively(before:), sequenced(before:) or simultaneously(with:)", at: position)
        }
        return .swiftUIGesture(gesture)
    }

    /// The gesture modifiers: `onTapGesture`, `onLongPressGesture`, `gesture`, `highPriorityGesture`
    /// and `simultaneousGesture` (`including:` a mask, or iOS 18's `isEnabled:`).
    func gestureModifier(on view: SwiftUIView, _ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> SwiftUIModifier {
        let name = site.name
        func fail(_ forms: String) -> ScriptError { runtime("\(site.selector) is not a form HitLab knows: write \(forms)", at: position) }
        if view.kind == .emptyView {
            throw runtime("\(name) on EmptyView attaches a gesture to nothing: EmptyView has no content to touch, so the gesture never begins; attach it to a view with content", at: position)
        }
        var value: SwiftUIGestureValue
        var mask = SwiftUIGestureMask.all
        switch name {
        case "onTapGesture":
            value = SwiftUIGestureValue(kind: .tap, position: position)
            for (label, arg) in zip(site.labels, args) {
                switch (label, arg) {
                case ("count", _):
                    guard let n = arg.number, n >= 1, n == n.rounded() else { throw runtime("onTapGesture's count is a whole number of taps from 1, not \(describe(arg))", at: position) }
                    value.count = Int(n)
                case ("perform", .closure(let c)), (nil, .closure(let c)): value.onEnded = c
                default: throw fail("onTapGesture(count: N) { … }")
                }
            }
            guard value.onEnded != nil else { throw fail("onTapGesture(count: N) { … }") }
        case "onLongPressGesture":
            value = SwiftUIGestureValue(kind: .longPress, position: position)
            for (label, arg) in zip(site.labels, args) {
                switch (label, arg) {
                case ("minimumDuration", _), ("maximumDistance", _):
                    guard let n = arg.number, n >= 0 else { throw runtime("onLongPressGesture's \(label!) is a number of 0 or more, not \(describe(arg))", at: position) }
                    if label == "minimumDuration" { value.minimumDuration = n } else { value.maximumDistance = n }
                case ("perform", .closure(let c)), (nil, .closure(let c)): value.onEnded = c
                case ("onPressingChanged", .closure(let c)): value.onPressingChanged = c
                default: throw fail("onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
                }
            }
            guard value.onEnded != nil else { throw fail("onLongPressGesture(minimumDuration: 0.5) { … }") }
        default:
            guard let first = args.first, case .swiftUIGesture(let g) = first else {
                throw runtime("\(name) attaches a gesture, and \(args.first.map { "its argument is \($0.typeName)" } ?? "it has none"): write .\(name)(TapGesture().onEnded { … })", at: position)
            }
            value = g
            for (label, arg) in zip(site.labels.dropFirst(), args.dropFirst()) {
                switch (label, arg) {
                case ("including", .symbol(let m)):
                    guard let known = SwiftUIGestureMask(rawValue: m) else {
                        throw runtime(".\(m) is not a GestureMask: use .all, .gesture, .subviews or .none", at: position)
                    }
                    mask = known
                case ("isEnabled", .bool(let on)):
                    // [RE] gesture(_:isEnabled:) is including: isEnabled ? .all : .subviews (§3.5).
                    mask = on ? .all : .subviews
                case ("name", .string): break
                default: throw fail("\(name)(G), \(name)(G, including: .all | .gesture | .subviews | .none)")
                }
            }
            if mask != .all, !Self.hasGestures(inside: view) {
                throw runtime("including: .\(mask.rawValue) masks the gestures of the views inside, and this \(view.kind.rawValue) has none: drop including:, or move the gesture to a view that contains gestures", at: position)
            }
        }
        return .gesture(SwiftUIGesture(modifier: name, value: value, mask: mask))
    }

    /// Whether a view holds any gesture or control: its modifiers', its children's, its
    /// backgrounds' and overlays', or a Button's own.
    static func hasGestures(inside view: SwiftUIView) -> Bool {
        if view.kind == .button { return true }
        for modifier in view.modifiers {
            switch modifier {
            case .gesture: return true
            case .background(let v), .overlay(let v): if hasGestures(inside: v) { return true }
            default: break
            }
        }
        return view.children.contains { hasGestures(inside: $0) }
    }
}
