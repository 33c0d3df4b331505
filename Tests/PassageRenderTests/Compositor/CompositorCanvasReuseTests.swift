import Passage
import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// A frame drawn into a reused canvas (whatever it held) is the frame drawn into a new one, though
/// the background is filled only where no opaque layer covers it; and a frame painted in bands of
/// rows on several threads is the frame painted on one (docs/DESIGN-NOTES.md, “The renderer at scale”).
@Suite struct CompositorCanvasReuseTests {
  /// A canvas of `width × height` full of a colour no scene draws.
  static func garbage(_ width: Int, _ height: Int) -> Bitmap {
    Bitmap(width: width, height: height, fill: RGBA8(r: 13, g: 200, b: 77, a: 201))
  }

  /// Scenes with opaque layers that cover the canvas, part of it, through a perspective, with
  /// rounded corners, and none at all.
  static let scenes: [TransitionScene] = {
    let container = Size(width: 60, height: 90)
    let full = Rect(x: 0, y: 0, width: 60, height: 90)
    let tilt = Transform3D.perspective(distance: 300).rotated(angle: 0.5, x: 0, y: 1, z: 0)
    var result = [
      scene(container, screenLayer(full)),
      scene(container, screenLayer(Rect(x: 7.3, y: 11.6, width: 40, height: 50))),
      scene(
        container, screenLayer(full, transform: tilt), solidLayer(Rect(x: 5, y: 5, width: 20, height: 20))),
      scene(container, screenLayer(full, cornerRadius: 12), solidLayer(full, .black, opacity: 0.4)),
      scene(container, solidLayer(Rect(x: 10, y: 10, width: 30, height: 30), opacity: 0.5)),
      scene(container),
    ]
    for transition in [Recede(), Push(), Fade()] as [any PassageTransition] {
      let timeline = transition.timeline(in: TransitionContext(containerSize: container, direction: .present))
      for progress in [0, 0.3, 0.7, 1.0] { result.append(timeline.scene(atProgress: progress)) }
    }
    return result
  }()

  @Test func aReusedCanvasGivesTheSameFrameAsANewOneWhateverItHeld() {
    for scale in [1.0, 1.5] {
      let compositor = Compositor(scale: scale, background: RGBA8(r: 10, g: 20, b: 30))
      for (index, scene) in Self.scenes.enumerated() {
        let fresh = compositor.render(scene, content: GeneratedScreens.patterned)
        var canvas = Self.garbage(fresh.width, fresh.height)
        compositor.render(scene, content: GeneratedScreens.patterned, into: &canvas)
        expectEqual(canvas, fresh, "scene \(index) at scale \(scale)")
      }
    }
  }

  @Test func bandsOfRowsPaintedOnAnyNumberOfThreadsGiveTheSameFrame() {
    let compositor = Compositor(scale: 3)
    for (index, scene) in Self.scenes.enumerated() {
      let serial = compositor.render(scene, content: GeneratedScreens.patterned, workers: 1)
      for workers in [2, 3, 7] {
        expectEqual(
          compositor.render(scene, content: GeneratedScreens.patterned, workers: workers), serial,
          "scene \(index), \(workers) workers")
      }
    }
  }
}
