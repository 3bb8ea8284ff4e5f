import HitLabModel
import HitLabScript
/// Builds a `Trace` as the interpreter and the pipeline report what they do.
final class TraceRecorder: ExecutionObserver {
    private(set) var trace: Trace
    /// Indices into `trace.calls` of the calls open now, innermost last.
    private var open: [Int32] = []
    /// For each open call, its latest locals snapshot (start in `trace.values`, count).
    private var snapshots: [(start: Int32, count: UInt16)] = []

    init(scene: Scene, runtime: RuntimeState = RuntimeState()) { trace = Trace(scene: scene, runtime: runtime) }

    private var currentCall: Int32 { open.last ?? -1 }

    /// Bytes of the printed lines and control events so far (their count alone says little).
    private var textBytes = 0

    /// The trace's fixed-size parts by their strides, the texts by their bytes. Values that
    /// point to storage (strings, arrays) count once each by `MemoryBudget.totalBytes`.
    var recordedBytes: Int {
        trace.records.count * MemoryLayout<TraceRecord>.stride
            + trace.calls.count * MemoryLayout<TraceCall>.stride
            + trace.values.count * MemoryLayout<Value>.stride
            + trace.changes.count * (MemoryLayout<StateChange>.stride + MemoryLayout<Int32>.stride)
            + textBytes
    }

    /// The bodies the trace holds, by identity; the last one kept, checked first (a run
    /// alternates among a handful of bodies).
    private var keptBodies: Set<ObjectIdentifier> = []
    private var lastKept: ObjectIdentifier?

    /// Makes the trace hold `body`, which its calls refer to unretained.
    private func keep(_ body: MethodBody) {
        let id = ObjectIdentifier(body)
        guard id != lastKept else { return }
        lastKept = id
        if keptBodies.insert(id).inserted { trace.bodies.append(body) }
    }

    /// How many calls are open now (the depth of a record made now).
    var openCalls: Int { open.count }

    private func append(_ kind: TraceRecord.Kind, depth: Int, a: Int32 = 0, b: Int32 = 0, count: UInt16 = 0) {
        trace.records.append(TraceRecord(kind: kind, count: count, depth: Int32(depth), call: currentCall, a: a, b: b))
    }

    /// Makes `event` the one the following calls run with.
    func begin(_ event: Event) {
        if trace.events.last != event { trace.events.append(event) }
    }

    func phase(_ phase: Phase, _ touchPhase: TouchPhase) {
        append(.phase, depth: open.count,
               a: Int32(Phase.allCases.firstIndex(of: phase)!),
               b: Int32(Trace.touchPhases.firstIndex(of: touchPhase)!))
    }

    /// Records a runtime state change made by the pipeline or by a body.
    func stateChanged(_ change: StateChange) {
        trace.changeRecords.append(Int32(trace.records.count))
        trace.changes.append(change)
        append(.state, depth: open.count, a: Int32(trace.changes.count - 1))
    }

    func failed(_ error: ScriptError) {
        trace.errors.append(error)
        append(.failed, depth: open.count, a: Int32(trace.errors.count - 1))
    }

    // MARK: ExecutionObserver

    func methodEntered(_ body: MethodBody, receiver: Responder, arguments: [Value], depth: Int) {
        let callIndex = Int32(trace.calls.count)
        keep(body)
        trace.calls.append(TraceCall(body: body, receiver: receiver, argumentStart: Int32(trace.values.count), argumentCount: Int32(arguments.count),
                                     depth: Int32(depth), parent: currentCall, event: Int32(max(0, trace.events.count - 1)),
                                     entry: Int32(trace.records.count)))
        for argument in arguments { trace.values.append(argument) }
        append(.call, depth: depth, a: callIndex)
        open.append(callIndex)
        snapshots.append((-1, 0))
    }

    func lineReached(_ line: Int, slots: UnsafeBufferPointer<Value>, changed: Bool, depth: Int) {
        var snapshot = snapshots[snapshots.count - 1]
        if changed || snapshot.start < 0 {
            var count = slots.count
            while count > 0, case .void = slots[count - 1] { count -= 1 }
            snapshot = (Int32(trace.values.count), UInt16(count))
            for i in 0..<count { trace.values.append(slots[i]) }
            snapshots[snapshots.count - 1] = snapshot
        }
        append(.line, depth: depth, a: Int32(line), b: snapshot.start, count: snapshot.count)
    }

    func methodReturned(_ value: Value, depth: Int) {
        snapshots.removeLast()
        let callIndex = open.removeLast()
        trace.calls[Int(callIndex)].exit = Int32(trace.records.count)
        trace.values.append(value)
        trace.records.append(TraceRecord(kind: .returned, count: 0, depth: Int32(depth), call: callIndex,
                                         a: Int32(trace.values.count - 1), b: 0))
    }

    func printed(_ text: String, depth: Int) {
        textBytes += text.utf8.count + MemoryLayout<String>.stride
        trace.texts.append(text)
        append(.printed, depth: depth, a: Int32(trace.texts.count - 1))
    }

    func propertyChanged(_ view: ViewID, _ property: ViewProperty, _ value: Value, depth: Int) {
        if trace.firstViewChange == nil { trace.firstViewChange = trace.records.count }
        stateChanged(.viewProperty(view, property, value))
        // A learner's body that moved a view: who, kept for `why` and `explain`.
        if property.placesView, let c = open.last, !trace.calls[Int(c)].body.isDefault {
            stateChanged(.movedBy(view, trace.mover(ofCall: Int(c), property: property.rawValue)))
        }
    }

    func deliveringTouches(_ touchPhase: TouchPhase, depth: Int) {
        phase(.delivery, touchPhase)
    }

    func firstResponderChanged(_ responder: Responder?, depth: Int) {
        stateChanged(.firstResponder(responder))
    }

    func actionSent(control: Responder, event: String, depth: Int) {
        guard case .view(let id) = control else { return }
        textBytes += event.utf8.count + MemoryLayout<String>.stride
        trace.texts.append(event)
        append(.action, depth: depth, a: Int32(trace.texts.count - 1), b: id.index)
    }
}
