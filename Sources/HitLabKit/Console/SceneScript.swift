import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Writes a session's scene as a script of HitLab commands (`save`) that rebuilds it exactly:
/// views in tree order with their frames, every non-default setting (from the `set` and
/// `option` key tables), controllers, overrides and delivery options.
public struct SceneScript {
    public let state: SessionState

    public init(state: SessionState) { self.state = state }

    /// The first line of every script `save` writes; `save` replaces only files that start so.
    public static let header = "# HitLab scene"

    public func render() -> String {
        // The scene as it stands: what touches scrolled, moved or set is written as settings.
        let scene = state.runtime.scene(over: state.scene)
        let window = scene[scene.window]
        var lines = [Self.header, "window \(n(window.bounds.width)) \(n(window.bounds.height))"]
        var settings: [String] = []
        for id in scene.treeOrder.dropFirst() {
            let v = scene[id]
            // The frame before any transform: the transform is a setting of its own.
            let f = Rect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
            let place = "\(v.name) \(n(f.origin.x)) \(n(f.origin.y)) \(n(f.size.width)) \(n(f.size.height))"
            if v.kind == .window {
                lines.append("window \(place)" + (v.windowLevel != 0 ? " level=\(WindowLevel.describe(v.windowLevel))" : ""))
            } else if v.kind == .tableViewCell || v.kind == .cellContentView, scene.row(of: id) != nil {
                // `table` makes the cells and their content views; only their settings follow.
            } else {
                var line: String
                switch v.kind {
                case .scrollView: line = "scroll \(place)"
                case .tableView: line = "table \(place) rows=\(scene.rowCount(of: id))" + (v.rowHeight == 44 ? "" : " rowHeight=\(n(v.rowHeight))")
                default: line = "\(AddViewCommand.commandNames[v.kind] ?? "view") \(place)"
                }
                if let parent = v.superview, parent != scene.window { line += " in \(scene[parent].name)" }
                lines.append(line)
                // `in CELL` puts a view behind the cell's content view (§11.11); one moved in
                // front of it since is brought there again, in order.
                if let parent = v.superview, scene.tableOwning(parent) != nil, scene[parent].kind == .tableViewCell,
                   let content = scene[parent].subviews.firstIndex(where: { scene[$0].kind == .cellContentView }),
                   let place = scene[parent].subviews.firstIndex(of: id), place > content {
                    settings.append("front \(v.name)")
                }
            }
            let keys = ViewSettingKey.saved(v)
            if !keys.isEmpty { settings.append("set \(v.name) " + keys.joined(separator: " ")) }
        }
        lines += settings
        // Target-actions beyond a button's own touchUpInside.
        for id in scene.treeOrder where scene[id].kind.isControl {
            let v = scene[id]
            for event in v.actionEvents where !(v.kind == .button && event == "touchUpInside") || v.actionMethods[event] != nil {
                lines.append("action \(v.name) \(event)" + (v.actionMethods[event].map { " " + $0 } ?? ""))
            }
        }
        for case let c? in scene.controllers { lines.append("controller \(c.name) view \(scene[c.view].name)") }
        for case let r? in scene.recognizers {
            if r.kind.isScrollViewPart {
                // A scroll view's own recognizers come with it; only their settings follow.
                let keys = RecognizerSettingKey.saved(r)
                if !keys.isEmpty { lines.append((["set \(r.name)"] + keys).joined(separator: " ")) }
                continue
            }
            let made = r.kind == .custom ? "recognizer \(r.name)" : "gesture \(r.name) \(r.kind.rawValue)"
            lines.append((["\(made) on \(scene[r.view].name)"] + (r.action.map { ["action=" + $0] } ?? []) + RecognizerSettingKey.saved(r)).joined(separator: " "))
        }
        for case let r? in scene.recognizers {
            for other in r.requiredToFail where scene.contains(other) { lines.append("require \(r.name) toFail \(scene.recognizer(other).name)") }
        }
        let options = DeliveryOptionKey.saved(state)
        if !options.isEmpty { lines.append("option " + options.joined(separator: " ")) }
        for body in state.classes.overrides {
            lines.append("override \(body.className).\(body.method.rawValue) {")
            lines += body.lines.map { $0.isEmpty ? "" : "    " + $0 }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func n(_ x: Double) -> String { formatNumber(x) }
}
