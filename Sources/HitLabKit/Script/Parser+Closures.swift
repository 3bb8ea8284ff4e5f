import HitLabModel
/// The parts of the Swift subset SwiftUI needs: closures (with parameters, `$0`, trailing,
/// several trailing with labels), `@State` / `@GestureState` lines and `$name` bindings.
extension Parser {
    /// The name a call is made by: `VStack`, `onTapGesture`; empty when the callee is not a
    /// name or member (`(f)()`), which takes no trailing closure.
    static func calledName(_ callee: Expr) -> String {
        switch callee.kind {
        case .member(_, let n, _), .name(let n), .selfProperty(let n), .implicitMember(let n): return n
        default: return ""
        }
    }

    /// The trailing closures after a call's parentheses, if any: the first unlabelled, the
    /// others after their labels (`Button { … } label: { … }`), appended to the arguments.
    mutating func trailingClosureArguments(_ labels: inout [String?], _ args: inout [Expr]) throws(ScriptError) {
        guard trailingClosures, isPunct("{"), !peek.startsLine else { return }
        labels.append(nil)
        args.append(try closure())
        while case .identifier(let label) = peek.kind, !peek.startsLine, index + 1 < tokens.count, tokens[index + 1].kind == .punct(":"),
              index + 2 < tokens.count, tokens[index + 2].kind == .punct("{") {
            advance(); advance()
            labels.append(label)
            args.append(try closure())
        }
    }

    /// `{ statements }`, `{ a, b in statements }`, `{ _ in … }`, `{ (a, b) in … }`.
    mutating func closure() throws(ScriptError) -> Expr {
        let at = peek.position
        let inoutAt = inoutParameter
        inoutParameter = nil
        try nest()
        defer { nesting -= 1 }
        try expect("{")
        let was = trailingClosures
        trailingClosures = true
        defer { trailingClosures = was }
        scopes.append([:])
        defer { scopes.removeLast() }
        var parameters: [Int] = []
        let names = parameterList()
        for (n, name) in (names ?? []).enumerated() { parameters.append(name == "_" ? -1 : declare(name, mutable: n == inoutAt)) }
        closures.append((scopes.count - 1, [:], names != nil))
        let body = try statements(until: .punct("}"))
        let anonymous = closures.removeLast().anonymous
        if names == nil, let last = anonymous.keys.max() {
            parameters = (0...last).map { anonymous[$0] ?? -1 }
        }
        try expect("}")
        return Expr(.closure(ClosureLiteral(parameters: parameters, statements: body, position: at)), at)
    }

    /// The parameter names before `in`, read past; nil when the closure has no parameter list.
    private mutating func parameterList() -> [String]? {
        var i = index
        var names: [String] = []
        let parenthesised = tokens[i].kind == .punct("(")
        if parenthesised { i += 1 }
        while i < tokens.count {
            switch tokens[i].kind {
            case .identifier(let n) where !n.hasPrefix("$"): names.append(n)
            case .punct("_"): names.append("_")
            default: return nil
            }
            i += 1
            if tokens[i].kind == .punct(":") { return nil } // a typed parameter list is not in the subset
            if tokens[i].kind == .punct(",") { i += 1; continue }
            if parenthesised, tokens[i].kind == .punct(")") { i += 1 }
            guard tokens[i].kind == .keyword("in") else { return nil }
            while index <= i { advance() }
            return names
        }
        return nil
    }

    /// `$0` in a closure without a parameter list, or `$name`, a binding to a `@State` variable
    /// (a value that names the variable, for `.updating($name)` and controls).
    mutating func dollarName(_ name: String, at position: SourcePosition) throws(ScriptError) -> Expr {
        let rest = String(name.dropFirst())
        if let n = Int(rest) {
            guard let innermost = closures.last, !innermost.explicit else {
                throw .syntax("\(name) is a closure's argument: use it inside { … } that has no `x in` list", at: position)
            }
            if let slot = innermost.anonymous[n] { return Expr(.local(slot), position) }
            let slot = slotNames.count
            slotNames.append(name)
            slotMutable.append(false)
            scopes[innermost.scope][name] = slot
            closures[closures.count - 1].anonymous[n] = slot
            return Expr(.local(slot), position)
        }
        guard stateVariables.contains(where: { $0.name == rest }) else {
            throw .syntax("\(name) is a binding to a @State or @GestureState variable, and there is none called \(rest)", at: position)
        }
        return Expr(.literal(.symbol(name)), position)
    }

    /// `@State var NAME = VALUE` or `@GestureState var NAME = VALUE` (`private` allowed).
    mutating func stateDeclaration() throws(ScriptError) -> Stmt {
        let start = peek.position
        advance()
        guard case .identifier(let attribute) = peek.kind, attribute == "State" || attribute == "GestureState" else {
            throw .syntax("only @State and @GestureState may start a line of a SwiftUI body", at: peek.position)
        }
        advance()
        if case .identifier("private") = peek.kind { advance() }
        guard isKeyword("var") else { throw unexpected("var after @\(attribute)") }
        advance()
        let name = try identifier()
        if isPunct(":") { advance(); _ = try identifier() }
        guard isPunct("=") else { throw .syntax("@\(attribute) var \(name) needs a first value: write = VALUE", at: peek.position) }
        advance()
        let value = try expression()
        let slot = declare(name, mutable: true)
        stateVariables.append(StateVariable(name: name, slot: slot, isGestureState: attribute == "GestureState", position: start))
        return Stmt(.declare(slot: slot, value), start)
    }
}
