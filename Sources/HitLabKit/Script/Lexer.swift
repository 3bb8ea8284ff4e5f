import HitLabModel
/// Turns method-body source into tokens. Knows line comments (`//`), block comments, numbers,
/// string literals with `\( … )` interpolation and escapes, and Swift's operators.
package struct Lexer {
    private let chars: [Character]
    private var index = 0
    private var line: Int
    private var column: Int
    private var sawNewline = true
    /// How many `\( … )` interpolations enclose this text: each is lexed by a lexer of its own,
    /// so it is bounded like the parser's nesting.
    private var nesting = 0

    package init(_ source: String, line: Int = 1, column: Int = 1) {
        chars = Array(source)
        self.line = line
        self.column = column
    }

    private static let operators = [
        "===", "!==", "...", "..<", "??", "==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=", "*=", "/=",
        "?.", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "?", "!", "<", ">", "=",
        "+", "-", "*", "/", "%", "_",
    ]

    /// All tokens, ending with `.end`; throws a syntax error for a character that starts no token.
    package mutating func tokenize() throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        while true {
            try skipTrivia()
            let start = SourcePosition(line: line, column: column)
            let startsLine = sawNewline
            sawNewline = false
            guard index < chars.count else {
                tokens.append(Token(kind: .end, position: start, startsLine: true))
                return tokens
            }
            let c = chars[index]
            let kind: Token.Kind
            if c.isLetterQuick || (c == "_" && index + 1 < chars.count && (chars[index + 1].isLetterQuick || chars[index + 1].isNumberQuick || chars[index + 1] == "_")) {
                let word = take { $0.isLetterQuick || $0.isNumberQuick || $0 == "_" }
                kind = Token.keywords.contains(word) ? .keyword(word) : .identifier(word)
            } else if c.isASCII && c.isNumber {
                kind = try number(start)
            } else if c == "\"" {
                kind = .string(try stringLiteral(start))
            } else if let op = Self.operators.first(where: { matches($0) }) {
                for _ in op { advance() }
                kind = .punct(op)
            } else {
                let shown = c.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? ControlCharacters.escape($0) : String($0) }.joined()
                throw .syntax("unexpected character '\(shown)'", at: start)
            }
            tokens.append(Token(kind: kind, position: start, startsLine: startsLine))
        }
    }

    private func matches(_ op: String) -> Bool {
        var i = index
        for ch in op {
            guard i < chars.count, chars[i] == ch else { return false }
            i += 1
        }
        return true
    }

    private mutating func advance() {
        if chars[index] == "\n" { line += 1; column = 1; sawNewline = true } else { column += 1 }
        index += 1
    }

    private mutating func take(while keep: (Character) -> Bool) -> String {
        var out = ""
        while index < chars.count, keep(chars[index]) { out.append(chars[index]); advance() }
        return out
    }

    private mutating func skipTrivia() throws(ScriptError) {
        while index < chars.count {
            let c = chars[index]
            if c.isWhitespaceQuick { advance() }
            else if matches("//") { while index < chars.count, chars[index] != "\n" { advance() } }
            else if matches("/*") {
                let start = SourcePosition(line: line, column: column)
                advance(); advance()
                while index < chars.count, !matches("*/") { advance() }
                guard index < chars.count else { throw .syntax("this /* comment is never closed: add */", at: start) }
                advance(); advance()
            } else { return }
        }
    }

    private mutating func number(_ start: SourcePosition) throws(ScriptError) -> Token.Kind {
        var text = take { ($0.isASCII && $0.isNumber) || $0 == "_" }
        if index + 1 < chars.count, chars[index] == ".", chars[index + 1].isASCII, chars[index + 1].isNumber {
            advance()
            text += "." + take { ($0.isASCII && $0.isNumber) || $0 == "_" }
            guard let d = Double(text.filter { $0 != "_" }) else {
                throw .syntax("'\(text)' is not a number", at: start)
            }
            return .decimal(d)
        }
        guard let i = Int(text.filter { $0 != "_" }) else {
            throw .syntax("'\(text)' is too large for an Int", at: start)
        }
        return .integer(i)
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
