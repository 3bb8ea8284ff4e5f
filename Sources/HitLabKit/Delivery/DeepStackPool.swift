import Synchronization

/// The long-lived deep-stack threads: a run takes an idle one (and makes one only when none is
/// idle, so there are as many as runs ever overlapped: one per core while a class is graded)
/// and gives it back when done. Work already on one of these threads runs where it is.
package final class DeepStackPool: Sendable {
    private let state = Mutex<(idle: [DeepStackWorker], made: Int, handedOff: Int)>(([], 0, 0))

    init() {}

    /// How many threads this pool has made (tests count them: a run should make none).
    var threadsMade: Int { state.withLock { $0.made } }

    /// How many runs were handed to one of its threads, each a wake-up and a wait (tests
    /// count them: a graded file hands its probes over once, not once a probe).
    var handoffs: Int { state.withLock { $0.handedOff } }

    /// Runs `body` on an idle deep-stack thread and waits for it; runs it in place when the
    /// caller is already on one, or when no thread can be made (resources exhausted).
    package func run<T>(_ body: () -> T) -> T {
        if DeepStackWorker.isCurrent { return body() }
        guard let worker = take() else { return body() }
        defer { give(worker) }
        var result: T?
        withoutActuallyEscaping({ result = body() }) { work in worker.perform(work) }
        return result!
    }

    private func take() -> DeepStackWorker? {
        if let idle = state.withLock({ s -> DeepStackWorker? in
            s.handedOff += 1
            return s.idle.popLast()
        }) { return idle }
        guard let worker = DeepStackWorker(sizes: DeepStack.sizes) else { return nil }
        state.withLock { $0.made += 1 }
        return worker
    }

    private func give(_ worker: DeepStackWorker) { state.withLock { $0.idle.append(worker) } }
}
