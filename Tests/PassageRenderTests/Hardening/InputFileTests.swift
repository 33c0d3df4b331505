import Foundation
import PassageTestSupport
import Testing

@testable import PassageRender

/// Input files are regular files, their signature is checked first and their reading is bounded
/// (docs/HARDENING.md, “Files”).
@Suite struct InputFileTests {
  private func folder() throws -> String {
    let path = NSTemporaryDirectory() + "passage-input-\(UUID())"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let fifo = try folder() + "/pipe.png"
    expectEqual(mkfifo(fifo, 0o600), 0)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(throws: ImageFileError(path: fifo, problem: .notRegularFile(kind: "a FIFO"))) {
        try PNG.read(contentsOf: fifo)
      }
    }
    #expect(elapsed < .seconds(2))
  }

  @Test func aDeviceIsRefusedBeforeAnyByteIsRead() {
    #expect(throws: ImageFileError(path: "/dev/zero", problem: .notRegularFile(kind: "a device"))) {
      try PNG.read(contentsOf: "/dev/zero")
    }
  }

  @Test func aDirectoryIsRefused() throws {
    let dir = try folder()
    #expect(throws: ImageFileError(path: dir, problem: .notRegularFile(kind: "a directory"))) {
      try ImageFile.bytes(contentsOf: dir)
    }
  }

  @Test func aLargeFileThatIsNoPNGIsRefusedByItsFirstBytes() throws {
    let path = try folder() + "/zeros.png"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 8 << 20)))
    #expect(throws: ImageFileError(path: path, problem: .png(.badSignature))) {
      try PNG.read(contentsOf: path)
    }
  }

  @Test func aFileLargerThanTheLimitIsRefusedByItsSizeBeforeReading() throws {
    let path = try folder() + "/big.png"
    let bytes = PNG.signature + [UInt8](repeating: 0, count: 5000)
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    #expect(throws: ImageFileError(path: path, problem: .tooLarge(size: 5008, limit: 4096))) {
      try ImageFile.bytes(contentsOf: path, maxBytes: 4096)
    }
  }
}
