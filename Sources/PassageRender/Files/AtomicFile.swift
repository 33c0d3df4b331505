import PassageLibC

/// Writing files atomically: readers see either the old file or the complete new one, never a
/// partial write, even if the process dies or the disk fills up half way. The one file writer of
/// the package: the CLI, the renderer and snapshot tests all write through it.
///
/// ## Temporary files
/// The bytes go first to `.NAME.tmp-PID-XXXXXX` beside the destination `NAME` (PID is the
/// writer's process id). They never outlive the write:
/// - on failure the writer removes its temporary file;
/// - on SIGINT, SIGTERM or SIGHUP, once ``removeTemporaryFilesOnTermination()`` was called (the
///   `passage` tool calls it first thing), the signal handler removes every temporary file being
///   written, then the process ends by the same signal;
/// - after SIGKILL (which no handler sees) the file stays, and the next write to the same
///   destination removes every `.NAME.tmp-PID-*` whose process no longer exists.
///
/// ## Destinations
/// An existing destination must be a regular file, which is replaced. A symbolic link is refused
/// rather than replaced by a file or written through (give its target instead); so are
/// directories, FIFOs, devices and sockets.
package enum AtomicFile {
  /// Writes `bytes` to a temporary file in the same directory as `path` and then renames it over
  /// `path` with `rename(2)`. On failure the temporary file is removed and any existing file at
  /// `path` is left untouched. The new file gets permissions `0644`. The data is not `fsync`ed,
  /// so after a power failure the file may hold either version.
  ///
  /// - Parameters:
  ///   - bytes: the complete new contents (may be empty).
  ///   - path: the destination; its directory must already exist; if it exists it must be a
  ///     regular file (not a symbolic link).
  /// - Throws: ``ImageFileError`` naming `path` and the failing step.
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
    let name = String(decoding: pathBytes[slash...], as: UTF8.self)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw ImageFileError(path: path, problem: .invalidPath)
    }
    var info = stat()
    if lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      throw ImageFileError(path: path, problem: .notRegularFile(kind: FileKind.name(of: info.st_mode)))
    }
    let directory = String(decoding: pathBytes[..<slash], as: UTF8.self)
    let prefix = ".\(name).tmp-"
    TemporaryFiles.removeLitter(in: directory, prefix: prefix)
    let reservation = TemporaryFiles.reserve()
    defer { TemporaryFiles.release(reservation) }
    var template = Array("\(directory)\(prefix)\(getpid())-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return TemporaryFiles.create(base, in: reservation)
    }
    guard fd >= 0 else { throw failure("cannot create a temporary file") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var output = Output(fd: fd, path: path)
    var problem: ImageFileError?
    do {
      try produce(&output)
    } catch {
      problem = error
    }
    if problem == nil && fchmod(fd, 0o644) != 0 { problem = failure("cannot set permissions") }
    if close(fd) != 0 && problem == nil { problem = failure("cannot write") }
    if problem == nil && rename(temporary, path) != 0 { problem = failure("cannot replace the file") }
    if let problem {
      unlink(temporary)
      throw problem
    }
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
