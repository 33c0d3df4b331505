import Foundation
import PassageTestSupport
import Testing

@testable import PassageRender

/// Temporary files never outlive a write, and a symbolic link is not replaced (docs/HARDENING.md,
/// “Files”).
@Suite struct AtomicFileTests {
  private func folder() throws -> String {
    let path = NSTemporaryDirectory() + "passage-atomic-\(UUID())"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func entries(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
  }

  @Test func aKilledWritesLitterIsRemovedByTheNextWriteToTheSamePath() throws {
    let dir = try folder()
    // A dead process's temporary file (PID 2³¹−2 does not exist), another name's, and a live one's.
    let dead = "\(dir)/.out.gif.tmp-2147483646-AbC123"
    let otherName = "\(dir)/.other.gif.tmp-2147483646-AbC123"
    let live = "\(dir)/.out.gif.tmp-\(getpid())-XyZ789"
    for path in [dead, otherName, live] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    }
    try AtomicFile.write([1, 2, 3], to: "\(dir)/out.gif")
    try expectEqual(
      entries(dir), [".other.gif.tmp-2147483646-AbC123", ".out.gif.tmp-\(getpid())-XyZ789", "out.gif"])
  }

  @Test func theTerminationCleanupRemovesTheFilesBeingWritten() throws {
    let dir = try folder()
    let slot = try #require(TemporaryFiles.reserve())
    defer { TemporaryFiles.release(slot) }
    var template = Array("\(dir)/.x.png.tmp-\(getpid())-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { TemporaryFiles.create($0.baseAddress!, in: slot) }
    #expect(fd >= 0)
    close(fd)
    try expectEqual(entries(dir).count, 1)
    // Only this test's slot: other tests write atomically in this process at the same time.
    TemporaryFiles.removeAll(in: slot..<slot + 1)
    #expect(try entries(dir).isEmpty)
  }

  @Test func aSymbolicLinkIsRefusedAndLeftAsItWas() throws {
    let dir = try folder()
    try Data("target".utf8).write(to: URL(fileURLWithPath: "\(dir)/target.gif"))
    expectEqual(symlink("target.gif", "\(dir)/link.gif"), 0)
    #expect(
      throws: ImageFileError(path: "\(dir)/link.gif", problem: .notRegularFile(kind: "a symbolic link"))
    ) {
      try AtomicFile.write([1], to: "\(dir)/link.gif")
    }
    try expectEqual(FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/link.gif"), "target.gif")
    try expectEqual(String(contentsOfFile: "\(dir)/target.gif", encoding: .utf8), "target")
    try expectEqual(entries(dir), ["link.gif", "target.gif"])
  }

  /// The permission bits of `path`.
  private func mode(_ path: String) -> mode_t {
    var info = stat()
    expectEqual(stat(path, &info), 0, "\(path)")
    return info.st_mode & 0o7777
  }

  @Test func aNewFileGetsTheModeAnyNewFileGetsThere() throws {
    let dir = try folder()
    // What the umask (and the directory's default ACL, if any) give a file created now.
    let fd = open("\(dir)/reference", O_RDWR | O_CREAT | O_EXCL, 0o666)
    #expect(fd >= 0)
    close(fd)
    try AtomicFile.write([1], to: "\(dir)/new.png")
    expectEqual(mode("\(dir)/new.png"), mode("\(dir)/reference"))
  }

  @Test func aReplacedFileKeepsItsOwnMode() throws {
    let dir = try folder()
    for permissions: mode_t in [0o600, 0o640, 0o664, 0o444] {
      let path = "\(dir)/kept-\(String(permissions, radix: 8)).gif"
      #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
      expectEqual(chmod(path, permissions), 0)
      try AtomicFile.write(to: path) { (output: inout AtomicFile.Output) throws(ImageFileError) in
        // While the bytes are written, the temporary file is no more open than the file it
        // replaces: a private file's new contents are never readable by others.
        let temporary = try? entries(dir).first { $0.hasPrefix(".kept-") }
        expectEqual(temporary.map { mode("\(dir)/\($0)") & ~permissions }, 0)
        try output.append([1, 2, 3])
      }
      expectEqual(mode(path), permissions)
      try expectEqual(Data(contentsOf: URL(fileURLWithPath: path)), Data([1, 2, 3]))
    }
    try expectEqual(entries(dir).count, 4)
  }

  /// A name of `count` bytes: `é`s (two bytes each), then an `x` when `count` is odd, then `.gif`.
  private func longName(bytes count: Int) -> String {
    let stem = count - 4
    return String(repeating: "é", count: stem / 2) + (stem % 2 == 1 ? "x" : "") + ".gif"
  }

  @Test func everyLegalNameLengthCanBeWrittenWithItsTemporaryFileBesideIt() throws {
    let dir = try folder()
    for count in [1, 200, 232, 233, 238, 254, 255] {
      for name in [String(repeating: "n", count: count), longName(bytes: max(count, 5))] {
        #expect(name.utf8.count == count || count < 5)
        try AtomicFile.write([7], to: "\(dir)/\(name)")
        try expectEqual(entries(dir), [name], "\(name.utf8.count) bytes")
        expectEqual(unlink("\(dir)/\(name)"), 0)
      }
    }
    // A write that fails leaves nothing, whatever the name's length.
    let name = String(repeating: "f", count: 255)
    #expect(throws: ImageFileError.self) {
      try AtomicFile.write(to: "\(dir)/\(name)") { (_: inout AtomicFile.Output) throws(ImageFileError) in
        throw ImageFileError(path: name, problem: .invalidPath)
      }
    }
    #expect(try entries(dir).isEmpty)
  }

  @Test func aKilledWritesLitterIsRemovedForALongNameToo() throws {
    let dir = try folder()
    let name = String(repeating: "L", count: 255)
    // The temporary names of a long name hold only its first bytes; a dead process's one goes.
    let cut = String(repeating: "L", count: 232)
    let dead = ".\(cut).tmp-2147483646-AbC123"
    #expect(FileManager.default.createFile(atPath: "\(dir)/\(dead)", contents: Data()))
    try AtomicFile.write([1], to: "\(dir)/\(name)")
    try expectEqual(entries(dir), [name])
  }

  @Test func aDirectoryIsNotReplacedByAFile() throws {
    let dir = try folder()
    try FileManager.default.createDirectory(atPath: "\(dir)/d.png", withIntermediateDirectories: false)
    #expect(throws: ImageFileError(path: "\(dir)/d.png", problem: .notRegularFile(kind: "a directory"))) {
      try AtomicFile.write([1], to: "\(dir)/d.png")
    }
  }
}
