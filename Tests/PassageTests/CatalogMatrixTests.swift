import Passage
import PassageTestSupport
import Testing

/// Every catalog transition × direction × layout direction × orientation: the screens start and
/// end where docs/TRANSITIONS.md says, and only Push depends on the layout direction.
@Suite struct CatalogMatrixTests {
  static let transitions: [any PassageTransition] = [Recede(), Push(), Fade(), Push.reference]
  static let size = Size(width: 390, height: 844)
  static let bounds = Rect(origin: .zero, size: size)

  static var contexts: [TransitionContext] {
    var all: [TransitionContext] = []
    for direction in TransitionDirection.allCases {
      for layout in TransitionContext.LayoutDirection.allCases {
        for orientation in ContainerOrientation.allCases {
          all.append(
            TransitionContext(
              containerSize: size, direction: direction, layoutDirection: layout, orientation: orientation))
        }
      }
    }
    return all
  }

  @Test(arguments: 0..<transitions.count)
  func thePresentedScreenIsInPlaceExactlyWhenItShouldBe(index: Int) throws {
    let transition = Self.transitions[index]
    for context in Self.contexts {
      let timeline = transition.timeline(in: context)
      let shown = context.direction == .present ? 1.0 : 0.0
      let page = try #require(timeline.scene(atProgress: shown).layer(.presented))
      #expect(page.untransformedFrame == Self.bounds && page.transform == .identity && page.opacity == 1)
      let screen = try #require(timeline.scene(atProgress: 1 - shown).layer(.presenting))
      #expect(
        screen.untransformedFrame == Self.bounds && screen.transform == .identity,
        "\(transition.name) \(context)")
      // Where the page is not shown it is off screen or invisible.
      let hidden = try #require(timeline.scene(atProgress: 1 - shown).layer(.presented))
      let offScreen = !hidden.untransformedFrame.contains(Self.bounds.center)
      #expect(offScreen || hidden.opacity == 0, "\(transition.name) \(context)")
    }
  }

  @Test(arguments: 0..<transitions.count)
  func onlyPushDependsOnTheLayoutDirection(index: Int) throws {
    let transition = Self.transitions[index]
    for context in Self.contexts where context.layoutDirection == .leftToRight {
      var mirrored = context
      mirrored.layoutDirection = .rightToLeft
      for progress in [0.0, 0.25, 0.5, 0.75, 1.0] {
        let a = transition.timeline(in: context).scene(atProgress: progress)
        let b = transition.timeline(in: mirrored).scene(atProgress: progress)
        for (l, r) in zip(a.layers, b.layers) {
          if transition is Push {
            #expect(
              isClose(r.position.x, 390 - l.position.x, tolerance: 1e-9) && r.position.y == l.position.y)
          } else {
            expectEqual(l, r, "\(transition.name) changed in right-to-left at \(progress)")
          }
        }
      }
    }
  }

  @Test func onlyRecedeDependsOnTheLegacyOrientation() throws {
    for transition in Self.transitions where !(transition is Recede) {
      for orientation in ContainerOrientation.allCases {
        let a = transition.timeline(in: TransitionContext(containerSize: Self.size)).scene(atProgress: 0.4)
        let b = transition.timeline(in: TransitionContext(containerSize: Self.size, orientation: orientation))
          .scene(atProgress: 0.4)
        expectEqual(a, b)
      }
    }
  }

  @Test func intermediateFramesMoveMonotonicallyForLinearTracks() throws {
    // Push's tracks are linear in progress: the page's x moves steadily from 390 to 0.
    let timeline = Push().timeline(in: TransitionContext(containerSize: Self.size))
    var previous = Double.infinity
    for i in 0...20 {
      let x = try #require(timeline.scene(atProgress: Double(i) / 20).layer(.presented)).untransformedFrame
        .origin.x
      #expect(isClose(x, 390 * (1 - Double(i) / 20), tolerance: 1e-9) && x < previous)
      previous = x
    }
  }
}
