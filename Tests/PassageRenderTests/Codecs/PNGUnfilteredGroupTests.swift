import PassageTestSupport
import Testing

@testable import PassageRender

/// Groups of flat rows are written unfiltered where that deflates smaller; photographs keep the
/// filter each row chose.
@Suite struct PNGUnfilteredGroupTests {
  /// The mock timeline screen (390 × 422): flat colours, text, icons.
  static let interface =
    ScreenImages.mock().image(for: .presentingScreen, pixelWidth: 390, pixelHeight: 422, scale: 1)?.bitmap
    ?? Bitmap(width: 1, height: 1)

  /// A photograph-like picture: smooth gradients with a little noise in every pixel.
  static let photograph: Bitmap = {
    var random = SeededRandom(seed: 21)
    var bitmap = Bitmap(width: 300, height: 200)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        func channel(_ base: Int) -> UInt8 { UInt8(clamping: base + Int.random(in: -6...6, using: &random)) }
        bitmap[x, y] = RGBA8(
          r: channel(x * 200 / 300 + 30), g: channel(y + 20), b: channel((x + y) / 3 + 60), a: 255)
      }
    }
    return bitmap
  }()

  /// The filtered scanlines inside an encoded file.
  static func scanlines(of file: [UInt8]) throws -> (bytes: [UInt8], rowLength: Int, height: Int) {
    let container = try PNGContainer(file, limits: .standard)
    let channels = container.header.colorType == .rgb ? 3 : 4
    let rowLength = container.header.width * channels + 1
    let bytes = try PNGZlib.inflate(
      file, ranges: container.imageData, expectedSize: rowLength * container.header.height)
    return (bytes, rowLength, container.header.height)
  }

  /// What every row's own best filter gives, with no group left unfiltered, deflated the way the
  /// encoder deflates.
  static func filteredOnlySize(_ bitmap: Bitmap) throws -> Int {
    // Both pictures are opaque, so their straight colours are their premultiplied ones.
    let channels = 3
    let rowBytes = bitmap.width * channels
    var straight: [UInt8] = []
    straight.reserveCapacity(bitmap.height * rowBytes)
    for (i, byte) in bitmap.pixels.enumerated() where i % 4 != 3 { straight.append(byte) }
    var scanlines: [UInt8] = []
    var output = [UInt8](repeating: 0, count: rowBytes)
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<bitmap.height {
      let row = Array(straight[(y * rowBytes)..<((y + 1) * rowBytes)])
      let previous = y == 0 ? zeros : Array(straight[((y - 1) * rowBytes)..<(y * rowBytes)])
      row.withUnsafeBufferPointer { row in
        previous.withUnsafeBufferPointer { previous in
          let filter = PNGFilter.best(row: row, previous: previous, stride: channels)
          output.withUnsafeMutableBufferPointer {
            PNGFilter.write(filter, row: row, previous: previous, stride: channels, output: $0)
          }
          scanlines.append(filter.rawValue)
        }
      }
      scanlines += output
    }
    return try PNGZlib.deflate(inBlocks: scanlines).count
  }

  @Test func anInterfacePictureLeavesWholeGroupsOfRowsUnfilteredAndComesOutSmaller() throws {
    let bitmap = Self.interface
    #expect(bitmap.width == 390 && bitmap.height == 422 && PNG.isOpaque(bitmap.pixels))
    let file = try PNG.encode(bitmap)
    let (bytes, rowLength, height) = try Self.scanlines(of: file)
    let groupRows = PNG.unfilteredGroupRows
    var unfilteredGroups = 0
    for start in stride(from: 0, to: height, by: groupRows) {
      let rows = start..<min(start + groupRows, height)
      if rows.allSatisfy({ bytes[$0 * rowLength] == 0 }) { unfilteredGroups += 1 }
    }
    #expect(unfilteredGroups >= 3, "\(unfilteredGroups) of \((height + groupRows - 1) / groupRows) groups")
    let filteredOnly = try Self.filteredOnlySize(bitmap)
    #expect(Double(file.count) < 0.95 * Double(filteredOnly), "\(file.count) B against \(filteredOnly) B")
    try expectEqual(PNG.decode(file), bitmap)
  }

  @Test func aPhotographKeepsEveryRowsFilter() throws {
    let bitmap = Self.photograph
    #expect(PNG.isOpaque(bitmap.pixels))
    let file = try PNG.encode(bitmap)
    let (bytes, rowLength, height) = try Self.scanlines(of: file)
    let unfilteredRows = (0..<height).filter { bytes[$0 * rowLength] == 0 }
    #expect(unfilteredRows.isEmpty, "rows \(unfilteredRows) unfiltered")
    try expectEqual(PNG.decode(file), bitmap)
  }

  @Test func theFileDoesNotDependOnTheNumberOfThreads() throws {
    let serial = try PNG.encode(Self.interface, workers: 1)
    try expectEqual(PNG.encode(Self.interface, workers: 3), serial)
  }
}
