import Dispatch
import Passage
import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// Before the frames of a film or a single frame are drawn, the screens of the first scene are
/// asked for side by side; they must be exactly the images the frame's layers then ask for, or
/// the work is done twice.
@Suite struct ContentPrefetchTests {
  /// Records every image asked for.
  final class Requests: @unchecked Sendable {
    // Safety: `asked` is touched only inside `lock.sync`.
    private var asked: Set<String> = []
    private let lock = DispatchQueue(label: "ContentPrefetchTests")

    func record(_ content: LayerContent, _ w: Int, _ h: Int) {
      lock.sync { _ = asked.insert("\(content == .presentingScreen ? "presenting" : "presented") \(w)x\(h)") }
    }

    var all: Set<String> { lock.sync { asked } }
  }

  @Test func prefetchingAsksForTheImagesTheFramesLayersAskFor() {
    let card = TransitionSource(frame: Rect(x: 10, y: 20, width: 30, height: 40), cornerRadius: 6)
    let context = TransitionContext(
      containerSize: Size(width: 60, height: 90), direction: .present, source: card)
    let transitions: [any PassageTransition] = [Recede(), Push(), Zoom()]
    for transition in transitions {
      let scene = transition.timeline(in: context).scene(atProgress: 0.4)
      for scale in [1.0, 3.0] {
        let (prefetched, drawn) = (Requests(), Requests())
        Compositor(scale: scale).prefetchContent(
          of: scene,
          content: GeneratedScreens { content, w, h in
            prefetched.record(content, w, h)
            return pattern(width: w, height: h)
          }, workers: 2)
        _ = Compositor(scale: scale).render(
          scene,
          content: GeneratedScreens { content, w, h in
            drawn.record(content, w, h)
            return pattern(width: w, height: h)
          })
        #expect(!drawn.all.isEmpty)
        expectEqual(prefetched.all, drawn.all, "\(transition) at \(scale)×")
      }
    }
  }
}
