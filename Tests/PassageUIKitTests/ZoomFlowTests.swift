#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit

  /// A zoom out of a card and its dismissals (pan, edge, pinch), through the real glue.
  @MainActor
  @Suite struct ZoomFlowTests {
    @Test func aZoomGrowsOutOfTheCardAndRestsFullScreen() {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.wait(0.05)
      #expect(card.isHidden)
      stage.settle()
      let wrapper = try! #require(stage.wrapper(of: page))
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      #expect(wrapper.layer.mask == nil)
      #expect(!card.isHidden)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear"])
    }

    /// The drawn width of the page's card, in window points: its mask's, through its transform.
    static func cardWidth(of page: UIViewController, on stage: Stage) -> Double {
      guard let wrapper = stage.wrapper(of: page) else { return 0 }
      let mask = wrapper.layer.mask?.frame ?? wrapper.bounds
      let left = stage.drawnPoint(CGPoint(x: mask.minX, y: mask.midY), of: wrapper)
      let right = stage.drawnPoint(CGPoint(x: mask.maxX, y: mask.midY), of: wrapper)
      return Double(right.x - left.x)
    }

    /// A stage with a page zoomed open out of its card, at rest.
    static func openZoom() -> (stage: Stage, card: UIView, page: UIViewController) {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      return (stage, card, page)
    }

    /// Two fingers `spread` points apart about (200, 400) go down and close to `fraction` of
    /// their spread in `steps` moves, one display frame each.
    static func pinch(on stage: Stage, spread: Double, closingTo fraction: Double, in steps: Int) {
      stage.screen.down(0, at: CGPoint(x: 200 - spread / 2, y: 400))
      stage.screen.down(1, at: CGPoint(x: 200 + spread / 2, y: 400))
      for step in 1...steps {
        let half = spread / 2 * (1 - (1 - fraction) * Double(step) / Double(steps))
        stage.screen.move(0, to: CGPoint(x: 200 - half, y: 400))
        stage.screen.move(1, to: CGPoint(x: 200 + half, y: 400))
      }
    }

    /// A finger that drags the page while it zooms open does not stop it: the card flies on under
    /// the drag, which shrinks it as on the open page, and let go far enough down it lands back
    /// in its source: the presentation is cancelled and the card shows again.
    @Test func aDragDuringTheZoomsFlightRidesOnItAndLandsItBackInItsSource() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.wait(0.08)
      let inFlight = Self.cardWidth(of: page, on: stage)
      #expect(inFlight > Double(card.bounds.width) + 20 && inFlight < 380, "on its way: \(inFlight) pt wide")
      stage.screen.down(at: CGPoint(x: 200, y: 450))
      for step in 1...4 { stage.screen.move(to: CGPoint(x: 200, y: 450 + 6 * CGFloat(step))) }
      let caught = Self.cardWidth(of: page, on: stage)
      #expect(caught > inFlight, "the flight goes on under the finger: \(inFlight) then \(caught) pt")
      for step in 1...24 { stage.screen.move(to: CGPoint(x: 200, y: 474 + 10 * CGFloat(step))) }
      stage.wait(0.4)  // the flight has long landed under the still finger
      let held = Self.cardWidth(of: page, on: stage) / 402
      // The pan's law on the open page: 1 − 0.67 × (264 − 18) / 874.
      expectClose(held, 1 - 0.67 * 246 / 874, tolerance: 0.01, "held at \(held) of the width")
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      #expect(page.viewIfLoaded?.window == nil)
      #expect(!card.isHidden)
      expectEqual(page.appearanceLog, ["willAppear", "willDisappear", "didDisappear"])
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    /// A short drag during the flight, let go, sends the card back to the open page: the zoom
    /// still presents, once.
    @Test func aShortDragDuringTheZoomsFlightLetsItArrive() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.wait(0.08)
      stage.screen.down(at: CGPoint(x: 200, y: 450))
      for step in 1...5 { stage.screen.move(to: CGPoint(x: 200, y: 450 + 8 * CGFloat(step))) }
      stage.wait(0.3)
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController === page)
      expectClose(Self.cardWidth(of: page, on: stage), 402, tolerance: 0.5)
      #expect(card.isHidden == false)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear"])
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    /// The card casts its shadow from a path that is its outline at every frame of the flight
    /// (its animated size and corners), so Core Animation never derives the shadow from the
    /// layer's alpha off screen (CALayer.h `shadowPath`).
    @Test func aZoomsCardCastsItsShadowFromItsOutline() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      func layers(_ layer: CALayer) -> [CALayer] { [layer] + (layer.sublayers ?? []).flatMap(layers) }
      var frames = 0
      for _ in 0..<30 {
        stage.wait(1.0 / 60)
        guard let container = stage.container else { break }
        for model in layers(container.layer) {
          guard let layer = model.presentation(), layer.shadowOpacity > 0 else { continue }
          let path = try #require(layer.shadowPath, "a layer casts a shadow without a path")
          let radius = min(max(layer.cornerRadius, 0.01), min(layer.bounds.width, layer.bounds.height) / 2)
          expectClose(path.boundingBox.width, layer.bounds.width, tolerance: 0.01)
          expectClose(path.boundingBox.height, layer.bounds.height, tolerance: 0.01)
          expectClose(path.roundedCornerRadius, radius, tolerance: 0.01)
          frames += 1
        }
      }
      #expect(frames > 10, "the card casts a shadow through the flight")
      stage.settle()
    }

    /// The grabbed point follows the fingers' centroid: two fingers moving 150 pt right with a
    /// constant spread move the page's point under them by 150 pt, not by a reading that feeds
    /// back through the page's own transform.
    @Test func aPinchsFocalPointFollowsTheFingersNotThePagesTransform() {
      let (stage, _, page) = Self.openZoom()
      // Close the fingers to 60 % of their spread, then carry them 150 pt right.
      Self.pinch(on: stage, spread: 100, closingTo: 0.6, in: 10)
      stage.wait(0.3)  // the card catches up with the still fingers
      let grabbed = stage.drawnPoint(CGPoint(x: 200, y: 400), of: page.view)
      for step in 1...15 {
        let dx = 10 * Double(step)
        stage.screen.move(0, to: CGPoint(x: 170 + dx, y: 400))
        stage.screen.move(1, to: CGPoint(x: 230 + dx, y: 400))
      }
      stage.wait(0.3)
      let after = stage.drawnPoint(CGPoint(x: 200, y: 400), of: page.view)
      let moved = after.x - grabbed.x
      expectClose(moved, 150, tolerance: 25, "the grabbed point moved \(moved) pt for the fingers' 150")
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
    }

    /// A pinch's card holds its size until the fingers have closed past iOS's dead zone, and
    /// reads their distance from there: UIPinchGestureRecognizer counts its scale from the touch
    /// points, so the front end's spread turns 0.6 of a 300 pt start into iOS's 0.618.
    @Test func aPinchReadsTheFingersDistanceFromWhereItsDeadZoneEnds() throws {
      let (stage, _, page) = Self.openZoom()
      Self.pinch(on: stage, spread: 300, closingTo: 0.6, in: 12)
      stage.wait(0.3)  // the card catches up with the still fingers
      let held = Self.cardWidth(of: page, on: stage) / 402
      expectClose(held, 0.6 * 300 / (300 - 8.7), tolerance: 0.002, "held at \(held) of the width")
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
    }

    /// A pinch let go still closing lands quicker the faster each finger moves, which the
    /// fingers' spread turns their scale's rate into: the same closing rate lands sooner from
    /// fingers far apart than from fingers close together.
    @Test func aPinchLetGoClosingLandsSoonerTheFasterItsFingersMove() throws {
      func landingTime(spread: Double) throws -> Double {
        let (stage, card, page) = Self.openZoom()
        // Close to 0.4 of the spread in 50 ms and lift on the move.
        Self.pinch(on: stage, spread: spread, closingTo: 0.4, in: 6)
        stage.screen.up(0)
        stage.screen.up(1)
        let lifted = ModelRunLoop.now
        let from = Self.cardWidth(of: page, on: stage)
        let to = Double(card.bounds.width)
        var elapsed = 0.0
        while abs(Self.cardWidth(of: page, on: stage) - to) > 0.02 * abs(from - to), elapsed < 1 {
          stage.wait(ModelRunLoop.frameInterval)
          elapsed = ModelRunLoop.now - lifted
        }
        stage.settle()
        #expect(stage.root.presentedViewController == nil, "the pinch landed")
        return elapsed
      }
      // 60 pt apart, each finger at 216 pt/s (about half a width a second); 300 apart, at
      // 1,080 pt/s, past the quickest landing.
      let close = try landingTime(spread: 60)
      let wide = try landingTime(spread: 300)
      #expect(wide < close - 0.03, "fingers far apart land in \(wide) s, close together in \(close) s")
    }

    /// A pinched card trails the fingers and, once they stop, catches up with them on display
    /// frames alone, with no touch event; then the frames stop.
    @Test func aPinchedCardCatchesUpWithStillFingersOnDisplayFrames() throws {
      let (stage, _, page) = Self.openZoom()
      Self.pinch(on: stage, spread: 200, closingTo: 0.6, in: 6)
      _ = try #require(stage.wrapper(of: page))
      func width() -> Double { Self.cardWidth(of: page, on: stage) }
      let trailing = width()
      #expect(!ModelRunLoop.displayLinks.isEmpty, "frames run while the card catches up")
      stage.wait(0.3)
      let caughtUp = width()
      #expect(caughtUp < trailing - 5, "the card went on shrinking: \(trailing) then \(caughtUp) pt")
      #expect(ModelRunLoop.displayLinks.isEmpty, "the frames stop once it has caught up")
      stage.wait(0.1)
      expectClose(width(), caughtUp, tolerance: 0.01)
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
    }
  }
#endif
