import PassageLibC

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
    /// The path names something other than a regular file — `kind` says what (`a symbolic link`,
    /// `a directory`, `a FIFO`, `a device`, `a socket`) — which is neither read nor replaced.
    case notRegularFile(kind: String)
    /// The file does not start with the signature of its format (e.g. PNG's eight bytes); found
    /// without reading the rest.
    case wrongSignature(expected: String)
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
    case .notRegularFile(let kind):
      return "\(path): is \(kind), not a regular file"
    case .wrongSignature(let expected):
      return "\(path): not a \(expected) file"
    case .png(let error):
      return "\(path): \(error)"
    case .gif(let error):
      return "\(path): \(error)"
    }
  }
}

/// Reading whole files with the C library.
package enum ImageFile {
  /// Reads the entire regular file at `path`, in bounded time and memory.
  ///
  /// The file is opened without blocking (a FIFO does not wait for a writer) and must be a
  /// regular file (symbolic links are followed); its size is checked against `maxBytes` before
  /// reading, and the reading stops at `maxBytes` however the file grows. When `signature` is
  /// given, the file's first bytes are compared with it before anything else is read.
  ///
  /// - Parameters:
  ///   - path: a file path, relative to the current directory or absolute.
  ///   - maxBytes: the largest file accepted, in bytes (default 1 GiB).
  ///   - signature: the bytes the file must start with, and the format's name for the error.
  /// - Throws: ``ImageFileError`` if the file cannot be opened or read, is not a regular file,
  ///   does not start with `signature` or is too large.
  package static func bytes(
    contentsOf path: String, maxBytes: Int = 1 << 30, signature: (bytes: [UInt8], name: String)? = nil
  ) throws(ImageFileError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      throw ImageFileError(path: path, problem: .system(operation: "cannot open", code: errno))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw ImageFileError(path: path, problem: .system(operation: "cannot read", code: errno))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw ImageFileError(path: path, problem: .notRegularFile(kind: FileKind.name(of: info.st_mode)))
    }
    if Int(info.st_size) > maxBytes {
      throw ImageFileError(path: path, problem: .tooLarge(size: Int(info.st_size), limit: maxBytes))
    }
    // Read straight into storage of the size stat gave, plus a byte to see the file end, rather
    // than into an array grown by doubling: each doubling copies the file into fresh pages, so
    // it cost about twice the file's size in page faults.
    let expected = min(Int(info.st_size), maxBytes)
    var failure: ImageFileError?
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
      initialized = 0
      do throws(ImageFileError) {
        let raw = UnsafeMutableRawBufferPointer(buffer)
        if let signature {
          initialized = try fill(
            fd, UnsafeMutableRawBufferPointer(rebasing: raw.prefix(signature.bytes.count)), path)
          guard buffer.prefix(initialized).elementsEqual(signature.bytes) else {
            failure = ImageFileError(path: path, problem: .wrongSignature(expected: signature.name))
            return
          }
        }
        initialized += try fill(fd, UnsafeMutableRawBufferPointer(rebasing: raw[initialized...]), path)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    // The file grew since fstat: go on in chunks, up to `maxBytes`.
    while bytes.count > expected {
      guard bytes.count <= maxBytes else {
        throw ImageFileError(path: path, problem: .tooLarge(size: bytes.count, limit: maxBytes))
      }
      let chunk = try read(fd, upTo: min(1 << 16, maxBytes - bytes.count + 1), path: path)
      if chunk.isEmpty { return bytes }
      guard bytes.count + chunk.count <= maxBytes else {
        throw ImageFileError(path: path, problem: .tooLarge(size: bytes.count + chunk.count, limit: maxBytes))
      }
      bytes += chunk
    }
    return bytes
  }

  /// Reads from `fd` until `buffer` is full or the file ends; returns the bytes read.
  private static func fill(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer, _ path: String)
    throws(ImageFileError) -> Int
  {
    var filled = 0
    while filled < buffer.count {
      let n = readSome(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ImageFileError(path: path, problem: .system(operation: "cannot read", code: errno))
      }
      if n == 0 { break }
      filled += n
    }
    return filled
  }

  /// Up to `count` bytes from `fd`: fewer only at the end of the file.
  private static func read(_ fd: Int32, upTo count: Int, path: String) throws(ImageFileError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: max(count, 0))
    var filled = 0
    while filled < buffer.count {
      let n = buffer.withUnsafeMutableBytes { raw in
        readSome(fd, raw.baseAddress.map { $0 + filled }, raw.count - filled)
      }
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ImageFileError(path: path, problem: .system(operation: "cannot read", code: errno))
      }
      if n == 0 { break }
      filled += n
    }
    return Array(buffer[0..<filled])
  }
}

/// `read(2)`, under a name that does not clash with ``ImageFile``'s own.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Names of file types, for messages.
enum FileKind {
  /// `a directory`, `a symbolic link`, … for the type bits of `mode`.
  static func name(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a directory"
    case S_IFLNK: return "a symbolic link"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }
}
