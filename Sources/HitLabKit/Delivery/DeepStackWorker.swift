#if canImport(Glibc)
import Glibc
#endif

/// One long-lived thread with a large stack that runs one piece of work at a time, handed to
/// it by `perform`, which waits until the work is done. The hand-off is a mutex and two
/// condition variables; between runs the thread waits, for as long as the process lives.
final class DeepStackWorker: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let workArrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let workDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `lock`: the work to run next, and whether the last one has finished.
    private var work: (() -> Void)?
    private var finished = false

    /// Marks the worker threads, so work already on one runs in place.
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the calling thread is one of these workers.
    static var isCurrent: Bool { pthread_getspecific(marker) != nil }

    /// Starts the thread with the first stack size the system grants; nil when none is.
    init?(sizes: [Int]) {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(workArrived, nil)
        pthread_cond_init(workDone, nil)
        _ = Self.marker
        var thread = pthread_t()
        var status: Int32 = -1
        let context = Unmanaged.passRetained(self).toOpaque()
        for size in sizes where status != 0 {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, size)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            status = pthread_create(&thread, &attributes, { raw in
                Unmanaged<DeepStackWorker>.fromOpaque(raw!).takeRetainedValue().serve()
                return nil
            }, context)
            pthread_attr_destroy(&attributes)
        }
        guard status == 0 else {
            Unmanaged<DeepStackWorker>.fromOpaque(context).release()
            return nil
        }
    }

    /// Runs `body` on this worker's thread and returns when it has finished; the worker keeps
    /// no reference to `body` after that.
    func perform(_ body: @escaping () -> Void) {
        pthread_mutex_lock(lock)
        work = body
        finished = false
        pthread_cond_signal(workArrived)
        while !finished { pthread_cond_wait(workDone, lock) }
        pthread_mutex_unlock(lock)
    }

    /// The thread's loop: wait for work, run it, say it is done.
    private func serve() {
        pthread_setspecific(Self.marker, UnsafeRawPointer(bitPattern: 1))
        pthread_mutex_lock(lock)
        while true {
            while work == nil { pthread_cond_wait(workArrived, lock) }
            runNext()
            finished = true
            pthread_cond_signal(workDone)
        }
    }

    /// Runs the waiting work outside the lock; called and returning with the lock held. The
    /// work is released before this returns, so `perform`'s caller may end its life.
    @inline(never)
    private func runNext() {
        let body = work!
        work = nil
        pthread_mutex_unlock(lock)
        body()
        pthread_mutex_lock(lock)
    }
}
