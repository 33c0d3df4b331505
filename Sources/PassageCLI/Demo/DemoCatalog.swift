import Passage
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
  /// An interactive pop released at 26 % moving back: projected short of half way, so it cancels.
  static let popReleasedEarly = "begin 0; move 0.08 30; move 0.16 70; move 0.24 100; end 0.3 -80"
  /// A short flick: only 15 % across, but 1200 pt/s projects past half way, so it finishes.
  static let popFlicked = "begin 0; move 0.05 25; move 0.1 60; end 0.12 1200"

  /// A drag that shrinks the zoomed page and carries it down and to the right, released moving
  /// on: it finishes into the card it came from.
  static let zoomDragged = "begin 0; move 0.1 10 90; move 0.2 40 200; move 0.3 70 280; end 0.34 250 700"
  /// The same drag released slowly half way: it springs back.
  static let zoomReleasedSlowly = "begin 0; move 0.1 -20 80; move 0.2 -40 160; end 0.3 -20 40"

  static func items() -> [DemoItem] {
    let present = TransitionContext(direction: .present)
    let dismiss = TransitionContext(direction: .dismiss)
    func roundTrip(_ t: any PassageTransition, _ context: TransitionContext) -> Reel {
      var reel = Reel(t, context: context.with(direction: .present), fps: fps)
      reel.hold(seconds: hold)
      reel.append(Reel(t, context: context.with(direction: .dismiss), fps: fps))
      reel.hold(seconds: hold)
      return reel
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
    zoomContext.source = TimelinePicture.source(in: present.containerSize)
    var zoom = Reel(Zoom(), context: zoomContext, fps: fps)
    zoom.hold(seconds: hold)
    let zoomDismiss = zoomContext.with(direction: .dismiss)
    zoom.append(
      Reel(Zoom(), context: zoomDismiss, gesture: try? GestureScript(parsing: zoomReleasedSlowly), fps: fps))
    zoom.hold(seconds: hold)
    zoom.append(
      Reel(Zoom(), context: zoomDismiss, gesture: try? GestureScript(parsing: zoomDragged), fps: fps))
    zoom.hold(seconds: hold)
    return [
      DemoItem(
        name: "recede", title: "Recede — the Twitter in-app browser",
        caption:
          "The page slides up from below while the timeline recedes 100 pt into a 1000 pt perspective (0.5 s, cubic keyframes, easeInEaseOut). Dismissal holds the receded screen for the first 20 %.",
        reel: roundTrip(Recede(), present)),
      DemoItem(
        name: "push-pop", title: "Push presentation, interactive pops",
        caption:
          "The browser slides in from the trailing edge over a 30 % parallax and 10 % dimming (critically damped spring, response 0.35 s). Then a pop released early at 26 % moving back cancels; a flick at 15 % with 1200 pt/s finishes.",
        reel: pushPop),
      DemoItem(
        name: "push-rtl", title: "Push in a right-to-left layout",
        caption:
          "The same push mirrored: the page arrives from the left and pops with a swipe from the right edge.",
        reel: roundTrip(Push(), rtl)),
      DemoItem(
        name: "zoom", title: "Zoom — a timeline card becomes the page",
        caption:
          "The page grows out of the picture card with the card's 12 pt corners, its content aspect-filled, while the timeline dims to 20 % and scales back to 95 % (spring: 0.5 s, no bounce). A drag released slowly springs back; a drag released moving shrinks with the distance and flies into the card from the finger's velocity.",
        reel: zoom),
      DemoItem(
        name: "reduce-motion", title: "Reduce Motion",
        caption:
          "With Reduce Motion on, the recede becomes a 0.25 s cross-fade with the same lifecycle and gestures.",
        reel: roundTrip(Recede(), TransitionContext(reduceMotion: true))),
    ]
  }

  /// The timing curves the demo uses, for SVG plots: (file stem, title, curve, nominal duration).
  static let curves: [(String, String, TimingCurve, Double)] = [
    ("curve-recede", "Recede: easeInEaseOut over 0.5 s", .easeInEaseOut, 0.5),
    ("curve-push", "Push: spring, response 0.35 s, ζ = 1", Push().curve, 0.35),
    ("curve-push-reference", "Push reference: UIKit spring 0.75 s, ζ 0.9, v 1", Push.reference.curve, 0.75),
    ("curve-fade", "Fade (Reduce Motion): easeInEaseOut over 0.25 s", .easeInEaseOut, 0.25),
    ("curve-zoom", "Zoom: spring, duration 0.5 s, no bounce", .spring(Zoom().spring), 0.5),
  ]
}
