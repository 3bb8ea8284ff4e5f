/// One view of a scene as plain data. Geometry is stored the way UIKit stores it (centre,
/// bounds and transform); `frame` is derived from them.
public struct ViewState: Sendable, Equatable {
    public var name: String
    public var kind: ViewKind
    public var center: Point
    public var bounds: Rect
    public var transform: Transform = .identity
    /// The transform as the learner wrote it (`rotate(30) scale(2)`), for `tree` and `save`.
    public var transformSpec: TransformSpec = .identity {
        didSet { transform = transformSpec.transform }
    }
    /// clipsToBounds: drawing only. Hit-testing never reads it (a subview sticking out of its
    /// parent is unreachable there whatever this says).
    public var clipsToBounds = false
    /// UIWindow.windowLevel, for windows: a higher level is in front (normal 0, statusBar 1000,
    /// alert 2000).
    public var windowLevel: Double = 0
    public var isHidden = false
    /// Stored as a 32-bit Float like CALayer.opacity, so 0.01 reads back as 0.0099999998.
    public var alphaStorage: Float = 1
    public var isUserInteractionEnabled = true
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    /// Meaningful for controls only: a disabled control is not hit.
    public var isEnabled = true
    /// A control's tracking state while a touch is on it (UIControl.isTracking,
    /// isTouchInside, isHighlighted); UIKit's own source sets them.
    public var isTracking = false
    public var isTouchInside = false
    public var isHighlighted = false
    /// UIScrollView's state (reference §11): the size of the content, which bounds where a
    /// drag may scroll (`contentOffset` itself is `bounds.origin`), and the three switches of
    /// its touch handling, each on by default as UIKit's.
    public var contentSize = Size(width: 0, height: 0)
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var isScrollEnabled = true
    /// UITableView.rowHeight: every row of a HitLab table has this height (44 by default).
    public var rowHeight: Double = 44
    /// UITableViewCell.isSelected: the row was selected at a lift (UIKit sets it).
    public var isSelected = false
    /// The control events with a target-action (`action NAME EVENT`); a button starts with
    /// touchUpInside. Sending one prints `NAME: EVENT`.
    public var actionEvents: [String] {
        get { rare?.actionEvents ?? [] }
        set { rare = RareViewFields(actionEvents: newValue, actionMethods: actionMethods, hostedBody: hostedBody) }
    }
    /// A control's action methods by event (`touchUpInside` → `buy`), found from the control up
    /// the responder chain when sent; an event without one prints `NAME: EVENT`.
    public var actionMethods: [String: String] {
        get { rare?.actionMethods ?? [:] }
        set { rare = RareViewFields(actionEvents: actionEvents, actionMethods: newValue, hostedBody: hostedBody) }
    }
    /// A hosting view's SwiftUI body as the learner typed it (`swiftui NAME … { BODY }`): its
    /// `@State` lines and its view expression; nil for every other view.
    public var hostedBody: String? {
        get { rare?.hostedBody }
        set { rare = RareViewFields(actionEvents: actionEvents, actionMethods: actionMethods, hostedBody: newValue) }
    }
    /// The three above, which most views do not have, behind one reference (nil: none set): a
    /// write to a shared scene copies a chunk of 1,024 views, and each copy retains one
    /// reference for them instead of three (BENCHMARKS.md, "tablescroll and the size of a view").
    private var rare: RareViewFields?
    public var backgroundColor: String?
    public var superview: ViewID?
    public var subviews: [ViewID] = []
    /// The gesture recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [RecognizerID] = []
    /// The view controller whose root view this is, if any.
    public var controller: ControllerID?

    public init(name: String, kind: ViewKind, frame: Rect) {
        self.name = name
        self.kind = kind
        self.center = Point(x: frame.midX, y: frame.midY)
        self.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        self.isUserInteractionEnabled = true
        for (property, value) in Self.classDefaults[kind.ordinal] { ViewPropertyDescriptor.all[property].set(&self, value) }
        if kind == .button { actionEvents = ["touchUpInside"] }
    }

    /// A new view of `kind` as UIKit makes it, for telling what a view changed from its
    /// class's defaults (`save`, `tree`).
    public static func defaults(for kind: ViewKind) -> ViewState { templates[kind.ordinal] }

    private static let templates: [ViewState] = ViewKind.allCases.map { ViewState(name: "", kind: $0, frame: Rect(x: 0, y: 0, width: 0, height: 0)) }

    /// Each kind's catalog defaults as (property position, value), worked out once.
    private static let classDefaults: [[(Int, PropertyValue)]] = ViewKind.allCases.map { kind in
        UIKitCatalog.defaults(of: kind.className).map { (ViewPropertyDescriptor.index(ofUIKitName: $0.property)!, $0.value) }
    }

    /// The alpha as UIKit reads it back: the Float storage widened to Double.
    public var alpha: Double {
        get { Double(alphaStorage) }
        set { alphaStorage = Float(newValue) }
    }

    /// The frame in the superview's coordinates: the bounding box of the transformed bounds.
    public var frame: Rect {
        get {
            let w = bounds.size.width, h = bounds.size.height
            guard !transform.isIdentity else {
                return Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
            }
            let corners = [Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2),
                           Point(x: -w / 2, y: h / 2), Point(x: w / 2, y: h / 2)]
                .map { transform.apply($0) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: center.x + xs.min()!, y: center.y + ys.min()!,
                        width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            center = Point(x: newValue.midX, y: newValue.midY)
            bounds.size = Size(width: newValue.width, height: newValue.height)
        }
    }
}
