import HitLabModel
import HitLabScript
/// What a delivery produced: the full trace, and the facts a summary line needs.
public struct DeliveryResult: Sendable {
    public let trace: Trace
    /// The view each new touch was bound to when it began (nil: no view took it), by finger,
    /// in the order the touches began.
    public let hits: [(finger: Int, view: ViewID?)]
    /// The error that stopped the delivery, if any; the trace runs up to it.
    public let error: ScriptError?
    /// True for a bare hit test, which delivers no touches (so has no responder chain to show).
    public var isHitTestOnly = false
    /// What a message sent from the prompt returned, or who got an event with no position.
    public var returned: Value?
    /// What SwiftUI's hit-test found for each new touch UIKit gave a hosting view.
    public var swiftUIHits: [SwiftUIHit] = []

    public init(trace: Trace, hits: [(finger: Int, view: ViewID?)], error: ScriptError?) {
        self.trace = trace
        self.hits = hits
        self.error = error
    }

    /// The hit view of the first touch that began, the one a tap has.
    public var hitView: ViewID? { hits.first?.view ?? nil }

    public var printedLines: [String] { trace.printedLines }

    /// The responder chain from the first touch's hit view.
    public var responderChain: [Responder] {
        hitView.map { trace.scene.responderChain(from: .view($0)) } ?? []
    }
}
