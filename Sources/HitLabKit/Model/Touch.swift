/// The phase of a touch, as UITouch.Phase.
public enum TouchPhase: String, Sendable {
    case began, moved, stationary, ended, cancelled
}

/// One finger on the glass: where it is and was, in window coordinates, and the view it was
/// bound to when it began (a touch never changes view).
public struct Touch: Sendable, Equatable {
    public var id: Int
    public var phase: TouchPhase
    public var location: Point
    public var previousLocation: Point
    public var tapCount: Int
    /// Seconds since the simulated system start.
    public var timestamp: Double
    public var view: ViewID?

    public init(id: Int, phase: TouchPhase, location: Point, previousLocation: Point? = nil,
                tapCount: Int = 1, timestamp: Double, view: ViewID? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.previousLocation = previousLocation ?? location
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.view = view
    }
}

/// A touches event: every touch of the current multi-touch sequence, as UIEvent.allTouches.
public struct Event: Sendable, Equatable {
    public var timestamp: Double
    public var touches: [Touch]
    public init(timestamp: Double, touches: [Touch]) { self.timestamp = timestamp; self.touches = touches }
}
