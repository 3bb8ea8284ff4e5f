import HitLabModel
/// SwiftUI's views and modifiers as the interpreter builds them: each initializer and modifier
/// DESIGN lists makes or changes a `SwiftUIView` value; anything else is refused with the list.
extension Interpreter {
    /// The most items one `ForEach` may make: 10,000 rows are twice the largest list HitLab's
    /// budgets name, and a body written by hand shows a few dozen.
    static let maxForEachItems = 10_000

    /// The roles SwiftUI's `ButtonRole` has.
    static let buttonRoles: Set<String> = ["destructive", "cancel", "close", "confirm"]

    /// `VStack(spacing: 0) { … }`, `Text("Hi")`, `Button("Buy") { … }` …
    func makeView(_ kind: SwiftUIKind, _ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        var view = SwiftUIView(kind: kind, position: position)
        let labels = site.labels
        func fail(_ forms: String) -> ScriptError {
            runtime("\(site.selector) is not a form of \(kind.rawValue) HitLab knows: write \(forms)", at: position)
        }
        func number(_ v: Value, _ what: String) throws(ScriptError) -> Double {
            guard let n = v.number else { throw runtime("\(kind.rawValue)'s \(what) is a number, not \(v.typeName)", at: position) }
            return n
        }
        func content(_ v: Value) throws(ScriptError) -> [SwiftUIView] {
            guard case .closure(let closure) = v else { throw runtime("\(kind.rawValue)'s content is a closure { … } of views", at: position) }
            return try views(of: closure, [], at: position)
        }
        switch kind {
        case .vStack, .hStack, .zStack, .group, .list, .scrollView:
            for (label, arg) in zip(labels, args) {
                switch (label, arg) {
                case ("alignment", .symbol(let name)) where kind != .group && kind != .list && kind != .scrollView:
                    guard let alignment = SwiftUIAlignment(named: name) else { throw runtime(".\(name) is not an alignment: use .leading, .center, .trailing, .top or .bottom", at: position) }
                    view.alignment = alignment
                case ("spacing", _) where kind == .vStack || kind == .hStack: view.number = try number(arg, "spacing")
                case (nil, .symbol(let axis)) where kind == .scrollView && (axis == "vertical" || axis == "horizontal"): view.horizontal = axis == "horizontal"
                case (nil, .closure), ("content", .closure): view.children = try content(arg)
                default: throw fail(Self.forms[kind]!)
                }
            }
        case .forEach:
            guard args.count == 2, labels[0] == nil, case .array(let items) = args[0], case .closure(let closure) = args[1] else {
                throw fail(Self.forms[kind]!)
            }
            guard items.count <= Self.maxForEachItems else {
                throw runtime("ForEach of \(Self.grouped(items.count)) items is more than the \(Self.grouped(Self.maxForEachItems)) HitLab lays out: use a smaller range", at: position)
            }
            view.children = try rows(of: closure, items, at: position)
        case .spacer:
            guard labels.allSatisfy({ $0 == "minLength" }), args.count <= 1 else { throw fail(Self.forms[kind]!) }
            if let first = args.first { view.number = try number(first, "minLength") }
        case .text:
            guard args.count == 1, labels[0] == nil, case .string(let s) = args[0] else { throw fail(Self.forms[kind]!) }
            view.text = s
        case .image:
            guard args.count == 1, labels[0] == "systemName", case .string(let s) = args[0] else { throw fail(Self.forms[kind]!) }
            view.text = s
        case .rectangle, .circle, .capsule, .ellipse, .emptyView:
            guard args.isEmpty else { throw fail(Self.forms[kind]!) }
        case .roundedRectangle:
            guard args.count == 1, labels[0] == "cornerRadius" else { throw fail(Self.forms[kind]!) }
            view.number = try number(args[0], "cornerRadius")
        case .button:
            for (label, arg) in zip(labels, args) {
                switch (label, arg) {
                case (nil, .string(let title)): view.text = title
                // A role styles the button and places it in menus, dialogs and swipe actions;
                // it does not change where the button is touched, so HitLab reads and keeps none.
                case ("role", .symbol(let role)) where Self.buttonRoles.contains(role): break
                case ("role", .nil): break   // `ButtonRole?`: no role
                case ("role", _): throw runtime("a Button's role is .destructive, .cancel, .close, .confirm or nil", at: position)
                case ("action", .closure(let c)): view.action = c
                case (nil, .closure(let c)) where view.action == nil: view.action = c
                case ("label", .closure), (nil, .closure): view.children = try content(arg)
                default: throw fail(Self.forms[kind]!)
                }
            }
            guard view.action != nil, !view.text.isEmpty || !view.children.isEmpty else { throw fail(Self.forms[kind]!) }
            if view.children.isEmpty {
                var title = SwiftUIView(kind: .text, position: position)
                title.text = view.text
                view.children = [title]
            }
        case .color:
            break
        }
        return .swiftUI(view)
    }

    /// The forms of each view's initializer, for the error that refuses another.
    static let forms: [SwiftUIKind: String] = [
        .vStack: "VStack(alignment:spacing:) { … }", .hStack: "HStack(alignment:spacing:) { … }", .zStack: "ZStack(alignment:) { … }",
        .group: "Group { … }", .forEach: "ForEach(A..<B) { i in … }", .spacer: "Spacer() or Spacer(minLength: N)",
        .text: "Text(\"…\")", .image: "Image(systemName: \"…\")", .rectangle: "Rectangle()", .circle: "Circle()",
        .capsule: "Capsule()", .ellipse: "Ellipse()", .roundedRectangle: "RoundedRectangle(cornerRadius: N)",
        .button: "Button(\"Title\") { … }, Button(\"Title\", role: .destructive) { … } or Button { … } label: { … }", .scrollView: "ScrollView(.vertical | .horizontal) { … }",
        .list: "List { … }", .emptyView: "EmptyView()", .color: "Color.red",
    ]

    /// The views `closure` makes as a result builder, with `arguments` (a `ForEach` item).
    func views(of closure: Closure, _ arguments: [Value], at position: SourcePosition) throws(ScriptError) -> [SwiftUIView] {
        var out: [SwiftUIView] = []
        for value in try call(closure, arguments, building: true, at: position).views {
            guard case .swiftUI(let view) = value else {
                throw runtime("a view's content holds views only, not \(value.typeName)", at: closure.position)
            }
            out.append(view)
        }
        return out
    }

    /// The views of a `ForEach`'s rows: a row keeps the views it made at the body's last
    /// evaluation when its closure only computes and its item and the slots it reads hold the
    /// same values (`SwiftUIRows`); any other row runs now.
    func rows(of closure: Closure, _ items: [Value], at position: SourcePosition) throws(ScriptError) -> [SwiftUIView] {
        var out: [SwiftUIView] = []
        let reads = closure.literal.reads
        var values: [Value] = []
        var keeps = swiftUIHost != nil && reads.onlyComputes && reads.sceneNames.allSatisfy { scene.responder(named: $0) == nil }
        for slot in reads.slots where keeps {
            let value = slot < closure.captured.count ? closure.captured[slot] : .void
            keeps = SwiftUIRows.isPlain(value)
            values.append(value)
        }
        guard keeps else {
            for item in items { out += try views(of: closure, [item], at: position) }
            return out
        }
        let literal = ObjectIdentifier(closure.literal)
        let n = madeRows.runs[literal, default: []].count
        let last = keptRows.runs[literal].flatMap { n < $0.count && $0[n].reads == values ? $0[n] : nil }
        // A ForEach whose items and reads are those of the same ForEach last time keeps all its rows.
        if let last, last.items == items, items.allSatisfy(SwiftUIRows.isPlain) {
            madeRows.runs[literal, default: []].append(last)
            return last.views
        }
        var rows: [[SwiftUIView]] = []
        rows.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            if let last, k < last.items.count, last.items[k] == item, SwiftUIRows.isPlain(item) {
                rows.append(last.rows[k])
            } else {
                rows.append(try views(of: closure, [item], at: position))
            }
            out += rows[k]
        }
        madeRows.runs[literal, default: []].append(SwiftUIRows.Run(items: items, reads: values, rows: rows, views: out))
        return out
    }

    /// `Color.red`, `Color.clear`.
    func color(_ name: String, at position: SourcePosition) throws(ScriptError) -> Value {
        guard Self.colorNames.contains(name) else {
            throw runtime("Color.\(name) is not a colour HitLab knows: use one of \(Self.colorNames.map { "Color.\($0)" }.joined(separator: ", "))", at: position)
        }
        var view = SwiftUIView(kind: .color, position: position)
        view.text = name
        return .swiftUI(view)
    }

    static let colorNames = ["clear", "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "primary", "secondary", "accentColor"]

    /// Text styles' point sizes (the system's at the default Dynamic Type size).
    static let fontSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// `.system(size: 20)`: a font, as its point size.
    func implicitMemberCall(_ site: CallSite, args: [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        // An Angle: `.degrees(10)`, `.radians(0.5)`.
        if site.name == "degrees" || site.name == "radians", args.count == 1, site.labels == [nil], let n = args[0].number {
            return .angle(degrees: site.name == "degrees" ? n : n * 180 / .pi)
        }
        guard site.name == "system", site.labels.first == "size", let size = args.first?.number, size > 0 else {
            // Asked of any `.name(…)`, so it says what it reads, not only fonts.
            throw runtime(".\(site.selector) is not something HitLab knows: the calls after a dot it reads are a font's .system(size: N) and an angle's .degrees(N) or .radians(N)", at: position)
        }
        return .double(size)
    }

    /// The error for a capitalised call in a SwiftUI body that is no view HitLab knows.
    func unknownView(_ name: String, at position: SourcePosition) -> ScriptError {
        let known = SwiftUIKind.allCases.map(\.rawValue)
        let near = NameSuggestions.nearest(to: name, in: known)
        return runtime("\(name) is not a SwiftUI view HitLab knows" + NameSuggestions.hint(near)
                       + "; it knows " + known.joined(separator: ", "), at: position)
    }
}
