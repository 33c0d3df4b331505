import Dispatch
import PassageLibC

/// Runs independent pieces of work on several threads and gathers their results in order, so
/// that what comes out does not depend on how many threads ran or how they were scheduled.
///
/// Work is split statically: worker `w` of `W` handles indices `w, w + W, w + 2W, …`, one after
/// the other, so state kept per worker (``PerWorker``) is never touched by two threads at once.
/// With one worker (or one piece of work) everything runs on the calling thread.
package enum Parallel {
  /// The number of processors online (at least 1): the default number of workers.
  package static let coreCount: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

  /// `body(worker, index)` for every `index` in `0..<count`, in index order, computed by up to
  /// `workers` threads (clamped to 1…`count`).
  package static func map<T: Sendable>(
    _ count: Int, workers: Int, _ body: @Sendable (_ worker: Int, _ index: Int) -> T
  ) -> [T] {
    let threads = min(max(workers, 1), count)
    guard threads > 1 else { return (0..<count).map { body(0, $0) } }
    let slots = Slots<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
      for index in stride(from: worker, to: count, by: threads) { slots.set(index, body(worker, index)) }
    }
    return slots.values()
  }

  /// `body(index)` for every `index` in `0..<count`: on the calling thread when `workers` is 1,
  /// else on every core, each thread taking the next index not yet taken, so that a thread
  /// slowed down (by other work on its core) takes fewer. For work whose effect does not depend
  /// on which thread does it, such as painting disjoint rows of a canvas.
  package static func forEach(_ count: Int, workers: Int, _ body: @Sendable (_ index: Int) -> Void) {
    guard workers > 1, count > 1 else {
      for index in 0..<count { body(index) }
      return
    }
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
  }

  /// Runs `caller()` on the calling thread (as worker 0) and `worker(n)`, `n` in `1..<threads`,
  /// on other threads, and returns when all have returned: for work shared through a schedule in
  /// which some steps must run on the calling thread. `caller()` must be able to do all the work
  /// alone, and `worker` must return at once when there is none left: a helper may start late,
  /// or not until `caller()` is done, when the threads are busy elsewhere.
  ///
  /// Built on `concurrentPerform`, which always runs iterations on the calling thread too and so
  /// never waits for a thread that cannot start: the first iteration the calling thread runs is
  /// `caller()`, every other one a helper.
  package static func withHelpers(
    _ threads: Int, worker: @Sendable (_ index: Int) -> Void, caller: () -> Void
  ) {
    guard threads > 1 else { return caller() }
    withoutActuallyEscaping(caller) { caller in
      let roles = Roles(caller: caller, helpers: threads - 1)
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        if let caller = roles.callerIfCallingThread() {
          caller()
        } else {
          worker(roles.nextHelper())
        }
      }
    }
  }

  /// Who runs what in ``withHelpers(_:worker:caller:)``.
  private final class Roles: @unchecked Sendable {
    // Safety: `caller` and `callerRan` are touched only on the calling thread (checked against
    // `callingThread`); `helpers` only inside `monitor`'s lock.
    private let caller: () -> Void
    private let callingThread = pthread_self()
    private var callerRan = false
    private let helperCount: Int
    private var helpers = 0
    private let monitor = Monitor()

    init(caller: @escaping () -> Void, helpers: Int) {
      self.caller = caller
      helperCount = helpers
    }

    /// `caller`, the first time the calling thread asks; otherwise `nil`.
    func callerIfCallingThread() -> (() -> Void)? {
      guard pthread_equal(pthread_self(), callingThread) != 0, !callerRan else { return nil }
      callerRan = true
      return caller
    }

    /// The next helper's index, 1…`helpers`: each of the `helpers` other iterations gets its own.
    func nextHelper() -> Int {
      monitor.withLock {
        helpers += 1
        return min(helpers, helperCount)
      }
    }
  }

  /// Result slots written by distinct threads, one write per slot, read after all have finished.
  private final class Slots<T>: @unchecked Sendable {
    // Safety: each slot is written by exactly one worker (indices are split statically) and read
    // only after `concurrentPerform` has returned, which orders the writes before the reads.
    private let storage: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
      storage = .allocate(capacity: count)
      storage.initialize(repeating: nil)
    }

    deinit {
      storage.deinitialize()
      storage.deallocate()
    }

    func set(_ index: Int, _ value: T) { storage[index] = value }

    func values() -> [T] { storage.compactMap { $0 } }
  }
}

/// One value per worker of ``Parallel/map(_:workers:_:)``, e.g. a cache that each thread keeps
/// for itself; worker `w` may use only value `w`, and only from inside its work.
package final class PerWorker<Value>: @unchecked Sendable {
  // Safety: worker w touches only storage[w], and a worker's calls run one after another
  // (Parallel splits indices statically), so no value is ever accessed by two threads at once.
  private let storage: UnsafeMutableBufferPointer<Value>

  /// `workers` copies of `value`.
  package init(repeating value: Value, workers: Int) {
    storage = .allocate(capacity: max(workers, 1))
    storage.initialize(repeating: value)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  /// Runs `body` on worker `worker`'s value.
  package func with<R>(_ worker: Int, _ body: (inout Value) -> R) -> R { body(&storage[worker]) }
}
