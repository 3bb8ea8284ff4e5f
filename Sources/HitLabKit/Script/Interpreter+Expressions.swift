import HitLabModel
/// Expression evaluation: operators, optional chaining, casts, calls and their dispatch.
extension Interpreter {
    /// The value of `e`. The kinds every hit test runs are read from the expression's
    /// unretained form (`Expr.op`, `operands`); the rest bind `kind`'s payloads.
    func evaluate(_ e: Expr) throws(ScriptError) -> Value {
        switch e.op {
        case .local:
            let v = current.slots[e.slot]
            if case .void = v, let body = current.body {
                throw runtime("'\(body.slotNames[e.slot])' is used before it has a value", at: e.position)
            }
            return v
        case .selfRef:
            return .object(current.receiver)
        case .selfProperty:
            if case .view(let id) = current.receiver, let hot = e.hotField { return hotProperty(hot, of: id) }
        case .member:
            let base = try evaluate(e.operands[0])
            // The members every hit test and most breakpoint conditions read, without the payloads.
            switch base {
            case .object(.view(let id)): if let hot = e.hotField { return hotProperty(hot, of: id) }
            case .point(let p): if e.member == .x { return .double(p.x) } else if e.member == .y { return .double(p.y) }
            default: break
            }
            return try member(of: base, e)
        case .call:
            return try evaluateCall(e)
        case .unary:
            return try unary(e.operators[0], try evaluate(e.operands[0]), at: e.position)
        case .binary:
            let left = e.operands[0]
            return try combine(e.operators[0], try evaluate(left), leftAt: left.borrow { $0.position }, e.operands[1], at: e.position)
        case .chain:
            let first = e.operands[0]
            let leftAt = first.borrow { $0.position }
            var value = try evaluate(first)
            for i in 1..<e.operands.count { value = try combine(e.operators[i - 1], value, leftAt: leftAt, e.operands[i], at: e.position) }
            return value
        case .ternary:
            return try boolean(e.operands[0], "the condition of ?:") ? try evaluate(e.operands[1]) : try evaluate(e.operands[2])
        default:
            break
        }
        return try evaluateByKind(e)
    }

    /// Evaluates an expression another holds (a child of a parsed body), without retaining it.
    @inline(__always)
    func evaluate(_ e: Unmanaged<Expr>) throws(ScriptError) -> Value {
        try e.borrow { e throws(ScriptError) in try evaluate(e) }
    }

    /// `base.name` where `e` is the member expression and `base` its evaluated base.
    @inline(never)
    private func member(of base: Value, _ e: Expr) throws(ScriptError) -> Value {
        guard case .member(let baseExpr, let name, _) = e.kind else { preconditionFailure("not a member expression") }
        if base.isNil && Self.chainsOptionally(baseExpr, orSelf: e) { return .nil }
        return try member(name, e.member, e.viewProperty, method: e.propertyMethod, of: base, at: e.position)
    }

    /// `!v` or `-v`.
    private func unary(_ op: Operator, _ v: Value, at position: SourcePosition) throws(ScriptError) -> Value {
        if op == .not {
            guard case .bool(let b) = v else { throw runtime("! needs a Bool, not \(v.typeName)", at: position) }
            return .bool(!b)
        }
        switch v {
        case .int(let i):
            let (negated, overflow) = 0.subtractingReportingOverflow(i)
            if overflow { throw arithmeticOverflow("-(\(i))", at: position) }
            return .int(negated)
        case .double(let d): return .double(-d)
        default: throw runtime("- needs a number, not \(v.typeName)", at: position)
        }
    }

    /// The kinds off the hit test's path, by `kind` and its payloads.
    private func evaluateByKind(_ e: Expr) throws(ScriptError) -> Value {
        switch e.kind {
        case .literal(let v):
            return v
        case .local(let slot):
            let v = current.slots[slot]
            if case .void = v, let body = current.body {
                throw runtime("'\(body.slotNames[slot])' is used before it has a value", at: e.position)
            }
            return v
        case .name(let name):
            return try resolveName(name, at: e.position)
        case .selfProperty(let name):
            if case .view = current.receiver { return try property(name, e.member, e.viewProperty, method: e.propertyMethod, of: current.receiver, at: e.position) }
            if let v = try? property(name, e.member, e.viewProperty, method: e.propertyMethod, of: current.receiver, at: e.position) { return v }
            return try resolveName(name, at: e.position)
        case .selfRef:
            return .object(current.receiver)
        case .superRef:
            throw runtime("super can only be used to call a method, e.g. super.hitTest(point, with: event)", at: e.position)
        case .implicitMember(let name):
            // UIGestureRecognizer.State.recognized is .ended (one value, two names).
            return .symbol(name == "recognized" ? "ended" : name)
        case .interpolation(let parts):
            var text = ""
            for part in parts {
                let v = try evaluate(part)
                let piece = if case .string(let s) = v { s } else { describe(v) }
                try budgetString(text.utf8.count + piece.utf8.count, at: e.position)
                text += piece
            }
            return .string(text)
        case .member(let baseExpr, let name, _):
            let base = try evaluate(baseExpr)
            if base.isNil && Self.chainsOptionally(baseExpr, orSelf: e) { return .nil }
            return try member(name, e.member, e.viewProperty, method: e.propertyMethod, of: base, at: e.position)
        case .call:
            return try evaluateCall(e)
        case .index(let baseExpr, let indexExpr):
            let base = try evaluate(baseExpr)
            if base.isNil && Self.chainsOptionally(baseExpr, orSelf: nil) { return .nil }
            let i = try evaluate(indexExpr)
            guard case .array(let items) = base else { throw runtime("\(base.typeName) cannot be indexed with [ ]", at: e.position) }
            guard case .int(let n) = i else { throw runtime("an array index must be an Int, not \(i.typeName)", at: indexExpr.position) }
            guard n >= 0, n < items.count else {
                throw runtime("index \(n) is out of range: the array has \(items.count) item\(items.count == 1 ? "" : "s") (0 to \(items.count - 1))", at: indexExpr.position)
            }
            return items[n]
        case .unary(let op, let operandExpr):
            return try unary(op, try evaluate(operandExpr), at: e.position)
        case .binary(let op, let l, let r):
            return try combine(op, try evaluate(l), leftAt: l.position, .passUnretained(r), at: e.position)
        case .chain(let first, let rest):
            var value = try evaluate(first)
            for (op, operand) in rest { value = try combine(op, value, leftAt: first.position, .passUnretained(operand), at: e.position) }
            return value
        case .ternary(let c, let yes, let no):
            return try boolean(c, "the condition of ?:") ? try evaluate(yes) : try evaluate(no)
        case .forceUnwrap(let inner):
            let v = try evaluate(inner)
            if v.isNil { throw runtime("unexpectedly found nil while unwrapping with !: check it with if let first", at: e.position) }
            return v
        case .isType(let inner, let type):
            return .bool(isInstance(try evaluate(inner), of: type))
        case .cast(let inner, let type, let conditional):
            let v = try evaluate(inner)
            if isInstance(v, of: type) { return v }
            if conditional || v.isNil { return .nil }
            throw runtime("\(describe(v)) is not a \(type): use as? to get nil instead", at: e.position)
        case .closure(let literal):
            return .closure(Closure(literal: literal, body: current.body, captured: Array(current.slots)))
        case .arrayLiteral(let items):
            try budgetArray(items.count, at: e.position)
            var out: [Value] = []
            for item in items { out.append(try evaluate(item)) }
            try budgetNested(out, at: e.position)
            return .array(out)
        }
    }

    /// True when nil reaching `expr` comes from an earlier `?.` link, so the rest of the chain
    /// yields nil instead of failing.
    static func chainsOptionally(_ expr: Expr, orSelf outer: Expr?) -> Bool {
        if let outer, case .member(_, _, true) = outer.kind { return true }
        var e = expr
        while true {
            switch e.kind {
            case .member(let base, _, let optional): if optional { return true }; e = base
            case .call(let callee, _, _): e = callee
            case .index(let base, _): e = base
            default: return false
            }
        }
    }

    func isInstance(_ v: Value, of type: String) -> Bool {
        // Every value is an Any: `x as Any` (how Swift code prints an optional) always works.
        if type == "Any" { return true }
        switch v {
        case .object(let r): return scene.classChain(of: r).contains(type) || type == "AnyObject" || type == "NSObject"
        case .nil: return false
        default: return v.typeName == type || (type == "CGFloat" && v.number != nil) || (type == "Double" && v.number != nil)
        }
    }

    // MARK: Operators

    /// `a op r` where the left operand `a` is already evaluated (it started at `leftAt`):
    /// the right is evaluated only when the operator needs it (`&&`, `||` and `??` short-circuit).
    private func combine(_ op: Operator, _ a: Value, leftAt: SourcePosition, _ r: Unmanaged<Expr>, at position: SourcePosition) throws(ScriptError) -> Value {
        switch op {
        case .and:
            guard try truth(a, "the left of &&", at: leftAt) else { return .bool(false) }
            return .bool(try boolean(r, "the right of &&"))
        case .or:
            if try truth(a, "the left of ||", at: leftAt) { return .bool(true) }
            return .bool(try boolean(r, "the right of ||"))
        case .coalesce:
            return a.isNil ? try evaluate(r) : a
        default: break
        }
        let b = try evaluate(r)
        switch op {
        case .equal: return .bool(equal(a, b))
        case .notEqual: return .bool(!equal(a, b))
        case .identical, .notIdentical:
            // Identity: the same object (or both nil).
            switch (a, b) {
            case (.object, .object), (.object, .nil), (.nil, .object), (.nil, .nil): return .bool((a == b) == (op == .identical))
            default: throw runtime("\(op) compares objects (views, controllers), not \(a.typeName) and \(b.typeName)", at: position)
            }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            // Two Ints compare exactly (as Doubles, Int.max and Int.max - 1 would be equal).
            func ordered<T: Comparable>(_ x: T, _ y: T) -> Value {
                .bool(op == .less ? x < y : op == .lessOrEqual ? x <= y : op == .greater ? x > y : x >= y)
            }
            if case .int(let x) = a, case .int(let y) = b { return ordered(x, y) }
            if let x = a.number, let y = b.number { return ordered(x, y) }
            if case .string(let x) = a, case .string(let y) = b { return ordered(x, y) }
            // SwiftUI's Angle is Comparable: `v.rotation > .degrees(45)`.
            if case .angle(let x) = a, case .angle(let y) = b { return ordered(x, y) }
            throw runtime("\(op) compares numbers, strings or angles, not \(a.typeName) and \(b.typeName)", at: position)
        case .halfOpenRange, .closedRange:
            guard case .int(let lo) = a, case .int(let hi) = b else { throw runtime("\(op) needs two Ints", at: position) }
            // `5...4` is empty, as it always was here; an end further below the start is an error.
            guard lo <= hi || (op == .closedRange && hi != Int.max && lo == hi + 1) else {
                throw runtime("a range cannot end (\(hi)) before it starts (\(lo))", at: position)
            }
            // Computed with overflow checks: `0...Int.max` has more numbers than an Int counts.
            let (span, spanOverflow) = hi.subtractingReportingOverflow(lo)
            let (count, countOverflow) = op == .closedRange ? span.addingReportingOverflow(1) : (span, false)
            guard !spanOverflow, !countOverflow, count <= limits.steps else {
                let shown = spanOverflow || countOverflow ? "more than \(Self.grouped(Int.max))" : Self.grouped(count)
                throw runtime("a range of \(shown) numbers is more than the step budget", at: position)
            }
            try budgetArray(count, at: position)
            return .array((0..<count).map { .int(lo + $0) })
        default:
            return try arithmetic(op, a, b, at: position)
        }
    }

    func arithmetic(_ op: Operator, _ a: Value, _ b: Value, at position: SourcePosition) throws(ScriptError) -> Value {
        if case .string(let x) = a, case .string(let y) = b, op == .plus {
            try budgetString(x.utf8.count + y.utf8.count, at: position)
            return .string(x + y)
        }
        if case .int(let x) = a, case .int(let y) = b {
            // Swift traps when Int arithmetic overflows; HitLab stops the run with the same
            // "arithmetic overflow" as a runtime error instead of wrapping around.
            let result: (partialValue: Int, overflow: Bool)?
            switch op {
            case .plus: result = x.addingReportingOverflow(y)
            case .minus: result = x.subtractingReportingOverflow(y)
            case .times: result = x.multipliedReportingOverflow(by: y)
            case .divide, .remainder:
                guard y != 0 else { throw runtime("division by zero", at: position) }
                result = op == .divide ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            default: result = nil
            }
            if let result {
                if result.overflow { throw arithmeticOverflow("\(x) \(op) \(y)", at: position) }
                return .int(result.partialValue)
            }
        }
        if let x = a.number, let y = b.number {
            switch op {
            case .plus: return .double(x + y)
            case .minus: return .double(x - y)
            case .times: return .double(x * y)
            case .divide: return .double(x / y)
            case .remainder: return .double(x.truncatingRemainder(dividingBy: y))
            default: break
            }
        }
        throw runtime("\(op) cannot combine \(a.typeName) and \(b.typeName)", at: position)
    }

    /// The runtime error for Int arithmetic whose result does not fit, worded as Swift's trap.
    func arithmeticOverflow(_ operation: String, at position: SourcePosition?) -> ScriptError {
        runtime("arithmetic overflow: \(operation) does not fit in an Int (\(Int.min) to \(Int.max)); Swift stops here too", at: position)
    }

    func equal(_ a: Value, _ b: Value) -> Bool {
        if case .int(let x) = a, case .int(let y) = b { return x == y }
        if let x = a.number, let y = b.number { return x == y }
        return a == b
    }

    // MARK: Calls

    private func evaluateCall(_ e: Expr) throws(ScriptError) -> Value {
        try e.site.unsafelyUnwrapped.borrow { site throws(ScriptError) in
            try e.operands[0].borrow { callee throws(ScriptError) in
                try evaluateCall(e, callee, site)
            }
        }
    }

    /// A call `e` of `callee`, naming `site`.
    private func evaluateCall(_ e: Expr, _ callee: Expr, _ site: CallSite) throws(ScriptError) -> Value {
        let position = e.position
        switch callee.op {
        case .member:
            let baseExpr = callee.operands[0]
            if baseExpr.borrow({ $0.op }) == .superRef {
                guard let method = site.method else {
                    throw runtime("super.\(site.selector) is not a UIKit method HitLab knows: use super.hitTest(point, with: event), super.point(inside: point, with: event) or super.touchesBegan(touches, with: event)", at: position)
                }
                let args = try evaluateArguments(e)
                return try dispatch(method, on: current.receiver, arguments: args, from: current.chainIndex + 1, at: position)
            }
            let base = try evaluate(baseExpr)
            if base.isNil && Self.chainsOptionally(baseExpr.takeUnretainedValue(), orSelf: callee) { return .nil }
            return try callMethod(site, on: base, args: try evaluateArguments(e), at: position)
        case .name, .selfProperty:
            let args = try evaluateArguments(e)
            if case .swiftUIView(let kind)? = site.global { return try makeView(kind, site, args: args, at: position) }
            if case .swiftUIGesture(let kind)? = site.global { return try makeGesture(kind, site, args: args, at: position) }
            if let global = site.global, let value = try callGlobal(global, site, args: args, at: position) { return value }
            if swiftUIHost != nil, site.name.first?.isUppercase == true { throw unknownView(site.name, at: position) }

            return try callMethod(site, on: .object(current.receiver), args: args, at: position)
        case .implicitMember:
            return try implicitMemberCall(site, args: try evaluateArguments(e), at: position)
        case .local:
            guard case .closure(let closure) = try evaluate(callee) else { throw runtime("this expression cannot be called", at: position) }
            return try call(closure, try evaluateArguments(e), at: position).value
        default:
            throw runtime("this expression cannot be called", at: position)
        }
    }

    /// The arguments of call `e` (its operands after the callee), with room for a few locals,
    /// so the callee's frame can take the array as its slots without growing it.
    private func evaluateArguments(_ e: Expr) throws(ScriptError) -> [Value] {
        let count = e.operands.count
        var out: [Value] = []
        out.reserveCapacity(count - 1 + 4)
        var i = 1
        while i < count {
            out.append(try evaluate(e.operands[i]))
            i += 1
        }
        return out
    }

    /// A method call on a value: an interpreted UIKit method on an object, or a native one.
    func callMethod(_ site: CallSite, on base: Value, args: consuming [Value], at position: SourcePosition) throws(ScriptError) -> Value {
        if case .object(let receiver) = base, let method = site.method {
            return try dispatch(method, on: receiver, arguments: args, from: 0, at: position)
        }
        if case .swiftUI(let view) = base { return try modify(view, site, args: args, at: position) }
        if case .swiftUILayer(let ref) = base { return try layerMethod(site, on: ref, args: args, at: position) }
        if case .swiftUIGesture(let gesture) = base { return try gestureMethod(gesture, site, args: args, at: position) }
        if base.isNil {
            throw runtime("cannot call \(site.selector) on nil: use ?. or check it with if let", at: position)
        }
        return try callNative(site, on: base, args: args, at: position)
    }
}
