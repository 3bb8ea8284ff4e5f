import HitLabModel
import HitLabScript
/// One finger's report in one hardware event: which finger, what it did and where it is in
/// window coordinates. A gesture is a list of events, each a list of these.
public struct TouchInput: Sendable, Equatable {
    public var finger: Int
    public var phase: TouchPhase
    public var location: Point

    public init(finger: Int, phase: TouchPhase, location: Point) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }

    /// One finger down and up at `point`: the two hardware events of a tap.
    public static func tap(at point: Point) -> [[TouchInput]] {
        [[TouchInput(finger: 0, phase: .began, location: point)],
         [TouchInput(finger: 0, phase: .ended, location: point)]]
    }
}
