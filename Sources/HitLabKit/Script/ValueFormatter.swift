import HitLabModel
/// Turns values into the text HitLab prints: objects by name (never by address), numbers
/// without a needless `.0`, geometry in parentheses. Deterministic, so transcripts can check it.
public struct ValueFormatter {
    public let scene: Scene
    public init(scene: Scene) { self.scene = scene }

    public func describe(_ v: Value) -> String {
        switch v {
        case .void: return "()"
        case .nil: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return formatNumber(d)
        case .string(let s): return s
        case .point(let p): return p.description
        case .size(let s): return s.description
        case .rect(let r): return r.description
        case .object(let r): return scene.contains(r) ? scene.name(of: r) : "<removed>"
        case .event: return "UIEvent"
        case .touch(let id): return "UITouch #\(id + 1)"
        case .touches(let ids): return "{" + ids.map { "UITouch #\($0 + 1)" }.joined(separator: ", ") + "}"
        case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        case .type(let t): return t
        case .symbol(let s): return "." + s
        }
    }
}

extension Scene {
    /// Whether the responder still exists in this scene.
    public func contains(_ r: Responder) -> Bool {
        switch r {
        case .view(let id): return contains(id)
        case .recognizer(let id): return contains(id)
        case .controller(let c): return Int(c.index) < controllers.count && controllers[Int(c.index)] != nil
        default: return true
        }
    }
}
