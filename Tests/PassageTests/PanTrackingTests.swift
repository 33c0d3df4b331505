import Passage
import PassageTestSupport
import Testing

/// What each callback of one dismissal pan does, once the pan's beginning is decided
/// (``PanTracking``): the presentation's pans and the navigation controller's differ only in
/// what a veto does.
@Suite struct PanTrackingTests {
  static let phone = Size(width: 390, height: 844)

  @Test func aPanThatDrivesPassesItsMovesAndItsEndOn() {
    for start in [DismissalPan.Start.catchRun, .startDismissal] {
      var pan = PanTracking(resistsVetoes: true)
      pan.began(start, kind: .pullDown, edge: .left)
      #expect(pan.isDriving)
      expectEqual(pan.changed(translation: Point(x: 3, y: 80), bounds: Self.phone), .drive(dx: 3, dy: 80))
      expectEqual(pan.ended(cancelled: false, velocity: Point(x: 0, y: 900)), .release(vx: 0, vy: 900))
      #expect(!pan.isDriving)
      expectEqual(pan.changed(translation: Point(x: 0, y: 90), bounds: Self.phone), .none)
    }
    var cancelled = PanTracking(resistsVetoes: false)
    cancelled.began(.startDismissal, kind: .leadingEdge, edge: .right)
    expectEqual(cancelled.ended(cancelled: true, velocity: Point(x: -300, y: 0)), .cancel)
  }

  @Test func aVetoedPresentationPanResistsAlongItsGestureAndSpringsBack() {
    var pan = PanTracking(resistsVetoes: true)
    pan.began(.resist, kind: .leadingEdge, edge: .right)
    #expect(!pan.isDriving)
    let step = pan.changed(translation: Point(x: -120, y: 10), bounds: Self.phone)
    let expected = RubberBand.resisted(
      .leadingEdge, translation: Point(x: -120, y: 10), edge: .right, bounds: Self.phone)
    #expect(step == .resist(expected) && expected.x < 0 && expected.x > -120)
    expectEqual(pan.ended(cancelled: false, velocity: Point(x: -500, y: 0)), .springBack)
  }

  @Test func aVetoedNavigationPanDrivesNothingToItsEnd() {
    for start in [DismissalPan.Start.resist, .driveNothing] {
      var pan = PanTracking(resistsVetoes: false)
      pan.began(start, kind: .leadingEdge, edge: .left)
      expectEqual(pan.changed(translation: Point(x: 120, y: 0), bounds: Self.phone), .none)
      expectEqual(pan.ended(cancelled: false, velocity: Point(x: 800, y: 0)), .none)
    }
  }

  @Test func aPresentationPanThatMayNotCatchIsIgnoredAndAnEndWithoutABeginningDoesNothing() {
    var pan = PanTracking(resistsVetoes: true)
    pan.began(.driveNothing, kind: .pullDown, edge: .left)
    expectEqual(pan.changed(translation: Point(x: 0, y: 120), bounds: Self.phone), .none)
    expectEqual(pan.ended(cancelled: false, velocity: Point(x: 0, y: 800)), .none)
    expectEqual(
      PanTracking(resistsVetoes: true).changed(translation: Point(x: 0, y: 9), bounds: Self.phone), .none)
  }
}
