import PassageLibC

/// The temporary files of the atomic writes in progress, for the signal handler to remove.
///
/// The one piece of process-wide mutable state in the package, because a signal handler can
/// reach nothing else: a fixed table of ``capacity`` slots, each holding a copy of a temporary
/// file's C path while it exists. A writer reserves a slot under a lock, `mkstemp`s into it and
/// clears it when done; the handler only reads slots and calls `unlink(2)`, which is
/// async-signal-safe. More than ``capacity`` concurrent writes still work; the extra ones are
/// left to the next run's litter cleanup.
enum TemporaryFiles {
  /// Concurrent writes whose temporary files a signal removes.
  static let capacity = 32
  /// The longest path a slot holds, in bytes with the terminating NUL.
  static let pathCapacity = 4096

  /// `capacity` slots of `pathCapacity` bytes; a slot whose first byte is 0 is free.
  nonisolated(unsafe) private static let slots = {
    let memory = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
    memory.initialize(repeating: 0, count: capacity * pathCapacity)
    return memory
  }()
  /// Which slots are taken (guarded by `lock`).
  nonisolated(unsafe) private static var taken = [Bool](repeating: false, count: capacity)
  nonisolated(unsafe) private static let lock = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()

  /// Initialises the table now, so that the signal handler never runs a lazy initialiser (which
  /// is not async-signal-safe).
  static func prepare() {
    _ = (slots, lock, capacity, pathCapacity)
  }

  /// A free slot's index, or `nil` when all are taken.
  static func reserve() -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard let index = taken.firstIndex(of: false) else { return nil }
    taken[index] = true
    return index
  }

  /// Forgets the file of `slot` (it was renamed or removed) and frees the slot.
  static func release(_ slot: Int?) {
    guard let slot else { return }
    slots[slot * pathCapacity] = 0
    pthread_mutex_lock(lock)
    taken[slot] = false
    pthread_mutex_unlock(lock)
  }

  /// `mkstemp(template)`, with the created path recorded in `slot` for the signal handler.
  ///
  /// `mkstemp` runs on the slot's own copy of the template, so the name is in the table from the
  /// instant the file exists: a signal at any moment finds it (fuzzing caught a file left by a
  /// SIGHUP between `mkstemp` and a later copy). Without a slot, or for a path longer than
  /// ``pathCapacity``, the file is created unrecorded and only the next run's litter cleanup
  /// would remove it.
  static func create(_ template: UnsafeMutablePointer<CChar>, in slot: Int?) -> Int32 {
    let length = strlen(template)
    guard let slot, length < pathCapacity else { return mkstemp(template) }
    let recorded = slots + slot * pathCapacity
    // Copy the name from its second byte, then the first, so that the handler never sees a
    // partial name (a slot whose first byte is 0 is free).
    memcpy(recorded + 1, template + 1, length)
    recorded.pointee = template.pointee
    let fd = mkstemp(recorded)
    memcpy(template, recorded, length + 1)
    return fd
  }

  /// The handler for SIGINT, SIGTERM and SIGHUP: removes the recorded files, then dies by the
  /// same signal with its default action.
  static let handleTermination: @convention(c) (Int32) -> Void = { sig in
    TemporaryFiles.removeAll()
    signal(sig, SIG_DFL)
    raise(sig)
  }

  /// Unlinks the recorded temporary files of `range` (every slot by default); async-signal-safe
  /// (no lock, no allocation). Tests pass their own slot, so that they never remove the file of
  /// another test's write running in the same process.
  static func removeAll(in range: Range<Int> = 0..<capacity) {
    for slot in range where slots[slot * pathCapacity] != 0 {
      unlink(slots + slot * pathCapacity)
    }
  }

  /// Removes the files in `directory` (empty for the current one, else ending in `/`) named
  /// `prefix` + `PID-XXXXXX` whose process PID no longer exists: the litter of a killed write.
  static func removeLitter(in directory: String, prefix: String) {
    guard let dir = opendir(directory.isEmpty ? "." : directory) else { return }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      // The name is read where it lies: copying the fixed-size array, which Swift imports as a
      // tuple of 256 elements, cost the optimiser a quarter of a second.
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard name.hasPrefix(prefix) else { continue }
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
        rest[rest.index(after: dash)...].count == 6
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + name) }
    }
  }
}
