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

    /// The value with its stored member `name` set to `value` (`size.width = 10`, `rect.origin = p`),
    /// as Swift lets a `var` of CGPoint, CGSize or CGRect be changed; nil for a member Swift
    /// only computes (`rect.midX`, `rect.width`) or a value of another type.
    func settingGeometryMember(_ name: String, to value: Value) -> Value? {
        switch (self, MemberName(rawValue: name), value) {
        case (.point(var p), .x?, .double(let v)): p.x = v; return .point(p)
        case (.point(var p), .y?, .double(let v)): p.y = v; return .point(p)
        case (.size(var s), .width?, .double(let v)): s.width = v; return .size(s)
        case (.size(var s), .height?, .double(let v)): s.height = v; return .size(s)
        case (.rect(var r), .origin?, .point(let v)): r.origin = v; return .rect(r)
        case (.rect(var r), .size?, .size(let v)): r.size = v; return .rect(r)
        default: return nil
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
