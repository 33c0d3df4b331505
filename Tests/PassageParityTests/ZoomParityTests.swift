import Passage
import PassageLibC
import PassageRecording
import PassageTestSupport
import Testing

/// The rows of iOS's measured zoom (``NativeMotion/Zoom``) that Passage's timed flight adopts, on
/// the measured device with a 120 × 180 pt poster, measured off the scenes `passage inspect`
/// prints.
@Suite struct ZoomParityTests {
  let card = TransitionSource(frame: Rect(x: 16, y: 300, width: 120, height: 180), cornerRadius: 12)
  func context(_ direction: TransitionDirection, reduceMotion: Bool = false) -> TransitionContext {
    TransitionContext(
      containerSize: NativeMotion.container, direction: direction, reduceMotion: reduceMotion, source: card)
  }

  /// The card's width at `times`.
  func widths(_ direction: TransitionDirection, at times: [Double]) -> [Double] {
    TransitionRecording(Zoom(), context: context(direction), times: times).samples.map {
      $0.scene.layer(.presented)?.size.width ?? card.frame.size.width
    }
  }

  @Test func theFlightIsiOSsCriticallyDampedSpringOnTheCardsWidthBothWays() {
    let times = (0...60).map { Double($0) / 120 }
    let omega = NativeMotion.Zoom.flightFrequency
    let (small, full) = (card.frame.size.width, NativeMotion.container.width)
    let native = times.map { t in small + (full - small) * (1 - (1 + omega * t) * exp(-omega * t)) }
    let push = widths(.present, at: times)
    #expect(rms(push, native) <= NativeMotion.curveRMS, "push RMS \(rms(push, native)) pt")
    let pop = widths(.dismiss, at: times)
    let nativePop = native.map { full + small - $0 }
    #expect(rms(pop, nativePop) <= NativeMotion.curveRMS, "pop RMS \(rms(pop, nativePop)) pt")
    guard case .spring(let spring) = Zoom().timeline(in: context(.present)).curve else {
      Issue.record("the flight is a spring")
      return
    }
    #expect(NativeMotion.Zoom.flightFrequencies.contains(spring.naturalFrequency))
    #expect(isClose(spring.dampingRatio, 1) && spring.initialVelocity == 0)
  }

  @Test func theScreenBehindDimsAndScalesLinearlyToiOSsValues() throws {
    let recording = TransitionRecording(Zoom(), context: context(.present), times: [0.02, 0.05, 0.1, 0.2, 2])
    for sample in recording.samples where sample.progress < 1 {
      let dim = try #require(sample.scene.layer(.dimming)).opacity
      #expect(isClose(dim, NativeMotion.Zoom.dim * sample.progress, tolerance: 1e-9))
      let scale = try #require(sample.scene.layer(.presenting)).transform.m11
      #expect(isClose(scale, 1 - (1 - NativeMotion.Zoom.coveredScale) * sample.progress, tolerance: 1e-9))
    }
    let open = Zoom().timeline(in: context(.present)).scene(atProgress: 1)
    #expect(isClose(try #require(open.layer(.presenting)).transform.m11, NativeMotion.Zoom.coveredScale))
  }

  @Test func underReduceMotionTheZoomCrossFadesOveriOSsTime() {
    for direction in [TransitionDirection.present, .dismiss] {
      let recording = TransitionRecording(Zoom(), context: context(direction, reduceMotion: true))
      #expect(abs(recording.endTime - NativeMotion.Zoom.reducedMotionFade) <= NativeMotion.frame)
    }
  }
}
