import HitLabModel
import HitLabScript

/// Runs work on a thread with a large stack. The interpreter recurses natively once per
/// interpreted call, and a 10,000-level hierarchy (or a runaway override stopped by the depth
/// budget) needs far more than a main thread's 8 MiB. The stack is reserved, not committed:
/// only the pages a run touches cost memory.
///
/// The threads live on (`DeepStackPool`): a run takes an idle one and gives it back, so a tap,
/// a check's probe or a graded file makes no thread. A new thread for every run faulted its
/// stack in page by page and unmapped it after, a third of a 10,000-deep tap's time.
public enum DeepStack {
    /// Stack sizes tried in turn, largest first, for machines that refuse a big reservation.
    public static let sizes = [4 << 30, 1 << 30, 256 << 20]

    /// The threads every run in this process shares.
    package static let pool = DeepStackPool()

    public static func run<T>(_ body: () -> T) -> T { pool.run(body) }
}
