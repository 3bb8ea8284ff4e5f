/// The responders every scene has without the learner adding them, by their UIKit class
/// names (the catalog's classes that every scene has): the window, its scene, the application
/// and its delegate. Name lookup, overrides and completion all read this one list.
public enum BuiltInResponders {
    public static let names = UIKitCatalog.builtInNames

    /// The responder a built-in name stands for in a scene whose key window is `window`.
    public static func responder(named name: String, window: ViewID) -> Responder? {
        switch name {
        case names[0]: return .view(window)
        case names[1]: return .windowScene
        case names[2]: return .application
        case names[3]: return .appDelegate
        default: return nil
        }
    }
}
