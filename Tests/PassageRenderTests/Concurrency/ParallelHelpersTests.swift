import Dispatch
import PassageLibC
import PassageTestSupport
import Testing

@testable import PassageRender

/// Work shared between the calling thread and helpers: the caller's part runs once, on the
/// calling thread; each helper gets its own index; and nothing waits for a helper that cannot
/// start, even when every thread is already busy.
@Suite struct ParallelHelpersTests {
  /// What ran where.
  final class Log: @unchecked Sendable {
    // Safety: the fields are touched only inside `lock.sync`.
    private var helpers: [Int] = []
    private var callers = 0
    private let lock = DispatchQueue(label: "ParallelHelpersTests")

    func helper(_ index: Int) { lock.sync { helpers.append(index) } }
    func caller() { lock.sync { callers += 1 } }
    var helperIndices: [Int] { lock.sync { helpers.sorted() } }
    var callerRuns: Int { lock.sync { callers } }
  }

  /// Swift Testing runs this on a thread of the cooperative pool, from which libdispatch may run
  /// every `concurrentPerform` iteration elsewhere: the caller's part still runs here.
  @Test func theCallerRunsOnceOnTheCallingThreadAndEachHelperHasItsOwnIndex() {
    for threads in [1, 2, 3, 5] {
      let log = Log()
      let callingThread = pthread_self()
      var ranOnCallingThread = false
      Parallel.withHelpers(
        threads, worker: { log.helper($0) },
        caller: {
          log.caller()
          ranOnCallingThread = pthread_equal(pthread_self(), callingThread) != 0
          // Free threads take the helpers' parts while the caller works: wait (at most 5 s)
          // until all have.
          for _ in 0..<5_000 where log.helperIndices.count < threads - 1 { usleep(1_000) }
        })
      expectEqual(log.callerRuns, 1)
      #expect(ranOnCallingThread)
      expectEqual(log.helperIndices, Array(1..<threads), "\(threads) threads")
    }
  }

  @Test func helpersThatCannotStartDoNotHoldUpACallerThatDoesTheWorkAlone() {
    // Every thread of the pool runs a caller that waits for no helper: each finishes, and a
    // helper that had not started by then never runs.
    let log = Log()
    Parallel.forEach(16, workers: 16) { _ in
      Parallel.withHelpers(3, worker: { log.helper($0) }, caller: { log.caller() })
    }
    expectEqual(log.callerRuns, 16)
    #expect(log.helperIndices.count <= 16 * 2)
    #expect(log.helperIndices.allSatisfy { (1...2).contains($0) })
  }

  /// A helper that starts after its caller has returned would call a worker that no longer
  /// exists: none does, however late the pool gets to it.
  @Test func noHelperRunsAfterWithHelpersHasReturned() {
    let log = Log()
    for _ in 0..<200 {
      Parallel.withHelpers(4, worker: { log.helper($0) }, caller: {})
    }
    let settled = log.helperIndices.count
    usleep(50_000)
    expectEqual(log.helperIndices.count, settled)
  }
}
