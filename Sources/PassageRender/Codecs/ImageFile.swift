#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure to read or write an image file, naming the file and the problem.
///
/// ``description`` reads like `screens/home.png: CRC mismatch in chunk 'IDAT'` or
/// `out/a.gif: cannot create a temporary file: No such file or directory`.
public struct ImageFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Equatable, Sendable {
    /// A system call failed; `operation` says what was being done, `code` is the `errno` value.
    case system(operation: String, code: Int32)
    /// The file is larger than the reader accepts (both in bytes).
    case tooLarge(size: Int, limit: Int)
    /// The path does not name a file (it is empty or ends with `/`).
    case invalidPath
    /// The file was read but is not a valid PNG, or the bitmap could not be encoded as PNG.
    case png(PNGError)
    /// The frames could not be encoded as a GIF.
    case gif(GIFError)
  }

  /// The path as given by the caller.
  public let path: String
  /// What went wrong.
  public let problem: Problem

  /// Creates an error for `path`.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// `"<path>: <problem>"` in plain English.
  public var description: String {
    switch problem {
    case .system(let operation, let code):
      return "\(path): \(operation): \(String(cString: strerror(code)))"
    case .tooLarge(let size, let limit):
      return "\(path): file too large (\(size) bytes, the limit is \(limit))"
    case .invalidPath:
      return "\(path): not a file path"
    case .png(let error):
      return "\(path): \(error)"
    case .gif(let error):
      return "\(path): \(error)"
    }
  }
}

/// Reading whole files with the C library.
public enum ImageFile {
  /// Reads the entire file at `path`.
  ///
  /// - Parameters:
  ///   - path: a file path, relative to the current directory or absolute.
  ///   - maxBytes: the largest file accepted, in bytes (default 1 GiB).
  /// - Throws: ``ImageFileError`` if the file cannot be opened or read or is too large.
  public static func bytes(contentsOf path: String, maxBytes: Int = 1 << 30) throws(ImageFileError) -> [UInt8]
  {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw ImageFileError(path: path, problem: .system(operation: "cannot open", code: errno))
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ImageFileError(path: path, problem: .system(operation: "cannot read", code: errno))
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= maxBytes else {
        throw ImageFileError(path: path, problem: .tooLarge(size: bytes.count + count, limit: maxBytes))
      }
      bytes += chunk[0..<count]
    }
  }
}

/// Writing files atomically: readers see either the old file or the complete new one, never a
/// partial write, even if the process dies or the disk fills up half way.
public enum AtomicFile {
  /// Writes `bytes` to a temporary file in the same directory as `path` and then renames it over
  /// `path` with `rename(2)`. On failure the temporary file is removed and any existing file at
  /// `path` is left untouched. The new file gets permissions `0644`. The data is not `fsync`ed,
  /// so after a power failure the file may hold either version.
  ///
  /// - Parameters:
  ///   - bytes: the complete new contents (may be empty).
  ///   - path: the destination; its directory must already exist.
  /// - Throws: ``ImageFileError`` naming `path` and the failing step.
  public static func write(_ bytes: [UInt8], to path: String) throws(ImageFileError) {
    func failure(_ operation: String, _ code: Int32 = errno) -> ImageFileError {
      ImageFileError(path: path, problem: .system(operation: operation, code: code))
    }
    let pathBytes = Array(path.utf8)
    let slash = pathBytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    let name = String(decoding: pathBytes[slash...], as: UTF8.self)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw ImageFileError(path: path, problem: .invalidPath)
    }
    let directory = String(decoding: pathBytes[..<slash], as: UTF8.self)
    var template = Array("\(directory).\(name).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard fd >= 0 else { throw failure("cannot create a temporary file") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    var problem: ImageFileError?
    while written < bytes.count && problem == nil {
      let count = bytes.withUnsafeBytes { raw in
        writeSome(fd, raw.baseAddress.map { $0 + written }, min(raw.count - written, 1 << 30))
      }
      if count > 0 {
        written += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        problem = failure("cannot write", count < 0 ? errno : EIO)
      }
    }
    if problem == nil && fchmod(fd, 0o644) != 0 { problem = failure("cannot set permissions") }
    if close(fd) != 0 && problem == nil { problem = failure("cannot write") }
    if problem == nil && rename(temporary, path) != 0 { problem = failure("cannot replace the file") }
    if let problem {
      unlink(temporary)
      throw problem
    }
  }
}

/// `write(2)`, under a name that does not clash with ``AtomicFile/write(_:to:)``.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}
