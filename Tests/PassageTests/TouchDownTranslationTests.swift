import Passage
import PassageTestSupport
import Testing

/// A dismissal's translation counts from where the finger touched down, so the engine's dead zone
/// is measured as iOS measures it, whatever the recogniser's hysteresis took.
@Suite struct TouchDownTranslationTests {
  @Test func theTranslationIsTheLocationLessTheTouchDownPoint() {
    var finger = TouchDownTranslation()
    finger.touched(at: Point(x: 3, y: 400))
    // A recogniser that began after 10 pt and reports its translation from there.
    let reported = Point(x: 2, y: 0)
    expectEqual(finger.translation(at: Point(x: 15, y: 398), reported: reported), Point(x: 12, y: -2))
  }

  @Test func withoutATouchDownTheRecognisersTranslationIsUsed() {
    var finger = TouchDownTranslation()
    expectEqual(finger.translation(at: Point(x: 15, y: 398), reported: Point(x: 2, y: 1)), Point(x: 2, y: 1))
    finger.touched(at: Point(x: 3, y: 400))
    finger.reset()
    expectEqual(finger.translation(at: Point(x: 15, y: 398), reported: Point(x: 2, y: 1)), Point(x: 2, y: 1))
    finger.touched(at: Point(x: .nan, y: 0))
    #expect(finger.touchDown == nil)
  }

  @Test func aLaterTouchReplacesOneThatNeverBecameAGesture() {
    var finger = TouchDownTranslation()
    finger.touched(at: Point(x: 3, y: 400))
    finger.touched(at: Point(x: 5, y: 100))
    expectEqual(finger.translation(at: Point(x: 25, y: 100), reported: .zero), Point(x: 20, y: 0))
  }
}
