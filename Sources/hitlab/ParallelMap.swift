import Foundation

/// `map` on every core: each item is worked on by whichever thread is free, and the results
/// come back in the items' order. For work that shares nothing between items, such as
/// checking one file.
enum ParallelMap {
    static func map<Item: Sendable, T: Sendable>(_ items: [Item], _ transform: @escaping @Sendable (Item) -> T) -> [T] {
        let slots = Slots<T>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in slots.put(transform(items[i]), at: i) }
        return slots.all
    }

    /// One result slot per item. Each slot is written by one iteration only, and all are read
    /// after every iteration has finished, so the slots need no lock.
    private final class Slots<T>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<T?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            _ = storage.deinitialize()
            storage.deallocate()
        }

        func put(_ value: T, at i: Int) { storage[i] = value }
        var all: [T] { storage.map { $0! } }
    }
}
