import HitLabModel
/// A closure as written in a body (`{ print("row") }`, `{ i in Text("\(i)") }`, `{ $0 * 2 }`):
/// its parameters' slots and its statements. Its slots are numbered with the enclosing body's,
/// so a closure value carries a copy of the enclosing frame's locals and runs on it.
package final class ClosureLiteral: Sendable {
    /// The slot of each parameter in order; -1 for one the body never names (`_`, an unused `$1`).
    let parameters: [Int]
    package let statements: [Stmt]
    /// The statements as the interpreter runs them, unretained (`statements` holds them).
    let runnable: [Unmanaged<Stmt>]
    let position: SourcePosition
    /// What it reads from the body around it, and whether it only computes.
    package let reads: ClosureReads

    init(parameters: [Int], statements: [Stmt], position: SourcePosition) {
        self.parameters = parameters
        self.statements = statements
        runnable = statements.map { .passUnretained($0) }
        self.position = position
        reads = ClosureReads(parameters: parameters, statements: statements)
    }
}

/// A `@State var NAME = VALUE` or `@GestureState var NAME = VALUE` line of a SwiftUI body: the
/// variable is the body's local in `slot`, whose value the host keeps between evaluations.
package struct StateVariable: Sendable, Equatable {
    package let name: String
    package let slot: Int
    /// `@GestureState`: reset to its first value when the gesture that updates it ends.
    package let isGestureState: Bool
    package let position: SourcePosition
}
