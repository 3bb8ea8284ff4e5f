import HitLabInterchange
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
    /// Whether sentences (`why`, `explain`, tasks, hints) are refilled to `width`: at a
    /// terminal, or when `$COLUMNS` says a width; scripts and checked files get them as written.
    public var wrapsProse: Bool
    /// The rows a reply may take before it scrolls its start away: the terminal's height (or
    /// a lesson page's), nil when output is not a terminal. `draw` scales to it and `trace`
    /// pages by it.
    public var height: Int?

    public init(colour: Bool = false, width: Int = 80, language: Language = .english, wrapsProse: Bool = false, height: Int? = nil) {
        self.colour = colour
        self.width = width
        self.language = language
        self.wrapsProse = wrapsProse
        self.height = height
    }

    /// `text` refilled to the width when this style wraps prose, else as written.
    public func prose(_ text: String) -> String {
        wrapsProse ? ProseWrapper.wrap(text, width: width) : text
    }

    public static let plain = OutputStyle()
}
