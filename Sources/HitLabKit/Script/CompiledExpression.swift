import HitLabModel
/// An expression parsed once for repeated evaluation, such as a breakpoint condition; opaque
/// outside the Script layer.
public final class CompiledExpression: Sendable {
    package let expr: Expr
    package init(_ expr: Expr) { self.expr = expr }
}
