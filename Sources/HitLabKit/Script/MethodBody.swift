import HitLabModel
/// A parsed method: a UIKit default or a learner's override, with its source for `show source`
/// and the names of its local-variable slots for the trace and the debugger.
public final class MethodBody: Sendable {
    public let className: String
    public let method: MethodKind
    public let source: String
    /// True for UIKit's own methods, false for an override.
    public let isDefault: Bool
    package let statements: [Stmt]
    /// The statements as the interpreter runs them, unretained (`statements` holds them).
    let runnable: [Unmanaged<Stmt>]
    public let slotNames: [String]
    /// A SwiftUI body's `@State` and `@GestureState` variables (none in a method).
    package let stateVariables: [StateVariable]
    /// The source lines, numbered as the trace and breakpoints number them; split once here,
    /// since `trace lines` reads one for every line record.
    public let lines: [String]

    /// Parses `source`; throws a syntax error that carries the line, column and an excerpt.
    public init(className: String, method: MethodKind, source: String, isDefault: Bool = false) throws(ScriptError) {
        self.className = className
        self.method = method
        self.source = source
        self.isDefault = isDefault
        self.lines = source.lineSlices.map(String.init)
        do {
            (statements, slotNames, stateVariables) = try Parser.parseBody(source, method: method)
        } catch {
            throw error.located(frame: "\(className).\(method.selector)", source: source)
        }
        runnable = statements.map { .passUnretained($0) }
    }

    /// `YellowView.point(inside:with:)`
    public var frameName: String { "\(className).\(method.selector)" }

    /// The lines on which a statement starts: the places a line breakpoint can bind to.
    public var statementLines: Set<Int> {
        var out = Set<Int>()
        func visit(_ list: [Stmt]) {
            for s in list {
                out.insert(s.position.line)
                switch s.kind {
                case .ifElse(_, let a, let b): visit(a); visit(b ?? [])
                case .guardElse(_, let e): visit(e)
                case .forIn(_, _, let body, _), .whileLoop(_, let body, _): visit(body)
                default: break
                }
            }
        }
        visit(statements)
        return out
    }
}
