import HitLabModel
/// What a gesture's callbacks receive as `value` (`DragGesture.Value` and its siblings): the
/// finger's location, where it started, the translation and velocity, and for two fingers the
/// magnification and rotation. A tap's value is Void in SwiftUI; HitLab gives it the location
/// (`SpatialTapGesture`'s value).
public struct SwiftUIGestureSample: Sendable, Equatable {
    public var location: Point
    public var startLocation: Point
    /// Points per second, from the last two samples.
    public var velocity = Size(width: 0, height: 0)
    public var magnification = 1.0
    /// Degrees.
    public var rotation = 0.0
    /// A long press's value: whether the finger is pressing (`LongPressGesture.Value` is Bool).
    public var pressing: Bool?

    public init(location: Point, startLocation: Point) {
        self.location = location
        self.startLocation = startLocation
    }

    public var translation: Size { Size(width: location.x - startLocation.x, height: location.y - startLocation.y) }

    /// `value.translation` and its siblings.
    public func member(_ name: String) -> Value? {
        switch name {
        case "translation": .size(translation)
        case "location": .point(location)
        case "startLocation": .point(startLocation)
        case "velocity": .size(velocity)
        case "magnification": .double(magnification)
        // An Angle, as SwiftUI's RotateGesture gives it: `rotation.degrees` is the number.
        case "rotation": .angle(degrees: rotation)
        default: nil
        }
    }

    public static let members = ["translation", "location", "startLocation", "velocity", "magnification", "rotation"]

    public var description: String {
        "(translation: \(formatNumber(translation.width)) × \(formatNumber(translation.height)), location: \(location))"
    }
}
