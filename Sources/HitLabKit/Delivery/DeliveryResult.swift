/// What a delivery produced: the full trace, and the facts a summary line needs.
public struct DeliveryResult: Sendable {
    public let trace: Trace
    /// The view each finger's touch was bound to when it began (nil: no view took it).
    public let hitViews: [Int: ViewID?]
    /// The error that stopped the delivery, if any; the trace runs up to it.
    public let error: ScriptError?
    /// True for a bare hit test, which delivers no touches (so has no responder chain to show).
    public var isHitTestOnly = false

    /// The hit view of the first finger, the one a tap has.
    public var hitView: ViewID? { hitViews[0] ?? nil }

    public var printedLines: [String] { trace.printedLines }

    /// The responder chain from the first finger's hit view.
    public var responderChain: [Responder] {
        hitView.map { trace.scene.responderChain(from: .view($0)) } ?? []
    }
}
