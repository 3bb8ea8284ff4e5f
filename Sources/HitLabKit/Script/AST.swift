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
        /// A call; what it names (its selector, the UIKit method or the native one) is worked
        /// out once when parsed.
        case call(Expr, args: [Expr], site: CallSite)
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
        /// `{ i in … }`: evaluates to a closure value over the frame's locals.
        case closure(ClosureLiteral)
    }

    package let kind: Kind
    let position: SourcePosition
    /// For a member or `self` property read: the name as the interpreter knows it, and the
    /// UIKit method it stands for (`canBecomeFirstResponder`), worked out once here.
    let member: MemberName?
    /// The view property the name is, from Model's descriptor table (`alpha`, `bounds`).
    let viewProperty: ViewProperty?
    let propertyMethod: MethodKind?

    // The form the interpreter runs, made from `kind` once: Swift retains every payload a
    // `switch` binds, about twenty times a hit-tested view, so running reads these instead.
    /// Which kind, without its payloads.
    let op: Op
    /// The child expressions in order, unretained (`kind` holds them): a member's base, a
    /// call's callee then its arguments, an operator's operands, a chain's operands, a
    /// ternary's three, an interpolation's parts, an array literal's items.
    let operands: [Unmanaged<Expr>]
    /// A unary or binary operator, or a chain's operators (one before each later operand).
    let operators: [Operator]
    /// A local's slot.
    let slot: Int
    /// What a call names.
    let site: Unmanaged<CallSite>?
    /// For a read of a view property every hit test reads (`bounds`, `isHidden`), the field:
    /// read in place when the receiver is a view.
    let hotField: ViewProperty.HotField?

    /// `Kind` without payloads, for the interpreter's switch.
    enum Op: UInt8, Sendable {
        case literal, interpolation, local, name, selfProperty, selfRef, superRef, implicitMember, member, call
        case index, unary, binary, chain, ternary, forceUnwrap, isType, cast, arrayLiteral, closure
    }

    init(_ kind: Kind, _ position: SourcePosition) {
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
        // A hot field stands for the read only when nothing before it in `property` would answer.
        hotField = member == nil && propertyMethod == nil ? viewProperty?.hot : nil
        var operands: [Expr] = [], operators: [Operator] = [], slot = -1, site: CallSite?
        switch kind {
        case .literal: op = .literal
        case .interpolation(let parts): op = .interpolation; operands = parts
        case .local(let n): op = .local; slot = n
        case .name: op = .name
        case .selfProperty: op = .selfProperty
        case .selfRef: op = .selfRef
        case .superRef: op = .superRef
        case .implicitMember: op = .implicitMember
        case .member(let base, _, _): op = .member; operands = [base]
        case .call(let callee, let args, let s): op = .call; operands = [callee] + args; site = s
        case .index(let base, let i): op = .index; operands = [base, i]
        case .unary(let o, let a): op = .unary; operands = [a]; operators = [o]
        case .binary(let o, let a, let b): op = .binary; operands = [a, b]; operators = [o]
        case .chain(let first, let rest): op = .chain; operands = [first] + rest.map(\.operand); operators = rest.map(\.op)
        case .ternary(let c, let a, let b): op = .ternary; operands = [c, a, b]
        case .forceUnwrap(let a): op = .forceUnwrap; operands = [a]
        case .isType(let a, _): op = .isType; operands = [a]
        case .cast(let a, _, _): op = .cast; operands = [a]
        case .arrayLiteral(let items): op = .arrayLiteral; operands = items
        case .closure: op = .closure
        }
        self.operands = operands.map { .passUnretained($0) }
        self.operators = operators
        self.slot = slot
        self.site = site.map { .passUnretained($0) }
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
    let position: SourcePosition

    // The form the interpreter runs, unretained (`kind` holds everything), as `Expr` has.
    /// Which kind, without its payloads.
    let op: Op
    /// The expression evaluated: an expression statement's, a declaration's value, an
    /// assignment's value, a loop's sequence, a return's value; nil when there is none.
    let value: Unmanaged<Expr>?
    /// The conditions of an `if`, `guard` or `while`, in order.
    let conditions: [RunCondition]
    /// The statements of a branch or loop: an `if`'s then, a `guard`'s else, a loop's body.
    let body: [Unmanaged<Stmt>]
    /// An `if`'s else, if it has one.
    let elseBody: [Unmanaged<Stmt>]?
    /// The slot a declaration or `for` binds, or -1.
    let slot: Int
    /// The slots a loop body declares.
    let fresh: Range<Int>

    /// `Kind` without payloads, for the interpreter's switch.
    enum Op: UInt8, Sendable {
        case expression, declare, discard, assign, ifElse, guardElse, forIn, whileLoop, returnValue, breakLoop, continueLoop
    }

    /// A condition as the interpreter runs it: an `if let` binds `slot`, a Boolean has -1.
    struct RunCondition: Sendable {
        let expr: Unmanaged<Expr>
        let slot: Int
    }

    init(_ kind: Kind, _ position: SourcePosition) {
        self.kind = kind
        self.position = position
        var value: Expr?, conditions: [Condition] = [], body: [Stmt] = [], elseBody: [Stmt]?, slot = -1, fresh = 0..<0
        switch kind {
        case .expression(let e): op = .expression; value = e
        case .declare(let n, let e): op = .declare; slot = n; value = e
        case .discard(let e): op = .discard; value = e
        case .assign(_, _, let e): op = .assign; value = e
        case .ifElse(let c, let a, let b): op = .ifElse; conditions = c; body = a; elseBody = b
        case .guardElse(let c, let b): op = .guardElse; conditions = c; body = b
        case .forIn(let n, let e, let b, let f): op = .forIn; slot = n ?? -1; value = e; body = b; fresh = f
        case .whileLoop(let c, let b, let f): op = .whileLoop; conditions = c; body = b; fresh = f
        case .returnValue(let e): op = .returnValue; value = e
        case .breakLoop: op = .breakLoop
        case .continueLoop: op = .continueLoop
        }
        self.value = value.map { .passUnretained($0) }
        self.conditions = conditions.map { condition in
            switch condition {
            case .boolean(let e): RunCondition(expr: .passUnretained(e), slot: -1)
            case .binding(let n, let e): RunCondition(expr: .passUnretained(e), slot: n)
            }
        }
        self.body = body.map { .passUnretained($0) }
        self.elseBody = elseBody.map { $0.map { .passUnretained($0) } }
        self.slot = slot
        self.fresh = fresh
    }
}
