import Foundation
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
    #expect(
      try entries(dir) == [".other.gif.tmp-2147483646-AbC123", ".out.gif.tmp-\(getpid())-XyZ789", "out.gif"])
  }

  @Test func theTerminationCleanupRemovesTheFilesBeingWritten() throws {
    let dir = try folder()
    let slot = try #require(TemporaryFiles.reserve())
    defer { TemporaryFiles.release(slot) }
    var template = Array("\(dir)/.x.png.tmp-\(getpid())-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { TemporaryFiles.create($0.baseAddress!, in: slot) }
    #expect(fd >= 0)
    close(fd)
    #expect(try entries(dir).count == 1)
    // Only this test's slot: other tests write atomically in this process at the same time.
    TemporaryFiles.removeAll(in: slot..<slot + 1)
    #expect(try entries(dir).isEmpty)
  }

  @Test func aSymbolicLinkIsRefusedAndLeftAsItWas() throws {
    let dir = try folder()
    try Data("target".utf8).write(to: URL(fileURLWithPath: "\(dir)/target.gif"))
    #expect(symlink("target.gif", "\(dir)/link.gif") == 0)
    #expect(
      throws: ImageFileError(path: "\(dir)/link.gif", problem: .notRegularFile(kind: "a symbolic link"))
    ) {
      try AtomicFile.write([1], to: "\(dir)/link.gif")
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/link.gif") == "target.gif")
    #expect(try String(contentsOfFile: "\(dir)/target.gif", encoding: .utf8) == "target")
    #expect(try entries(dir) == ["link.gif", "target.gif"])
  }

  @Test func aDirectoryIsNotReplacedByAFile() throws {
    let dir = try folder()
    try FileManager.default.createDirectory(atPath: "\(dir)/d.png", withIntermediateDirectories: false)
    #expect(throws: ImageFileError(path: "\(dir)/d.png", problem: .notRegularFile(kind: "a directory"))) {
      try AtomicFile.write([1], to: "\(dir)/d.png")
    }
  }
}
