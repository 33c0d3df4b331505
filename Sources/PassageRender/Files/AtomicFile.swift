import PassageLibC

/// Writing files atomically: readers see either the old file or the complete new one, never a
/// partial write, even if the process dies, the disk fills up half way or the power fails. The
/// one file writer of the package: the CLI, the renderer and snapshot tests all write through it.
///
/// ## Temporary files
/// The bytes go first to `.NAME.tmp-PID-XXXXXX` beside the destination `NAME` (PID is the
/// writer's process id). When `NAME` is too long for that to fit the directory's limit on a
/// name (`NAME_MAX`, 255 bytes on most file systems), only its first bytes are kept, cut at a
/// character boundary, so that every legal name can be written. They never outlive the write:
/// - on failure the writer removes its temporary file;
/// - on SIGINT, SIGTERM or SIGHUP, once ``removeTemporaryFilesOnTermination()`` was called (the
///   `passage` tool calls it first thing), the signal handler removes every temporary file being
///   written, then the process ends by the same signal;
/// - after SIGKILL (which no handler sees) the file stays, and the next write to the same
///   destination removes every `.NAME.tmp-PID-*` whose process no longer exists (with `NAME` cut
///   as above, so a write to another long name with the same first bytes removes it too).
///
/// ## Destinations
/// An existing destination must be a regular file, which is replaced. A symbolic link is refused
/// rather than replaced by a file or written through (give its target instead); so are
/// directories, FIFOs, devices and sockets.
///
/// ## Permissions and durability
/// A new file gets the mode any new file gets there: it is created with `0666`, from which the
/// system takes the caller's umask (or applies the directory's default ACL). The umask is never
/// read or changed, so there is no window in which another thread creates files under a
/// changed one. A file that is replaced keeps its permission bits (`rwx` for its owner, group
/// and others); the temporary file is created `0600` and given them before any byte is written,
/// so a private file's new contents are never readable by others. Its owner, group, ACL,
/// extended attributes, set-ID and sticky bits are not carried over: the file is a new one.
///
/// The file is `fsync`ed before the rename and its directory after it, so that after a crash
/// or a power failure the name holds either the old contents or the complete new ones, never an
/// empty or partial file (as far as the file system and the drive honour `fsync`; on Apple
/// platforms `fsync` does not flush the drive's cache).
package enum AtomicFile {
  /// Writes `bytes` to a temporary file in the same directory as `path`, `fsync`s it and renames
  /// it over `path` with `rename(2)`, then `fsync`s the directory. On failure before the rename
  /// the temporary file is removed and any existing file at `path` is left untouched. The
  /// permissions are a new file's, or those of the file replaced (see “Permissions and
  /// durability” above).
  ///
  /// - Parameters:
  ///   - bytes: the complete new contents (may be empty).
  ///   - path: the destination; its directory must already exist; if it exists it must be a
  ///     regular file (not a symbolic link).
  /// - Throws: ``ImageFileError`` naming `path` and the failing step. A failure to sync the
  ///   directory comes after the rename: `path` then holds the new contents, but they may not
  ///   survive a power failure.
  package static func write(_ bytes: [UInt8], to path: String) throws(ImageFileError) {
    try write(to: path) { (output: inout Output) throws(ImageFileError) in try output.append(bytes) }
  }

  /// Like ``write(_:to:)`` for contents produced in pieces: `produce` appends them to its
  /// ``Output`` as they are ready, so they never need to be in memory all at once. If `produce`
  /// throws, nothing is renamed: the temporary file is removed and `path` left untouched.
  package static func write(
    to path: String, _ produce: (inout Output) throws(ImageFileError) -> Void
  ) throws(ImageFileError) {
    func failure(_ operation: String, _ code: Int32 = errno) -> ImageFileError {
      ImageFileError(path: path, problem: .system(operation: operation, code: code))
    }
    let pathBytes = Array(path.utf8)
    let slash = pathBytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    let name = pathBytes[slash...]
    guard !name.isEmpty, !name.elementsEqual(".".utf8), !name.elementsEqual("..".utf8) else {
      throw ImageFileError(path: path, problem: .invalidPath)
    }
    var info = stat()
    var replacedMode: mode_t?
    if lstat(path, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw ImageFileError(path: path, problem: .notRegularFile(kind: FileKind.name(of: info.st_mode)))
      }
      replacedMode = info.st_mode & 0o777
    }
    let directory = Array(pathBytes[..<slash])
    let prefix = TemporaryFiles.prefix(for: name, in: directory)
    TemporaryFiles.removeLitter(in: directory, prefix: prefix)
    let reservation = TemporaryFiles.reserve()
    defer { TemporaryFiles.release(reservation) }
    var template = (directory + prefix + Array("\(getpid())-XXXXXX".utf8)).map(CChar.init(bitPattern:)) + [0]
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return TemporaryFiles.create(base, in: reservation, mode: replacedMode == nil ? 0o666 : 0o600)
    }
    guard fd >= 0 else { throw failure("cannot create a temporary file") }
    var output = Output(fd: fd, path: path)
    var problem: ImageFileError?
    if let replacedMode, fchmod(fd, replacedMode) != 0 { problem = failure("cannot set permissions") }
    if problem == nil {
      do {
        try produce(&output)
      } catch {
        problem = error
      }
    }
    // Some file systems report a full disk or an I/O error only here, at the sync or the close.
    if problem == nil && !synced(fd) { problem = failure("cannot write") }
    if close(fd) != 0 && problem == nil { problem = failure("cannot write") }
    if problem == nil && rename(template, path) != 0 { problem = failure("cannot replace the file") }
    if let problem {
      unlink(template)
      throw problem
    }
    // The rename is in the directory: until it is synced, a power failure may undo it.
    let folder = directory.isEmpty ? "." : String(decoding: directory, as: UTF8.self)
    let directoryFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    // A directory one may write in but not read cannot be opened to sync: the rename stands.
    guard directoryFD >= 0 else { return }
    defer { close(directoryFD) }
    guard synced(directoryFD) else { throw failure("cannot sync the directory") }
  }

  /// `fsync(fd)`, retried when a signal interrupts it. A file system that cannot sync at all
  /// (`EINVAL`, `ENOTSUP`: a pipe-like or special file system) counts as synced, as there is
  /// nothing more to wait for; any other error (`EIO`, `ENOSPC`) is a failure.
  private static func synced(_ fd: Int32) -> Bool {
    while fsync(fd) != 0 {
      if errno == EINTR { continue }
      return errno == EINVAL || errno == ENOTSUP || errno == EOPNOTSUPP
    }
    return true
  }

  /// The open temporary file of a ``write(to:_:)`` in progress.
  package struct Output: ~Copyable {
    fileprivate let fd: Int32
    /// The destination, for error messages.
    package let path: String

    /// Appends `bytes` to the file.
    ///
    /// - Throws: ``ImageFileError`` when the write fails (e.g. the disk is full).
    package mutating func append(_ bytes: [UInt8]) throws(ImageFileError) {
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeBytes { raw in
          writeSome(fd, raw.baseAddress.map { $0 + written }, min(raw.count - written, 1 << 30))
        }
        if count > 0 {
          written += count
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          throw ImageFileError(
            path: path, problem: .system(operation: "cannot write", code: count < 0 ? errno : EIO))
        }
      }
    }
  }

  /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the temporary files of the
  /// writes in progress and then end the process by the same signal (so its exit status still
  /// says which). Call it once, early, from a program's entry point; a library never installs
  /// signal handlers by itself.
  ///
  /// It first unblocks the three signals in the calling thread. A process starts with the signal
  /// mask of the thread that spawned it, and some parents block them (the Swift test runner's
  /// threads do): a blocked signal stays pending, so an interrupted run would write on to its end
  /// and never run the handler. Called before the program starts any thread (a thread starts
  /// with its creator's mask), the signals then arrive whoever started the process.
  package static func removeTemporaryFilesOnTermination() {
    TemporaryFiles.prepare()
    let signals = [SIGINT, SIGTERM, SIGHUP]
    var mask = sigset_t()
    sigemptyset(&mask)
    for sig in signals { sigaddset(&mask, sig) }
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    for sig in signals { signal(sig, TemporaryFiles.handleTermination) }
  }
}

/// `write(2)`, under a name that does not clash with ``AtomicFile/write(_:to:)``.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}
