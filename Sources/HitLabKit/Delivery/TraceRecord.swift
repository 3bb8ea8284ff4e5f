import HitLabModel
import HitLabScript
/// One fixed-size entry of a `Trace`. The meaning of `a` and `b` depends on `kind`; `Trace`
/// turns records into readable `TraceEvent`s, so nothing else needs to know the layout.
public struct TraceRecord: Sendable {
    public enum Kind: UInt8, Sendable {
        /// a: Phase index, b: TouchPhase index.
        case phase
        /// a: index into `Trace.calls`.
        case call
        /// a: source line, b: start of the frame's slot values in `Trace.values`, count: how
        /// many slots were stored (unset trailing slots are left out; unchanged frames share).
        case line
        /// a: index into `Trace.values` of the returned value.
        case returned
        /// a: index into `Trace.texts`.
        case printed
        /// a: index into `Trace.texts` (the control event), b: the control's view index.
        case action
        /// a: index into `Trace.errors`.
        case failed
        /// a: index into `Trace.changes`.
        case state
    }

    public var kind: Kind
    /// Kind-specific small count (the stored slots of a `.line`).
    public var count: UInt16
    /// Calls open when the record was made (0 outside any method).
    public var depth: Int32
    /// The call the record belongs to, -1 for pipeline records outside any method.
    public var call: Int32
    public var a: Int32
    public var b: Int32
}

/// One method call in a trace: who received it, which body ran and with what arguments.
/// Plain values only: the trace holds every body its calls ran (`Trace.bodies`), so reading or
/// copying a call (the debugger's scans do at every call of a million-record trace) retains nothing.
public struct TraceCall: Sendable {
    /// The body that ran, unretained.
    package let bodyReference: Unmanaged<MethodBody>
    public var body: MethodBody { bodyReference.takeUnretainedValue() }
    /// The body's method, kept beside it so a breakpoint's test reads no object.
    public let method: MethodKind
    public let receiver: Responder
    /// The arguments in `Trace.values`, starting here.
    public let argumentStart: Int32
    /// How many arguments the call had (its selector's arity).
    public let argumentCount: Int32
    public let depth: Int32
    /// The index of the calling call, -1 for one made by the pipeline.
    public let parent: Int32
    /// The UIEvent the call ran with, an index into `Trace.events`.
    public let event: Int32
    /// Index of this call's `.call` record and of its `.returned` record (-1 until it returns).
    public let entry: Int32
    public internal(set) var exit: Int32

    init(body: MethodBody, receiver: Responder, argumentStart: Int32, argumentCount: Int32, depth: Int32, parent: Int32, event: Int32, entry: Int32) {
        bodyReference = .passUnretained(body)
        method = body.method
        self.receiver = receiver
        self.argumentStart = argumentStart
        self.argumentCount = argumentCount
        self.depth = depth
        self.parent = parent
        self.event = event
        self.entry = entry
        exit = -1
    }
}
