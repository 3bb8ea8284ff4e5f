import HitLabModel
/// What a closure reads from outside itself, worked out once when it is parsed: the slots of
/// the enclosing body it reads (its own parameters and locals aside, the closures inside it
/// included), and whether running it can do anything but compute values and views. A
/// `ForEach` row whose closure only computes keeps its views from the last evaluation when
/// those slots and its item hold the same values (`SwiftUIRows`).
package struct ClosureReads: Sendable {
    /// The enclosing body's slots the closure reads, in ascending order.
    package let slots: [Int]
    /// Names it reads that a view in the scene could also be called (`Color`): a row keeps
    /// its views only while no view has one of them.
    package let sceneNames: [String]
    /// False when running it may print, read or change a UIKit view (`self`, a view's name, a
    /// method of the host), so it is run every time.
    package let onlyComputes: Bool

    init(parameters: [Int], statements: [Stmt]) {
        var walk = Walk()
        walk.declared.formUnion(parameters.filter { $0 >= 0 })
        for s in statements { walk.statement(s) }
        slots = walk.read.subtracting(walk.declared).sorted()
        sceneNames = walk.sceneNames.sorted()
        onlyComputes = walk.onlyComputes
    }

    /// One pass over a closure's statements.
    private struct Walk {
        var read: Set<Int> = []
        var declared: Set<Int> = []
        var sceneNames: Set<String> = []
        var onlyComputes = true

        mutating func statement(_ s: Stmt) {
            switch s.kind {
            case .expression(let e), .discard(let e): expression(e)
            case .declare(let slot, let e):
                declared.insert(slot)
                if let e { expression(e) }
            case .assign(let target, _, let e):
                expression(target)
                expression(e)
            case .ifElse(let conditions, let then, let otherwise):
                conditions.forEach { condition($0) }
                then.forEach { statement($0) }
                otherwise?.forEach { statement($0) }
            case .guardElse(let conditions, let otherwise):
                conditions.forEach { condition($0) }
                otherwise.forEach { statement($0) }
            case .forIn(let slot, let e, let body, let fresh):
                if let slot { declared.insert(slot) }
                declared.formUnion(fresh)
                expression(e)
                body.forEach { statement($0) }
            case .whileLoop(let conditions, let body, let fresh):
                declared.formUnion(fresh)
                conditions.forEach { condition($0) }
                body.forEach { statement($0) }
            case .returnValue(let e): if let e { expression(e) }
            case .breakLoop, .continueLoop: break
            }
        }

        mutating func condition(_ c: Condition) {
            switch c {
            case .boolean(let e): expression(e)
            case .binding(let slot, let e):
                declared.insert(slot)
                expression(e)
            }
        }

        mutating func expression(_ e: Expr) {
            switch e.kind {
            case .local(let slot): read.insert(slot)
            case .name(let name): self.name(name)
            case .selfProperty, .selfRef, .superRef: onlyComputes = false
            case .call(let callee, let args, let site):
                if case .name(let name) = callee.kind {
                    // A bare call is a global function or a view's initializer, else a method of `self`.
                    switch GlobalFunction(name: name, selector: site.selector, labels: site.labels) {
                    case .print?, nil: onlyComputes = false
                    default: break
                    }
                } else {
                    expression(callee)
                }
                args.forEach { expression($0) }
            case .closure(let literal):
                read.formUnion(literal.reads.slots)
                sceneNames.formUnion(literal.reads.sceneNames)
                if !literal.reads.onlyComputes { onlyComputes = false }
            default:
                for operand in e.operands { expression(operand.takeUnretainedValue()) }
            }
        }

        /// A bare name: a type is a value (`CGSize.zero`); anything else reads the scene or the host.
        mutating func name(_ name: String) {
            if Scene.reservedNames.contains(name) { return }
            if name == "Color" { sceneNames.insert(name); return }
            onlyComputes = false
        }
    }
}
