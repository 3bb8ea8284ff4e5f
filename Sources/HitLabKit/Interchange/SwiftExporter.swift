import HitLabModel
import HitLabScript
/// A scene as one self-contained UIKit Swift file, for `export swift FILE`: each view a
/// subclass named after it (so `type(of: self)` prints what HitLab prints) holding the
/// learner's overrides as its methods; a view controller that builds the hierarchy with the
/// frames, transforms and flags, the controllers, the controls' target-actions and the gesture
/// recognizers (with their settings and failure requirements; a recognizer the learner wrote
/// as its own class), whose actions print `NAME: EVENT` and `NAME: STATE` as HitLab does or
/// call the method `action=METHOD` names; a table with its rows' cells, data source and
/// delegate (`SwiftExporter+Tables`), a scroll view with its content size and offset. A body
/// that names another view or a recognizer reaches it through that class's `shared` instance.
public struct SwiftExporter: Sendable {
    public let scene: Scene
    public let classes: ClassTable
    /// A colour name's red, green and blue (0–255); the palette lives with the renderers.
    public let colour: @Sendable (String) -> (UInt8, UInt8, UInt8)?
    /// What an imported scene's dump said beyond the scene: a label's text.
    public let record: ImportRecord?

    public init(scene: Scene, classes: ClassTable, record: ImportRecord? = nil, colour: @escaping @Sendable (String) -> (UInt8, UInt8, UInt8)?) {
        self.scene = scene
        self.classes = classes
        self.record = record
        self.colour = colour
    }

    /// The views the file builds: the key window's, depth first.
    private var views: [ViewID] {
        var out: [ViewID] = []
        var stack = scene[scene.window].subviews.reversed().map { $0 }
        while let id = stack.popLast() {
            out.append(id)
            stack += scene[id].subviews.reversed()
        }
        return out
    }

    /// What the file's first line begins with: HitLab's mark, so `export swift` replaces a
    /// file it wrote and keeps any other (ROBUSTNESS.md).
    public static let mark = "// A HitLab scene exported with `export swift`"

    public func render() -> String {
        let views = self.views
        let recognizerClasses = recognizerClassNames(sources: classes.overrides.map(\.source))
        var names: [String: String] = [:]
        for id in views { names[scene[id].name] = reference(to: id) }
        for r in recognizerClasses { names[r] = r + ".shared!" }
        var out = [
            Self.mark + ": add this file to an iOS app and show",
            "// SceneViewController (for example as the window's root view controller). Each view is a",
            "// subclass named after it, with the overrides written in HitLab, so the same lines print",
            "// on a device or in the simulator. A method that names another view reaches it through",
            "// that class's `shared` instance.",
            "",
            "import UIKit",
        ]
        // A recognizer's subclass sets `state` and overrides its touches methods and reset().
        if !recognizerClasses.isEmpty { out.append("import UIKit.UIGestureRecognizerSubclass") }
        if views.contains(where: { scene[$0].kind == .hostingView }) { out.append("import SwiftUI") }
        out.append("")
        // A row's content view is UIKit's own; it has a class only to hold overrides.
        for id in views where !isPlainContentView(id) {
            out += scene[id].kind == .hostingView ? swiftUIView(scene[id]) : viewClass(scene[id], names: names)
            out.append("")
        }
        for case let c? in scene.controllers where scene.contains(c.view) {
            out.append("class \(c.name): UIViewController {")
            out += methods(of: c.name, names: names)
            out.append("}")
            out.append("")
        }
        for r in exportedRecognizers where recognizerClasses.contains(r.name) {
            out += recognizerClass(r, names: names)
            out.append("")
        }
        if views.contains(where: { scene[$0].kind == .tableView }) { out += Self.tableRowsClass + [""] }
        out += sceneController(views, recognizerClasses: recognizerClasses)
        return out.joined(separator: "\n") + "\n"
    }

    /// `class NAME: UIView { static weak var shared … overrides }`.
    private func viewClass(_ v: ViewState, names: [String: String]) -> [String] {
        // A cell's content view is UIKit's private UITableViewCellContentView: a UIView here.
        let superclass = v.kind == .cellContentView ? "UIView" : v.kind.uikitClasses[0]
        var lines = ["class \(v.name): \(superclass) {",
                     "    /// The one instance in the scene, so other views' methods can name it.",
                     "    static weak var shared: \(v.name)?"]
        let methods = methods(of: v.name, names: names)
        if !methods.isEmpty { lines.append("") }
        return lines + methods + ["}"]
    }

    /// The overrides of one class as Swift methods, blank-line separated.
    private func methods(of className: String, names: [String: String]) -> [String] {
        var lines: [String] = []
        for body in classes.overrides where body.className == className {
            if !lines.isEmpty { lines.append("") }
            let method = body.method
            let head: String
            if method.isAction {
                // The sender is what sends it: a pan's action method takes the pan.
                head = "    @objc func \(method.name)(_ sender: \(senderType(of: method.name)))"
            } else if method.isProperty {
                head = "    override var \(method.name): Bool"
            } else {
                head = "    override " + method.declaration
            }
            lines.append(head + " {")
            lines += indented(Self.namingViewsThroughShared(body.source, names: names))
            lines.append("    }")
        }
        return lines
    }

    /// The controller that builds the hierarchy in `loadView`, and the actions.
    private func sceneController(_ views: [ViewID], recognizerClasses: Set<String>) -> [String] {
        let window = scene[scene.window]
        var build = ["    override func loadView() {",
                     "        let root = UIView(frame: CGRect(x: 0, y: 0, width: \(n(window.bounds.width)), height: \(n(window.bounds.height))))"]
        if let c = window.backgroundColor, let rgb = colour(c) { build.append("        root.backgroundColor = \(uiColor(rgb))") }
        build.append("        view = root")
        var actions: [String] = []
        for id in views {
            let v = scene[id]
            let variable = Self.variableName(v.name)
            let parent = v.superview.flatMap { $0 == scene.window ? nil : Self.variableName(scene[$0].name) } ?? "root"
            let frame = Rect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
            build.append("")
            build += placementNote(id).map { "        " + $0 }
            build += (hostCreation(of: id, variable, frame: frame) ?? creation(of: id, variable) ?? [
                "let \(variable) = \(v.name)(frame: CGRect(x: \(n(frame.origin.x)), y: \(n(frame.origin.y)), width: \(n(frame.size.width)), height: \(n(frame.size.height))))",
                "\(v.name).shared = \(variable)",
            ]).map { "        " + $0 }
            build += (settings(of: v) + textSettings(of: id)).map { "        \(variable).\($0)" }
            var targets: [String] = []
            if v.kind.isControl {
                for event in v.actionEvents {
                    // A method the learner wrote, up the chain from the control; else a line.
                    if let method = v.actionMethods[event], let (target, selector) = actionTarget(method, from: id) {
                        targets.append("        \(variable).addTarget(\(target), action: \(selector), for: .\(event))")
                        continue
                    }
                    let selector = "\(v.name)_\(event)"
                    targets.append("        \(variable).addTarget(self, action: #selector(\(selector)), for: .\(event))")
                    actions += ["", "    @objc func \(selector)() {", "        print(\"\(v.name): \(event)\")", "    }"]
                }
            }
            if isAddedAsSubview(id) { build.append("        \(parent).addSubview(\(variable))") }
            build += hostAdded(id, variable).map { "        " + $0 }
            if let c = v.controller.map(scene.controller) {
                // A child of the controller of the nearest view above that has one, as UIKit's
                // containment nests them (a mail sheet's inner controller inside the sheet's).
                let controller = Self.variableName(c.name)
                let parentController = enclosingController(of: id).map { Self.variableName(scene.controller($0).name) }
                build += ["        let \(controller) = \(c.name)()", "        \(parentController.map { $0 + "." } ?? "")addChild(\(controller))",
                          "        \(controller).view = \(variable)", "        \(controller).didMove(toParent: \(parentController ?? "self"))"]
            }
            // After the controller, which may be the one that performs the action.
            build += targets
        }
        build += tableWiring(views)
        let recognizers = recognizerBuild(classNames: recognizerClasses)
        build += recognizers.build
        actions += recognizers.actions
        build.append("    }")
        var lines = ["/// Builds the scene as HitLab had it: the key window's views, in the same order."]
        lines.append("final class SceneViewController: UIViewController {")
        if views.contains(where: { scene[$0].kind == .tableView }) {
            lines += ["    /// Each table's data source and delegate, which the table holds weakly.", "    private var tableRows: [TableRows] = []", ""]
        }
        lines += build + actions
        if !exportedRecognizers.isEmpty {
            lines += ["", "    /// A recognizer's state as HitLab prints it.",
                      "    static func word(for state: UIGestureRecognizer.State) -> String {",
                      "        switch state {",
                      "        case .possible: return \"possible\"",
                      "        case .began: return \"began\"",
                      "        case .changed: return \"changed\"",
                      "        case .ended: return \"ended\"",
                      "        case .cancelled: return \"cancelled\"",
                      "        case .failed: return \"failed\"",
                      "        @unknown default: return \"unknown\"",
                      "        }",
                      "    }"]
        }
        lines.append("}")
        return lines
    }

    /// The controller of the nearest view above `id` that has one, if any.
    func enclosingController(of id: ViewID) -> ControllerID? {
        var current = scene[id].superview
        while let v = current {
            if let c = scene[v].controller { return c }
            current = scene[v].superview
        }
        return nil
    }

    /// `rotate(30) scale(2)` as `CGAffineTransform(rotationAngle: 30 * .pi / 180).concatenating(…)`:
    /// each step applied after the ones before, as HitLab composes them.
    func transformCode(_ spec: TransformSpec) -> String {
        let steps = spec.steps.map { step -> String in
            switch step {
            case .rotate(let d): return "CGAffineTransform(rotationAngle: \(n(d)) * .pi / 180)"
            case .scale(let x, let y): return "CGAffineTransform(scaleX: \(n(x)), y: \(n(y)))"
            case .translate(let x, let y): return "CGAffineTransform(translationX: \(n(x)), y: \(n(y)))"
            }
        }
        guard let first = steps.first else { return ".identity" }
        return steps.dropFirst().reduce(first) { $0 + ".concatenating(\($1))" }
    }

    func uiColor(_ rgb: (UInt8, UInt8, UInt8)) -> String {
        func c(_ x: UInt8) -> String { x == 0 ? "0" : x == 255 ? "1" : "\(x) / 255.0" }
        return "UIColor(red: \(c(rgb.0)), green: \(c(rgb.1)), blue: \(c(rgb.2)), alpha: 1)"
    }

    private func n(_ x: Double) -> String { formatNumber(x) }

    static let keywords: Set<String> = ["in", "is", "as", "if", "do", "for", "let", "var", "func", "class", "return", "self", "super",
                                        "true", "false", "nil", "switch", "case", "default", "while", "repeat", "guard", "else",
                                        "import", "struct", "enum", "protocol", "extension", "init", "where", "break", "continue",
                                        "root", "view"]

    /// A local name for a view: its name with the leading capitals lowered (BlackView →
    /// blackView, UIButton_1 → uiButton_1), back-quoted if Swift reserves it.
    static func variableName(_ name: String) -> String {
        let chars = Array(name)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        // In UIButton the B starts the next word, unless the capitals run to the end or a digit.
        let lowered = upper > 1 && upper < chars.count && chars[upper].isLowercase ? upper - 1 : upper
        let result = String(chars[..<max(lowered, 1)]).lowercased() + String(chars[max(lowered, 1)...])
        return keywords.contains(result) ? result + "_" : result
    }

    /// The body with each view named in code (not in a string, nor after `is`/`as`) read as
    /// `names` says code reaches it, through its class's `shared` instance: `YellowView.convert(…)`
    /// becomes `YellowView.shared!.convert(…)`; `type(of: self)` and string text stay as written.
    static func namingViewsThroughShared(_ source: String, names: [String: String]) -> String {
        let chars = Array(source)
        var out = ""
        var i = 0
        // Each open string, with the parentheses open in its current interpolation (nil: in the text).
        var strings: [Int?] = []
        var lastWord = ""
        func inCode() -> Bool { strings.last.map { $0 != nil } ?? true }
        while i < chars.count {
            let c = chars[i]
            if !inCode() {
                if c == "\\", i + 1 < chars.count {
                    if chars[i + 1] == "(" { strings[strings.count - 1] = 1; out += "\\("; i += 2; continue }
                    out.append(c); out.append(chars[i + 1]); i += 2; continue
                }
                if c == "\"" { strings.removeLast() }
                out.append(c); i += 1
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { out.append(chars[i]); i += 1 }
                continue
            }
            if c == "\"" { strings.append(nil); out.append(c); i += 1; lastWord = ""; continue }
            if let depth = strings.last ?? nil {
                if c == "(" { strings[strings.count - 1] = depth + 1 }
                if c == ")" { strings[strings.count - 1] = depth == 1 ? nil : depth - 1 }
            }
            if c.isLetter || c == "_" {
                var word = ""
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { word.append(chars[i]); i += 1 }
                let afterDot = out.last == "."
                if let code = names[word], !afterDot, lastWord != "is", lastWord != "as" {
                    out += code
                } else {
                    out += word
                }
                lastWord = word
                continue
            }
            if !c.isWhitespace && c != "?" && c != "!" { lastWord = "" }
            out.append(c)
            i += 1
        }
        return out
    }
}
