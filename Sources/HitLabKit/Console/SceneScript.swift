import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Writes a session's scene as a script of HitLab commands (`save`) that rebuilds it exactly:
/// each command that makes saved state writes its own lines (`SavedPerView`, `SavedByCommand`),
/// and this puts them in the order a script must run them: the views in tree order, then
/// their settings, then what refers to views (actions, controllers, recognizers, their
/// requirements), the delivery options and the overrides.
public struct SceneScript {
    public let state: SessionState

    public init(state: SessionState) { self.state = state }

    /// The first line of every script `save` writes; `save` replaces only files that start so.
    public static let header = "# HitLab scene"

    /// The commands that make a view, asked in turn until one writes it.
    static var viewMakers: [any SavedPerView.Type] { [WindowCommand.self, ScrollViewCommand.self, SwiftUICommand.self, AddViewCommand.self] }
    /// The commands that change a view after it is made, every one asked for every view.
    static var viewChanges: [any SavedPerView.Type] { [ReorderCommand.self, SetCommand.self] }
    /// The commands about the scene as a whole, after the views.
    static var sceneWide: [any SavedByCommand.Type] {
        [ActionCommand.self, ControllerCommand.self, GestureCommand.self, RequireCommand.self, OptionCommand.self, OverrideCommand.self]
    }

    public func render() -> String {
        // The scene as it stands: what touches scrolled, moved or set is written as settings.
        var current = state
        current.scene = state.runtime.scene(over: state.scene)
        let scene = current.scene
        var lines = [Self.header]
        for id in scene.treeOrder {
            lines += Self.viewMakers.lazy.compactMap { $0.savedLines(for: id, in: scene) }.first ?? []
        }
        // The key window's own settings are the scene's, which `window W H` makes.
        for id in scene.treeOrder.dropFirst() {
            lines += Self.viewChanges.flatMap { $0.savedLines(for: id, in: scene) ?? [] }
        }
        lines += Self.sceneWide.flatMap { $0.savedLines(current) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `NAME X Y W H`: the frame before any transform, which is a setting of its own.
    static func place(of v: ViewState) -> String {
        let f = Rect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
        return "\(v.name) \(formatNumber(f.origin.x)) \(formatNumber(f.origin.y)) \(formatNumber(f.size.width)) \(formatNumber(f.size.height))"
    }

    /// ` in PARENT`, unless the parent is the key window.
    static func parentClause(of v: ViewState, in scene: Scene) -> String {
        guard let parent = v.superview, parent != scene.window else { return "" }
        return " in \(scene[parent].name)"
    }
}
