import HitLabModel
/// Closures and result builders: a closure runs on a copy of the locals it captured; a builder
/// (a SwiftUI body, a view's content closure) collects the views its expression statements make.
extension Interpreter {
    /// Keeps a builder statement's value: a view, or the views of a `ForEach`/`if` inside it.
    func collect(_ value: Value) {
        if case .void = value { return }
        builtViews.append(value)
    }

    /// Runs `closure` with `arguments`; `building` collects its expression statements' views.
    /// Returns what it returned (a single-expression closure returns its expression) and,
    /// when building, the views it made.
    func call(_ closure: Closure, _ arguments: [Value], building: Bool = false, at position: SourcePosition) throws(ScriptError) -> (value: Value, views: [Value]) {
        var slots = try slots(for: closure, arguments, at: position)
        return try call(closure, slots: &slots, building: building)
    }

    /// The slots a call of `closure` starts with: its captured locals, then its arguments.
    func slots(for closure: Closure, _ arguments: [Value], at position: SourcePosition) throws(ScriptError) -> [Value] {
        guard depth < limits.depth else {
            throw ScriptError(kind: .budget, message: "more than \(limits.depth) calls open at once: a closure keeps calling deeper (endless recursion?)", position: position)
        }
        var slots = closure.captured
        let needed = closure.body?.slotNames.count ?? 0
        while slots.count < needed { slots.append(.void) }
        for (i, slot) in closure.literal.parameters.enumerated() where slot >= 0 && slot < slots.count {
            slots[slot] = i < arguments.count ? arguments[i] : .void
        }
        return slots
    }

    /// Runs `closure` on `slots`, which hold its locals as it left them afterwards.
    func call(_ closure: Closure, slots: inout [Value], building: Bool) throws(ScriptError) -> (value: Value, views: [Value]) {
        let (outerDepth, outerViews) = (buildingDepth, builtViews)
        defer { (buildingDepth, builtViews) = (outerDepth, outerViews) }
        builtViews = []
        var flow = Flow.normal
        try withSlots(&slots) { buffer throws(ScriptError) in
            var frame = Frame(bodyReference: closure.body.map { .passUnretained($0) }, receiver: current.receiver,
                              chainIndex: current.chainIndex, slots: buffer)
            swap(&current, &frame)
            defer { swap(&current, &frame) }
            depth += 1
            defer { depth -= 1 }
            // A closure without `return` whose body is one expression returns it, as in Swift.
            buildingDepth = building || closure.literal.statements.count == 1 ? depth : -1
            flow = try run(closure.literal.runnable)
        }
        if case .returned(let v) = flow { return (v, builtViews) }
        if !building, closure.literal.statements.count == 1, builtViews.count == 1 { return (builtViews[0], []) }
        return (.void, builtViews)
    }

    /// Evaluates a SwiftUI body for hosting view `host`: its `@State` lines (taking `state`'s
    /// values where given, so a host keeps its state between evaluations), then its one view.
    /// `rows` are the `ForEach` rows of its last evaluation, which rows that read the same
    /// values keep; the rows of this one come back with the view.
    package func evaluateBody(_ body: MethodBody, host: ViewID, state: [String: Value] = [:],
                              rows: SwiftUIRows = SwiftUIRows()) throws(ScriptError) -> SwiftUIEvaluation {
        (keptRows, madeRows) = (rows, SwiftUIRows())
        defer { keptRows = SwiftUIRows() }
        var slots = [Value](repeating: .void, count: body.slotNames.count)
        let (outerDepth, outerViews, outerHost) = (buildingDepth, builtViews, swiftUIHost)
        defer { (buildingDepth, builtViews, swiftUIHost) = (outerDepth, outerViews, outerHost) }
        builtViews = []
        swiftUIHost = host
        var kept: [String: Value] = [:]
        do throws(ScriptError) {
            try withSlots(&slots) { buffer throws(ScriptError) in
                var frame = Frame(bodyReference: .passUnretained(body), receiver: .view(host), chainIndex: 0, slots: buffer)
                swap(&current, &frame)
                defer { swap(&current, &frame) }
                depth += 1
                defer { depth -= 1 }
                let stateSlots = Set(body.stateVariables.map(\.slot))
                var rest: [Unmanaged<Stmt>] = []
                for statement in body.runnable {
                    let slot = statement.borrow { $0.op == .declare ? $0.slot : -1 }
                    guard stateSlots.contains(slot) else { rest.append(statement); continue }
                    let variable = body.stateVariables.first { $0.slot == slot }!
                    if let saved = state[variable.name] {
                        current.slots[slot] = saved
                    } else {
                        _ = try run([statement])
                        try Self.checkStateType(current.slots[slot], variable)
                    }
                    kept[variable.name] = current.slots[slot]
                }
                buildingDepth = depth
                _ = try run(rest)
            }
        } catch {
            throw error.located(frame: body.frameName, source: body.source)
        }
        let views = builtViews.compactMap { v -> SwiftUIView? in if case .swiftUI(let view) = v { view } else { nil } }
        guard views.count == builtViews.count else {
            throw ScriptError(kind: .runtime, message: "a SwiftUI body holds views only, and one of its lines makes \(builtViews.first { if case .swiftUI = $0 { false } else { true } }!.typeName)", position: nil)
                .located(frame: body.frameName, source: body.source)
        }
        guard views.count == 1 else {
            throw ScriptError(kind: .runtime, message: views.isEmpty ? "the body makes no view: end it with one, e.g. Text(\"Hi\")"
                              : "the body makes \(views.count) views; a body is one view expression: put them in a VStack { … }", position: views.dropFirst().first?.position)
                .located(frame: body.frameName, source: body.source)
        }
        return SwiftUIEvaluation(view: views[0], state: kept, rows: madeRows)
    }

    /// The types a `@State` variable may hold in HitLab.
    static func checkStateType(_ value: Value, _ variable: StateVariable) throws(ScriptError) {
        switch value {
        case .int, .double, .bool, .string, .point, .size, .angle, .nil: return
        default:
            throw ScriptError(kind: .runtime, message: "@State var \(variable.name) holds \(value.typeName), which HitLab does not keep as state: use an Int, a Double, a Bool, a String, a CGPoint, a CGSize or an Angle", position: variable.position)
        }
    }
}

