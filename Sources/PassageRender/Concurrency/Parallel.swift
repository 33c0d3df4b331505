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
  /// on other threads, and returns when `caller()` and every helper that started have returned:
  /// for work shared through a schedule in which some steps must run on the calling thread.
  /// `caller()` must be able to do all the work alone, and `worker` must return at once when
  /// there is none left: a helper may start late, or never, when the threads are busy elsewhere.
  ///
  /// The caller runs here, directly; the helpers are offered to the global queue
  /// (`concurrentPerform` inside an asynchronous block). A helper that has not started when
  /// `caller()` returns never starts, so nothing waits for a thread that cannot start — not even
  /// when every thread of the pool runs such a caller. (`concurrentPerform` alone does not
  /// promise an iteration on the calling thread: called from a thread of Swift's cooperative
  /// pool, libdispatch may run them all elsewhere.)
  package static func withHelpers(
    _ threads: Int, worker: @Sendable (_ index: Int) -> Void, caller: () -> Void
  ) {
    guard threads > 1 else { return caller() }
    withoutActuallyEscaping(worker) { worker in
      let gate = HelperGate(worker)
      DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: threads - 1) { n in gate.run(as: n + 1) }
      }
      caller()
      gate.close()
    }
  }

  /// The helpers of one ``withHelpers(_:worker:caller:)``: each starts only while the caller has
  /// not finished, and the worker is let go once the last started one has returned, before
  /// `withHelpers` does (a block that starts later holds only the gate).
  private final class HelperGate: @unchecked Sendable {
    // Safety: `worker`, `running` and `closed` are touched only inside `monitor`'s lock; the
    // worker is called outside it, only between a successful `enter()` and `leave()`, while
    // `close()` keeps it.
    private var worker: (@Sendable (Int) -> Void)?
    private var running = 0
    private var closed = false
    private let monitor = Monitor()

    init(_ worker: @escaping @Sendable (Int) -> Void) { self.worker = worker }

    /// Helper `index`'s part, unless the caller has finished.
    func run(as index: Int) {
      guard enter() else { return }
      call(index)
      leave()
    }

    /// After the caller: no helper starts from now on; returns once those running have
    /// returned, and lets go of the worker.
    func close() {
      monitor.withLock {
        closed = true
        while running > 0 { monitor.wait() }
        worker = nil
      }
    }

    private func enter() -> Bool {
      monitor.withLock {
        guard !closed else { return false }
        running += 1
        return true
      }
    }

    /// Calls the worker; its reference ends with this call, before ``leave()`` lets `close()` go.
    private func call(_ index: Int) {
      guard let worker = monitor.withLock({ worker }) else { return }
      worker(index)
    }

    private func leave() {
      monitor.withLock {
        running -= 1
        if running == 0 { monitor.announce() }
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
