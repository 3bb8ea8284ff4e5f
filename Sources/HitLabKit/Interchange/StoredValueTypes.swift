import HitLabModel
import HitLabScript
/// The values a recognizer's methods keep between calls (a bare name they assign, `stroke = 1`,
/// which HitLab keeps with the recognizer like a stored property), with a Swift type worked
/// out from what is assigned, for `export swift` to declare them as optional stored
/// properties (`var stroke: Int?`). A value whose type cannot be told is `Any?`.
struct StoredValueTypes {
    /// The names in the order first assigned, with their types.
    private(set) var names: [(name: String, type: String)] = []

    /// Names a recognizer's methods set or read that are UIKit's, not values of its own.
    private static let uikitNames: Set<String> = Set(RecognizerPropertyDescriptor.all.map(\.name))
        .union(RecognizerReading.all.map(\.name)).union(["state", "view", "delegate", "name"])

    init(bodies: [MethodBody]) {
        for body in bodies {
            var locals: [Int: String] = [:]
            collect(body.statements, &locals)
        }
    }

    private mutating func collect(_ statements: [Stmt], _ locals: inout [Int: String]) {
        for statement in statements {
            switch statement.kind {
            case .declare(let slot, let value?):
                if let type = type(of: value, locals) { locals[slot] = type }
            case .assign(let target, _, let value):
                switch target.kind {
                case .name(let name), .selfProperty(let name):
                    guard !Self.uikitNames.contains(name) else { continue }
                    let found = type(of: value, locals)
                    if let i = names.firstIndex(where: { $0.name == name }) {
                        if names[i].type == "Any", let found { names[i].type = found }
                    } else {
                        names.append((name, found ?? "Any"))
                    }
                default: continue
                }
            case .ifElse(_, let a, let b):
                collect(a, &locals)
                collect(b ?? [], &locals)
            case .guardElse(_, let e):
                collect(e, &locals)
            case .forIn(_, _, let body, _), .whileLoop(_, let body, _):
                collect(body, &locals)
            default:
                continue
            }
        }
    }

    /// The type an expression has, when its form tells.
    private func type(of e: Expr, _ locals: [Int: String]) -> String? {
        switch e.kind {
        case .literal(let v):
            return v.isNil ? nil : v.typeName
        case .local(let slot):
            return locals[slot]
        case .name(let name), .selfProperty(let name):
            return names.first { $0.name == name && $0.type != "Any" }?.type
        case .call(_, _, let site):
            switch site.selector {
            case "location(in:)", "location(ofTouch:in:)", "translation(in:)", "velocity(in:)", "CGPoint(x:y:)", "convert(_:to:)", "convert(_:from:)":
                return "CGPoint"
            case "CGRect(x:y:width:height:)": return "CGRect"
            case "CGSize(width:height:)": return "CGSize"
            default: return nil
            }
        case .member(_, let name, _):
            switch name {
            case "timestamp": return "TimeInterval"
            case "x", "y", "width", "height", "minX", "minY", "midX", "midY", "maxX", "maxY": return "CGFloat"
            case "count", "tapCount", "numberOfTouches": return "Int"
            case "center", "origin": return "CGPoint"
            case "frame", "bounds": return "CGRect"
            default: return nil
            }
        case .unary(_, let inner), .forceUnwrap(let inner):
            return type(of: inner, locals)
        case .binary(let op, let l, let r):
            if [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or, .identical, .notIdentical].contains(op) { return "Bool" }
            return type(of: l, locals) ?? type(of: r, locals)
        case .chain(let first, let rest):
            return ([first] + rest.map(\.operand)).lazy.compactMap { type(of: $0, locals) }.first
        case .ternary(_, let yes, let no):
            return type(of: yes, locals) ?? type(of: no, locals)
        case .interpolation:
            return "String"
        default:
            return nil
        }
    }
}
