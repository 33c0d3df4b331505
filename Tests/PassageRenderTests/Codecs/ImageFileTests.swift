import PassageLibC
import PassageRender
import PassageTestSupport
import Testing

/// Reading and atomically writing image files.
@Suite struct ImageFileTests {
  /// A fresh empty directory under the system temporary directory.
  static func makeDirectory() throws -> String {
    var template = Array("/tmp/passage-codec-tests-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    try #require(made != nil)
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func entries(_ directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  static func remove(_ directory: String) {
    for name in entries(directory) { unlink("\(directory)/\(name)") }
    rmdir(directory)
  }

  @Test func aPNGWrittenToDiskReadsBackIdenticallyAndLeavesNoTemporaryFile() throws {
    let directory = try Self.makeDirectory()
    defer { Self.remove(directory) }
    let bitmap = PNGRoundTripTests.randomPremultiplied(width: 20, height: 10, seed: 8)
    let path = "\(directory)/bild-ü.png"
    try PNG.write(bitmap, to: path)
    try PNG.write(bitmap, to: path)  // replacing an existing file works too
    try expectEqual(PNG.read(contentsOf: path), bitmap)
    expectEqual(Self.entries(directory), ["bild-ü.png"])
  }

  @Test func readingErrorsNameTheFileAndTheProblem() throws {
    let directory = try Self.makeDirectory()
    defer { Self.remove(directory) }
    let path = "\(directory)/home.png"
    var bytes = try PNG.encode(Bitmap(width: 3, height: 3, fill: RGBA8(r: 1, g: 2, b: 3)))
    bytes[bytes.count - 20] ^= 0xFF  // inside the IDAT data
    try AtomicFile.write(bytes, to: path)
    #expect(throws: ImageFileError(path: path, problem: .png(.crcMismatch("IDAT")))) {
      try PNG.read(contentsOf: path)
    }
    do {
      _ = try PNG.read(contentsOf: path)
    } catch {
      expectEqual(error.description, "\(path): CRC mismatch in chunk 'IDAT'")
    }
    let missing = "\(directory)/missing.png"
    #expect(throws: ImageFileError(path: missing, problem: .system(operation: "cannot open", code: ENOENT))) {
      try PNG.read(contentsOf: missing)
    }
    expectEqual(
      ImageFileError(path: missing, problem: .system(operation: "cannot open", code: ENOENT)).description,
      "\(missing): cannot open: No such file or directory")
  }

  @Test func aFailedWriteLeavesTheExistingFileUntouchedAndNoTemporaryFileBehind() throws {
    let directory = try Self.makeDirectory()
    defer { Self.remove(directory) }
    let path = "\(directory)/keep.bin"
    try AtomicFile.write([1, 2, 3], to: path)
    // Renaming a file over a non-empty directory fails after the data has been written.
    let blocker = "\(directory)/dir"
    mkdir(blocker, 0o755)
    try AtomicFile.write([9], to: "\(blocker)/inner")
    #expect(throws: ImageFileError.self) { try AtomicFile.write([4, 5, 6], to: blocker) }
    try expectEqual(ImageFile.bytes(contentsOf: path), [1, 2, 3])
    expectEqual(Self.entries(directory), ["dir", "keep.bin"])
    unlink("\(blocker)/inner")
    rmdir(blocker)
    #expect(
      throws: ImageFileError(
        path: "\(directory)/nope/x.png",
        problem: .system(operation: "cannot create a temporary file", code: ENOENT))
    ) {
      try AtomicFile.write([1], to: "\(directory)/nope/x.png")
    }
    #expect(throws: ImageFileError(path: "\(directory)/", problem: .invalidPath)) {
      try AtomicFile.write([1], to: "\(directory)/")
    }
  }

  @Test func emptyFilesAndSizeLimits() throws {
    let directory = try Self.makeDirectory()
    defer { Self.remove(directory) }
    let path = "\(directory)/data"
    try AtomicFile.write([], to: path)
    try expectEqual(ImageFile.bytes(contentsOf: path), [])
    #expect(throws: ImageFileError(path: path, problem: .png(.badSignature))) {
      try PNG.read(contentsOf: path)
    }
    try AtomicFile.write([UInt8](repeating: 7, count: 100_000), to: path)
    try expectEqual(ImageFile.bytes(contentsOf: path).count, 100_000)
    #expect(throws: ImageFileError(path: path, problem: .tooLarge(size: 65536 + 34464, limit: 99_999))) {
      try ImageFile.bytes(contentsOf: path, maxBytes: 99_999)
    }
  }

  @Test func aGIFWrittenToDiskIsTheEncodedAnimation() throws {
    let directory = try Self.makeDirectory()
    defer { Self.remove(directory) }
    let frames = GIFEncoderTests.slidingCard(frames: 3).map { GIFFrame($0, delay: 4) }
    let path = "\(directory)/a.gif"
    try GIF.write(frames: frames, to: path)
    try expectEqual(ImageFile.bytes(contentsOf: path), GIF.encode(frames: frames))
    #expect(throws: ImageFileError(path: path, problem: .gif(.noFrames))) {
      try GIF.write(frames: [], to: path)
    }
  }
}
