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

    public init(scene: Scene = Scene(width: 375, height: 667), classes: ClassTable = ClassTable(),
                options: DeliveryOptions = DeliveryOptions(), clock: SimulatedClock = SimulatedClock()) {
        self.scene = scene
        self.classes = classes
        self.options = options
        self.clock = clock
    }
}
