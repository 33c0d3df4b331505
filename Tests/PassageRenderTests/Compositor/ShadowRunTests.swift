import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// The shadow's row fast path under a map without perspective or rotation paints the bytes of
/// its general path, a division per pixel.
@Suite struct ShadowRunTests {
  @Test func aRowUnderAMapWithoutPerspectivePaintsWhatTheGeneralPathPaints() throws {
    var fastRows = 0
    for (cornerRadius, shadowRadius) in [(0.0, 13.0), (0.0, 0.5), (12.0, 6.0), (12.0, 30.0)] {
      for (scale, x, y, s) in [(3.0, 40.3, 10.0, 1.0), (2.0, -17.25, 33.5, 0.93), (1.0, 0, 0, 1.2)] {
        let layer = LayerState(
          role: .presented, content: .solid(.white), frame: Rect(x: x, y: y, width: 120, height: 200),
          transform: .scale(x: s, y: s), cornerRadius: cornerRadius,
          shadow: Shadow(
            color: .black, opacity: 0.4, radius: shadowRadius, offset: Size(width: -9, height: 4)))
        let g = try #require(LayerGeometry(layer: layer, scale: scale))
        let shape = ShadowShape(
          width: g.width, height: g.height, cornerRadius: g.cornerRadius, shadowRadius: shadowRadius,
          scale: scale)
        var shader = ShadowShader(
          shape: shape, offset: layer.shadow.offset, color: .black, opacity: 0.4, inverse: g.inverse)
        let (width, height) = (Int(200 * scale), Int(300 * scale))
        var fast = [UInt8](repeating: 90, count: width * height * 4)
        var general = fast
        for row in 0..<height {
          shader.beginRow(row)
          for weight: UInt32 in [256, 131] {
            let tookFastPath = fast.withUnsafeMutableBytes {
              shader.paintAxisAlignedRun(0..<width, weight: weight, into: $0, rowBase: row * width)
            }
            guard tookFastPath else { continue }
            fastRows += 1
            _ = general.withUnsafeMutableBytes {
              shader.paintProjectiveRun(0..<width, weight: weight, into: $0, rowBase: row * width)
            }
          }
        }
        expectEqual(fast, general, "corner \(cornerRadius), shadow \(shadowRadius), scale \(scale)")
      }
    }
    #expect(fastRows > 1000)
  }
}
