import PassageLibC

/// A mutex and one condition: threads change shared state with the lock held, and wait, with it
/// released, until another thread announces a change.
final class Monitor: @unchecked Sendable {
  // Safety: a pthread mutex and condition are made to be shared between threads; they live, at
  // stable addresses, as long as the monitor.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// `body`, run with the lock held.
  func withLock<R>(_ body: () throws(Never) -> R) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }

  /// Releases the lock until another thread calls ``announce()``, then takes it again; only from
  /// inside ``withLock(_:)``, checking again what it waited for.
  func wait() {
    pthread_cond_wait(condition, mutex)
  }

  /// Wakes every thread in ``wait()``; only from inside ``withLock(_:)``.
  func announce() {
    pthread_cond_broadcast(condition)
  }
}
