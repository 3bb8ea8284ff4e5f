/// SwiftUI content in hosting views (DESIGN, "SwiftUI: content in a hosting view"): bodies
/// that are valid and bodies that are broken (views and modifiers HitLab does not know,
/// unbalanced braces, nesting hundreds deep, a `ForEach` of a million, closures that loop,
/// names that clash with UIKit views or with each other, `@State` of types HitLab cannot keep),
/// then what a learner does with them: tap, hit-test, tree, draw, trace, why, p, save and load.
/// Gestures come primitive and composed, with masks, callbacks that assign `@State` and
/// `@GestureState`, one and two fingers, and breakpoints in SwiftUI's arbitration.
extension Generator {
    static let swiftUIViews = ["VStack", "HStack", "ZStack", "Group", "ForEach", "ScrollView", "List", "Button",
                               "Text", "Image", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Color", "Spacer", "EmptyView"]
    /// Names a learner asks `why` and `p` about: generated names, identifiers the bodies give,
    /// the hosts, and names that are not there.
    static let swiftUINames = ["Text_1", "Text_2", "Button_1", "Spacer_1", "HStack_1", "VStack_1", "ZStack_1", "Color_1", "Circle_1",
                               "Rectangle_1", "ForEach_1", "ScrollView_1", "List_1", "Image_1", "Row0", "Row3", "Card", "Host0", "Host1", "Nope_1"]

    mutating func swiftUIInput() -> FuzzInput {
        var lines = ["option steps=\(size(rng.pick([2_000, 20_000, 100_000]), cap: 2_000))"]
        if rng.chance(30) { lines.append("view Behind 0 0 375 667") }
        for h in 0..<(1 + rng.below(2)) {
            let name = rng.chance(8) ? rng.pick(["GreenView", "Text_1", "Host0", "", "9x", "Row0"]) : "Host\(h)"
            let frame = rng.chance(80) ? "\(rng.below(60)) \(rng.below(300)) \(200 + rng.below(200)) \(100 + rng.below(400))"
                : "\(number()) \(number()) \(number()) \(number())"
            let parent = rng.chance(20) ? " in \(rng.pick(["Behind", "GreenView", "Host0", "Nowhere"]))" : ""
            lines.append("swiftui \(name) \(frame)\(parent) {\n\(swiftUIBody())\n}")
        }
        for _ in 0..<(2 + rng.below(9)) { lines.append(swiftUICommand()) }
        return FuzzInput(kind: .swiftui, lines: lines)
    }

    /// `@State` lines, then one view expression, valid or broken in one of the ways above.
    mutating func swiftUIBody() -> String {
        // Most bodies are valid, so layout, hit-testing and the renderings run on them; the
        // rest are broken in one way each.
        let valid = rng.chance(60)
        var lines = ["@State var n = 0"]
        for _ in 0..<rng.below(3) {
            lines.append(rng.pick(["@State var on = true", "@State var title = \"Hi\"", "@State var x = 1.5", "@State var p = CGPoint(x: 1, y: 2)",
                                   "@GestureState var offset = CGSize.zero", "@State var size = CGSize(width: 3, height: 4)"]))
        }
        if !valid, rng.chance(15) {
            lines.append(rng.pick(["@State var v: UIView? = nil", "@State var m", "@State let k = 1", "@State var list = [1, 2]", "@State var n = 0", "@Binding var b = 1"]))
        }
        if valid {
            lines.append(swiftUIView(1 + rng.below(4), valid: true))
            return lines.joined(separator: "\n")
        }
        switch rng.below(10) {
        case 0:
            let count = rng.pick(["10000", "10001", "1000000", "-1", "0", "\(size(5_000, cap: 200))", "9223372036854775807"])
            lines.append("ScrollView {\nForEach(0..<\(count)) { i in\nHStack {\nText(\"Row \\(i)\")\nSpacer()\nButton(\"Buy\") { print(i) }\n}\n}\n}")
        case 1:
            let depth = size(rng.pick([40, 200, 499, 600, 2_000]), cap: 60)
            let kind = rng.pick(["VStack", "HStack", "ZStack", "Group", "Button(action: {}) { ", "ScrollView"])
            let open = kind.hasSuffix("{ ") ? kind : kind + " {"
            lines.append(String(repeating: open + "\n", count: depth) + "Text(\"deep\")" + String(repeating: "\n}", count: depth))
        case 2:
            // A valid body with one brace, parenthesis or quote taken away or added.
            var text = swiftUIView(3, valid: true)
            let marks: [Character] = ["{", "}", "(", ")", "\""]
            let places = Array(text.indices.filter { marks.contains(text[$0]) })
            if !places.isEmpty {
                let i = rng.pick(places)
                if rng.chance(50) { text.remove(at: i) } else { text.insert(text[i], at: i) }
            }
            lines.append(text)
        case 3:
            lines.append(rng.pick(["Button(\"Spin\") {\nwhile true { }\n}", "Text(\"x\").onTapGesture {\nvar k = 0\nwhile k >= 0 { k += 1 }\n}",
                                   "VStack {\nForEach(0..<3) { i in\nwhile true { }\n}\n}", "VStack {\nlet f = { f() }\nText(\"x\")\n}",
                                   "Button(\"Again\") {\nn += 1\n}", "ForEach(0..<5) { i in\nForEach(0..<5) { j in\nForEach(0..<\(size(500, cap: 20))) { k in\nCircle()\n}\n}\n}"]))
        case 4:
            let id = rng.pick(["GreenView", "Row", "Host0", "UIWindow", "Text_2", ""])
            lines.append("VStack {\nText(\"a\").accessibilityIdentifier(\"\(id)\")\nText(\"b\").accessibilityIdentifier(\"\(id)\")\n}")
        case 5:
            lines.append(rng.pick(["Toggle(\"On\", isOn: $on)", "Text(\"x\").blur(radius: 3)", "Text(\"x\").onLongPressGesture { }",
                                   "Circle().gesture(DragGesture().onChanged { v in print(v.translation) })", "NavigationStack { Text(\"x\") }",
                                   "Text(\"x\").nosuch()", "Color.mauve", "Text(1)", "VStack(spacing: \"wide\") { }", "Text(\"x\").frame(width: -5)",
                                   "Text(\"x\").padding(.sideways, 3)", "Image(\"photo\")", "RoundedRectangle()", "Text(\"x\").font(.system(size: 0))",
                                   "text(\"lower\")", "Text(\"x\"", "}", "", "42", "Text(\"x\") Text(\"y\")", "VStack { 1 }", "$n"]))
        default:
            lines.append(swiftUIView(1 + rng.below(4), valid: false))
        }
        return lines.joined(separator: "\n")
    }

    /// A view with its modifiers: a container of a few views while `depth` lasts, else a leaf;
    /// when `valid`, only forms HitLab knows, with numbers Swift can read.
    mutating func swiftUIView(_ depth: Int, valid: Bool) -> String {
        var view: String
        if depth <= 0 || rng.chance(30) {
            view = rng.pick(["Text(\"Hello \\(1 + 1)\")", "Text(\"\")", "Text(\"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM\")", "Image(systemName: \"star\")",
                             "Rectangle()", "RoundedRectangle(cornerRadius: \(value(valid)))", "Circle()", "Capsule()", "Ellipse()", "Color.red",
                             "Color.clear", "Spacer()", "Spacer(minLength: \(value(valid)))", "EmptyView()", "Button(\"Go\") { print(\"go\") }"])
        } else {
            let children = (0..<(1 + rng.below(4))).map { _ in swiftUIView(depth - 1, valid: valid) }.joined(separator: "\n")
            switch rng.below(11) {
            case 0: view = "VStack(alignment: .\(rng.pick(valid ? ["leading", "center", "trailing"] : ["leading", "top", "middle"]))), spacing: \(value(valid))) {\n\(children)\n}"
            case 1: view = "HStack {\n\(children)\n}"
            case 2: view = "ZStack(alignment: .\(rng.pick(["topLeading", "bottom", "center"]))) {\n\(children)\n}"
            case 3: view = "Group {\n\(children)\n}"
            case 4: view = "ForEach(0..<\(rng.pick(["3", "0", "12", "\(size(300, cap: 30))"]))) { i in\n\(children)\n}"
            case 5: view = "ScrollView(.\(rng.pick(["vertical", "horizontal"]))) {\n\(children)\n}"
            case 6: view = "List {\n\(children)\n}"
            case 7: view = "Button {\n\(swiftUIAction())\n} label: {\n\(children)\n}"
            case 8: view = "ForEach(0..<3) {\nText(\"item \\($0)\")\n}"
            case 9: view = "VStack {\nif n > 0 {\n\(children)\n} else {\nText(\"none\")\n}\n}"
            default: view = "VStack(spacing: 0) {\n\(children)\n}"
            }
        }
        for _ in 0..<rng.below(4) { view += swiftUIModifier(depth, valid: valid) }
        return view
    }

    /// A number as a body writes it: plain ones when `valid`, else also nan, inf and 1e300.
    mutating func value(_ valid: Bool) -> String {
        valid ? rng.pick(["0", "8", "20", "44", "100", "-10", "0.5", "375", "\(rng.below(400))"]) : number()
    }

    /// A modifier with arguments; when `valid`, only the modifiers and forms HitLab knows.
    mutating func swiftUIModifier(_ depth: Int, valid: Bool) -> String {
        let shape = rng.pick(["Rectangle()", "Circle()", "Capsule()", "RoundedRectangle(cornerRadius: 8)", "Ellipse()", valid ? "Rectangle()" : "Text(\"x\")"])
        switch rng.below(valid ? 23 : 26) {
        case 0: return ".frame(width: \(value(valid)), height: \(value(valid)))"
        case 1: return ".frame(maxWidth: .infinity, alignment: .\(rng.pick(["leading", "trailing", "center"])))"
        case 2: return ".frame(minWidth: \(value(valid)), maxWidth: \(value(valid)), minHeight: 0, maxHeight: .infinity)"
        case 3: return rng.pick([".padding()", ".padding(\(value(valid)))", ".padding(.horizontal, \(value(valid)))", ".padding(.top)"])
        case 4: return rng.pick([".offset(x: \(value(valid)), y: \(value(valid)))", ".offset(CGSize(width: 10, height: -10))", ".offset(x: 5)",
                                 ".offset(offset)", ".offset(size)"])
        case 5: return ".position(x: \(value(valid)), y: \(value(valid)))"
        case 6: return ".background(\(depth > 0 && rng.chance(30) ? swiftUIView(depth - 1, valid: valid) : rng.pick(["Color.blue", "Color.clear", shape])))"
        case 7: return ".overlay(\(depth > 0 && rng.chance(30) ? swiftUIView(depth - 1, valid: valid) : rng.pick(["Color.clear", shape, "Text(\"over\")"])))"
        case 8: return ".zIndex(\(value(valid)))"
        case 9: return ".opacity(\(rng.pick(["0", "0.001", "0.5", "1", "-1", value(valid)])))"
        case 10: return ".hidden()"
        case 11: return ".disabled(\(rng.pick(valid ? ["true", "false"] : ["true", "on"])))"
        case 12: return ".allowsHitTesting(\(rng.pick(valid ? ["true", "false"] : ["false", "1"])))"
        case 13: return rng.pick([".contentShape(\(shape))", ".contentShape(\(shape), eoFill: true)", ".contentShape(.interaction, \(shape))",
                                  ".contentShape(.dragPreview, \(shape))", valid ? ".contentShape(Rectangle())" : ".contentShape(.nosuch, Rectangle())"])
        case 14: return rng.pick([".clipped()", ".clipShape(\(shape))", ".cornerRadius(\(value(valid)))"])
        case 15: return rng.pick([".fill(Color.red)", ".foregroundColor(.red)", ".foregroundStyle(.blue)", ".font(.title)", ".font(.system(size: \(value(valid))))"])
        case 16: return ".buttonStyle(.\(rng.pick(["plain", "borderless", "automatic", valid ? "plain" : "bordered"])))"
        case 17: return ".scrollDisabled(true)"
        case 18, 19: return ".accessibilityIdentifier(\"\(valid ? "Id\(rng.below(1_000))" : rng.pick(["Row0", "Row3", "Card", "Card", "GreenView", "Host0"]))\")"
        case 20, 21: return ".onTapGesture {\n\(swiftUIAction())\n}"
        case 22: return ".onTapGesture(count: \(rng.pick(valid ? ["1", "2"] : ["2", "0", "-1"]))) {\n\(swiftUIAction())\n}"
        case 23: return swiftUIGestureModifier(valid: valid)
        case 24: return rng.pick([".shadow(radius: 2)", ".blur(radius: 1)", ".tint(.red)", ".frame(width:)", ".padding(", ".onTapGesture"])
        default: return ".frame(width: \(rng.below(400)), height: \(rng.below(100)))"
        }
    }

    /// `gesture`, `highPriorityGesture` or `simultaneousGesture` with a gesture, primitive or
    /// composed, and a mask; or `onLongPressGesture`. Broken ones attach what is not a gesture,
    /// a mask that does not exist, or a mask with no gesture.
    mutating func swiftUIGestureModifier(valid: Bool) -> String {
        if !valid, rng.chance(30) {
            return rng.pick([".gesture(Text(\"x\"))", ".gesture(TapGesture(), including: .sideways)", ".highPriorityGesture(including: .all)",
                             ".simultaneousGesture(DragGesture(minimumDistance: -1))", ".gesture(TapGesture(count: 0))", ".gesture(MagnifyGesture(minimumScaleDelta: \"big\"))",
                             ".gesture(DragGesture().updating($n) { v, s, t in s = v.translation })", ".gesture(DragGesture().updating($nosuch) { v, s, t in })",
                             ".gesture(TapGesture().onEnded { throw E() })", ".gesture(DragGesture().onChanged { v in while true { } })",
                             ".gesture(TapGesture().exclusively(before: 3))", ".gesture(TapGesture().sequenced(before:))"])
        }
        if rng.chance(15) {
            return ".onLongPressGesture(minimumDuration: \(rng.pick(["0", "0.2", "0.5", "1"])), maximumDistance: \(rng.pick(["0", "10", "50"]))) {\n\(swiftUIAction())\n} onPressingChanged: { p in print(p) }"
        }
        let modifier = rng.pick(["gesture", "highPriorityGesture", "simultaneousGesture"])
        let mask = rng.chance(60) ? "" : ", including: .\(rng.pick(["all", "gesture", "subviews", "none"]))"
        return ".\(modifier)(\(swiftUIGesture(2))\(mask))"
    }

    /// A gesture value: a primitive with its parameters and callbacks (some assigning `@State`
    /// and `@GestureState`), or two composed with `exclusively`, `sequenced` or `simultaneously`.
    mutating func swiftUIGesture(_ depth: Int) -> String {
        if depth > 0, rng.chance(30) {
            let a = swiftUIGesture(depth - 1), b = swiftUIGesture(depth - 1)
            return "\(a).\(rng.pick(["exclusively(before: ", "sequenced(before: ", "simultaneously(with: "]))\(b))"
        }
        var gesture = rng.pick(["TapGesture()", "TapGesture(count: 2)", "SpatialTapGesture()", "LongPressGesture()", "LongPressGesture(minimumDuration: 0.1, maximumDistance: 50)",
                                "DragGesture()", "DragGesture(minimumDistance: 0)", "DragGesture(minimumDistance: 30)", "MagnifyGesture()",
                                "MagnifyGesture(minimumScaleDelta: 0.5)", "RotateGesture()", "RotateGesture(minimumAngleDelta: 10)"])
        for _ in 0..<rng.below(3) {
            gesture += rng.pick([".onEnded { v in print(\"ended\") }", ".onEnded { _ in n += 1 }", ".onChanged { v in print(v.translation) }",
                                 ".onChanged { v in size = v.translation }", ".onChanged { v in x = v.magnification }", ".onChanged { v in print(v.rotation) }",
                                 ".updating($offset) { value, state, transaction in state = value.translation }", ".onEnded { _ in on.toggle() }"])
        }
        return gesture
    }

    /// What a tap's closure runs: prints, state changes, loops that end and one that does not.
    mutating func swiftUIAction() -> String {
        rng.pick(["print(\"tapped\")", "n += 1", "on.toggle()", "print(n)", "title = \"Bye\"", "while true { }",
                  "var k = 0\nwhile k < \(size(100_000, cap: 500)) { k += 1 }", "print(Host0.frame)", "nosuch()", "return", statement(1)])
    }

    /// After the hosts are made: touches on them and what a learner looks at.
    mutating func swiftUICommand() -> String {
        let name = rng.pick(Self.swiftUINames)
        switch rng.below(16) {
        case 0, 1, 2: return "tap \(rng.below(400)) \(rng.below(700))"
        case 3: return "tap \(number()) \(number())"
        case 4, 5: return "hittest \(rng.below(400)) \(rng.below(700))"
        case 6, 7: return "why \(name)"
        case 8: return "p \(rng.pick(["\(name).frame", "Host0.n", "Host0.on", "Host1.title", "Host0.nosuch", "\(name).frame.width"]))"
        case 9: return rng.pick(["tree", "tree --uikit", "draw", "draw --svg x.svg", "trace", "trace lines", "explain on"])
        case 10: return rng.pick(["save a.hitlab", "load a.hitlab", "export swift a.swift", "save a.hitlab\nload a.hitlab"])
        case 11: return rng.pick(["break _hitTest", "break _hitTest if point.y > 100", "step", "reverse-step", "continue", "reverse-continue", "bt", "finish",
                                  "break _UIHostingView._arbitrate", "break _UIHostingView._isEnabled", "break \(name).onChanged", "break \(name).onEnded",
                                  "break \(name).onTapGesture", "show source _UIHostingView._arbitrate", "why \(name).onTapGesture", "why \(name).gesture"])
        case 12: return "drag \(rng.below(400)) \(rng.below(700)) \(rng.below(400)) \(rng.below(700)) \(rng.below(12))"
        case 13: return rng.pick(["touch down 1 \(rng.below(400)) \(rng.below(700))", "touch up 1", "touch move 1 \(rng.below(400)) 300", "wait 1",
                                  "touch down 2 \(rng.below(400)) \(rng.below(700))", "touch move 2 \(rng.below(400)) \(rng.below(700))", "touch up 2",
                                  "touch down 1 100 250 2 200 250\ntouch move 2 \(rng.below(400)) \(rng.below(700))\ntouch up all", "wait 0.4", "touch cancel"])
        case 14: return rng.pick(["remove Host0", "set Host0 hidden=yes", "set Host0 frame=0,0,10,10", "move Host0 to Behind", "front Behind", "reset"])
        default: return rng.pick(["help swiftui", "show source _UIHostingView._hitTest", "swiftui Host0 0 0 10 10 { Text(\"again\") }", "hittest 10 10"])
        }
    }
}
