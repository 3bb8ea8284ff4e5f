import HitLabModel
import HitLabScript
#if canImport(Glibc)
import Glibc
#endif

/// Runs work on a thread with a large stack. The interpreter recurses natively once per
/// interpreted call, and a 10,000-level hierarchy (or a runaway override stopped by the depth
/// budget) needs far more than a main thread's 8 MiB. The stack is reserved, not committed:
/// only the pages a run touches cost memory.
public enum DeepStack {
    /// Stack sizes tried in turn, largest first, for machines that refuse a big reservation.
    public static let sizes = [4 << 30, 1 << 30, 256 << 20]

    public static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            let job = Job { escapable() }
            var thread = pthread_t()
            let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
            var status: Int32 = -1
            for size in sizes where status != 0 {
                var attributes = pthread_attr_t()
                pthread_attr_init(&attributes)
                pthread_attr_setstacksize(&attributes, size)
                status = pthread_create(&thread, &attributes, { raw in
                    let job = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! Runnable
                    job.execute()
                    return nil
                }, context)
                pthread_attr_destroy(&attributes)
            }
            if status != 0 {
                // No thread could be made (resources exhausted): run here, with the usual stack.
                Unmanaged<AnyObject>.fromOpaque(context).release()
                job.execute()
            } else {
                pthread_join(thread, nil)
            }
            return job.result!
        }
    }

    private protocol Runnable: AnyObject { func execute() }

    private final class Job<T>: Runnable {
        package let work: () -> T
        package var result: T?
        package init(_ work: @escaping () -> T) { self.work = work }
        package func execute() { result = work() }
    }
}
