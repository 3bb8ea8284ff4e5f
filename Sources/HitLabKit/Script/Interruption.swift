import HitLabModel
import Synchronization

/// A request to stop the running delivery, made from outside it: the REPL's Ctrl-C handler
/// sets it, the interpreter sees it within a few thousand steps and stops as it does at a
/// budget. Safe to set from a signal handler (a lock-free atomic store).
public final class Interruption: Sendable {
    private let requested = Atomic<Bool>(false)

    public init() {}

    /// The one the REPL's Ctrl-C sets and every delivery checks unless told otherwise.
    public static let shared = Interruption()

    private let duringNextRun = Atomic<Bool>(false)

    public func request() { requested.store(true, ordering: .relaxed) }

    /// A Ctrl-C that arrives once the next run has started: every run clears the request as it
    /// begins, and this one takes effect at that clear. It lets a caller stop a chosen run
    /// without racing a timer against it.
    public func requestDuringNextRun() { duringNextRun.store(true, ordering: .relaxed) }

    /// Forgets a request; a run calls it as it begins (when a request for that run is armed,
    /// the request is made instead).
    public func clear() {
        requested.store(duringNextRun.exchange(false, ordering: .relaxed), ordering: .relaxed)
    }
    public var isRequested: Bool { requested.load(ordering: .relaxed) }
}

extension Interruption: Equatable {
    /// Two interruptions are the same when they are the same object.
    public static func == (a: Interruption, b: Interruption) -> Bool { a === b }
}
