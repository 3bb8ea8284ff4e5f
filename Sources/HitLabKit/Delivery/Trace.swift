import HitLabModel
import HitLabScript
/// Everything one delivery did, in order: pipeline phases, calls with their arguments, every
/// statement with its locals, returns, printed lines, control actions and any error. Records
/// are fixed-size and reached by index in O(1); values live in one flat array, so a trace of a
/// million records stays in the tens of megabytes.
public struct Trace: Sendable {
    public internal(set) var records = ChunkedArray<TraceRecord>()
    public internal(set) var calls = ChunkedArray<TraceCall>()
    public internal(set) var values = ChunkedArray<Value>()
    public internal(set) var texts: [String] = []
    /// Every body a call ran, once each: they live as long as the trace, which the calls
    /// (holding them unretained) rely on.
    public internal(set) var bodies: [MethodBody] = []
    public internal(set) var errors: [ScriptError] = []
    /// The events the delivery ran with (one per hit test or sendEvent), for evaluating
    /// expressions in a stopped frame.
    public internal(set) var events: [Event] = []
    /// The scene the delivery ran against (with the view properties bodies had set before it),
    /// for names and geometry when reading the trace.
    public let scene: Scene
    /// The runtime state when the delivery started: the touches already down.
    public let initialRuntime: RuntimeState
    /// Every runtime state change, in order, with the record that made it.
    public internal(set) var changes: [StateChange] = []
    public internal(set) var changeRecords: [Int32] = []
    /// The record of the first view property a body set, if any.
    public internal(set) var firstViewChange: Int?

    public init(scene: Scene, runtime: RuntimeState = RuntimeState()) {
        self.scene = scene
        self.initialRuntime = runtime
    }

    /// The runtime state as it was when record `index` was reached (changes made by earlier
    /// records applied, that one's too when it is a change), so the debugger shows it as of
    /// any position, backwards too.
    public func runtime(at index: Int) -> RuntimeState {
        var state = initialRuntime
        // The changes are in record order: the first one after `index` ends the replay.
        for (n, record) in changeRecords.enumerated() {
            guard Int(record) <= index else { break }
            state.apply(changes[n])
        }
        return state
    }

    /// A recognizer's state just before change `n`: the last change of it before that one, or
    /// its state when the trace began; found without rebuilding the whole runtime state.
    public func recognizerState(_ id: RecognizerID, beforeChange n: Int) -> RecognizerState {
        var k = n - 1
        while k >= 0 {
            if case .recognizer(id, let runtime) = changes[k] { return runtime.state }
            k -= 1
        }
        return initialRuntime.recognizer(id).state
    }

    /// The scene as the methods saw it at record `index`: with the properties bodies had set
    /// by then.
    public func scene(at index: Int) -> Scene {
        // Most traces change no view: the start scene is the scene at every record.
        guard let first = firstViewChange, first <= index else { return scene }
        var scene = self.scene
        for (n, record) in changeRecords.enumerated() {
            guard Int(record) <= index else { break }
            guard case .viewProperty(let id, let property, let value) = changes[n], scene.contains(id) else { continue }
            scene.replay(property, of: id, to: value)
        }
        return scene
    }

    public var count: Int { records.count }
    public subscript(i: Int) -> TraceRecord { records[i] }

    /// A call's first argument; nil for a call that has none (`becomeFirstResponder`, a
    /// recognizer's action, `canResignFirstResponder`), whose `argumentStart` is where the
    /// next call's arguments begin, or past the end of `values`.
    public func firstArgument(of call: TraceCall) -> Value? {
        call.argumentCount > 0 ? values[Int(call.argumentStart)] : nil
    }

    /// Record `i` in readable form.
    public func event(at i: Int) -> TraceEvent {
        let r = records[i]
        switch r.kind {
        case .phase:
            return .phase(Phase.allCases[Int(r.a)], Self.touchPhases[Int(r.b)])
        case .call:
            let call = calls[Int(r.a)]
            let start = Int(call.argumentStart)
            return .call(call, arguments: (start..<start + Int(call.argumentCount)).map { values[$0] })
        case .line:
            let names = calls[Int(r.call)].body.slotNames
            // Typed as the event's own labelled pairs: an unlabelled array would be converted
            // element by element (a dynamic cast each) when the event is made.
            var locals: [(name: String, value: Value)] = []
            locals.reserveCapacity(min(names.count, Int(r.count)))
            for (n, name) in names.prefix(Int(r.count)).enumerated() {
                let v = values[Int(r.b) + n]
                if case .void = v { continue }
                locals.append((name, v))
            }
            return .line(Int(r.a), locals: locals)
        case .returned:
            return .returned(values[Int(r.a)])
        case .printed:
            return .printed(texts[Int(r.a)])
        case .action:
            return .action(control: ViewID(r.b), event: texts[Int(r.a)])
        case .failed:
            return .failed(errors[Int(r.a)])
        case .state:
            return .state(changes[Int(r.a)])
        }
    }

    /// The printed lines, in order.
    public var printedLines: [String] {
        records.compactMap { $0.kind == .printed ? texts[Int($0.a)] : nil }
    }

    static let touchPhases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]

    /// Approximate bytes held by the trace's storage, for the benchmark.
    public var approximateBytes: Int {
        records.reservedBytes + calls.reservedBytes + values.reservedBytes
            + texts.reduce(0) { $0 + $1.utf8.count + 16 }
    }
}

extension Trace {
    /// Whether call `c` was made with `super` from the same method on the same receiver (part
    /// of one send, so a method breakpoint does not stop on it again). `super` runs a
    /// superclass's implementation, so a call of the same class's body is a nested call, not
    /// a super call: SwiftUI's hit-test (`_UIHostingView._hitTest`) calls itself on its host for
    /// each layer, and a breakpoint stops at each, as lldb stops at each call of a recursion.
    package func isSuperCall(_ c: Int) -> Bool {
        let call = calls[c]
        guard call.parent >= 0 else { return false }
        let parent = calls[Int(call.parent)]
        return parent.receiver == call.receiver && parent.method == call.method && parent.body.className != call.body.className
    }
}

extension Trace {
    /// The responder that ran the action method `name` (the last one, if several did).
    public func performer(of name: String) -> Responder? {
        for i in stride(from: calls.count - 1, through: 0, by: -1) {
            let call = calls[i]
            if call.method.isAction, call.method.name == name { return call.receiver }
        }
        return nil
    }
}
