import Passage
import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// A zoom's source picture is the presenting screen's pixels under the source, so the first frame
/// of a zoom out of a card is the screen it starts from, and the last of a zoom back into it.
@Suite struct SourcePictureTests {
  let container = Size(width: 60, height: 90)
  let card = TransitionSource(frame: Rect(x: 10, y: 20, width: 30, height: 40), cornerRadius: 0)
  /// The presenting screen patterned, the presented one flat red: any page that shows, shows.
  let screens = GeneratedScreens { content, w, h in
    content == .presentedScreen
      ? Bitmap(width: w, height: h, fill: RGBA8(r: 255, g: 0, b: 0)) : pattern(width: w, height: h)
  }

  func frame(_ direction: TransitionDirection, progress: Double, scale: Double) -> Bitmap {
    let timeline = Zoom(shadow: .none).timeline(
      in: TransitionContext(containerSize: container, direction: direction, source: card))
    return Compositor(scale: scale).render(timeline.scene(atProgress: progress), content: screens)
  }

  @Test func theFirstFrameOfAZoomOutOfACardIsTheScreenItStartsFrom() {
    for scale in [1.0, 2.0] {
      let screen = Compositor(scale: scale).render(
        TransitionScene(
          containerSize: container,
          layers: [
            LayerState(
              role: .presenting, content: .presentingScreen, frame: Rect(origin: .zero, size: container))
          ]),
        content: screens)
      expectEqual(frame(.present, progress: 0, scale: scale), screen, "at \(scale)×")
      expectEqual(frame(.dismiss, progress: 1, scale: scale), screen, "at \(scale)×")
    }
  }

  @Test func halfWayOutThePictureHasFadedAndThePageShows() {
    let halfWay = frame(.present, progress: 0.5, scale: 1)
    // The card's centre: the picture at 1 − 0.5 / 0.55 over the red page.
    let center = halfWay[30, 45]
    #expect(center.r > 200 && center.g < 60)
  }

  @Test func aCropIsThePixelsUnderTheFrameAndNothingOutsideTheScreen() throws {
    let image = LayerImage(pattern(width: 120, height: 180))
    let crop = try #require(image.cropped(to: Rect(x: 10, y: 20, width: 30, height: 40), of: container))
    #expect(crop.bitmap.width == 60 && crop.bitmap.height == 80)
    #expect(crop.bitmap[0, 0] == image.bitmap[20, 40] && crop.bitmap[59, 79] == image.bitmap[79, 119])
    #expect(image.cropped(to: Rect(x: 70, y: 0, width: 10, height: 10), of: container) == nil)
    #expect(image.cropped(to: Rect(x: 0, y: 0, width: 10, height: 10), of: Size(width: 0, height: 90)) == nil)
  }
}
