/// Everything a session's commands change, as one value: a failed command puts the copy
/// taken before it back, so the scene is unchanged after any error.
public struct SessionState: Sendable {
    public var scene: Scene
    public var classes: ClassTable
    public var options: DeliveryOptions
    public var clock: SimulatedClock
    /// The last tap or hit test, for `trace`, `draw` and (later) the debugger.
    public var lastDelivery: DeliveryResult?
    public var lastTouch: Point?
    /// Kept across taps and scene changes, like a debugger's breakpoints across runs.
    public var breakpoints = BreakpointTable()
    /// A cursor over the last touch; paused while it is not at the end.
    public var debugger: Debugger?
    /// Expressions printed at every stop, by number.
    public var displays: [(number: Int, expression: String)] = []
    public var nextDisplay = 1
    /// Whether each stop is narrated in a sentence.
    public var explains = false
    /// Values that layers above Console keep with the scene (Lessons keeps the exercise being
    /// worked on), keyed by their type. They are rolled back and restored with the rest of the
    /// state, and a new `window` or `load` drops them.
    private var extras: [ObjectIdentifier: any Sendable] = [:]

    /// True while a recorded touch is stopped part-way. A touch that ended in an error is not
    /// paused (the scene can be fixed at once), though it can still be stepped back through.
    public var isPaused: Bool { debugger.map { !$0.isAtEnd && !$0.isAtError } ?? false }

    public subscript<Value: Sendable>(extra key: Value.Type) -> Value? {
        get { extras[ObjectIdentifier(key)] as? Value }
        set { extras[ObjectIdentifier(key)] = newValue }
    }

    public init(scene: Scene = Scene(width: 375, height: 667), classes: ClassTable = ClassTable(),
                options: DeliveryOptions = DeliveryOptions(), clock: SimulatedClock = SimulatedClock()) {
        self.scene = scene
        self.classes = classes
        self.options = options
        self.clock = clock
    }
}
