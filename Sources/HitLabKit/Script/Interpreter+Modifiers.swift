import HitLabModel
/// SwiftUI's modifiers on a view value: each one DESIGN lists appends its `SwiftUIModifier`.
extension Interpreter {
    /// `view.NAME(args)`: the view with the modifier added, or the error that names what HitLab knows.
    func modify(_ view: SwiftUIView, _ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        var view = view
        let labels = site.labels, name = site.name
        let position = site.namePosition ?? position
        func fail(_ forms: String) -> ScriptError {
            runtime("\(site.selector) is not a form HitLab knows: write \(forms)", at: position)
        }
        func number(_ i: Int) throws(ScriptError) -> Double {
            guard i < args.count, let n = args[i].number else { throw runtime("\(site.selector) takes a number there, not \(i < args.count ? args[i].typeName : "nothing")", at: position) }
            return n
        }
        func bool(_ i: Int) throws(ScriptError) -> Bool {
            guard args.count == 1, case .bool(let b) = args[i] else { throw fail("\(name)(true) or \(name)(false)") }
            return b
        }
        func shape(_ v: Value) throws(ScriptError) -> SwiftUIView {
            guard case .swiftUI(let s) = v, s.kind.isShape else { throw runtime("\(name) takes a shape: Rectangle(), Circle(), Capsule(), Ellipse() or RoundedRectangle(cornerRadius:)", at: position) }
            return s
        }
        func secondary(_ v: Value) throws(ScriptError) -> SwiftUIView {
            switch v {
            case .swiftUI(let s): return s
            case .closure(let c):
                let made = try views(of: c, [], at: position)
                guard made.count == 1 else { throw runtime("\(name) { … } holds one view; put several in a ZStack", at: position) }
                return made[0]
            default: throw runtime("\(name) takes a view, e.g. \(name)(Color.blue), not \(v.typeName)", at: position)
            }
        }
        let modifier: SwiftUIModifier
        switch name {
        case "frame":
            var alignment = SwiftUIAlignment.center
            var values: [String: Double] = [:]
            for (label, arg) in zip(labels, args) {
                if label == "alignment", case .symbol(let a) = arg, let known = SwiftUIAlignment(named: a) { alignment = known; continue }
                guard let label, ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight"].contains(label),
                      let n = arg.number ?? (arg == .symbol("infinity") ? .infinity : nil) else {
                    throw fail("frame(width:height:alignment:) or frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)")
                }
                guard n >= 0 else { throw runtime("a frame's \(label) cannot be negative (\(n))", at: position) }
                values[label] = n
            }
            if values.keys.allSatisfy({ $0 == "width" || $0 == "height" }) {
                modifier = .frame(width: values["width"], height: values["height"], alignment: alignment)
            } else {
                guard values["width"] == nil, values["height"] == nil else { throw fail("either frame(width:height:) or frame(minWidth:maxWidth:…), not both") }
                modifier = .flexibleFrame(minWidth: values["minWidth"], maxWidth: values["maxWidth"], minHeight: values["minHeight"], maxHeight: values["maxHeight"], alignment: alignment)
            }
        case "padding":
            var edges = "all", amount = 16.0
            switch (labels.count, args.first) {
            case (0, _): break
            case (1, .symbol(let e)?): edges = e
            case (1, _): amount = try number(0)
            case (2, .symbol(let e)?): edges = e; amount = try number(1)
            default: throw fail("padding(), padding(N) or padding(.horizontal, N)")
            }
            let sides: [String: (Bool, Bool, Bool, Bool)] = ["all": (true, true, true, true), "horizontal": (false, true, false, true),
                                                            "vertical": (true, false, true, false), "top": (true, false, false, false),
                                                            "leading": (false, true, false, false), "bottom": (false, false, true, false),
                                                            "trailing": (false, false, false, true)]
            guard let s = sides[edges] else { throw runtime(".\(edges) is not an edge: use .all, .horizontal, .vertical, .top, .leading, .bottom or .trailing", at: position) }
            modifier = .padding(top: s.0 ? amount : 0, leading: s.1 ? amount : 0, bottom: s.2 ? amount : 0, trailing: s.3 ? amount : 0)
        case "offset":
            if args.count == 1, labels[0] == nil, case .size(let size) = args[0] {
                modifier = .offset(x: size.width, y: size.height)
            } else {
                var x = 0.0, y = 0.0
                for (i, label) in labels.enumerated() {
                    if label == "x" { x = try number(i) } else if label == "y" { y = try number(i) } else { throw fail("offset(x:y:) or offset(CGSize(width:height:))") }
                }
                modifier = .offset(x: x, y: y)
            }
        case "position":
            guard labels == ["x", "y"] else { throw fail("position(x:y:)") }
            modifier = .position(x: try number(0), y: try number(1))
        case "background", "overlay":
            guard args.count == 1 else { throw fail("\(name)(VIEW)") }
            let other = try secondary(args[0])
            modifier = name == "background" ? .background(other) : .overlay(other)
        case "zIndex":
            guard args.count == 1 else { throw fail("zIndex(N)") }
            modifier = .zIndex(try number(0))
        case "opacity":
            guard args.count == 1 else { throw fail("opacity(N)") }
            modifier = .opacity(try number(0))
        case "hidden", "clipped":
            guard args.isEmpty else { throw fail("\(name)()") }
            modifier = name == "hidden" ? .hidden : .clipped
        case "disabled": modifier = .disabled(try bool(0))
        case "allowsHitTesting": modifier = .allowsHitTesting(try bool(0))
        case "scrollDisabled": modifier = .scrollDisabled(try bool(0))
        case "contentShape":
            switch (labels, args.first) {
            case ([nil], _): modifier = .contentShape(try shape(args[0]), eoFill: false, interaction: true)
            case ([nil, "eoFill"], _):
                guard case .bool(let eo) = args[1] else { throw fail("contentShape(SHAPE, eoFill: true)") }
                modifier = .contentShape(try shape(args[0]), eoFill: eo, interaction: true)
            case ([nil, nil], .symbol(let kind)?), ([nil, nil, "eoFill"], .symbol(let kind)?):
                let kinds = ["interaction", "dragPreview", "contextMenuPreview", "hoverEffect", "focusEffect", "accessibility"]
                guard kinds.contains(kind) else { throw runtime(".\(kind) is not a content shape kind: use one of \(kinds.map { "." + $0 }.joined(separator: ", "))", at: position) }
                var eo = false
                if args.count == 3, case .bool(let b) = args[2] { eo = b }
                modifier = .contentShape(try shape(args[1]), eoFill: eo, interaction: kind == "interaction")
            default: throw fail("contentShape(SHAPE), contentShape(SHAPE, eoFill: true) or contentShape(.interaction, SHAPE)")
            }
        case "clipShape":
            guard args.count == 1 else { throw fail("clipShape(SHAPE)") }
            modifier = .clipShape(try shape(args[0]))
        case "cornerRadius":
            guard args.count == 1 else { throw fail("cornerRadius(N)") }
            modifier = .cornerRadius(try number(0))
        case "fill", "foregroundColor", "foregroundStyle":
            guard args.count == 1 else { throw fail("\(name)(Color.red)") }
            if case .swiftUI(let c) = args[0], c.kind == .color { modifier = .style(c.text) } else { modifier = .style(describe(args[0])) }
        case "font":
            guard args.count == 1 else { throw fail("font(.system(size: N)) or font(.title)") }
            if let size = args[0].number { modifier = .font(size) }
            else if case .symbol(let style) = args[0], let size = Self.fontSizes[style] { modifier = .font(size) }
            else { throw runtime("font takes .system(size: N) or a text style (\(Self.fontSizes.keys.sorted().map { "." + $0 }.joined(separator: ", ")))", at: position) }
        case "buttonStyle":
            guard args.count == 1, case .symbol(let style) = args[0], ["plain", "borderless", "automatic"].contains(style) else {
                throw fail("buttonStyle(.plain), buttonStyle(.borderless) or buttonStyle(.automatic)")
            }
            modifier = .buttonStyle(style)
        case "accessibilityIdentifier":
            guard args.count == 1, case .string(let id) = args[0] else { throw fail("accessibilityIdentifier(\"NAME\")") }
            guard Self.isViewName(id) else {
                throw runtime("accessibilityIdentifier \"\(id)\" names the view in HitLab, so it is a name: a letter, then letters, digits or _", at: position)
            }
            modifier = .accessibilityIdentifier(id)
        case "onTapGesture", "onLongPressGesture", "gesture", "highPriorityGesture", "simultaneousGesture":
            modifier = try gestureModifier(on: view, site, args: args, at: position)
        default:
            let near = NameSuggestions.nearest(to: name, in: SwiftUIModifierName.all)
            throw runtime(".\(name) is not a SwiftUI modifier HitLab knows" + NameSuggestions.hint(near)
                          + "; it knows " + SwiftUIModifierName.all.joined(separator: ", "), at: position)
        }
        view.modifiers.append(modifier)
        return .swiftUI(view)
    }

    /// A name HitLab can call a view by: a letter, then letters, digits or `_`.
    static func isViewName(_ s: String) -> Bool {
        guard let first = s.first, first.isLetter else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
