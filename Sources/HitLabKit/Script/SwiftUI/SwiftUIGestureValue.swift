import HitLabModel
/// A SwiftUI gesture as a body builds it (`DragGesture(minimumDistance: 0).onChanged { … }`):
/// its kind, its parameters with their documented defaults (swiftui-semantics.md §3.1), its
/// callbacks, and for a composition the two gestures it composes (§3.3).
public struct SwiftUIGestureValue: Sendable, Equatable {
    public var kind: SwiftUIGestureKind
    /// A tap's `count`.
    public var count = 1
    /// A long press's `minimumDuration` (0.5 s) and `maximumDistance` (10 pt) [DOC: A-prim].
    public var minimumDuration = 0.5, maximumDistance = 10.0
    /// A drag's `minimumDistance` (10 pt) [DOC: A-prim].
    public var minimumDistance = 10.0
    /// How far two fingers must pinch or turn before a `MagnifyGesture` (scale 0.01) or a
    /// `RotateGesture` (1°) starts [DOC: A-prim `minimumScaleDelta`, `minimumAngleDelta`].
    public var minimumScaleDelta = 0.01, minimumAngleDelta = 1.0
    /// The two gestures of `exclusively`, `sequenced` or `simultaneously`, first the receiver.
    public var parts: [SwiftUIGestureValue] = []
    public var onChanged: Closure?
    public var onEnded: Closure?
    /// `onLongPressGesture`'s `onPressingChanged:`.
    public var onPressingChanged: Closure?
    /// `.updating($name) { value, state, transaction in … }`: the `@GestureState` it writes.
    public var updating: (state: String, body: Closure)?
    /// Where the body made the gesture, for errors and `tree`.
    public var position: SourcePosition
    /// The gesture's name (`Dot.onTapGesture`) once the arbitration has it on a touch's path:
    /// what `first.name` reads in `_UIHostingView._arbitrate`. Not part of equality.
    public var name: String?
    /// Whether `highPriorityGesture` attached it, once the arbitration has it on a touch's path:
    /// what `first.isHighPriority` reads (a ScrollView's pan waits for such a drag). Not part of equality.
    public var isHighPriority = false

    public init(kind: SwiftUIGestureKind, position: SourcePosition) {
        self.kind = kind
        self.position = position
        if kind == .drag { minimumDistance = 10 }
    }

    public static func == (a: SwiftUIGestureValue, b: SwiftUIGestureValue) -> Bool {
        a.kind == b.kind && a.count == b.count && a.minimumDuration == b.minimumDuration && a.maximumDistance == b.maximumDistance
            && a.minimumDistance == b.minimumDistance && a.minimumScaleDelta == b.minimumScaleDelta
            && a.minimumAngleDelta == b.minimumAngleDelta && a.parts == b.parts && a.onChanged == b.onChanged && a.onEnded == b.onEnded
            && a.onPressingChanged == b.onPressingChanged && a.updating?.state == b.updating?.state && a.updating?.body == b.updating?.body
            && a.position == b.position
    }

    /// Every primitive gesture inside, depth-first, first part first, with its path of part indices.
    public func primitives(_ path: [Int] = []) -> [(path: [Int], gesture: SwiftUIGestureValue)] {
        guard kind.isComposition else { return [(path, self)] }
        return parts.enumerated().flatMap { n, part in part.primitives(path + [n]) }
    }

    /// The gesture at `path` (a path from `primitives`).
    public func part(at path: [Int]) -> SwiftUIGestureValue {
        path.reduce(self) { $0.parts[$1] }
    }

    /// What SwiftUI's arbitration source reads of a gesture: `first.name`, `first.kind`
    /// (`TapGesture`), `first.count`, `first.isTap`, `first.isHighPriority`.
    func member(_ member: String) -> Value? {
        switch member {
        case "name": name.map { .string($0) } ?? .nil
        case "kind": .string(kind.rawValue)
        case "count": .int(count)
        case "isTap": .bool(kind.isTap)
        case "isHighPriority": .bool(isHighPriority)
        default: nil
        }
    }

    static let members = ["name", "kind", "count", "isTap", "isHighPriority"]

    /// `DragGesture(minimumDistance: 0)`, `TapGesture(count: 2)`, `a.exclusively(before: b)`.
    public var description: String {
        switch kind {
        case .tap, .spatialTap: return kind.rawValue + (count > 1 ? "(count: \(count))" : "()")
        case .longPress: return kind.rawValue + "(minimumDuration: \(formatNumber(minimumDuration)))"
        case .drag: return kind.rawValue + "(minimumDistance: \(formatNumber(minimumDistance)))"
        case .magnify, .rotate, .button, .scroll: return kind.rawValue + "()"
        case .exclusively: return "\(parts[0].description).exclusively(before: \(parts[1].description))"
        case .sequenced: return "\(parts[0].description).sequenced(before: \(parts[1].description))"
        case .simultaneously: return "\(parts[0].description).simultaneously(with: \(parts[1].description))"
        }
    }
}

/// The gestures HitLab knows, by the name a body makes them with, and the compositions.
public enum SwiftUIGestureKind: String, Sendable, CaseIterable {
    case tap = "TapGesture", spatialTap = "SpatialTapGesture", longPress = "LongPressGesture", drag = "DragGesture"
    case magnify = "MagnifyGesture", rotate = "RotateGesture"
    /// A `Button`'s own gesture (`_ButtonGesture`, [OBS: FAT]): its action on a tap.
    case button = "_ButtonGesture"
    /// The pan of the UIScrollView under a `ScrollView` or `List` (§3.6): it scrolls.
    case scroll = "UIScrollViewPanGestureRecognizer"
    case exclusively, sequenced, simultaneously

    public var isComposition: Bool { self == .exclusively || self == .sequenced || self == .simultaneously }
    /// A gesture that ends at a tap: `onEnded` runs once, on success.
    public var isTap: Bool { self == .tap || self == .spatialTap || self == .button }
    /// A gesture that starts, changes and ends (`onChanged` while it goes on): drag, magnify, rotate.
    public var isContinuous: Bool { self == .drag || self == .magnify || self == .rotate }
    /// The gestures a body can make by name.
    public static let made: [SwiftUIGestureKind] = [.tap, .spatialTap, .longPress, .drag, .magnify, .rotate]
}
