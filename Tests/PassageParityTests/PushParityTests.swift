import Passage
import PassageLibC
import PassageRecording
import PassageRender
import PassageTestSupport
import Testing

/// Passage's push and pop against iOS's measured push (``NativeMotion/Push``), measured as the
/// recordings were: edges and the dim read off the scenes `passage inspect` prints, the shadow
/// off pixels the compositor draws.
@Suite struct PushParityTests {
  let container = NativeMotion.container
  var width: Double { container.width }

  /// The page's left edge at `times`, presenting or popping; a popped page, removed once it
  /// lands, is past the trailing edge.
  func arrivingEdge(_ direction: TransitionDirection, at times: [Double]) -> [Double] {
    TransitionRecording(
      Push(), context: TransitionContext(containerSize: container, direction: direction), times: times
    )
    .samples.map { $0.scene.layer(.presented)?.untransformedFrame.origin.x ?? width }
  }

  static let times = (0...54).map { Double($0) / 120 }  // 0…450 ms at 120 Hz

  @Test func thePushFollowsiOSsExponentialApproachWithin2PointsRMS() {
    let edges = arrivingEdge(.present, at: Self.times)
    for tau in [
      NativeMotion.Push.timeConstants.lowerBound, 0.060, NativeMotion.Push.timeConstants.upperBound,
    ] {
      let native = Self.times.map { width * exp(-$0 / tau) }
      #expect(rms(edges, native) <= NativeMotion.curveRMS, "τ \(tau): RMS \(rms(edges, native)) pt")
    }
  }

  @Test func thePushIsHalfWayAndNineTenthsThereWithinAFrameOfiOS() {
    let fine = (0...450).map { Double($0) / 1000 }
    let progress = arrivingEdge(.present, at: fine).map { 1 - $0 / width }
    let half = fine[progress.firstIndex { $0 >= 0.5 } ?? 0]
    let nine = fine[progress.firstIndex { $0 >= 0.9 } ?? 0]
    expectClose(half, NativeMotion.Push.halfWay, tolerance: NativeMotion.frame, "half-way at \(half) s")
    expectClose(nine, NativeMotion.Push.nineTenths, tolerance: NativeMotion.frame, "nine tenths at \(nine) s")
    let recording = TransitionRecording(Push(), context: TransitionContext(containerSize: container))
    #expect(recording.endTime <= NativeMotion.Push.settled)
  }

  @Test func thePopIsTheSameDecayTowardsTheFarSide() {
    let edges = arrivingEdge(.dismiss, at: Self.times)
    let native = Self.times.map { width * (1 - exp(-$0 / 0.060)) }
    #expect(rms(edges, native) <= NativeMotion.curveRMS, "RMS \(rms(edges, native)) pt")
    let recording = TransitionRecording(
      Push(), context: TransitionContext(containerSize: container, direction: .dismiss))
    #expect(recording.endTime <= NativeMotion.Push.settled)
  }

  @Test func theCoveredPageMovesInLockstepAtiOSsRatioUnderiOSsDim() throws {
    let recording = TransitionRecording(
      Push(), context: TransitionContext(containerSize: container), times: [0.01, 0.042, 0.1, 0.2])
    for sample in recording.samples {
      let arriving = width - (try #require(sample.scene.layer(.presented)).untransformedFrame.origin.x)
      let covered = -(try #require(sample.scene.layer(.presenting)).untransformedFrame.origin.x)
      let nearest = min(
        max(covered / arriving, NativeMotion.Push.coveredTravel.lowerBound),
        NativeMotion.Push.coveredTravel.upperBound)
      expectClose(covered / arriving, nearest, tolerance: NativeMotion.ratio)
      let dim = try #require(sample.scene.layer(.dimming)).opacity / sample.progress
      #expect(NativeMotion.Push.dim.contains(dim), "dim \(dim) per unit of progress")
    }
  }

  @Test func theCoveredPageDarkensBesideTheEdgeAsiOSsDoes() throws {
    // Half-way, both screens white, drawn at the device's 3×: the covered page's luminance with
    // the page's shadow against the same frame without it, a column at each distance. A strip of
    // the device's width: the push's horizontal profile does not depend on the height, and 80 pt
    // leaves the Gaussian's vertical falloff (σ 6.5 pt) under 10⁻⁹ in the middle row.
    let context = TransitionContext(containerSize: Size(width: container.width, height: 80))
    let halfway = Push().timeline(in: context).scene(atProgress: 0.5)
    func white(_ scene: TransitionScene, shadow: Bool) -> TransitionScene {
      var scene = scene
      for i in scene.layers.indices where scene.layers[i].role != .dimming {
        scene.layers[i].content = .solid(.white)
        if !shadow { scene.layers[i].shadow.opacity = 0 }
      }
      return scene
    }
    let scale = 3.0
    let compositor = Compositor(scale: scale)
    let lit = compositor.render(white(halfway, shadow: false), content: NoScreens())
    let shaded = compositor.render(white(halfway, shadow: true), content: NoScreens())
    let edge = try #require(halfway.layer(.presented)).untransformedFrame.origin.x
    let row = Int(40 * scale)
    for (distance, native) in NativeMotion.Push.shadow {
      let column = Int((edge - distance) * scale)
      let darkening = 1 - Double(shaded[column, row].g) / Double(lit[column, row].g)
      let nearest = min(max(darkening, native.lowerBound), native.upperBound)
      expectClose(
        darkening, nearest, tolerance: NativeMotion.Push.shadowTolerance,
        "\(distance) pt from the edge: \(darkening * 100) % darker, iOS \(native)")
    }
  }
}

/// No screen images: every layer here is solid.
struct NoScreens: LayerContentProvider {
  func image(for content: LayerContent, pixelWidth: Int, pixelHeight: Int, scale: Double) -> LayerImage? {
    nil
  }
}

/// The root mean square of the differences, over the pairs.
func rms(_ a: [Double], _ b: [Double]) -> Double {
  let squares = zip(a, b).map { ($0 - $1) * ($0 - $1) }
  return (squares.reduce(0, +) / Double(max(squares.count, 1))).squareRoot()
}
