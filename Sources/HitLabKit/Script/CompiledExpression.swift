import HitLabModel
/// An expression parsed once for repeated evaluation, such as a breakpoint condition; opaque
/// outside the Script layer.
public final class CompiledExpression: Sendable {
    let expr: Expr
    /// Whether the expression reads nothing but its locals and literals, with operators and
    /// the members of values (`point.y > 100`, `touches.count == 1`): then neither the scene,
    /// `self`'s properties nor the runtime state can change its answer, and a breakpoint
    /// condition is evaluated without setting them up for each record.
    package let readsOnlyValues: Bool

    init(_ expr: Expr) {
        self.expr = expr
        readsOnlyValues = Self.readsOnlyValues(expr)
    }

    /// Members that only values have (a point's, size's or rectangle's fields, an array's
    /// count): reading one never looks at a view.
    private static let valueMembers: Set<MemberName> = [.x, .y, .width, .height, .origin, .size, .minX, .minY, .midX, .midY,
                                                        .maxX, .maxY, .isEmpty, .count, .first, .last]

    private static func readsOnlyValues(_ e: Expr) -> Bool {
        switch e.kind {
        case .literal, .local, .implicitMember:
            return true
        case .member(let base, _, _):
            guard e.viewProperty == nil, let member = e.member, valueMembers.contains(member) else { return false }
            return readsOnlyValues(base)
        case .index(let a, let b), .binary(_, let a, let b):
            return readsOnlyValues(a) && readsOnlyValues(b)
        case .unary(_, let a), .forceUnwrap(let a):
            return readsOnlyValues(a)
        case .chain(let first, let rest):
            return readsOnlyValues(first) && rest.allSatisfy { readsOnlyValues($0.operand) }
        case .ternary(let c, let yes, let no):
            return readsOnlyValues(c) && readsOnlyValues(yes) && readsOnlyValues(no)
        case .arrayLiteral(let items):
            return items.allSatisfy(readsOnlyValues)
        case .interpolation, .name, .selfProperty, .selfRef, .superRef, .call, .isType, .cast, .closure:
            return false
        }
    }
}
