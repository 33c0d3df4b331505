import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// Screen pictures for the compositor: mock or user-supplied, cached per size.
@Suite struct ScreenImagesTests {
  @Test func userBitmapsAreStretchedToTheLayersPixelSize() throws {
    let picture = Bitmap(width: 30, height: 60, fill: RGBA8(r: 10, g: 200, b: 30))
    let screens = ScreenImages(presenting: picture, presented: nil)
    let image = try #require(screens.image(for: .presentingScreen, pixelWidth: 10, pixelHeight: 20, scale: 1))
    expectEqual(image.bitmap, Bitmap(width: 10, height: 20, fill: RGBA8(r: 10, g: 200, b: 30)))
    let presented = try #require(
      screens.image(for: .presentedScreen, pixelWidth: 10, pixelHeight: 20, scale: 1))
    expectEqual(presented.bitmap, MockScreen.webPage.render(pixelWidth: 10, pixelHeight: 20, scale: 1))
    #expect(screens.image(for: .solid(.white), pixelWidth: 10, pixelHeight: 20, scale: 1) == nil)
  }

  @Test func onlyTheRowsAskedForOfAMockScreenAreDrawnAtTheirSize() throws {
    let request = ScreenRequest(content: .presentedScreen, pixelWidth: 40, pixelHeight: 90)
    let screens = ScreenImages(
      presenting: .mock(.timeline), presented: .mock(.webPage), mockRows: [request: 10..<30])
    let image = try #require(screens.image(for: .presentedScreen, pixelWidth: 40, pixelHeight: 90, scale: 1))
    #expect(image.rows == 10..<30)
    let whole = MockScreen.webPage.render(pixelWidth: 40, pixelHeight: 90, scale: 1)
    expectEqual(image.bitmap.pixels[(10 * 160)..<(30 * 160)], whole.pixels[(10 * 160)..<(30 * 160)])
    #expect(PNGRowsDecodingTests.rowsAreMagenta(image.bitmap, except: 10..<30))
    // Another size, or the other screen, is drawn whole.
    #expect(screens.image(for: .presentedScreen, pixelWidth: 40, pixelHeight: 91, scale: 1)?.rows == 0..<91)
    #expect(screens.image(for: .presentingScreen, pixelWidth: 40, pixelHeight: 90, scale: 1)?.rows == 0..<90)
  }

  @Test func aPictureOfSomeRowsIsServedOnlyAtItsOwnSize() throws {
    let picture = Bitmap(width: 30, height: 60, fill: RGBA8(r: 10, g: 200, b: 30))
    let screens = ScreenImages(presenting: .rowsOfBitmap(picture, rows: 0..<20), presented: .mock(.webPage))
    let image = try #require(screens.image(for: .presentingScreen, pixelWidth: 30, pixelHeight: 60, scale: 1))
    #expect(image.rows == 0..<20 && image.isOpaque)
    // Its other rows were never decoded: it cannot be resampled.
    #expect(screens.image(for: .presentingScreen, pixelWidth: 15, pixelHeight: 30, scale: 1) == nil)
  }

  @Test func theSameSizeIsServedFromTheCache() {
    let screens = ScreenImages.mock()
    let a = screens.image(for: .presentingScreen, pixelWidth: 50, pixelHeight: 80, scale: 1)
    let b = screens.image(for: .presentingScreen, pixelWidth: 50, pixelHeight: 80, scale: 1)
    expectEqual(a, b)
    #expect(a != screens.image(for: .presentedScreen, pixelWidth: 50, pixelHeight: 80, scale: 1))
  }

  @Test func areaAveragingKeepsTheMeanOfAShrunkPictureAndInterpolationGrowsItSmoothly() {
    var stripes = Bitmap(width: 4, height: 1)
    for x in 0..<4 { stripes[x, 0] = x % 2 == 0 ? RGBA8(r: 255, g: 255, b: 255) : RGBA8(r: 0, g: 0, b: 0) }
    let half = stripes.resampled(width: 2, height: 1)
    #expect(abs(Int(half[0, 0].r) - 128) <= 1 && abs(Int(half[1, 0].r) - 128) <= 1)
    var ramp = Bitmap(width: 2, height: 1)
    ramp[0, 0] = RGBA8(r: 0, g: 0, b: 0)
    ramp[1, 0] = RGBA8(r: 200, g: 200, b: 200)
    let grown = ramp.resampled(width: 4, height: 1)
    #expect(grown[0, 0].r == 0 && grown[3, 0].r == 200)
    #expect(grown[1, 0].r > 0 && grown[1, 0].r < grown[2, 0].r && grown[2, 0].r < 200)
  }
}
