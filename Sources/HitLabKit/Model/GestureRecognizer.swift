/// Identifies a gesture recognizer in a `Scene`; never reused.
public struct RecognizerID: Hashable, Sendable, Comparable {
    public let index: Int32
    public init(_ index: Int32) { self.index = index }
    public static func < (a: RecognizerID, b: RecognizerID) -> Bool { a.index < b.index }
}

/// The UIKit recognizer classes HitLab has, by the word `gesture NAME KIND` uses.
public enum GestureKind: String, Sendable, CaseIterable {
    case tap, longpress, pan, swipe, pinch

    /// The class from UIKit's own down to UIGestureRecognizer.
    public var uikitClasses: [String] {
        switch self {
        case .tap: return ["UITapGestureRecognizer", "UIGestureRecognizer"]
        case .longpress: return ["UILongPressGestureRecognizer", "UIGestureRecognizer"]
        case .pan: return ["UIPanGestureRecognizer", "UIGestureRecognizer"]
        case .swipe: return ["UISwipeGestureRecognizer", "UIGestureRecognizer"]
        case .pinch: return ["UIPinchGestureRecognizer", "UIGestureRecognizer"]
        }
    }

    /// Continuous recognizers go Began → Changed → Ended; discrete ones straight to Ended.
    public var isContinuous: Bool { self == .longpress || self == .pan || self == .pinch }
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
    /// `require(toFail:)`: this one may not recognize until each of these has failed.
    public var requiredToFail: [RecognizerID] = []

    public init(name: String, kind: GestureKind, view: ViewID) {
        self.name = name
        self.kind = kind
        self.view = view
    }
}
