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

  /// Runs `worker(n)` for `n` in `1..<threads` on other threads while `caller()` runs on the
  /// calling thread (as worker 0), and returns when all have returned: for work shared through a
  /// schedule in which some steps must run on the calling thread.
  package static func withHelpers(
    _ threads: Int, worker: @Sendable (_ index: Int) -> Void, caller: () -> Void
  ) {
    // The helpers cannot outlive this call: it waits for them before returning.
    withoutActuallyEscaping(worker) { worker in
      let group = DispatchGroup()
      for index in 1..<max(threads, 1) {
        DispatchQueue.global().async(group: group) { worker(index) }
      }
      caller()
      group.wait()
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
