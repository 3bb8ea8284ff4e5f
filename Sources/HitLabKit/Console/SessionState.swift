import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Everything a session's commands change, as one value: a failed command is undone
/// (`checkpoint` / `rollBack`), so the scene is unchanged after any error.
public struct SessionState: Sendable {
    public var scene: Scene
    public var classes: ClassTable
    /// What changes while touches are delivered: the fingers on the glass (they stay down
    /// between commands) and the view properties bodies set.
    public var runtime = RuntimeState()
    public var options: DeliveryOptions
    public var clock: SimulatedClock
    /// The last tap or hit test, for `trace`, `draw` and (later) the debugger.
    public var lastDelivery: DeliveryResult?
    /// The command, as typed, that recorded `lastDelivery`.
    public var lastDeliveryCommand: String?
    /// The recordings before `lastDelivery` of the touch still under way: those of the
    /// commands since the glass was last empty and the scene last changed, oldest first.
    public var earlierDeliveries: [DeliveredCommand] = []
    public var lastTouch: Point?
    /// What the last delivering command said after its output (the hit view and chain, where
    /// the fingers are), shown again when a paused touch runs to its end.
    public var lastSummary: String?
    /// Kept across taps and scene changes, like a debugger's breakpoints across runs.
    public var breakpoints = BreakpointTable()
    /// A cursor over the last touch; paused while it is not at the end.
    public var debugger: Debugger?
    /// Expressions printed at every stop, by number.
    public var displays: [(number: Int, expression: String)] = []
    public var nextDisplay = 1
    /// Whether each stop is narrated in a sentence.
    public var explains = false
    /// The SwiftUI content evaluated and laid out, kept between commands and deliveries while
    /// the scene, classes and `@State` it was made from stay the same.
    public let swiftUICache = SwiftUIContentCache()
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

/// Undoing a failed command in proportion to what it changed: the scene and the class table
/// journal their own changes; the rest of the state is small and is kept as a copy.
extension SessionState {
    /// The state before a command, without the scene and classes (whose journals undo them).
    struct Checkpoint {
        fileprivate let rest: SessionState
    }

    private static let emptyScene = Scene(width: 0, height: 0)
    private static let emptyClasses = ClassTable()

    /// Starts recording, and keeps what the journals do not cover. The copy holds no reference
    /// to the scene's storage, so changing the scene copies nothing.
    mutating func checkpoint() -> Checkpoint {
        scene.beginJournal()
        classes.beginJournal()
        var rest = self
        rest.scene = Self.emptyScene
        rest.classes = Self.emptyClasses
        return Checkpoint(rest: rest)
    }

    /// Keeps the command's changes.
    mutating func commit() {
        scene.commitJournal()
        classes.commitJournal()
    }

    /// Puts everything back as it was at `checkpoint`.
    mutating func rollBack(to checkpoint: Checkpoint) {
        scene.rollBack()
        classes.rollBack()
        let (scene, classes) = (self.scene, self.classes)
        self = checkpoint.rest
        self.scene = scene
        self.classes = classes
    }
}
