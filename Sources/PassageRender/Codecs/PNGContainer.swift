/// The chunks of a PNG file that matter for decoding, checked for presence, order and length.
struct PNGContainer: Sendable {
  /// The validated `IHDR`.
  let header: PNGHeader
  /// The palette as straight RGB triples (0–256 entries, 3 bytes each).
  let palette: [UInt8]
  /// The raw `tRNS` data, empty when absent or ignored.
  let transparency: [UInt8]
  /// Where the data of each `IDAT` chunk lies in the file, in order.
  let imageData: [Range<Int>]

  /// Reads and validates the chunk structure of `bytes`.
  init(_ bytes: [UInt8], limits: PNGLimits) throws(PNGError) {
    var reader = try PNGChunkReader(bytes)
    guard let first = try reader.next() else { throw .missingChunk("IHDR") }
    guard first.type == .header else { throw .missingChunk("IHDR") }
    let header = try PNGHeader(bytes, first.data, limits: limits)
    let colorType = header.colorType.rawValue
    var palette: [UInt8]?
    var transparency: [UInt8]?
    var imageData: [Range<Int>] = []
    var imageDataEnded = false
    var previous = PNGChunkType.header

    while true {
      guard let chunk = try reader.next() else { throw .missingChunk("IEND") }
      let type = chunk.type
      if !imageData.isEmpty && previous == .data && type != .data { imageDataEnded = true }
      defer { previous = type }
      switch type {
      case .header:
        throw .duplicateChunk("IHDR")
      case .palette:
        guard palette == nil else { throw .duplicateChunk("PLTE") }
        guard imageData.isEmpty, transparency == nil else { throw .misplacedChunk("PLTE") }
        guard header.colorType != .grey, header.colorType != .greyAlpha else {
          throw .chunkNotAllowed("PLTE", colorType: colorType)
        }
        let count = chunk.data.count
        guard count % 3 == 0, (3...768).contains(count) else { throw .invalidChunkLength("PLTE", count) }
        palette = Array(bytes[chunk.data])
      case .transparency:
        guard transparency == nil else { throw .duplicateChunk("tRNS") }
        guard imageData.isEmpty else { throw .misplacedChunk("tRNS") }
        transparency = try Self.transparency(bytes[chunk.data], header: header, palette: palette)
      case .data:
        guard !imageDataEnded else { throw .misplacedChunk("IDAT") }
        if header.colorType == .palette && palette == nil { throw .missingChunk("PLTE") }
        imageData.append(chunk.data)
      case .end:
        guard chunk.data.isEmpty else { throw .invalidChunkLength("IEND", chunk.data.count) }
        guard !imageData.isEmpty else { throw .missingChunk("IDAT") }
        self.header = header
        self.palette = palette ?? []
        self.transparency = transparency ?? []
        self.imageData = imageData
        return
      default:
        if type.isCritical { throw .unknownCriticalChunk(type.name) }
      }
    }
  }

  /// Validates a `tRNS` chunk; returns its bytes, or an empty array when the colour type has
  /// its own alpha channel (such a chunk is ignored, as libpng does).
  private static func transparency(
    _ data: ArraySlice<UInt8>, header: PNGHeader, palette: [UInt8]?
  ) throws(PNGError) -> [UInt8] {
    switch header.colorType {
    case .palette:
      guard let palette else { throw .misplacedChunk("tRNS") }
      guard data.count <= palette.count / 3 else { throw .invalidChunkLength("tRNS", data.count) }
    case .grey:
      guard data.count == 2 else { throw .invalidChunkLength("tRNS", data.count) }
    case .rgb:
      guard data.count == 6 else { throw .invalidChunkLength("tRNS", data.count) }
    case .greyAlpha, .rgba:
      return []
    }
    return Array(data)
  }
}
