import Passage
import PassageCommands
import PassageFilm
import PassageRecording
import PassageRender

/// The reference transitions the demo renders, each a reel of one or more recordings.
struct DemoItem {
  /// File stem, e.g. `recede`.
  var name: String
  /// Heading on the page.
  var title: String
  /// What the reader sees, in one or two sentences.
  var caption: String
  /// The scenes to play.
  var reel: Reel
}

enum DemoCatalog {
  static let fps = 30
  static let hold = 0.6
  /// An interactive pop released at 26 % moving back: short of iOS's boundary, so it springs back.
  static let popReleasedEarly = "begin 0; move 0.08 30; move 0.16 70; move 0.24 100; end 0.3 -80"
  /// A short flick: only 15 % across, but 118 ms of 1500 pt/s carries the finger past iOS's
  /// boundary, so it pops.
  static let popFlicked = "begin 0; move 0.05 25; move 0.1 60; end 0.12 1500"

  /// A pan that shrinks the zoomed card about the finger and carries it down and to the right,
  /// released moving on: it lands in the card it came from.
  static let zoomDragged = "begin 0 pan; move 0.1 10 90; move 0.2 40 200; move 0.3 70 280; end 0.34 250 700"
  /// A short pan released slowly, its card still above iOS's 0.905 boundary: it springs back.
  static let zoomReleasedSlowly = "begin 0 pan; move 0.1 -10 50; move 0.2 -20 100; end 0.3 -10 20"
  /// Two fingers closing to 0.45 of their distance and turning 12°: below iOS's half, it lands.
  static let zoomPinched = "begin 0 pinch; pinch 0.1 0.85 4; pinch 0.2 0.6 9; pinch 0.3 0.45 12; end 0.32 0 0"

  static func items() -> [DemoItem] {
    let present = TransitionContext(direction: .present)
    let dismiss = TransitionContext(direction: .dismiss)
    func roundTrip(_ t: any PassageTransition, _ context: TransitionContext) -> Reel {
      Reel.roundTrip(t, context: context, hold: hold, fps: fps)
    }
    var pushPop = Reel(Push(), context: present, fps: fps)
    pushPop.hold(seconds: hold)
    pushPop.append(
      Reel(Push(), context: dismiss, gesture: try? GestureScript(parsing: popReleasedEarly), fps: fps))
    pushPop.hold(seconds: hold)
    pushPop.append(Reel(Push(), context: dismiss, gesture: try? GestureScript(parsing: popFlicked), fps: fps))
    pushPop.hold(seconds: hold)
    let rtl = TransitionContext(layoutDirection: .rightToLeft)
    var zoomContext = present
    zoomContext.source = TransitionSource(
      frame: TimelinePicture.frame(in: present.containerSize), cornerRadius: TimelinePicture.cornerRadius)
    var zoom = Reel(Zoom(), context: zoomContext, fps: fps)
    zoom.hold(seconds: hold)
    let zoomDismiss = zoomContext.with(direction: .dismiss)
    zoom.append(
      Reel(Zoom(), context: zoomDismiss, gesture: try? GestureScript(parsing: zoomReleasedSlowly), fps: fps))
    zoom.hold(seconds: hold)
    zoom.append(
      Reel(Zoom(), context: zoomDismiss, gesture: try? GestureScript(parsing: zoomDragged), fps: fps))
    zoom.hold(seconds: hold)
    zoom.append(Reel(Zoom(), context: zoomContext, fps: fps))
    zoom.hold(seconds: hold)
    zoom.append(
      Reel(Zoom(), context: zoomDismiss, gesture: try? GestureScript(parsing: zoomPinched), fps: fps))
    zoom.hold(seconds: hold)
    typealias W = TransitionWords
    let (recede, push, zoomDefaults, fade) = (Recede(), Push(), Zoom(), Fade())
    let pushTiming: String
    if case .spring(let spring) = push.curve {
      pushTiming = W.describe(spring)
    } else {
      pushTiming = "\(W.name(of: push.curve)), \(W.seconds(push.duration))"
    }
    return [
      DemoItem(
        name: "recede", title: "Recede — the Twitter in-app browser",
        caption:
          "The page slides up from below while the timeline recedes \(W.points(recede.depth)) into a "
          + "\(W.points(recede.perspectiveDistance)) perspective (\(W.seconds(recede.duration)), "
          + "\(recede.calculationMode.rawValue) keyframes, \(W.name(of: recede.curve))). Dismissal holds the "
          + "receded screen for the first \(W.percent(recede.dismissalHold)).",
        reel: roundTrip(Recede(), present)),
      DemoItem(
        name: "push-pop", title: "Push presentation, interactive pops",
        caption:
          "The browser slides in from the trailing edge over a \(W.percent(push.parallax)) parallax and "
          + "\(W.percent(push.dimming)) dimming (\(pushTiming)), as iOS's push was measured to move. Then "
          + "pops as iOS's back swipe decides them: the page waits out \(W.points(push.deadZone)) of the "
          + "finger and trails it by as much; released at 26 % moving back it springs back; a flick at 15 % "
          + "with 1500 pt/s pops.",
        reel: pushPop),
      DemoItem(
        name: "push-rtl", title: "Push in a right-to-left layout",
        caption:
          "The same push mirrored: the page arrives from the left and pops with a swipe from the right edge.",
        reel: roundTrip(Push(), rtl)),
      DemoItem(
        name: "zoom", title: "Zoom — a timeline card becomes the page",
        caption:
          "The page grows out of the picture card, scaled from its top, its corners running from the card's "
          + "\(W.points(TimelinePicture.cornerRadius)) to the display's, casting the card's shadow, while the "
          + "timeline dims to \(W.percent(zoomDefaults.dimming)) and scales back to "
          + "\(W.percent(zoomDefaults.backdropScale)) (spring: \(W.frequencyAndDamping(zoomDefaults.spring)), "
          + "as iOS's zoom was measured). Then dismissals as iOS's decide them: a short pan released slowly "
          + "springs back; a pan shrinks the card about the finger and, released moving, lands it in the "
          + "picture, overshooting slightly; a pinch closing below half turns the card and lands it.",
        reel: zoom),
      DemoItem(
        name: "reduce-motion", title: "Reduce Motion",
        caption:
          "With Reduce Motion on, the recede becomes a \(W.seconds(fade.duration)) cross-fade with the same "
          + "lifecycle and gestures.",
        reel: roundTrip(Recede(), TransitionContext(reduceMotion: true))),
    ]
  }

  /// The timing curves the demo uses, for SVG plots: (file stem, title, curve, nominal duration).
  static var curves: [(String, String, TimingCurve, Double)] {
    typealias W = TransitionWords
    let (recede, push, zoom, fade) = (Recede(), Push(), Zoom(), Fade())
    var pushTitle = "Push: \(W.name(of: push.curve))"
    if case .spring(let spring) = push.curve { pushTitle = "Push: \(W.describe(spring)) (iOS's, measured)" }
    return [
      (
        "curve-recede", "Recede: \(W.name(of: recede.curve)) over \(W.seconds(recede.duration))",
        recede.curve,
        recede.duration
      ),
      ("curve-push", pushTitle, push.curve, push.duration),
      (
        "curve-push-reference", "Push reference: \(W.pushReference)", Push.reference.curve,
        Push.reference.duration
      ),
      (
        "curve-fade", "Fade (Reduce Motion): \(W.name(of: fade.curve)) over \(W.seconds(fade.duration))",
        fade.curve, fade.duration
      ),
      (
        "curve-zoom", "Zoom: spring, \(W.frequencyAndDamping(zoom.spring)) (iOS's, measured)",
        .spring(zoom.spring),
        zoom.spring.response
      ),
    ]
  }
}
