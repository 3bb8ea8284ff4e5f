import HitLabModel
import HitLabScript
/// The SwiftUI gestures competing for one touch sequence on a host (a touch, or the taps of a
/// double tap): every gesture on the path from the view hit out to the root, how they rank
/// against each other, and where each one is. Plain data in the runtime state, so the
/// debugger shows it as of any record; the closures are found again in the content by
/// `SwiftUIGestureMember.key`.
public struct SwiftUIGestureSession: Sendable, Equatable {
    public var host: ViewID
    /// The finger whose touch the gestures follow.
    public var finger: Int
    /// The SwiftUI view the first touch hit.
    public var hit: String
    public var members: [SwiftUIGestureMember]
    /// How the members rank (swiftui-semantics.md §3.3, §3.4).
    public var ranking: SwiftUIGestureRanking
    /// Whether the finger is down.
    public var touchDown = true
    /// Where and when the current touch began, in the window.
    public var touchStart: Point
    public var touchStartTime: Double

    /// The second finger of a `MagnifyGesture` or `RotateGesture` once it is down (§3.1).
    public var pinch: SwiftUIPinch?

    /// Whether any gesture may still act: the session ends when none may.
    public var isLive: Bool { members.contains { !$0.state.isFinal } }

    /// The gestures the gesture named `gesture` (any of its primitives) beat, each named once:
    /// what `why` and `explain` say it won over.
    public func names(beatenBy gesture: String) -> [String] {
        let winners = Set(members.indices.filter { members[$0].name == gesture })
        var out: [String] = []
        for member in members {
            if case .beaten(let by)? = member.reason, winners.contains(by), !out.contains(member.name) { out.append(member.name) }
        }
        return out
    }

    /// The member for a gesture, by its key.
    public func index(of key: SwiftUIGestureKey) -> Int? { members.firstIndex { $0.key == key } }
}

/// Where a gesture is written: its view, the modifier's place among the view's modifiers (-1
/// for a Button's own gesture), and the path to the primitive inside a composed gesture.
public struct SwiftUIGestureKey: Sendable, Hashable {
    public let view: String
    public let modifier: Int
    public let path: [Int]
}

/// One primitive gesture in the competition and its progress.
public struct SwiftUIGestureMember: Sendable, Equatable {
    public let key: SwiftUIGestureKey
    /// `Row.onTapGesture`, `Card.gesture`, `List_1.highPriorityGesture_2`, `Go.action`.
    public let name: String
    public let kind: SwiftUIGestureKind
    public let precedence: SwiftUIGesturePrecedence
    public var state: SwiftUIGesturePhase = .possible
    /// Why it failed or was never enabled, for `why` and `explain`.
    public var reason: SwiftUIGestureOutcome?
    /// Taps counted so far (a tap), and when the last one ended.
    public var taps = 0
    public var lastTapEnd: Double?
    /// Where and when it started listening, and its latest sample.
    public var start: Point
    public var startTime: Double
    public var location: Point
    public var time: Double
    public var previousLocation: Point
    public var previousTime: Double
    /// The largest distance from `start` so far (a drag starts when it reaches minimumDistance).
    public var maxDistance = 0.0
    /// When it fails or succeeds unless something happens first: a long press's duration, a
    /// tap's wait for its next tap.
    public var deadline: Double?
    /// A long press whose finger is down and still pressing (`onPressingChanged`).
    public var pressing = false
    /// False for the second gesture of a `sequenced` until the first succeeds.
    public var listening = true
    /// A tap's count, a drag's minimum distance and a long press's limits, copied from the gesture.
    public var count = 1
    public var minimumDistance = 10.0
    public var minimumDuration = 0.5
    public var maximumDistance = 10.0
    /// Where the finger must lift for a Button's action to run: the Button's frame, or for a
    /// `List` row's automatic-style buttons the row's (window coordinates).
    public var region: Rect?
    /// The `List` row whose automatic-style buttons act as one (§3.6): set on each of them.
    public var row: String?
    /// The scroll view a `.scroll` member pans, with what it needs to follow the finger.
    public var pan: SwiftUIScrollPan?
    public var minimumScaleDelta = 0.01, minimumAngleDelta = 1.0
    /// A two-finger gesture's value so far: the fingers' distance over their first distance,
    /// and the turn of the line between them in degrees, clockwise on the screen positive (as
    /// UIKit's rotation and SwiftUI's angles in y-down coordinates).
    public var magnification = 1.0, rotation = 0.0
}

/// Two fingers on a session with a `MagnifyGesture` or `RotateGesture`: the second finger, and
/// where both fingers were when the second came down and where they are now.
public struct SwiftUIPinch: Sendable, Equatable {
    public let finger: Int
    public let firstStart: Point, secondStart: Point
    public var first: Point, second: Point

    /// The fingers' distance now over their distance when the second came down.
    var magnification: Double {
        let d0 = hypot(secondStart.x - firstStart.x, secondStart.y - firstStart.y)
        return d0 > 0 ? hypot(second.x - first.x, second.y - first.y) / d0 : 1
    }

    /// How far the line between the fingers turned, in degrees, clockwise on the screen positive.
    var rotation: Double {
        let a0 = atan2(secondStart.y - firstStart.y, secondStart.x - firstStart.x)
        var d = atan2(second.y - first.y, second.x - first.x) - a0
        if d > .pi { d -= 2 * .pi }
        if d < -.pi { d += 2 * .pi }
        return (d * 180 / .pi * 1e6).rounded() / 1e6
    }
}

/// Where a SwiftUI gesture is, as a recognizer's state is in UIKit.
public enum SwiftUIGesturePhase: String, Sendable {
    /// Watching the touch.
    case possible
    /// Would act (succeed or start) but waits for a gesture ranked above it to fail.
    case waiting
    /// A continuous gesture that started (a drag past its minimum distance): `onChanged` runs.
    case active
    /// Succeeded: `onEnded` ran.
    case ended
    case failed

    public var isFinal: Bool { self == .ended || self == .failed }
}

/// Why a gesture did not act, or that it did.
public enum SwiftUIGestureOutcome: Sendable, Equatable {
    /// It ran (`onEnded`, or `onChanged` for a drag).
    case ran
    /// A gesture ranked above it acted first (its member index).
    case beaten(by: Int)
    /// The finger moved too far, lifted too soon, stayed too long, or no second tap came.
    case limits
    /// An `including:` mask turned it off (the member index of the masking gesture, or -1
    /// when the mask is its own).
    case masked(by: String)
    /// The gesture it is sequenced after failed.
    case sequenceFailed
    /// The touch was cancelled.
    case cancelled
    /// A Button's finger lifted outside its frame (its `region`).
    case releasedOutside
}

/// How the members of a session rank, as pairs: `blocks` (the first acts first; the second
/// waits for it to fail and fails when it acts) and `sequence` (the second listens only once
/// the first succeeded).
public struct SwiftUIGestureRanking: Sendable, Equatable {
    public var blocks: [Pair] = []
    public var sequence: [Pair] = []
    /// The first, once it acts, fails the second, which does not wait for it: the scroll view's
    /// pan and the content's gestures (`SwiftUIArbitration.rankScroll`).
    public var cancels: [Pair] = []

    public struct Pair: Sendable, Equatable {
        public let first: Int
        public let second: Int
        /// Which rule made the pair, for `why`: `gesture`, `highPriorityGesture`, `exclusively`,
        /// `sequenced`, or `tapCount` (a single tap waits for a double, §3.4 [RE]); for a scroll
        /// view's pan `scroll` (it cancelled the content's gesture), `contentFirst` (the content's
        /// gesture recognized before it) or `highPriorityDrag` (a drag it waits for).
        public let rule: String
    }

    /// The members that rank above `m` and have not failed.
    func blockers(of m: Int, in members: [SwiftUIGestureMember]) -> [Int] {
        blocks.filter { $0.second == m && members[$0.first].state != .failed }.map(\.first)
    }
}

#if canImport(Glibc)
import Glibc
#endif
