/// An expression parsed once for repeated evaluation, such as a breakpoint condition; opaque
/// outside the Script layer.
public final class CompiledExpression: Sendable {
    let expr: Expr
    init(_ expr: Expr) { self.expr = expr }
}
