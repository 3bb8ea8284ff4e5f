/// A view controller: a responder that owns a root view. Its class is named after it.
public struct ViewController: Sendable, Equatable {
    public var name: String
    public var view: ViewID

    public init(name: String, view: ViewID) { self.name = name; self.view = view }
}
