import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// The procedural screens.
@Suite struct MockScreenTests {
  @Test(arguments: MockScreen.allCases, [1.0, 2.0, 3.0])
  func everyMockScreenHasTheRequestedSizeAtScales1To3(screen: MockScreen, scale: Double) {
    // Half a phone's 390 × 844 points, so that the 3x screens stay quick to draw.
    let bitmap = screen.render(size: Size(width: 195, height: 422), scale: scale)
    expectEqual(bitmap.width, Int(195 * scale))
    expectEqual(bitmap.height, Int(422 * scale))
  }

  @Test(arguments: MockScreen.allCases)
  func mockScreensAreNotBlankAndAreOpaque(screen: MockScreen) {
    let bitmap = screen.render(size: Size(width: 390, height: 844), scale: 1)
    var colors = Set<RGBA8>()
    for y in stride(from: 0, to: bitmap.height, by: 3) {
      for x in stride(from: 0, to: bitmap.width, by: 3) { colors.insert(bitmap[x, y]) }
    }
    #expect(colors.count > 20)
    #expect(LayerImage(bitmap).isOpaque)
  }

  @Test func theTwoMockScreensDifferAndEachIsDeterministic() {
    let size = Size(width: 200, height: 400)
    let timeline = MockScreen.timeline.render(size: size, scale: 2)
    expectEqual(timeline, MockScreen.timeline.render(size: size, scale: 2))
    #expect(timeline != MockScreen.webPage.render(size: size, scale: 2))
  }

  @Test(arguments: MockScreen.allCases)
  func theRowsDrawnOnTheirOwnAreThoseOfTheWholeScreen(screen: MockScreen) {
    let whole = screen.render(pixelWidth: 300, pixelHeight: 650, scale: 3)
    for rows in [0..<1, 0..<325, 100..<101, 200..<640, 649..<650, -5..<2000] {
      let part = screen.render(pixelWidth: 300, pixelHeight: 650, scale: 3, rows: rows)
      let shown = rows.clamped(to: 0..<650)
      let bytes = (shown.lowerBound * 1200)..<(shown.upperBound * 1200)
      expectEqual(part.pixels[bytes], whole.pixels[bytes], "\(rows)")
    }
  }

  @Test func oddSizesAndScalesDrawWithoutTrouble() {
    for (size, scale) in [
      (Size(width: 1, height: 1), 1.0), (Size(width: 1024, height: 300), 1.5),
      (Size(width: 0, height: .nan), 2),
    ] {
      for screen in MockScreen.allCases {
        let bitmap = screen.render(size: size, scale: scale)
        #expect(bitmap.width >= 1 && bitmap.height >= 1)
      }
    }
  }

  @Test func thePixelFontHasAGlyphForEveryLetterAndDigit() {
    for character in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" {
      let rows = PixelFont.rows(of: character)
      #expect(rows.count >= 7, "\(character)")
      #expect(rows.allSatisfy { $0 < 32 }, "\(character)")
      #expect(rows.contains { $0 != 0 }, "\(character)")
    }
  }
}
