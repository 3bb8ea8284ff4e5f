/// Identifies a gesture recognizer in a `Scene`; never reused.
public struct RecognizerID: Hashable, Sendable, Comparable {
    public let index: Int32
    public init(_ index: Int32) { self.index = index }
    public static func < (a: RecognizerID, b: RecognizerID) -> Bool { a.index < b.index }
}

/// The UIKit recognizer classes HitLab has, by the word `gesture NAME KIND` uses.
public enum GestureKind: String, Sendable, CaseIterable {
    case tap, longpress, pan, swipe, pinch, rotation, edgepan
    /// A scroll view's own two (reference §11.1), made with it and never by `gesture`:
    /// UIScrollViewDelayedTouchesBeganGestureRecognizer and UIScrollViewPanGestureRecognizer.
    case scrollViewDelay, scrollViewPan
    /// A direct subclass of UIGestureRecognizer the learner writes (`recognizer NAME on VIEW`):
    /// its touches methods and `reset` are overrides that set `state`.
    case custom = "recognizer"

    /// The class from UIKit's own down to UIGestureRecognizer, from the catalog.
    public var uikitClasses: [String] { Self.chains[ordinal] }

    /// The UIKit class this kind makes a subclass of (`UIPanGestureRecognizer`).
    public var className: String { uikitClasses[0] }

    private static let chains: [[String]] = allCases.map { UIKitCatalog.chain(from: UIKitCatalog.className(of: $0)) }

    /// The case's place in `allCases`, so a lookup is a jump table, not a hash.
    private var ordinal: Int {
        switch self {
        case .tap: 0
        case .longpress: 1
        case .pan: 2
        case .swipe: 3
        case .pinch: 4
        case .rotation: 5
        case .edgepan: 6
        case .scrollViewDelay: 7
        case .scrollViewPan: 8
        case .custom: 9
        }
    }

    /// A scroll view's own recognizer: made and named by the scroll view, sends no action a
    /// learner wrote, and `save` does not write it.
    public var isScrollViewPart: Bool { self == .scrollViewDelay || self == .scrollViewPan }

    /// The kinds `gesture NAME KIND on VIEW` makes (a learner's own class is `recognizer`).
    public static let learnerKinds: [GestureKind] = allCases.filter { !$0.isScrollViewPart && $0 != .custom }
}

/// A gesture recognizer as the learner set it up: its kind, its view, UIKit's settings
/// (defaults as documented: cancels yes, delaysBegan no, delaysEnded yes) and the recognizers
/// it requires to fail. What it does with touches is runtime state, not here.
public struct GestureRecognizer: Sendable, Equatable {
    public var name: String
    public var kind: GestureKind
    public var view: ViewID
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var isEnabled = true
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = 10
    /// A swipe's direction: right, left, up or down.
    public var direction = "right"
    /// A screen-edge pan's edge: left, right, top or bottom. UIKit starts with none (such a
    /// recognizer never begins); HitLab starts with left, the back-swipe edge.
    public var edges = "left"
    /// `require(toFail:)`: this one may not recognize until each of these has failed.
    public var requiredToFail: [RecognizerID] = []
    /// The action method its target-action calls (`moveCard` for `moveCard(_:)`), found from
    /// its view up the responder chain when sent; nil: the action prints `NAME: STATE`.
    public var action: String?

    public init(name: String, kind: GestureKind, view: ViewID) {
        self.name = name
        self.kind = kind
        self.view = view
        // The scroll view's delaying recognizer holds touchesBegan back (reference §11.1).
        if kind == .scrollViewDelay { delaysTouchesBegan = true }
    }
}
