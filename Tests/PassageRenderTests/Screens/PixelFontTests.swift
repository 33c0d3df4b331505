import PassageTestSupport
import Testing

@testable import PassageRender

/// The built-in font's glyphs, parsed from its text table.
@Suite struct PixelFontTests {
  @Test func everyGlyphHasSevenRowsAndUpToNineBelowTheBaseline() {
    let characters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:-/!?'<>()+%@#=_*;[]|\""
    for character in characters {
      let rows = PixelFont.rows(of: character)
      expectEqual(rows.count, "gjpqy,".contains(character) ? 9 : character == ";" ? 8 : 7, "\(character)")
      #expect(rows.allSatisfy { $0 < 1 << PixelFont.glyphWidth }, "\(character)")
    }
  }

  @Test func glyphRowsReadTopFirstWithTheLeftmostDotHighest() {
    expectEqual(PixelFont.rows(of: "A"), [0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11])
    expectEqual(PixelFont.rows(of: "j"), [0x02, 0, 0x06, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C])
    expectEqual(PixelFont.rows(of: "\""), [0x0A, 0x0A, 0x14, 0, 0, 0, 0])
  }

  @Test func aCharacterWithoutAGlyphDrawsAsASpace() {
    #expect(PixelFont.rows(of: "é").isEmpty)
    #expect(PixelFont.rows(of: " ").isEmpty)
  }
}
