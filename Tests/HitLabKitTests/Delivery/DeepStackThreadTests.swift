import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabConsole
import HitLabKit

/// Deep-stack work runs on long-lived threads: a tap hands its work to an idle thread instead
/// of making one, which used to fault a fresh stack in and unmap it on every tap.
@Suite struct DeepStackThreadTests {
    @Test func runsOneAfterAnotherShareOneThread() {
        let pool = DeepStackPool()
        for i in 0..<100 {
            let onWorker = pool.run { DeepStackWorker.isCurrent }
            #expect(onWorker, "run \(i) did not run on a deep-stack thread")
        }
        #expect(pool.threadsMade == 1)
    }

    @Test func aRunInsideARunStaysOnItsThread() {
        let pool = DeepStackPool()
        let (outer, inner) = pool.run { () -> (pthread_t, pthread_t) in
            (pthread_self(), pool.run { pthread_self() })
        }
        #expect(pthread_equal(outer, inner) != 0)
        #expect(pool.threadsMade == 1)
    }

    @Test func runsAtTheSameTimeMakeOneThreadEachThenReuseThem() {
        let pool = DeepStackPool()
        let lanes = 2
        for _ in 0..<20 {
            DispatchQueue.concurrentPerform(iterations: lanes) { _ in _ = pool.run { DeepStackWorker.isCurrent } }
        }
        // Never more threads than runs that overlapped; 40 runs on new threads would be 40.
        #expect(pool.threadsMade >= 1 && pool.threadsMade <= lanes)
    }

    @Test func tapsMakeNoThreadOnceOneExists() {
        let session = Session()
        _ = session.runScript("view Box 0 0 100 100")
        _ = session.execute("tap 5 5")
        let before = DeepStack.pool.threadsMade
        for _ in 0..<200 { _ = session.execute("tap 5 5") }
        // Other suites tap at the same time on the shared threads, so a few more may be made
        // while they overlap; a thread per tap would be 200.
        let made = DeepStack.pool.threadsMade - before
        #expect(made <= 2 * ProcessInfo.processInfo.activeProcessorCount, "200 taps made \(made) threads")
    }

    @Test func theDeepestTapStillFitsAfterManyRuns() throws {
        var f = Fixture(width: 20_000, height: 20_000)
        var parent: ViewID? = nil
        for i in 0..<10_000 {
            parent = try f.scene.addView(name: "Level\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: 19_000 - Double(i), height: 19_000 - Double(i)), in: parent)
        }
        for _ in 0..<2 {
            let result = f.tap(15_000, 15_000)
            #expect(result.error == nil)
            #expect(result.hitView == parent)
        }
    }
}
