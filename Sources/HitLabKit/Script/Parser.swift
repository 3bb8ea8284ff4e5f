import HitLabModel
/// Parses a method body (or a whole `override func … { … }` declaration) into statements,
/// resolving each local variable to a slot as it goes.
package struct Parser {
    var tokens: [Token]
    var index = 0
    var scopes: [[String: Int]] = [[:]]
    var slotNames: [String] = []
    var slotMutable: [Bool] = []
    /// Levels of brackets, blocks, prefix operators, `.member` links and casts open now.
    var nesting = 0
    /// Whether a `{` after a call or a name on the same line is a trailing closure; not in the
    /// conditions of `if`, `guard` and `while` nor a `for` loop's sequence, as in Swift.
    var trailingClosures = true
    /// The parameter of the next closure that is `inout` (`updating`'s `state`), so its body may assign it.
    var inoutParameter: Int?
    /// The closures being parsed, innermost last: the scope their parameters live in, and the
    /// slots of `$0`, `$1` … used in one without a parameter list.
    var closures: [(scope: Int, anonymous: [Int: Int], explicit: Bool)] = []
    /// The `@State` and `@GestureState` variables a SwiftUI body declares, in order.
    var stateVariables: [StateVariable] = []

    /// How deeply a body may nest. Parsing, running and freeing a body all recurse once per
    /// level, so 1,000 nested parentheses or `if`s would overflow the native stack; no body
    /// written by hand comes near 200.
    static let maxNesting = 200

    /// How many local variables one body may declare. The trace keeps a frame's locals at
    /// every line that changes one, so a body of 20,000 `let`s recorded 200 million values
    /// per tap; a body written by hand uses a few dozen.
    static let maxLocals = 1_000

    init(tokens: [Token]) { self.tokens = tokens }

    /// Parses `source` as the body of `method`; the parameters take the first slots.
    static func parseBody(_ source: String, method: MethodKind) throws(ScriptError) -> (statements: [Stmt], slots: [String], state: [StateVariable]) {
        var lexer = Lexer(source)
        var parser = Parser(tokens: try lexer.tokenize())
        let statements = try parser.parseMethod(method)
        if method != .swiftUIBody, let first = parser.stateVariables.first {
            throw .syntax("@State belongs to a SwiftUI body (`swiftui NAME X Y W H { … }`), not to \(method.selector)", at: first.position)
        }
        return (statements, parser.slotNames, parser.stateVariables)
    }

    /// Parses a lone expression (for the debugger's `p` and breakpoint conditions) with the
    /// given names already bound to slots.
    package static func parseExpression(_ source: String, locals: [String]) throws(ScriptError) -> (Expr, slots: [String]) {
        var lexer = Lexer(source)
        var parser = Parser(tokens: try lexer.tokenize())
        for name in locals { _ = parser.declare(name) }
        let expr = try parser.expression()
        guard case .end = parser.peek.kind else { throw parser.unexpected("the end of the expression") }
        return (expr, parser.slotNames)
    }

    // MARK: Method

    private mutating func parseMethod(_ method: MethodKind) throws(ScriptError) -> [Stmt] {
        if isKeyword("override") || isKeyword("func") {
            return try parseDeclaration(method)
        }
        for name in method.parameters { _ = declare(name) }
        let body = try statements(until: .end)
        return body
    }

    /// `override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { … }`
    private mutating func parseDeclaration(_ method: MethodKind) throws(ScriptError) -> [Stmt] {
        if isKeyword("override") { advance() }
        try expectKeyword("func")
        let nameToken = peek
        guard case .identifier(let name) = nameToken.kind, name == method.baseName else {
            throw .syntax("expected func \(method.baseName)(…) for \(method.selector), found \(nameToken.describe)", at: nameToken.position)
        }
        advance()
        try expect("(")
        var labels: [String?] = []
        while !isPunct(")") {
            let first = try identifierOrUnderscore()
            var inner = first
            if !isPunct(":") { inner = try identifierOrUnderscore() }
            labels.append(first == "_" ? nil : first)
            try expect(":")
            try skipType()
            _ = declare(inner)
            if !isPunct(")") { try expect(",") }
        }
        advance()
        guard labels == method.labels else {
            let shown = method.labels.map { ($0 ?? "_") + ":" }.joined()
            throw .syntax("\(method.baseName)(…) takes the labels (\(shown)); write \(method.declaration)", at: nameToken.position)
        }
        if isPunct("->") { advance(); try skipType() }
        try expect("{")
        let body = try statements(until: .punct("}"))
        try expect("}")
        guard case .end = peek.kind else { throw unexpected("the end of the method") }
        return body
    }

    // MARK: Statements

    /// Swift statements outside HitLab's subset, with what to write instead.
    static let unsupportedStatements = [
        "switch": "write it with if and else if", "repeat": "write it with while",
        "defer": "write that code at the end of the body", "do": "HitLab's Swift throws no errors to catch",
        "try": "HitLab's Swift throws no errors to catch", "throw": "HitLab's Swift throws no errors",
    ]

    mutating func statements(until terminator: Token.Kind) throws(ScriptError) -> [Stmt] {
        var out: [Stmt] = []
        while peek.kind != terminator {
            if case .end = peek.kind { throw .syntax("missing } to close a block", at: peek.position) }
            if isPunct(";") { advance(); continue }
            if terminator == .end, isPunct("}") {
                throw .syntax("one } too many: every { before it is closed already; remove this }", at: peek.position)
            }
            let first = peek
            let start = peek.position
            // `switch x { … }`, `defer { … }`: Swift keywords HitLab does not run, which would
            // otherwise read as a name (a call with a closure, or a stray expression after it).
            if case .identifier(let word) = first.kind, let instead = Self.unsupportedStatements[word] {
                throw .syntax("`\(word)` is Swift that HitLab does not run: \(instead)", at: first.position)
            }
            out.append(try statement())
            if slotNames.count > Self.maxLocals {
                throw .syntax("more than \(Interpreter.grouped(Self.maxLocals)) local variables in one body: reuse a var, or use an array", at: start)
            }
            if !(isPunct(";") || peek.startsLine || peek.kind == terminator || isPunct("}")) {
                // `retrun true`: a misspelt keyword reads as a name followed by a stray expression.
                if case .identifier(let word) = first.kind, let keyword = NameSuggestions.nearest(to: word, in: Token.statementKeywords, limit: 1).first {
                    throw .syntax("'\(word)' is not a Swift keyword (did you mean \(keyword)?)", at: first.position)
                }
                throw unexpected("a new line or ; after the statement")
            }
        }
        return out
    }

    private mutating func block() throws(ScriptError) -> [Stmt] {
        try nest()
        defer { nesting -= 1 }
        try expect("{")
        scopes.append([:])
        let body = try statements(until: .punct("}"))
        scopes.removeLast()
        try expect("}")
        return body
    }

    private mutating func statement() throws(ScriptError) -> Stmt {
        let start = peek.position
        if isPunct("@") { return try stateDeclaration() }
        if isKeyword("let") || isKeyword("var") {
            let mutable = isKeyword("var")
            advance()
            if isPunct("_") {
                advance()
                var type: DeclaredType?
                if isPunct(":") { advance(); type = try skipType() }
                try expect("=")
                let value = try expression()
                try type?.check(value, declaring: nil)
                return Stmt(.discard(value), start)
            }
            let name = try identifier()
            var type: DeclaredType?
            if isPunct(":") { advance(); type = try skipType() }
            var value: Expr?
            if isPunct("=") { advance(); value = try expression() }
            if let type, let value { try type.check(value, declaring: name) }
            return Stmt(.declare(slot: declare(name, mutable: mutable), value), start)
        }
        if isKeyword("if") { return try ifStatement() }
        if isKeyword("guard") {
            advance()
            // A guard's bindings stay visible after it, so they go into the enclosing scope.
            let conditions = try conditionList()
            try expectKeyword("else")
            return Stmt(.guardElse(conditions, else: try block()), start)
        }
        if isKeyword("for") {
            advance()
            scopes.append([:])
            defer { scopes.removeLast() }
            var slot: Int?
            if isPunct("_") { advance() } else { slot = declare(try identifier()) }
            try expectKeyword("in")
            let was = trailingClosures
            trailingClosures = false
            let sequence = try expression()
            trailingClosures = was
            let firstSlot = slotNames.count
            let body = try block()
            return Stmt(.forIn(slot: slot, sequence, body: body, fresh: firstSlot..<slotNames.count), start)
        }
        if isKeyword("while") {
            advance()
            scopes.append([:])
            defer { scopes.removeLast() }
            let conditions = try conditionList()
            let firstSlot = slotNames.count
            let body = try block()
            return Stmt(.whileLoop(conditions, body: body, fresh: firstSlot..<slotNames.count), start)
        }
        if isKeyword("return") {
            advance()
            if peek.startsLine || isPunct("}") || isPunct(";") { return Stmt(.returnValue(nil), start) }
            if case .end = peek.kind { return Stmt(.returnValue(nil), start) }
            return Stmt(.returnValue(try expression()), start)
        }
        if isKeyword("break") { advance(); return Stmt(.breakLoop, start) }
        if isKeyword("continue") { advance(); return Stmt(.continueLoop, start) }
        if isPunct("_") {
            advance()
            try expect("=")
            return Stmt(.discard(try expression()), start)
        }
        let expr = try expression()
        for op in ["=", "+=", "-=", "*=", "/="] where isPunct(op) {
            switch expr.kind {
            case .local(let slot) where !slotMutable[slot]:
                throw .syntax("cannot assign to '\(slotNames[slot])': it is a let or a parameter; declare it with var", at: expr.position)
            case .local, .member, .name, .selfProperty: break
            default: throw .syntax("only a variable or a property can stand left of \(op)", at: expr.position)
            }
            advance()
            return Stmt(.assign(target: expr, op: op == "=" ? nil : Operator(rawValue: String(op.dropLast())), try expression()), start)
        }
        return Stmt(.expression(expr), start)
    }

    private mutating func ifStatement() throws(ScriptError) -> Stmt {
        let start = peek.position
        advance()
        scopes.append([:])
        let conditions = try conditionList()
        let thenBody = try block()
        scopes.removeLast()
        var elseBody: [Stmt]?
        if isKeyword("else") {
            advance()
            if isKeyword("if") {
                // An `else if` nests in the tree like a block does.
                try nest()
                defer { nesting -= 1 }
                elseBody = [try ifStatement()]
            } else {
                elseBody = try block()
            }
        }
        return Stmt(.ifElse(conditions, then: thenBody, else: elseBody), start)
    }

    /// The conditions of an `if`, `guard` or `while`, with trailing closures off (a `{` there
    /// opens the statement's block). Inline, not through a closure: a body nests 200 levels,
    /// and each level's native frames count.
    private mutating func conditionList() throws(ScriptError) -> [Condition] {
        let was = trailingClosures
        trailingClosures = false
        defer { trailingClosures = was }
        return try conditions()
    }

    private mutating func conditions() throws(ScriptError) -> [Condition] {
        var out: [Condition] = []
        repeat {
            if !out.isEmpty { advance() } // the comma
            if isKeyword("let") || isKeyword("var") {
                advance()
                let name = try identifier()
                if isPunct(":") { advance(); try skipType() }
                var value: Expr
                if isPunct("=") { advance(); value = try expression() }
                else if let slot = lookup(name) { value = Expr(.local(slot), peek.position) } // `if let x {`
                else { throw unexpected("= after if let \(name)") }
                out.append(.binding(slot: declare(name), value))
            } else {
                out.append(.boolean(try expression()))
            }
        } while isPunct(",")
        return out
    }

    // MARK: Expressions (Swift precedence, loosest first)

    mutating func expression() throws(ScriptError) -> Expr {
        try nest()
        defer { nesting -= 1 }
        return try ternary()
    }

    private mutating func ternary() throws(ScriptError) -> Expr {
        let condition = try binary(level: 0)
        guard isPunct("?") else { return condition }
        advance()
        let yes = try expression()
        try expect(":")
        let no = try expression()
        return Expr(.ternary(condition, yes, no), condition.position)
    }

    /// Binary operators by Swift precedence group, loosest first; `is`/`as` (casting) sit
    /// between nil-coalescing and range formation.
    private static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "===", "!==", "<", "<=", ">", ">="], ["??"], ["is", "as"], ["..<", "..."], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(level: Int) throws(ScriptError) -> Expr {
        if level == Self.levels.count { return try unary() }
        if Self.levels[level] == ["is", "as"] { return try casting(level: level) }
        let left = try binary(level: level + 1)
        var rest: [(op: Operator, operand: Expr)] = []
        while case .punct(let op) = peek.kind, Self.levels[level].contains(op), let known = Operator(rawValue: op) {
            advance()
            rest.append((known, try binary(level: level + 1)))
        }
        // ?? is right-associative in Swift, but `a ?? (b ?? c)` and `(a ?? b) ?? c` evaluate
        // the same operands in the same order to the same value, so it folds like the rest.
        switch rest.count {
        case 0: return left
        case 1: return Expr(.binary(rest[0].op, left, rest[0].operand), left.position)
        default: return Expr(.chain(left, rest), left.position)
        }
    }

    private mutating func casting(level: Int) throws(ScriptError) -> Expr {
        var expr = try binary(level: level + 1)
        let opened = nesting
        defer { nesting = opened }
        while isKeyword("is") || isKeyword("as") {
            try nest()
            let isCheck = isKeyword("is")
            advance()
            var conditional = false
            if !isCheck, isPunct("?") { advance(); conditional = true }
            else if !isCheck, isPunct("!") { advance() }
            let type = try typeName()
            expr = isCheck ? Expr(.isType(expr, type), expr.position)
                : Expr(.cast(expr, type, conditional: conditional), expr.position)
        }
        return expr
    }

    private mutating func unary() throws(ScriptError) -> Expr {
        let start = peek.position
        if isPunct("!") || isPunct("-") || isPunct("+") {
            try nest()
            defer { nesting -= 1 }
            if isPunct("+") { advance(); return try unary() }
            let op: Operator = isPunct("!") ? .not : .minus
            advance()
            return Expr(.unary(op, try unary()), start)
        }
        return try postfix(try primary())
    }

    private mutating func postfix(_ base: Expr) throws(ScriptError) -> Expr {
        var expr = base
        var memberPosition = base.position
        // Each link nests the tree one level deeper (`a.b.c` is member(member(a, b), c)).
        let opened = nesting
        defer { nesting = opened }
        while true {
            let link = isPunct(".") || isPunct("?.") || (!peek.startsLine && (isPunct("(") || isPunct("[") || isPunct("!")))
            if link { try nest() }
            if isPunct(".") || isPunct("?.") {
                let optional = isPunct("?.")
                advance()
                let name: String
                switch peek.kind {
                case .identifier(let n): name = n
                case .keyword(let k) where k == "self": name = k
                case .integer(let i): name = String(i)
                default: throw unexpected("a member name after .")
                }
                memberPosition = peek.position
                advance()
                expr = Expr(.member(expr, name, optional: optional), expr.position)
            } else if isPunct("("), !peek.startsLine {
                advance()
                var labels: [String?] = [], args: [Expr] = []
                let was = trailingClosures
                trailingClosures = true
                while !isPunct(")") {
                    labels.append(argumentLabel())
                    if Self.calledName(expr) == "updating" { inoutParameter = 1 }
                    args.append(try expression())
                    if !isPunct(")") { try expect(",") }
                }
                trailingClosures = was
                advance()
                if Self.calledName(expr) == "updating" { inoutParameter = 1 }
                try trailingClosureArguments(&labels, &args)
                inoutParameter = nil
                expr = Expr(.call(expr, args: args, site: CallSite(name: Self.calledName(expr), labels: labels, at: memberPosition)), expr.position)
            } else if isPunct("{"), !peek.startsLine, trailingClosures, Self.calledName(expr) != "" {
                // `VStack { … }`, `.onTapGesture { … }`: a call whose only arguments are closures.
                var labels: [String?] = [], args: [Expr] = []
                try trailingClosureArguments(&labels, &args)
                expr = Expr(.call(expr, args: args, site: CallSite(name: Self.calledName(expr), labels: labels, at: memberPosition)), expr.position)
            } else if isPunct("["), !peek.startsLine {
                advance()
                let i = try expression()
                try expect("]")
                expr = Expr(.index(expr, i), expr.position)
            } else if isPunct("!"), !peek.startsLine {
                advance()
                expr = Expr(.forceUnwrap(expr), expr.position)
            } else {
                return expr
            }
        }
    }

    private mutating func argumentLabel() -> String? {
        guard index + 1 < tokens.count, case .punct(":") = tokens[index + 1].kind else { return nil }
        switch peek.kind {
        case .identifier(let n), .keyword(let n): advance(); advance(); return n
        default: return nil
        }
    }

    private mutating func primary() throws(ScriptError) -> Expr {
        let token = peek
        let at = token.position
        switch token.kind {
        case .integer(let i): advance(); return Expr(.literal(.int(i)), at)
        case .decimal(let d): advance(); return Expr(.literal(.double(d)), at)
        case .string(let pieces):
            advance()
            var parts: [Expr] = []
            for piece in pieces {
                switch piece {
                case .text(let t): parts.append(Expr(.literal(.string(t)), at))
                case .code(let codeTokens):
                    var inner = Parser(tokens: codeTokens)
                    inner.nesting = nesting
                    inner.scopes = scopes
                    inner.slotNames = slotNames
                    inner.slotMutable = slotMutable
                    let e = try inner.expression()
                    guard case .end = inner.peek.kind else { throw inner.unexpected(") to close the interpolation") }
                    parts.append(e)
                }
            }
            if parts.count == 1, case .literal = parts[0].kind { return parts[0] }
            return Expr(.interpolation(parts), at)
        case .keyword("true"): advance(); return Expr(.literal(.bool(true)), at)
        case .keyword("false"): advance(); return Expr(.literal(.bool(false)), at)
        case .keyword("nil"): advance(); return Expr(.literal(.nil), at)
        case .keyword("self"): advance(); return Expr(.selfRef, at)
        case .keyword("super"):
            advance()
            guard isPunct(".") else { throw unexpected(". after super (e.g. super.hitTest(point, with: event))") }
            return Expr(.superRef, at)
        case .identifier(let name) where name.hasPrefix("$"):
            advance()
            return try dollarName(name, at: at)
        case .identifier(let name):
            advance()
            if let slot = lookup(name) { return Expr(.local(slot), at) }
            if Interpreter.viewProperties.contains(name), !isPunct("(") { return Expr(.selfProperty(name), at) }
            return Expr(.name(name), at)
        case .punct("("):
            advance()
            let inner = try expression()
            if isPunct(",") { throw .syntax("tuples are not part of HitLab's Swift: use CGPoint(x:y:)", at: peek.position) }
            try expect(")")
            return inner
        case .punct("["):
            advance()
            var items: [Expr] = []
            while !isPunct("]") {
                items.append(try expression())
                if !isPunct("]") { try expect(",") }
            }
            advance()
            return Expr(.arrayLiteral(items), at)
        case .punct("."):
            advance()
            let name = try identifier()
            return Expr(.implicitMember(name), at)
        case .punct("{"):
            return try closure()
        default:
            throw unexpected("an expression")
        }
    }

    // MARK: Types (parsed and skipped: the subset checks types when it runs, but for a
    // literal that cannot be the type a declaration names)

    private mutating func typeName() throws(ScriptError) -> String {
        let name = try identifier()
        skipTypeSuffix()
        return name
    }

    /// Reads past a type; what it was, for a declaration's literal check.
    @discardableResult
    private mutating func skipType() throws(ScriptError) -> DeclaredType {
        var name: String?
        if isPunct("[") {
            advance(); try skipType(); try expect("]")
        } else {
            name = try identifier()
            if isPunct("<") {
                advance()
                try skipType()
                while isPunct(",") { advance(); try skipType() }
                try expect(">")
                name = nil
            }
        }
        return DeclaredType(name: name, optional: skipTypeSuffix())
    }

    /// Reads past `?` and `!`; whether there was one.
    @discardableResult
    private mutating func skipTypeSuffix() -> Bool {
        var any = false
        while isPunct("?") || isPunct("!"), !peek.startsLine {
            // `?` followed by an expression start would be a ternary, which no type allows here.
            advance()
            any = true
        }
        return any
    }

    /// Opens one level of nesting; the caller closes it (`defer { nesting -= 1 }`).
    mutating func nest() throws(ScriptError) {
        nesting += 1
        guard nesting <= Self.maxNesting else {
            throw .syntax("this nests more than \(Self.maxNesting) levels deep (brackets, blocks, operators or .member links): split it into steps with let", at: peek.position)
        }
    }

    // MARK: Scopes

    mutating func declare(_ name: String, mutable: Bool = false) -> Int {
        let slot = slotNames.count
        slotNames.append(name)
        slotMutable.append(mutable)
        scopes[scopes.count - 1][name] = slot
        return slot
    }

    func lookup(_ name: String) -> Int? {
        for scope in scopes.reversed() { if let s = scope[name] { return s } }
        return nil
    }

    // MARK: Tokens

    var peek: Token { tokens[index] }
    mutating func advance() { if index < tokens.count - 1 { index += 1 } }
    func isPunct(_ p: String) -> Bool { peek.kind == .punct(p) }
    func isKeyword(_ k: String) -> Bool { peek.kind == .keyword(k) }

    mutating func expect(_ p: String) throws(ScriptError) {
        guard isPunct(p) else { throw unexpected("'\(p)'") }
        advance()
    }

    private mutating func expectKeyword(_ k: String) throws(ScriptError) {
        guard isKeyword(k) else { throw unexpected("'\(k)'") }
        advance()
    }

    mutating func identifier() throws(ScriptError) -> String {
        guard case .identifier(let name) = peek.kind else { throw unexpected("a name") }
        advance()
        return name
    }

    mutating func identifierOrUnderscore() throws(ScriptError) -> String {
        if isPunct("_") { advance(); return "_" }
        return try identifier()
    }

    func unexpected(_ wanted: String) -> ScriptError {
        .syntax("expected \(wanted), found \(peek.describe)", at: peek.position)
    }
}
