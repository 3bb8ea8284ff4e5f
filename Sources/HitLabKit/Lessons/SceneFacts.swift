import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// What a `keeps NAME [FACT …]` probe compares between the starting scene and a learner's:
/// the facts `save` would write of a view (its kind, frame, parent, window level and every
/// `set` key), of a gesture recognizer (its kind, view and every `gesture` key) or of a view
/// controller (its root view), or of a SwiftUI view (its type, its host and its modifiers, so
/// a `Spacer` replaced by a colour is a change). A fact at its default reads `default`, so a setting added and
/// one taken away are both a change. Read from the same key tables as `set`, `gesture` and
/// `save`, so a new key is a new fact without a change here.
enum SceneFacts {
    /// Every fact name a `keeps` probe may list.
    static let names: [String] = {
        var names = ["kind", "frame", "in", "level", "on", "view", "modifiers"]
        for key in ViewSettingKey.all.map(\.name) + RecognizerSettingKey.all.map(\.name) where !names.contains(key) { names.append(key) }
        return names
    }()

    /// The facts of the view, recognizer or controller called `name`, or of the SwiftUI view so
    /// named in a host's body (evaluated with `classes` through `cache`, the session's when there
    /// is one, so a probe lays out nothing the session has not), or nil when the scene has none.
    static func facts(of name: String, in scene: Scene, classes: ClassTable = ClassTable(),
                      cache: SwiftUIContentCache = SwiftUIContentCache()) -> [String: String]? {
        if let id = try? scene.viewID(named: name) { return facts(ofView: id, in: scene) }
        if let id = try? scene.recognizerID(named: name) {
            let r = scene.recognizer(id)
            var facts = ["kind": r.kind.rawValue, "on": scene[r.view].name]
            for key in RecognizerSettingKey.all { facts[key.name] = value(key.saved(r)) }
            return facts
        }
        if let c = scene.controllers.compactMap({ $0 }).first(where: { $0.name == name }) {
            return ["kind": "controller", "view": scene[c.view].name]
        }
        if let (host, node) = swiftUINode(name, in: scene, classes: classes, cache: cache) {
            return ["kind": node.view.kind.rawValue, "in": scene[host].name, "modifiers": node.view.modifiers.map(\.name).joined(separator: ",")]
        }
        return nil
    }

    /// A `frame NAME X,Y,W,H` probe's frame: a UIKit view's, or a SwiftUI view's own laid-out
    /// frame in the window (where its content is, as `tree` shows it); nil when there is no NAME.
    static func frame(of name: String, in scene: Scene, classes: ClassTable, cache: SwiftUIContentCache = SwiftUIContentCache()) -> Rect? {
        if let id = try? scene.viewID(named: name) { return scene[id].frame }
        return swiftUINode(name, in: scene, classes: classes, cache: cache)?.node.frame
    }

    /// The SwiftUI view called `name` in the scene's hosts as authored (no `@State` set),
    /// laid out by `cache` (or taken from it), with its host.
    private static func swiftUINode(_ name: String, in scene: Scene, classes: ClassTable, cache: SwiftUIContentCache) -> (host: ViewID, node: SwiftUINode)? {
        guard !scene.hostingViews.isEmpty, let content = try? cache.content(scene: scene, classes: classes, states: [:]),
              let (h, n) = content.names[name] else { return nil }
        return (content.hosts[h].id, content.hosts[h].layout.nodes[n])
    }

    private static func facts(ofView id: ViewID, in scene: Scene) -> [String: String] {
        let v = scene[id]
        // The frame before any transform, as `save` writes it: the transform is a fact of its own.
        let frame = Rect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
        var facts = ["kind": v.kind == .window ? "window" : AddViewCommand.commandNames[v.kind] ?? "view",
                     "frame": [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(formatNumber).joined(separator: ","),
                     "in": v.superview.map { scene[$0].name } ?? "none",
                     "level": v.kind == .window ? WindowLevel.describe(v.windowLevel) : "none"]
        for key in ViewSettingKey.all where facts[key.name] == nil { facts[key.name] = value(key.saved(v)) }
        return facts
    }

    /// `hidden=yes` → `yes`; a setting at its default (nil) → `default`.
    private static func value(_ saved: String?) -> String {
        guard let saved, let equals = saved.firstIndex(of: "=") else { return "default" }
        return String(saved[saved.index(after: equals)...]).replacingOccurrences(of: "\"", with: "")
    }

    /// The facts among `keys` (all of them when empty) that differ between `start` and `now`,
    /// in the order of `names`.
    static func changes(from start: [String: String], to now: [String: String], keys: [String]) -> [Grader.Observation.Change] {
        let compared = keys.isEmpty ? names : keys
        return compared.compactMap { key in
            let before = start[key] ?? "none", after = now[key] ?? "none"
            return before == after ? nil : Grader.Observation.Change(key: key, now: after, start: before)
        }
    }
}
