/// One step of a scene's undo journal: the inverse of one change, small enough that undoing a
/// command costs what the command changed (adding a view to a parent with 100,000 subviews
/// records "drop the last subview", not a copy of the 100,000).
enum SceneUndo: Sendable {
    /// Drop the views appended since the array had this many.
    case truncateViews(Int)
    /// Drop the last subview of this parent.
    case popSubview(ViewID)
    /// Put back view `index` as it was (nil: it did not exist).
    case view(Int, ViewState?)
    /// Put back what a name meant.
    case name(String, Responder?)
    case truncateControllers(Int)
    case controller(Int, ViewController?)
    case windows([ViewID])
    case truncateRecognizers(Int)
    case recognizer(Int, GestureRecognizer?)
    case usesWindowScene(Bool)
}
