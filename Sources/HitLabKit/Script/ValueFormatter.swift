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
        case .transform(let t): return t.description
        case .closure(let c): return "(closure at line \(c.position.line))"
        case .swiftUI(let v): return v.identifier ?? v.kind.rawValue
        case .swiftUILayer(let ref): return ref.description
        case .swiftUIGesture(let g): return g.name.map { "\($0) (\(g.description))" } ?? g.description
        case .gestureSample(let sample): return sample.description
        case .angle(let degrees): return "Angle(radians: \(degrees * .pi / 180))"
        }
    }

    /// Items a `brief` description shows in all (nested arrays' included) before `…`.
    public static let briefItems = 100
    /// Characters of a string a `brief` description shows before `…`.
    public static let briefCharacters = 200

    /// `describe`, shortened for what repeats a value at every line (`trace lines`, the trace
    /// page, `locals`, watches): arrays show their first `briefItems` items in all, strings
    /// their first `briefCharacters` characters, then how many more. A local holding a
    /// million items would otherwise make each line of a trace a megabyte.
    public func brief(_ v: Value) -> String {
        var budget = Self.briefItems
        return brief(v, budget: &budget)
    }

    private func brief(_ v: Value, budget: inout Int) -> String {
        switch v {
        case .string(let s):
            // utf8.count is constant time for native strings; most strings end here.
            guard s.utf8.count > Self.briefCharacters, s.count > Self.briefCharacters else { return s }
            return String(s.prefix(Self.briefCharacters)) + "… (\(s.count - Self.briefCharacters) more characters)"
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard budget > 0 else { parts.append("… \(items.count - parts.count) more"); break }
                budget -= 1
                parts.append(brief(item, budget: &budget))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default:
            return describe(v)
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
