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

    public func request() { requested.store(true, ordering: .relaxed) }
    public func clear() { requested.store(false, ordering: .relaxed) }
    public var isRequested: Bool { requested.load(ordering: .relaxed) }
}

extension Interruption: Equatable {
    /// Two interruptions are the same when they are the same object.
    public static func == (a: Interruption, b: Interruption) -> Bool { a === b }
}
