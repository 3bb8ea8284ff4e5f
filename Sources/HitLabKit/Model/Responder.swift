/// Identifies a view in a `Scene`. Stable for the view's lifetime; never reused.
public struct ViewID: Hashable, Sendable, Comparable {
    public let index: Int32
    public init(_ index: Int32) { self.index = index }
    public static func < (a: ViewID, b: ViewID) -> Bool { a.index < b.index }
}

/// Identifies a view controller in a `Scene`.
public struct ControllerID: Hashable, Sendable {
    public let index: Int32
    public init(_ index: Int32) { self.index = index }
}

/// Any object of the scene that can stand in a responder chain: the views (the window is one),
/// view controllers, the window scene, the application and its delegate.
public enum Responder: Hashable, Sendable {
    case view(ViewID)
    case controller(ControllerID)
    case windowScene
    case application
    case appDelegate
    /// A gesture recognizer: an object bodies can name and UIKit's source runs methods on, but
    /// never in a responder chain (its next is nil).
    case recognizer(RecognizerID)
}
