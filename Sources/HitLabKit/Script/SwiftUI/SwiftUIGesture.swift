import HitLabModel
/// A gesture a modifier attaches: the modifier that attached it (`onTapGesture`,
/// `onLongPressGesture`, `gesture`, `highPriorityGesture`, `simultaneousGesture`), the gesture
/// value and the `including:` mask (swiftui-semantics.md §3.4, §3.5).
public struct SwiftUIGesture: Sendable, Equatable {
    public let modifier: String
    public let value: SwiftUIGestureValue
    public let mask: SwiftUIGestureMask

    public init(modifier: String, value: SwiftUIGestureValue, mask: SwiftUIGestureMask = .all) {
        self.modifier = modifier
        self.value = value
        self.mask = mask
    }

    /// How the modifier ranks its gesture against the gestures inside the view (§3.4).
    public var precedence: SwiftUIGesturePrecedence {
        switch modifier {
        case "highPriorityGesture": .high
        case "simultaneousGesture": .simultaneous
        default: .low
        }
    }

    /// `TapGesture`, `DragGesture` …, or the composition's name.
    public var kind: String { value.kind.rawValue }
    /// A tap's count (1 for any other gesture).
    public var count: Int { value.count }
}

/// How a gesture modifier ranks its gesture against the view's own (its subviews') gestures
/// [DOC: A-gm]: `gesture` below them, `highPriorityGesture` above, `simultaneousGesture` beside.
public enum SwiftUIGesturePrecedence: String, Sendable {
    case low, high, simultaneous
}

/// `GestureMask` (`including:`), as Apple documents it [DOC: A-mask]: which of the added gesture
/// and the subviews' gestures stay enabled. DESIGN's choice; iOS 18.1 was observed to ignore
/// `.gesture` (§3.5).
public enum SwiftUIGestureMask: String, Sendable, CaseIterable {
    case all, gesture, subviews, none

    /// The added gesture takes part.
    public var enablesGesture: Bool { self == .all || self == .gesture }
    /// The gestures of the views inside take part.
    public var enablesSubviews: Bool { self == .all || self == .subviews }
}
