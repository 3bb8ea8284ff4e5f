/// How replies are rendered: colour only on a terminal that wants it, and the width `draw`
/// scales to. The defaults are what scripts and tests get: no colour, 80 columns.
public struct OutputStyle: Sendable, Equatable {
    public var colour: Bool
    public var width: Int

    public init(colour: Bool = false, width: Int = 80) {
        self.colour = colour
        self.width = width
    }

    public static let plain = OutputStyle()
}
