import HitLabModel
/// One SwiftUI view of a host as laid out: its name, the view as the body made it (without its
/// children, which are nodes of their own), and its frames in the window's coordinates: the
/// view's own, and the view as each of its modifiers leaves it (innermost first).
public struct SwiftUINode: Sendable {
    /// `Text_1`, or its accessibilityIdentifier.
    public internal(set) var name: String
    /// The view, its `children` emptied.
    public internal(set) var view: SwiftUIView
    public let parent: Int?
    /// The views inside it, in source order (a `ForEach`'s items in order).
    public internal(set) var children: [Int] = []
    /// The view a `background` or `overlay` adds, by the modifier's index in `view.modifiers`.
    public internal(set) var secondaries: [Int: Int] = [:]
    /// The view's own frame (where its content is drawn), after any `offset` outside it.
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// `layerFrames[i]`: the frame of the view with its modifiers up to `i` applied.
    public internal(set) var layerFrames: [Rect] = []
    /// The point size Text inside is measured at (17 unless a `font` says otherwise).
    public internal(set) var fontSize = 17.0
    /// A `ScrollView`'s or `List`'s content: its length along the scroll axis, and the offset
    /// it is scrolled by (0 for other views).
    public internal(set) var contentLength = 0.0, scrollOffset = 0.0
    /// The smallest rectangle holding every frame of the view and of everything inside it
    /// (children, backgrounds and overlays, at every modifier's layer): no touch outside it can
    /// hit anything in it (`SwiftUILayout.measureReach`). A List's rows' cells lie within the
    /// List's own frame, and the List asks them itself.
    public internal(set) var reach = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The frame of the whole modified view: the outermost layer's, or the view's own.
    public var outerFrame: Rect { layerFrames.last ?? frame }
}
