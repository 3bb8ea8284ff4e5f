import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// A command whose effect `save` writes back, in its own words: the lines of it that rebuild
/// what the scene holds. `SceneScript` lists these units in the order a script must run
/// them and writes nothing of its own, so a command that makes saved state is its unit (its
/// spec, parse, run and these lines) and one place in that list.
protocol SavedByCommand {
    /// Its lines for the whole state, in order.
    static func savedLines(_ state: SessionState) -> [String]
}

/// A command that writes lines about one view at a time (makes it, or changes it), which
/// `SceneScript` asks view by view in tree order.
protocol SavedPerView {
    /// Its lines for the view; nil when the view is not this command's (another makes it).
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]?
}
