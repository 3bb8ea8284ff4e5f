import HitLabModel
extension WhyAnswer {
    /// Why SwiftUI's hit-test did not find a view's content under the point (swiftui-semantics.md §2).
    public enum SwiftUIMiss: Sendable, Equatable {
        /// `owner` (the view itself or one around it) carries a modifier that takes it and
        /// everything inside it out of hit-testing.
        case refused(owner: String, SwiftUIRefusal)
        /// A `Spacer`, `Color.clear` or `EmptyView`: no content to hit; `container` is the view
        /// around it whose `contentShape` would make the space hit.
        case noContent(kind: String, container: String?)
        /// The point is inside the view's frame but on none of its children's content; `tap`
        /// is the tap gesture the view carries (`onTapGesture`), if any, for the fix.
        case gap(SwiftUIGap, tap: String?)
        /// A shape: the point is inside its frame but outside its path.
        case outsidePath(shape: String, frame: Rect)
        /// The point is `distance` points outside the view's frame (window coordinates).
        case outside(point: Point, frame: Rect, distance: Double)
        /// A container (a stack, a frame around views) the point is outside of: only content
        /// hits (§2.1), so the miss is measured to its nearest content, `content` at `frame`,
        /// `distance` points away, not to the container's frame.
        case outsideContent(point: Point, content: String, frame: Rect, distance: Double)
        /// A view in front answered first: `front` holds the content hit (`hit`).
        case inFront(front: String, hit: String, SwiftUIOrder)
        /// The walk never reached the view: `ancestor` answered without asking it.
        case notAsked(ancestor: String)
    }

    /// A modifier that takes a view and its subtree out of hit-testing.
    public enum SwiftUIRefusal: Sendable, Equatable {
        case hidden
        case opacity(Double)
        case allowsHitTesting
        case disabled
        /// `contentShape(SHAPE)`: the point is outside the shape laid over the view's frame.
        /// `outer` is a `frame` or `padding` written after it whose larger frame holds the
        /// point: the shape covers the frame it was given, not that one.
        case contentShape(shape: String, outer: String? = nil)
    }

    /// Where in a container's frame the point was, with no content under it.
    public enum SwiftUIGap: Sendable, Equatable {
        /// On a child with no content (`Spacer_1`, a `Color.clear`).
        case emptyChild(String, kind: String)
        /// Between children: the stack's spacing.
        case spacing
        /// Inside its frame, on none of its children's content.
        case noChildContent
        /// In the band a `padding` or a `frame` adds around the content.
        case around(modifier: String)
    }

    /// Why one view is in front of another in SwiftUI's hit-test (§2.8).
    public enum SwiftUIOrder: Sendable, Equatable {
        /// Written later in `container` (a `ZStack` draws each child over the one before).
        case later(in: String)
        /// A higher `zIndex` than the branch the view is in.
        case zIndex(front: Double, behind: Double)
        /// An `overlay` of `of`, in front of it.
        case overlay(of: String)
        /// The view is in `of`'s `background`, behind its content.
        case background(of: String)
    }
}
