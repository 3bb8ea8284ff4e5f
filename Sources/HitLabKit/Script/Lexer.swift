import HitLabModel
/// Turns method-body source into tokens. Knows line comments (`//`), block comments, numbers,
/// string literals with `\( … )` interpolation and escapes, and Swift's operators.
package struct Lexer {
    private let chars: [Character]
    /// Each character's ASCII byte, or `Lexer.other` for one that is not a single ASCII byte
    /// (a letter beyond ASCII, "\r\n"): the usual characters are classified and compared as
    /// bytes, and only the others as `Character`s.
    private let bytes: [UInt8]
    private static let other: UInt8 = 0x80
    private var index = 0
    private var line: Int
    private var column: Int
    private var sawNewline = true
    /// Whether the last token is a prefix `-`, which a number against it joins.
    private var lastIsPrefixMinus = false
    /// How many `\( … )` interpolations enclose this text: each is lexed by a lexer of its own,
    /// so it is bounded like the parser's nesting.
    private var nesting = 0

    package init(_ source: String, line: Int = 1, column: Int = 1) {
        chars = Array(source)
        bytes = chars.map { c in
            let utf8 = c.utf8
            return utf8.count == 1 ? utf8.first! : Lexer.other
        }
        self.line = line
        self.column = column
    }

    private static let operators = [
        "===", "!==", "...", "..<", "??", "==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=", "*=", "/=",
        "?.", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "?", "!", "<", ">", "=",
        "+", "-", "*", "/", "%", "_", "@",
    ]

    /// The operators by their first byte, longest first, so a character is matched only
    /// against the few that can start there.
    private static let operatorsByFirst: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 128)
        for op in operators { table[Int(op.utf8.first!)].append(Array(op.utf8)) }
        return table
    }()

    /// All tokens, ending with `.end`; throws a syntax error for a character that starts no token.
    package mutating func tokenize() throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        while true {
            let before = index
            try skipTrivia()
            let spaced = index != before
            let start = SourcePosition(line: line, column: column)
            let startsLine = sawNewline
            sawNewline = false
            guard index < chars.count else {
                tokens.append(Token(kind: .end, position: start, startsLine: true))
                return tokens
            }
            let c = chars[index], b = bytes[index]
            let kind: Token.Kind
            if b == UInt8(ascii: "$"), index + 1 < chars.count, isWordPart(at: index + 1) {
                // `$0` (a closure's first argument) and `$count` (a binding to a @State).
                advance()
                kind = .identifier("$" + takeWord())
            } else if isLetter(at: index) || (b == UInt8(ascii: "_") && index + 1 < chars.count && isWordPart(at: index + 1)) {
                let word = takeWord()
                kind = Token.keywords.contains(word) ? .keyword(word) : .identifier(word)
            } else if Self.isDigit(b) {
                // `-9223372036854775808` is Int.min, as in Swift, where a `-` written against
                // a number is part of the literal; any other number past Int.max is an error.
                let negative = !spaced && lastIsPrefixMinus
                kind = try number(start, negative: negative)
                if negative, case .integer(let i) = kind, i < 0, let minus = tokens.popLast() {
                    tokens.append(Token(kind: kind, position: minus.position, startsLine: minus.startsLine))
                    lastIsPrefixMinus = false
                    continue
                }
            } else if b == UInt8(ascii: "\"") {
                kind = .string(try stringLiteral(start))
            } else if b < 0x80, let op = Self.operatorsByFirst[Int(b)].first(where: { matches($0) }) {
                for _ in op { advance() }
                kind = .punct(String(decoding: op, as: UTF8.self))
            } else {
                let shown = c.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? ControlCharacters.escape($0) : String($0) }.joined()
                throw .syntax("unexpected character '\(shown)'", at: start)
            }
            // A `-` is a prefix operator when nothing it could follow is against it (Swift's rule).
            if kind == .punct("-") {
                let before = tokens.last?.kind
                lastIsPrefixMinus = spaced || before == nil || Self.opensOperand(before!)
            } else {
                lastIsPrefixMinus = false
            }
            tokens.append(Token(kind: kind, position: start, startsLine: startsLine))
        }
    }

    /// Whether a token leaves the place after it open for an operand, so a `-` against it is a
    /// prefix minus: an operator or an opening bracket, not a name, a literal or a closing `)`.
    private static func opensOperand(_ kind: Token.Kind) -> Bool {
        guard case .punct(let p) = kind else { return false }
        return ![")", "]", "}", "!", "?"].contains(p)
    }

    private func matches(_ op: [UInt8]) -> Bool {
        guard index + op.count <= bytes.count else { return false }
        for (k, byte) in op.enumerated() where bytes[index + k] != byte { return false }
        return true
    }

    /// Whether the next two characters are `first` and `second` (`//`, `/*`, `*/`).
    private func matches(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: first) && bytes[index + 1] == UInt8(ascii: second)
    }

    private mutating func advance() {
        if bytes[index] == 0x0A { line += 1; column = 1; sawNewline = true } else { column += 1 }
        index += 1
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// A letter (an identifier's first character), as `Character.isLetter` says.
    private func isLetter(at i: Int) -> Bool {
        let b = bytes[i]
        if b == Self.other { return chars[i].isLetter }
        return (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
    }

    /// A letter, a digit (any script's, as `Character.isNumber` says) or `_`.
    private func isWordPart(at i: Int) -> Bool { Self.isWordPart(bytes[i], chars[i]) }

    private static func isWordPart(_ b: UInt8, _ c: @autoclosure () -> Character) -> Bool {
        if b == other { return c().isLetter || c().isNumber }
        return (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || isDigit(b) || b == UInt8(ascii: "_")
    }

    /// The characters from here while `keep` says so of each (its byte, and the character
    /// itself for one that is not a single ASCII byte), as a string.
    private mutating func take(while keep: (UInt8, Character) -> Bool) -> String {
        let start = index
        var ascii = true
        while index < chars.count, keep(bytes[index], chars[index]) {
            if bytes[index] == Self.other { ascii = false }
            advance()
        }
        return ascii ? String(decoding: bytes[start..<index], as: UTF8.self) : String(chars[start..<index])
    }

    private mutating func takeWord() -> String { take { Self.isWordPart($0, $1) } }

    private mutating func takeDigits() -> String { take { b, _ in Self.isDigit(b) || b == UInt8(ascii: "_") } }

    private mutating func skipTrivia() throws(ScriptError) {
        while index < chars.count {
            let b = bytes[index]
            if b == 0x20 || (b >= 0x09 && b <= 0x0D) || (b == Self.other && chars[index].isWhitespace) { advance() }
            else if b == UInt8(ascii: "/"), matches("/", "/") { while index < chars.count, bytes[index] != 0x0A { advance() } }
            else if b == UInt8(ascii: "/"), matches("/", "*") {
                let start = SourcePosition(line: line, column: column)
                advance(); advance()
                while index < chars.count, !matches("*", "/") { advance() }
                guard index < chars.count else { throw .syntax("this /* comment is never closed: add */", at: start) }
                advance(); advance()
            } else { return }
        }
    }

    /// A number literal; `negative` when a prefix `-` is against it, which then gives the one
    /// Int only a negative literal can write, Int.min (a negative Int, for the caller to join).
    private mutating func number(_ start: SourcePosition, negative: Bool = false) throws(ScriptError) -> Token.Kind {
        var text = takeDigits()
        if index + 1 < chars.count, bytes[index] == UInt8(ascii: "."), Self.isDigit(bytes[index + 1]) {
            advance()
            text += "." + takeDigits()
            guard let d = Double(text.filter { $0 != "_" }) else {
                throw .syntax("'\(text)' is not a number", at: start)
            }
            return .decimal(d)
        }
        let digits = text.filter { $0 != "_" }
        if let i = Int(digits) { return .integer(i) }
        if negative, let i = Int("-" + digits) { return .integer(i) }
        throw .syntax("'\(text)' is too large for an Int", at: start)
    }

    private mutating func stringLiteral(_ start: SourcePosition) throws(ScriptError) -> [Token.StringPiece] {
        advance() // opening quote
        var pieces: [Token.StringPiece] = []
        var text = ""
        while true {
            guard index < chars.count, chars[index] != "\n" else {
                throw .syntax("this string is never closed: add \" before the end of the line", at: start)
            }
            let c = chars[index]
            if c == "\"" { advance(); break }
            if c == "\\" {
                let escape = SourcePosition(line: line, column: column)
                advance()
                guard index < chars.count else { throw .syntax("a string ends in a lone \\", at: escape) }
                let e = chars[index]
                switch e {
                case "n": text.append("\n"); advance()
                case "t": text.append("\t"); advance()
                case "\"", "\\", "'": text.append(e); advance()
                case "0": text.append("\0"); advance()
                case "(":
                    advance()
                    if !text.isEmpty { pieces.append(.text(text)); text = "" }
                    pieces.append(.code(try interpolation(escape)))
                default: throw .syntax("unknown escape \\\(e) in a string: use \\n, \\t, \\\", \\\\ or \\( … )", at: escape)
                }
                continue
            }
            text.append(c)
            advance()
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// The tokens of one `\( … )`, up to its balancing parenthesis.
    private mutating func interpolation(_ start: SourcePosition) throws(ScriptError) -> [Token] {
        let bodyLine = line, bodyColumn = column
        var depth = 1, i = index
        var inString = false
        while i < chars.count, chars[i] != "\n" {
            let c = chars[i]
            if inString { if c == "\\" { i += 1 } else if c == "\"" { inString = false } }
            else if c == "\"" { inString = true }
            else if c == "(" { depth += 1 }
            else if c == ")" { depth -= 1; if depth == 0 { break } }
            i += 1
        }
        guard i < chars.count, chars[i] == ")" else {
            throw .syntax("this \\( in a string is never closed: add )", at: start)
        }
        guard nesting < Parser.maxNesting else {
            throw .syntax("this string nests more than \(Parser.maxNesting) interpolations deep: split it into steps with let", at: start)
        }
        var inner = Lexer(String(chars[index..<i]), line: bodyLine, column: bodyColumn)
        inner.nesting = nesting + 1
        let tokens = try inner.tokenize()
        while index <= i { advance() }
        return tokens
    }
}
