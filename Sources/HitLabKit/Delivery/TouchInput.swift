import HitLabModel
import HitLabScript
/// One finger's report in one hardware event: which finger, what it did and where it is in
/// window coordinates. A gesture is a list of events, each a list of these.
public struct TouchInput: Sendable, Equatable {
    public var finger: Int
    public var phase: TouchPhase
    public var location: Point
    /// For a new Apple Pencil touch, the force it lands with, which UIKit reports as an
    /// estimate (`touch update` brings the real value); nil for a finger.
    public var pencilForce: Double?

    public init(finger: Int, phase: TouchPhase, location: Point, pencilForce: Double? = nil) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.pencilForce = pencilForce
    }

    /// One finger down and up at `point`: the two hardware events of a tap.
    public static func tap(at point: Point) -> [[TouchInput]] {
        [[TouchInput(finger: 0, phase: .began, location: point)],
         [TouchInput(finger: 0, phase: .ended, location: point)]]
    }
}
