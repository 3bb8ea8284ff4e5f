import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// How replies are rendered: colour only on a terminal that wants it, the width `draw` scales
/// to, and the language the teaching text is in. The defaults are what scripts and tests get:
/// no colour, 80 columns, English.
public struct OutputStyle: Sendable, Equatable {
    public var colour: Bool
    public var width: Int
    public var language: Language

    public init(colour: Bool = false, width: Int = 80, language: Language = .english) {
        self.colour = colour
        self.width = width
        self.language = language
    }

    public static let plain = OutputStyle()
}
