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

  /// Creates and opens a new file at `template`, whose last six characters (`XXXXXX`) it
  /// replaces with random letters and digits until the name is new, with `open(2)` (`O_EXCL`)
  /// and permissions `mode` (less the umask, as for any new file); the created path is
  /// recorded in `slot` for the signal handler. Returns the descriptor, or −1 with `errno` set.
  ///
  /// Unlike `mkstemp`, which always creates `0600`, `mode` lets a new output get the
  /// permissions of any new file. The name is made in the slot's own copy of the template, so
  /// it is in the table from the instant the file exists: a signal at any moment finds it
  /// (fuzzing caught a file left by a SIGHUP between the creation and a later copy). Without a
  /// slot, or for a path longer than ``pathCapacity``, the file is created unrecorded and only
  /// the next run's litter cleanup would remove it.
  static func create(_ template: UnsafeMutablePointer<CChar>, in slot: Int?, mode: mode_t = 0o600) -> Int32 {
    let length = strlen(template)
    guard let slot, length < pathCapacity else { return openNew(template, length: length, mode: mode) }
    let recorded = slots + slot * pathCapacity
    // Copy the name from its second byte, then the first, so that the handler never sees a
    // partial name (a slot whose first byte is 0 is free).
    memcpy(recorded + 1, template + 1, length)
    recorded.pointee = template.pointee
    let fd = openNew(recorded, length: length, mode: mode)
    memcpy(template, recorded, length + 1)
    return fd
  }

  /// The letters and digits of a temporary name's random part.
  private static let nameCharacters = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

  /// `mkstemp` with a `mode`: fills the last six bytes of `path` (of `length` bytes) at random
  /// and creates the file exclusively, trying another name while one exists (100 times).
  private static func openNew(_ path: UnsafeMutablePointer<CChar>, length: Int, mode: mode_t) -> Int32 {
    guard length >= 6 else {
      errno = EINVAL
      return -1
    }
    for _ in 0..<100 {
      for i in (length - 6)..<length {
        path[i] = CChar(bitPattern: nameCharacters[Int.random(in: 0..<nameCharacters.count)])
      }
      let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if fd >= 0 || errno != EEXIST { return fd }
    }
    return -1
  }

  /// The bytes a temporary name adds to the destination's name: `.` before it and
  /// `.tmp-PID-XXXXXX` after it, with room for the longest PID (10 digits).
  static let addedNameLength = 1 + ".tmp-".utf8.count + 10 + 1 + 6

  /// The temporary names' common start for the destination `name` in `directory` (empty for
  /// the current one, else ending in `/`): `.NAME.tmp-`, with `NAME` cut to its first bytes (at a
  /// character boundary) when the whole name would not fit the directory's `NAME_MAX`.
  ///
  /// The cut does not depend on the PID, so the next write to the same destination finds the
  /// litter of a killed one by this prefix.
  static func prefix(for name: ArraySlice<UInt8>, in directory: [UInt8]) -> [UInt8] {
    let folder = directory.isEmpty ? "." : String(decoding: directory, as: UTF8.self)
    let limit = pathconf(folder, Int32(_PC_NAME_MAX))
    let nameMax = limit > 0 ? limit : 255
    var kept = min(name.count, max(0, nameMax - addedNameLength))
    // Never cut inside a character: back up to the start of a UTF-8 sequence.
    while kept > 0, kept < name.count, name[name.startIndex + kept] & 0xC0 == 0x80 { kept -= 1 }
    return [UInt8(ascii: ".")] + name.prefix(kept) + Array(".tmp-".utf8)
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
  /// Names are compared as bytes, as the file system stores them.
  static func removeLitter(in directory: [UInt8], prefix: [UInt8]) {
    guard let dir = opendir(directory.isEmpty ? "." : String(decoding: directory, as: UTF8.self)) else {
      return
    }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      // The name is read where it lies: copying the fixed-size array, which Swift imports as a
      // tuple of 256 elements, cost the optimiser a quarter of a second.
      let candidate = withUnsafePointer(to: &entry.pointee.d_name) { tuple -> [UInt8]? in
        let name = UnsafeRawPointer(tuple).assumingMemoryBound(to: CChar.self)
        let length = strlen(name)
        guard length > prefix.count, memcmp(name, prefix, prefix.count) == 0 else { return nil }
        return Array(UnsafeRawBufferPointer(start: name, count: length))
      }
      guard let name = candidate else { continue }
      let rest = name[prefix.count...]
      guard let dash = rest.firstIndex(of: UInt8(ascii: "-")), name.endIndex - dash == 7,
        let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)), pid > 0
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        let path = (directory + name).map(CChar.init(bitPattern:)) + [0]
        unlink(path)
      }
    }
  }
}
