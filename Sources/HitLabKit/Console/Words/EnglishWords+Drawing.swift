/// The legend under `draw`'s picture in English.
extension EnglishWords {
    public var drawnHidden: String { " (hidden or transparent)" }
    public func drawnLastTouch(_ mark: String, _ point: String) -> String { "\(mark) last touch \(point)" }
    public func drawnFingers(_ fingers: [(finger: Int, at: String)]) -> String {
        "1–9 fingers down: " + fingers.map { "\($0.finger) at \($0.at)" }.joined(separator: ", ")
    }
    public func drawnLastHit(_ view: String) -> String { "┏┓ last hit view: \(view)" }
    public func drawnClipped(_ count: Int, outside clipper: String) -> String {
        "(\(count) view\(count == 1 ? "" : "s") outside \(clipper)'s bounds \(count == 1 ? "is" : "are") clipped: not drawn)"
    }
    public func drawnScale(_ points: String) -> String { "1 column = \(points) points" }
}
