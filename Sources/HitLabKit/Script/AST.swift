import HitLabModel
/// The syntax tree of a method body. Local variables are resolved to numbered slots when the
/// body is parsed, so running it needs no name lookups for them.
package final class Expr: Sendable {
    package enum Kind: Sendable {
        case literal(Value)
        case interpolation([Expr])
        case local(Int)
        /// A name that is not a local: a view's name, a type or a global.
        case name(String)
        /// A bare name that is one of `self`'s UIKit properties (`bounds`, `subviews`, …).
        case selfProperty(String)
        case selfRef
        case superRef
        /// `.touchUpInside`: a member of a type the context implies.
        case implicitMember(String)
        case member(Expr, String, optional: Bool)
        /// A call; `selector` (e.g. `convert(_:to:)`) and the UIKit method it names, if any,
        /// are worked out once when parsed.
        case call(Expr, labels: [String?], args: [Expr], selector: String, method: MethodKind?)
        case index(Expr, Expr)
        case unary(Operator, Expr)
        case binary(Operator, Expr, Expr)
        /// Three or more operands joined by operators of one precedence group, folded from the
        /// left (`a + b - c`, `a ?? b ?? c`): flat, so a chain of 250,000 terms neither parses,
        /// runs nor deallocates by recursing once per term.
        case chain(Expr, [(op: Operator, operand: Expr)])
        case ternary(Expr, Expr, Expr)
        case forceUnwrap(Expr)
        case isType(Expr, String)
        case cast(Expr, String, conditional: Bool)
        case arrayLiteral([Expr])
    }

    package let kind: Kind
    package let position: SourcePosition
    /// For a member or `self` property read: the name as the interpreter knows it, and the
    /// UIKit method it stands for (`canBecomeFirstResponder`), worked out once here.
    package let member: MemberName?
    /// The view property the name is, from Model's descriptor table (`alpha`, `bounds`).
    package let viewProperty: ViewProperty?
    package let propertyMethod: MethodKind?

    package init(_ kind: Kind, _ position: SourcePosition) {
        self.kind = kind
        self.position = position
        switch kind {
        case .member(_, let name, _), .selfProperty(let name):
            member = MemberName(rawValue: name)
            viewProperty = ViewProperty(rawValue: name)
            propertyMethod = MethodKind.property(name)
        default:
            member = nil
            viewProperty = nil
            propertyMethod = nil
        }
    }
}

/// One condition of an `if`, `guard` or `while`: a Boolean, or an `if let` binding.
package enum Condition: Sendable {
    case boolean(Expr)
    case binding(slot: Int, Expr)
}

/// A statement, with the line it starts on (the unit the trace records and stepping uses).
package final class Stmt: Sendable {
    package enum Kind: Sendable {
        case expression(Expr)
        case declare(slot: Int, Expr?)
        case discard(Expr)
        /// `op` is the arithmetic of a compound assignment (`+=`), nil for a plain `=`.
        case assign(target: Expr, op: Operator?, Expr)
        case ifElse([Condition], then: [Stmt], else: [Stmt]?)
        case guardElse([Condition], else: [Stmt])
        /// `fresh`: the slots the body declares, unset at the start of each pass.
        case forIn(slot: Int?, Expr, body: [Stmt], fresh: Range<Int>)
        case whileLoop([Condition], body: [Stmt], fresh: Range<Int>)
        case returnValue(Expr?)
        case breakLoop
        case continueLoop
    }

    package let kind: Kind
    package let position: SourcePosition

    package init(_ kind: Kind, _ position: SourcePosition) { self.kind = kind; self.position = position }
}
