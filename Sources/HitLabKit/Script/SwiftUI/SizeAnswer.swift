import HitLabModel
/// What a container answered when offered a proposal, with Text at `font` points, kept while
/// a layout runs. Numbers are compared by their bits, so a proposal of nan is the same
/// proposal each time it is made.
struct SizeAnswer {
    let width: UInt64?, height: UInt64?, font: UInt64
    let size: Size

    init(_ proposal: SwiftUILayout.Proposal, font: Double, size: Size) {
        width = proposal.width?.bitPattern
        height = proposal.height?.bitPattern
        self.font = font.bitPattern
        self.size = size
    }

    func answers(_ proposal: SwiftUILayout.Proposal, font: Double) -> Bool {
        width == proposal.width?.bitPattern && height == proposal.height?.bitPattern && self.font == font.bitPattern
    }
}
