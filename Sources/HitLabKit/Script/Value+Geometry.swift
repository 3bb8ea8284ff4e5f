import HitLabModel
/// The members of CGPoint, CGSize and CGRect the Swift subset reads (`frame.width`,
/// `frame.origin.x`, `bounds.midY`), in one place: the interpreter reads them here, and `p` of a
/// SwiftUI view's frame and its completion read the same table.
extension Value {
    /// The member `known` of a point, size or rect; nil for another value or a member it lacks.
    func geometryMember(_ known: MemberName?) -> Value? {
        switch (self, known) {
        case (.point(let p), .x?): .double(p.x)
        case (.point(let p), .y?): .double(p.y)
        case (.size(let s), .width?): .double(s.width)
        case (.size(let s), .height?): .double(s.height)
        case (.rect(let r), .origin?): .point(r.origin)
        case (.rect(let r), .size?): .size(r.size)
        case (.rect(let r), .minX?): .double(r.minX)
        case (.rect(let r), .minY?): .double(r.minY)
        case (.rect(let r), .midX?): .double(r.midX)
        case (.rect(let r), .midY?): .double(r.midY)
        case (.rect(let r), .maxX?): .double(r.maxX)
        case (.rect(let r), .maxY?): .double(r.maxY)
        case (.rect(let r), .width?): .double(r.width)
        case (.rect(let r), .height?): .double(r.height)
        case (.rect(let r), .isEmpty?): .bool(r.isEmpty)
        default: nil
        }
    }

    /// `geometryMember` by the member's name as typed.
    package func geometryMember(named name: String) -> Value? { geometryMember(MemberName(rawValue: name)) }

    /// The members `geometryMember` reads of this value, in the order Swift's documentation
    /// lists them; none for a value that is not a point, size or rect.
    package var geometryMemberNames: [String] {
        switch self {
        case .point: ["x", "y"]
        case .size: ["width", "height"]
        case .rect: ["origin", "size", "minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height", "isEmpty"]
        default: []
        }
    }
}
