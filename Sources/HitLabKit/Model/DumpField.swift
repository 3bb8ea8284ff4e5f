/// How UIKit's `recursiveDescription` prints a view property, so `import` reads it and
/// `tree --uikit` writes it from the property's row: `hidden = YES`, `contentSize: {375, 1500}`.
public struct DumpField: Sendable, Equatable {
    /// The field's name in the description: `userInteractionEnabled`.
    public let key: String
    /// `=` for UIView's fields, `:` for the ones UIScrollView appends.
    public let separator: Character
    /// Where UIKit prints it among a line's fields (frame 0, then text, the flags, the
    /// recognizers, the colour, the layer, and a scroll view's own); the writer sorts by it.
    public let rank: Int
    /// Printed for every view of a class that has it (a scroll view's contentSize), not only
    /// when it differs from UIView's default.
    public let always: Bool
    /// Part of the view's geometry (frame, bounds, transform, content offset), which the
    /// reader solves together, since the printed frame already holds the transform.
    public let isGeometry: Bool

    public init(_ key: String, separator: Character = "=", rank: Int, always: Bool = false, isGeometry: Bool = false) {
        self.key = key
        self.separator = separator
        self.rank = rank
        self.always = always
        self.isGeometry = isGeometry
    }

    /// The ranks of the fields a description prints that are not view properties.
    public static let textRank = 3, recognizersRank = 8, layerRank = 10
}
