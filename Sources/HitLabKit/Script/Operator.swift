import HitLabModel
/// An operator of the Swift subset, resolved from its token once when a body is parsed, so
/// running it switches on an enum instead of comparing strings. Prints as written (`&&`).
package enum Operator: String, Sendable, CustomStringConvertible {
    case or = "||", and = "&&", coalesce = "??"
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case halfOpenRange = "..<", closedRange = "..."
    case plus = "+", minus = "-", times = "*", divide = "/", remainder = "%"
    case not = "!"

    package var description: String { rawValue }
}
