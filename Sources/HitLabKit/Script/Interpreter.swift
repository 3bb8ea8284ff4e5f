import HitLabModel
/// Runs method bodies of the Swift subset against a scene. A tree walker: each statement
/// reports its line (with the frame's locals) to the observer before it runs, each call its
/// receiver and arguments, each return its value. Stops with a `.budget` error when a
/// runaway override exceeds the step or depth limit.
///
/// Deep recursion (a 10,000-level hierarchy) needs a large native stack: run it inside
/// `DeepStack.run`.
public final class Interpreter {
    /// The scene as the methods see it; a body's property writes (`self.alpha = 0.5`) change
    /// it, and the delivery carries the changed scene on to the next call.
    public package(set) var scene: Scene
    public let event: Event
    public let classes: ClassTable
    public let limits: RunLimits
    let observer: ExecutionObserver?
    /// Checked every 4,096 steps; a request stops the run like a budget does.
    package var interruption: Interruption?

    /// Statements run so far (including `stepsUsed`), against `limits.steps`.
    public private(set) var steps = 0
    /// Bytes of strings and arrays built so far, against `MemoryBudget.totalBytes`.
    var built = 0
    /// The lowest native stack address the run may reach, or 0 for no check. A tap runs on
    /// `DeepStack`'s large stack and needs none; `p`, `watch` and breakpoint conditions run on
    /// the caller's thread (8 MiB), where a recursive override would overflow it first. Set
    /// only for such an evaluation, so it also tells one from a touch's run.
    var nativeStackFloor: UInt = 0

    /// The budgets of an expression the debugger evaluates (`p`, conditions, watches).
    public static let evaluationLimits = RunLimits(steps: 100_000, depth: 2_000)

    /// Stack a debugger evaluation may use before it stops with a budget error.
    static let evaluationStack: UInt = 3 << 20

    /// The method running now; each caller's frame waits in the native call that made the
    /// next one. Plain values: saving and restoring a frame at every call retains nothing.
    struct Frame {
        /// The body running, unretained: the class table or UIKit's defaults hold it.
        var bodyReference: Unmanaged<MethodBody>?
        var receiver: Responder
        /// Where in the receiver's class chain the body was found, for `super`.
        var chainIndex: Int
        /// The locals, in storage the running call owns for as long as the frame lives.
        var slots: UnsafeMutableBufferPointer<Value>
        /// Whether a slot was written since the last line report, so an unchanged frame's
        /// locals can share the previous snapshot in the trace.
        var slotsChanged = true

        var body: MethodBody? { bodyReference?.takeUnretainedValue() }

        /// A frame with no body (an expression evaluated on its own) and no locals yet.
        static func outside(_ receiver: Responder) -> Frame {
            Frame(bodyReference: nil, receiver: receiver, chainIndex: 0, slots: UnsafeMutableBufferPointer(start: nil, count: 0))
        }
    }
    var current: Frame
    var depth = 0
    /// The call depth whose expression statements are a result builder's content (a SwiftUI
    /// body or a view's content closure), or -1; their values are collected in `built views`.
    var buildingDepth = -1
    var builtViews: [Value] = []
    /// The hosting view whose body is being evaluated, if any: a capitalised call there that
    /// is not a view HitLab knows is refused with the list of those it knows.
    var swiftUIHost: ViewID?
    /// The `ForEach` rows of the body's last evaluation, which rows that read the same values
    /// keep, and those of this one, kept or made (`SwiftUIRows`).
    var keptRows = SwiftUIRows(), madeRows = SwiftUIRows()
    /// UIKit's method lookups made so far in this run.
    var methodCache = MethodCache()

    /// `stepsUsed` counts steps already spent by earlier runs of the same delivery.
    /// The application's first responder as of now; `becomeFirstResponder()` and
    /// `resignFirstResponder()` change it, and the observer hears of each change.
    public internal(set) var firstResponder: Responder?
    /// The pipeline running this code, for the few things UIKit's own source asks of it.
    public var host: EventHost?

    public init(scene: Scene, event: Event, classes: ClassTable, limits: RunLimits = .standard,
                observer: ExecutionObserver? = nil, stepsUsed: Int = 0, firstResponder: Responder? = nil) {
        self.firstResponder = firstResponder
        self.steps = stepsUsed
        self.scene = scene
        self.event = event
        self.classes = classes
        self.limits = limits
        self.observer = observer
        self.current = .outside(.application)
    }

    /// Evaluates one expression as if it stood in a method body: `locals` are the frame's
    /// variables, `receiver` is `self`. Used by the debugger's `p`, `display`, `watch` and
    /// breakpoint conditions; nothing it does is recorded.
    public static func evaluate(_ source: String, locals: [(name: String, value: Value)], receiver: Responder,
                                scene: Scene, event: Event, classes: ClassTable,
                                limits: RunLimits = evaluationLimits, host: EventHost? = nil, firstResponder: Responder? = nil) throws(ScriptError) -> Value {
        let (expr, _) = try Parser.parseExpression(source, locals: locals.map(\.name))
        return try evaluate(CompiledExpression(expr), slots: locals.map(\.value), receiver: receiver,
                            scene: scene, event: event, classes: classes, limits: limits, host: host, firstResponder: firstResponder)
    }

    /// Parses an expression once, with `locals` bound to slots in that order, so it can be
    /// evaluated many times (a breakpoint condition at every candidate record).
    public static func compile(_ source: String, locals: [String]) throws(ScriptError) -> CompiledExpression {
        CompiledExpression(try Parser.parseExpression(source, locals: locals).0)
    }

    /// Evaluates a compiled expression with the slots its locals were compiled for; a slot
    /// that is unset (`.void`) reads as unset.
    public static func evaluate(_ compiled: CompiledExpression, slots: [Value], receiver: Responder,
                                scene: Scene, event: Event, classes: ClassTable,
                                limits: RunLimits = evaluationLimits, host: EventHost? = nil, firstResponder: Responder? = nil) throws(ScriptError) -> Value {
        try Interpreter(scene: scene, event: event, classes: classes, limits: limits)
            .evaluateAgain(compiled, slots: slots, receiver: receiver, scene: scene, host: host, firstResponder: firstResponder)
    }

    /// Evaluates a compiled expression on this interpreter, made for its event and classes,
    /// as if it were new: the budgets, the first responder and the scene start afresh. A
    /// breakpoint condition checked at 100,000 records reuses one interpreter instead of
    /// making one each time.
    func evaluateAgain(_ compiled: CompiledExpression, slots: [Value], receiver: Responder, scene: Scene,
                       host: EventHost?, firstResponder: Responder? = nil) throws(ScriptError) -> Value {
        self.scene = scene
        self.host = host
        var slots = slots
        return try evaluateAgain(compiled, slots: &slots, receiver: receiver, firstResponder: firstResponder)
    }

    /// Evaluates a compiled expression as `evaluateAgain` does, on the scene and host this
    /// interpreter already has; `slots` is lent to the frame and handed back, so a caller
    /// that fills one buffer for each record allocates none.
    package func evaluateAgain(_ compiled: CompiledExpression, slots: inout [Value], receiver: Responder,
                               firstResponder: Responder? = nil) throws(ScriptError) -> Value {
        steps = 0
        built = 0
        depth = 0
        self.firstResponder = firstResponder
        nativeStackFloor = Self.stackAddress() &- Self.evaluationStack
        current = .outside(receiver)
        defer { current = .outside(receiver) }
        return try withSlots(&slots) { buffer throws(ScriptError) in
            current.slots = buffer
            return try evaluate(compiled.expr)
        }
    }

    /// Runs `body` with `slots`' storage lent as a buffer (a frame's locals), which stays put
    /// until `body` returns.
    @inline(__always)
    func withSlots<Result>(_ slots: inout [Value], _ body: (UnsafeMutableBufferPointer<Value>) throws(ScriptError) -> Result) throws(ScriptError) -> Result {
        do {
            return try slots.withUnsafeMutableBufferPointer { buffer in try body(buffer) }
        } catch {
            throw error as! ScriptError
        }
    }

    // MARK: Calls

    /// Sends `method` to `receiver` as UIKit would: the override or default found first along
    /// the receiver's class chain runs.
    public func call(_ method: MethodKind, on receiver: Responder, arguments: [Value]) throws(ScriptError) -> Value {
        try dispatch(method, on: receiver, arguments: arguments, from: 0, at: nil)
    }

    func dispatch(_ method: MethodKind, on receiver: Responder, arguments: consuming [Value], from start: Int, at position: SourcePosition?) throws(ScriptError) -> Value {
        guard let (body, index) = resolve(method, on: receiver, from: start) else {
            throw noMethod(method, on: receiver, from: start, at: position)
        }
        try checkArguments(method, arguments, at: position)
        return try invoke(body, on: receiver, chainIndex: index, arguments: arguments, at: position)
    }

    @inline(never)
    private func noMethod(_ method: MethodKind, on receiver: Responder, from start: Int, at position: SourcePosition?) -> ScriptError {
        let chain = scene.classChain(of: receiver)
        let what = start == 0 ? scene.name(of: receiver) : "the superclass of \(chain[start - 1])"
        return runtime("\(what) has no method \(method.selector)" + (method.isViewOnly ? ": only views have hitTest and point(inside:with:)" : ""), at: position)
    }

    /// The body `receiver` runs for `method`, from `start` along its class chain. A view's
    /// chain is not built: its kind finds UIKit's part (`ClassTable.resolve(_:viewNamed:…)`).
    private func resolve(_ method: MethodKind, on receiver: Responder, from start: Int) -> (body: Unmanaged<MethodBody>, index: Int)? {
        if case .view(let id) = receiver {
            return classes.resolve(method, viewNamed: { scene[id].name }, of: scene[id].kind, from: start, cache: &methodCache)
        }
        return classes.resolve(method, in: scene.classChain(of: receiver), from: start, cache: &methodCache)
    }

    /// Runs `body`; its arguments become the first slots of its frame (taken, not copied,
    /// when the caller gives them up).
    private func invoke(_ body: Unmanaged<MethodBody>, on receiver: Responder, chainIndex: Int, arguments: consuming [Value], at position: SourcePosition?) throws(ScriptError) -> Value {
        var arguments = arguments
        return try body.borrow { run throws(ScriptError) in
            var taken: [Value] = []
            swap(&taken, &arguments)
            return try invoke(run, body, on: receiver, chainIndex: chainIndex, arguments: consume taken, at: position)
        }
    }

    private func invoke(_ body: MethodBody, _ reference: Unmanaged<MethodBody>, on receiver: Responder, chainIndex: Int, arguments: consuming [Value],
                        at position: SourcePosition?) throws(ScriptError) -> Value {
        guard depth < limits.depth else { throw tooDeep(body, at: position) }
        observer?.methodEntered(body, receiver: receiver, arguments: arguments, depth: depth)
        var slots = consume arguments
        let count = body.slotNames.count
        if slots.count < count {
            slots.reserveCapacity(count)
            repeat { slots.append(.void) } while slots.count < count
        }
        var result = Value.void
        try withSlots(&slots) { buffer throws(ScriptError) in
            var frame = Frame(bodyReference: reference, receiver: receiver, chainIndex: chainIndex, slots: buffer)
            swap(&current, &frame)
            defer { swap(&current, &frame) }
            depth += 1
            defer { depth -= 1 }
            do throws(ScriptError) {
                if case .returned(let value) = try run(body.runnable) { result = value }
                try checkResult(body, result)
            } catch {
                throw error.located(frame: body.frameName, source: body.source)
            }
        }
        observer?.methodReturned(result, depth: depth)
        return result
    }

    @inline(never)
    private func tooDeep(_ body: MethodBody, at position: SourcePosition?) -> ScriptError {
        ScriptError(kind: .budget, message: "more than \(limits.depth) calls open at once: \(body.frameName) keeps calling deeper (endless recursion?)", position: position)
    }

    /// Checks a call's arguments against the method's signature, whatever its arity.
    private func checkArguments(_ method: MethodKind, _ args: [Value], at position: SourcePosition?) throws(ScriptError) {
        let arity = method.arity
        guard args.count == arity else {
            throw runtime("\(method.selector) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(args.count)", at: position)
        }
        for i in 0..<arity {
            let type = method.parameterType(i), arg = args[i]
            // Worked out only for an error: building it for every call cost a tenth of a tap.
            var label: String { method.labels[i].map { "after \($0):" } ?? "first" }
            switch (type, arg) {
            case (.point, .point), (.touches, .touches), (.event, .event), (.event, .nil), (.any, _), (.touch, _), (.recognizer, _), (.view, _): continue
            case (.point, _):
                throw runtime("\(method.selector) takes a CGPoint \(label), not \(arg.typeName)", at: position)
            case (.touches, _):
                throw runtime("\(method.selector) takes a Set<UITouch> (touches) \(label), not \(arg.typeName)", at: position)
            case (.event, _):
                throw runtime("\(method.selector) takes a UIEvent? \(label), not \(arg.typeName)", at: position)
            }
        }
    }

    /// Checks what a body returned against its signature.
    private func checkResult(_ body: MethodBody, _ result: Value) throws(ScriptError) {
        // Built only for an error message: the selector is a string made on each read.
        var selector: String { body.method.selector }
        switch body.method.returns {
        case .optionalView:
            switch result {
            case .nil: return
            case .object(.view): return
            case .void: throw runtime("\(selector) ended without returning: return a view or nil", at: nil)
            default: throw runtime("\(selector) must return a UIView or nil, not \(describe(result)) (\(result.typeName))", at: nil)
            }
        case .bool:
            if case .bool = result { return }
            if case .void = result { throw runtime("\(selector) ended without returning: return true or false", at: nil) }
            throw runtime("\(selector) must return a Bool, not \(describe(result)) (\(result.typeName))", at: nil)
        case .void:
            if case .void = result { return }
            throw runtime("\(selector) returns nothing: use a bare return", at: nil)
        case .optionalAny:
            if case .void = result { throw runtime("\(selector) ended without returning: return a value or nil", at: nil) }
        }
    }

    // MARK: Statements

    enum Flow { case normal, returned(Value), breakLoop, continueLoop }

    /// Runs statements in order, each read in place (`Stmt.op` and its unretained parts).
    func run(_ statements: [Unmanaged<Stmt>]) throws(ScriptError) -> Flow {
        for statement in statements {
            let flow = try statement.borrow { s throws(ScriptError) in try execute(s) }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Counts a step and reports the line; the one place the step budget is checked.
    private func tick(_ statement: Stmt) throws(ScriptError) {
        steps += 1
        guard steps <= limits.steps else {
            // An evaluation (`p`, a watch, a condition) has its own budget and records no trace.
            let after = nativeStackFloor != 0 ? "`p`, `watch`, `display` and conditions stop there, whatever `option steps=` says"
                : "The trace up to here can still be stepped through (`option steps=N` raises the budget)"
            throw ScriptError(kind: .budget, message: "more than \(limits.steps) steps: an endless loop? " + after, position: statement.position)
        }
        if nativeStackFloor != 0, Self.stackAddress() < nativeStackFloor {
            throw ScriptError(kind: .budget, message: "calls nest too deeply to evaluate here (\(depth) open): p, watch, display and breakpoint conditions have far less stack than a tap", position: statement.position)
        }
        if steps & 4095 == 0 {
            if interruption?.isRequested == true {
                throw ScriptError(kind: .budget, message: "interrupted (Ctrl-C) after \(steps) steps; the trace up to here can still be stepped through", position: statement.position)
            }
            if let observer, observer.recordedBytes > limits.traceBytes {
                throw ScriptError(kind: .budget, message: "the trace passed its memory budget of \(limits.traceBytes >> 20) MB after \(steps) steps: an endless loop? The trace up to here can still be stepped through (`option steps=N` stops it sooner)", position: statement.position)
            }
        }
        observer?.lineReached(statement.position.line, slots: UnsafeBufferPointer(current.slots), changed: current.slotsChanged, depth: depth)
        current.slotsChanged = false
    }

    private func execute(_ statement: Stmt) throws(ScriptError) -> Flow {
        try tick(statement)
        switch statement.op {
        case .expression, .discard:
            let value = try evaluate(statement.value.unsafelyUnwrapped)
            if buildingDepth == depth, statement.op == .expression { collect(value) }
        case .declare:
            setSlot(statement.slot, try statement.value.map { e throws(ScriptError) in try evaluate(e) } ?? .nil)
        case .assign:
            guard case .assign(let target, let op, _) = statement.kind else { break }
            try assign(target, op, try evaluate(statement.value.unsafelyUnwrapped), at: statement.position)
        case .ifElse:
            if try holds(statement.conditions) { return try run(statement.body) }
            if let elseBody = statement.elseBody { return try run(elseBody) }
        case .guardElse:
            if try holds(statement.conditions) { return .normal }
            let flow = try run(statement.body)
            if case .normal = flow {
                throw runtime("the else of a guard must leave the method or loop: end it with return, break or continue", at: statement.position)
            }
            return flow
        case .forIn:
            let sequenceExpr = statement.value.unsafelyUnwrapped
            let sequence = try evaluate(sequenceExpr)
            let items: [Value]
            switch sequence {
            case .array(let a): items = a
            case .touches(let ids): items = ids.map { .touch($0) }
            default: throw runtime("for … in needs an array, not \(sequence.typeName)", at: sequenceExpr.borrow { $0.position })
            }
            for (n, item) in items.enumerated() {
                if n > 0 { try tick(statement) }
                unset(statement.fresh)
                if statement.slot >= 0 { setSlot(statement.slot, item) }
                switch try run(statement.body) {
                case .breakLoop: return .normal
                case .returned(let v): return .returned(v)
                case .normal, .continueLoop: continue
                }
            }
        case .whileLoop:
            var first = true
            while true {
                if !first { try tick(statement) }
                first = false
                guard try holds(statement.conditions) else { break }
                unset(statement.fresh)
                switch try run(statement.body) {
                case .breakLoop: return .normal
                case .returned(let v): return .returned(v)
                case .normal, .continueLoop: continue
                }
            }
        case .returnValue:
            return .returned(try statement.value.map { e throws(ScriptError) in try evaluate(e) } ?? .void)
        case .breakLoop:
            return .breakLoop
        case .continueLoop:
            return .continueLoop
        }
        return .normal
    }

    /// Clears the slots a loop body declares at the start of each pass: a `let` inside the
    /// body has no value until it runs again, so the trace and `p` never show the previous
    /// pass's value as if it were this one's.
    private func unset(_ slots: Range<Int>) {
        for slot in slots {
            if case .void = current.slots[slot] { continue }
            setSlot(slot, .void)
        }
    }

    /// Writes a local of the running frame.
    @inline(__always)
    private func setSlot(_ slot: Int, _ value: Value) {
        current.slots[slot] = value
        current.slotsChanged = true
    }

    private func holds(_ conditions: [Stmt.RunCondition]) throws(ScriptError) -> Bool {
        for condition in conditions {
            if condition.slot < 0 {
                guard try boolean(condition.expr, "a condition") else { return false }
            } else {
                let v = try evaluate(condition.expr)
                if v.isNil { return false }
                setSlot(condition.slot, v)
            }
        }
        return true
    }

    private func assign(_ target: Expr, _ op: Operator?, _ value: Value, at position: SourcePosition) throws(ScriptError) {
        // `offset.width += 10`: a member of a local CGPoint, CGSize or CGRect (a `@State`
        // offset in a gesture's closure) is written as Swift writes a struct's stored property.
        if case .member(let baseExpr, let name, _) = target.kind, case .local(let slot) = baseExpr.kind,
           let member = current.slots[slot].geometryMember(named: name) {
            var new = try op.map { o throws(ScriptError) in try arithmetic(o, member, value, at: position) } ?? value
            if case .int(let n) = new { new = .double(Double(n)) }
            guard let updated = current.slots[slot].settingGeometryMember(name, to: new) else {
                // A member that cannot even take its own value back is one Swift only computes.
                let whole = current.slots[slot].typeName
                guard current.slots[slot].settingGeometryMember(name, to: member) != nil else {
                    throw runtime("\(name) of a \(whole) is read-only in Swift: set the whole \(whole) instead", at: position)
                }
                throw runtime("\(name) of a \(whole) takes a \(member.typeName), not \(new.typeName)", at: position)
            }
            setSlot(slot, updated)
            return
        }
        guard case .local(let slot) = target.kind else {
            try assignProperty(target, op, value, at: position)
            return
        }
        guard let op else { setSlot(slot, value); return }
        setSlot(slot, try arithmetic(op, current.slots[slot], value, at: position))
    }

    /// `self.alpha = 0.5`, `isHidden = true`, `RedView.center = p`: a write to a view property
    /// UIKit lets code change during delivery. It is reported, so the trace can replay it.
    private func assignProperty(_ target: Expr, _ op: Operator?, _ value: Value, at position: SourcePosition) throws(ScriptError) {
        let owner: Responder
        let name: String
        switch target.kind {
        case .selfProperty(let n), .name(let n):
            owner = current.receiver; name = n
        case .member(let baseExpr, let n, _):
            guard case .object(let r) = try evaluate(baseExpr) else {
                throw runtime("only a view's properties can be set, e.g. self.alpha = 0.5", at: position)
            }
            owner = r; name = n
        default:
            throw runtime("only a variable or a view property can be assigned", at: position)
        }
        if case .recognizer(let id) = owner {
            try setRecognizerProperty(name, of: id, value, at: position)
            return
        }
        guard let property = ViewProperty(rawValue: name), property.isBodyWritable else {
            let writable = ViewProperty.allCases.filter(\.isBodyWritable).map(\.rawValue).joined(separator: ", ")
            throw runtime("'\(name)' cannot be set from a body; the view properties a body may set are \(writable)", at: position)
        }
        guard case .view(let id) = owner else {
            throw runtime("\(scene.name(of: owner)) is not a view, so it has no \(name)", at: position)
        }
        if property.isUIKitOnly, current.body?.isDefault != true {
            throw runtime("\(name) is read-only: UIKit sets it while the control tracks a touch (override beginTracking or continueTracking to stop tracking)", at: position)
        }
        var newValue = value
        if let op {
            newValue = try arithmetic(op, try self.property(name, of: owner, at: position), value, at: position)
        }
        do {
            try setViewProperty(property, of: id, to: newValue)
        } catch {
            throw runtime(error.message, at: position)
        }
    }

    /// Sets a view property during delivery and reports it, so the trace replays it: what a
    /// body's assignment does, and what UIKit's own code does when it moves a view (a scroll
    /// view's bounds.origin). Hit-testing, `convert` and `location(in:)` read the new value at
    /// once. The error says what the property takes.
    package func setViewProperty(_ property: ViewProperty, of id: ViewID, to value: Value) throws(ScriptError) {
        try scene.set(property, of: id, to: value)
        observer?.propertyChanged(id, property, value, depth: depth)
    }

    // MARK: Helpers

    /// An address in the current native stack frame (the stack grows down on every platform
    /// HitLab runs on).
    @inline(never)
    static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// A runtime error. The message is built only here, in a function of its own: words
    /// interpolated where a call throws would take room in the native stack frames of every
    /// call a deep hierarchy nests, failing or not.
    @inline(never)
    func runtime(_ message: @autoclosure () -> String, at position: SourcePosition?) -> ScriptError {
        ScriptError(kind: .runtime, message: message(), position: position)
    }

    func boolean(_ e: Expr, _ role: String) throws(ScriptError) -> Bool {
        try truth(try evaluate(e), role, at: e.position)
    }

    func boolean(_ e: Unmanaged<Expr>, _ role: String) throws(ScriptError) -> Bool {
        try e.borrow { e throws(ScriptError) in try boolean(e, role) }
    }

    /// `v` as a Bool, or the error naming `role` (e.g. "the left of &&") at `position`.
    func truth(_ v: Value, _ role: String, at position: SourcePosition) throws(ScriptError) -> Bool {
        guard case .bool(let b) = v else {
            throw runtime("\(role) must be a Bool, not \(describe(v)) (\(v.typeName)); compare it, e.g. x != nil", at: position)
        }
        return b
    }
}
