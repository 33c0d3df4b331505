import Dispatch
import PassageLibC
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
        })
      #expect(log.callerRuns == 1)
      #expect(ranOnCallingThread)
      #expect(log.helperIndices == Array(1..<threads), "\(threads) threads")
    }
  }

  @Test func helpersThatCannotStartDoNotHoldUpACallerThatDoesTheWorkAlone() {
    // Every thread of the pool runs a caller that waits for no helper: each finishes alone.
    let log = Log()
    Parallel.forEach(16, workers: 16) { _ in
      Parallel.withHelpers(3, worker: { log.helper($0) }, caller: { log.caller() })
    }
    #expect(log.callerRuns == 16)
    #expect(log.helperIndices.count == 16 * 2)
  }
}
