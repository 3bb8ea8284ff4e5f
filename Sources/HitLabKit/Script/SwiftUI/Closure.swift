import HitLabModel
/// A closure value: the literal it was made from and a copy of the locals of the frame that
/// made it (a SwiftUI body's state among them), so it can run long after that frame ended.
public final class Closure: Sendable, Equatable {
    let literal: ClosureLiteral
    /// The body whose slots the closure shares (it names them for the trace and `p`).
    let body: MethodBody?
    let captured: [Value]

    init(literal: ClosureLiteral, body: MethodBody?, captured: [Value]) {
        self.literal = literal
        self.body = body
        self.captured = captured
    }

    /// Where the closure was written, for `tree` and errors.
    package var position: SourcePosition { literal.position }

    /// The line of its first statement, the first line a trace records when it runs; nil when empty.
    package var firstLine: Int? { literal.statements.first?.position.line }

    /// Two closure values are equal when they are the same value (Swift cannot compare closures).
    public static func == (a: Closure, b: Closure) -> Bool { a === b }
}
