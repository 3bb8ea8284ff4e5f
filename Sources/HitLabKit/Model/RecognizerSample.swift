#if canImport(Glibc)
import Glibc
#endif
/// Where a recognizer's fingers were at one event, in screen coordinates, in the order the
/// touches began: what `velocity(in:)` and a pinch's or rotation's `velocity` are worked out
/// from (the last two samples, over simulated time).
public struct RecognizerSample: Sendable, Equatable {
    public var time: Double
    public var locations: [Point]

    public init(time: Double, locations: [Point]) {
        self.time = time
        self.locations = locations
    }

    /// The centroid of the fingers, as `location(in:)` reports it.
    public var centroid: Point {
        guard !locations.isEmpty else { return .zero }
        let n = Double(locations.count)
        return Point(x: locations.map(\.x).reduce(0, +) / n, y: locations.map(\.y).reduce(0, +) / n)
    }

    /// The distance between the first two fingers (a pinch's span), nil with fewer.
    public var span: Double? {
        guard locations.count >= 2 else { return nil }
        return hypot(locations[1].x - locations[0].x, locations[1].y - locations[0].y)
    }

    /// The angle of the line from the first finger to the second, in radians, positive turning
    /// clockwise on screen (y points down), as `CGAffineTransform(rotationAngle:)` turns a view.
    public var angle: Double? {
        guard locations.count >= 2 else { return nil }
        return atan2(locations[1].y - locations[0].y, locations[1].x - locations[0].x)
    }
}
