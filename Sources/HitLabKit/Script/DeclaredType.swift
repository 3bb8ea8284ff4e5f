import HitLabModel
/// The type a `let` or `var` declares, as far as the literal check needs it: a plain name (nil
/// for an array or a generic type, which the check leaves alone) and whether it is optional.
/// Swift refuses a literal that cannot be the declared type before the body ever runs, so
/// HitLab says so when the override is written, in the compiler's words.
struct DeclaredType: Sendable {
    let name: String?
    let optional: Bool

    /// The literal kinds each type takes, as Swift's literal protocols give them: an integer
    /// literal is also a Double, Float or CGFloat (ExpressibleByIntegerLiteral).
    private static let takes: [String: Set<LiteralKind>] = [
        "Int": [.integer], "UInt": [.integer],
        "Double": [.integer, .decimal], "Float": [.integer, .decimal], "CGFloat": [.integer, .decimal], "TimeInterval": [.integer, .decimal],
        "String": [.string], "Character": [.string], "Bool": [.boolean],
    ]

    private enum LiteralKind { case integer, decimal, string, boolean, none }

    private static func kind(of value: Expr) -> (LiteralKind, String)? {
        switch value.kind {
        case .literal(.int): return (.integer, "Int")
        case .literal(.double): return (.decimal, "Double")
        case .literal(.string), .interpolation: return (.string, "String")
        case .literal(.bool): return (.boolean, "Bool")
        case .literal(.nil): return (.none, "nil")
        case .unary(.minus, let operand):
            guard let (kind, type) = kind(of: operand), kind == .integer || kind == .decimal else { return nil }
            return (kind, type)
        default: return nil
        }
    }

    /// Throws where `value`, a literal, cannot be this type; any other expression, or a type
    /// the check does not know, passes (the interpreter checks what it does when it runs).
    /// `variable` is the declared name, for the fix (nil for `let _`).
    func check(_ value: Expr, declaring variable: String?) throws(ScriptError) {
        guard let name, let (kind, literalType) = Self.kind(of: value) else { return }
        let shown = name + (optional ? "?" : "")
        if kind == .none {
            guard !optional else { return }
            throw .syntax("'nil' cannot initialize specified type '\(name)': only an optional holds nil; declare \(variable ?? "it") as \(name)?", at: value.position)
        }
        // A type it knows: one of the literal types above, or one of UIKit's and CoreGraphics'
        // (CGPoint, UIView …), which no literal is.
        guard let accepted = Self.takes[name] ?? (Scene.reservedNames.contains(name) ? [] : nil), !accepted.contains(kind) else { return }
        let article = name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        let fix = variable.map { ", or declare \($0): \(literalType)" } ?? ""
        throw .syntax("cannot convert value of type '\(literalType)' to specified type '\(shown)': make the value \(article) \(name)\(fix)", at: value.position)
    }
}
