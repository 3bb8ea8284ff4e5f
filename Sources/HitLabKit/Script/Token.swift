import HitLabModel
/// One lexical token of the Swift subset.
package struct Token: Sendable {
    package enum Kind: Equatable, Sendable {
        case identifier(String)
        case keyword(String)
        case integer(Int)
        case decimal(Double)
        /// A string literal: text pieces and interpolated expressions, in order.
        case string([StringPiece])
        case punct(String)
        case end
    }

    /// Part of a string literal: plain text, or the tokens of a `\( … )` interpolation.
    package enum StringPiece: Equatable, Sendable {
        case text(String)
        case code([Token])
    }

    package var kind: Kind
    var position: SourcePosition
    /// True when a line break separates this token from the one before it, which decides
    /// whether `(` or `[` continues the previous expression.
    var startsLine: Bool

    /// The keywords a statement starts with, for "did you mean" on a misspelt one.
    static let statementKeywords = ["return", "let", "var", "if", "guard", "for", "while", "break", "continue"]

    static let keywords: Set<String> = [
        "let", "var", "if", "else", "guard", "for", "in", "while", "return", "break", "continue",
        "nil", "true", "false", "self", "super", "is", "as", "func", "override",
    ]

    var describe: String {
        switch kind {
        case .identifier(let s), .keyword(let s): return "'\(s)'"
        case .integer(let i): return "'\(i)'"
        case .decimal(let d): return "'\(d)'"
        case .string: return "a string"
        case .punct(let p): return "'\(p)'"
        case .end: return "the end of the body"
        }
    }
}

extension Token: Equatable {
    package static func == (a: Token, b: Token) -> Bool { a.kind == b.kind && a.position == b.position }
}
