import Passage
import PassageTestSupport
import Testing

/// The views UIKit vends are the app's: a navigation push or pop borrows their transform,
/// opacity, corners and shadow and gives them back when it completes, whether the view stays or
/// leaves the container, so a later `popToRoot(animated: false)`, state restoration or `detach()`
/// shows them as the app styled them. Corner clipping is decided for the whole run.
@MainActor @Suite struct BorrowedStyleTests {
  private let styled: [AnimatedKeyPath: AnimatedValue] = [
    .transform: .transform(.identity), .opacity: .number(1), .cornerRadius: .number(12),
    .shadowOpacity: .number(0.2), .shadowRadius: .number(8), .shadowOffset: .size(Size(width: 0, height: 2)),
    .position: .point(Point(x: 1, y: 2)),
  ]

  private func navigation(_ direction: TransitionDirection) -> (TransitionSession, RecordingHost) {
    let host = RecordingHost(ownedStyles: [.presented: styled, .presenting: styled])
    var session = TransitionSession(.push, context: TransitionContext(direction: direction), in: .navigation)
    session.start(at: 0, host: host)
    return (session, host)
  }

  @Test func aFinishedPushGivesBothViewsTheirLookBackBeforeCompleting() throws {
    var (session, host) = navigation(.present)
    session.landRun(host: host)
    var expected = styled
    expected[.position] = nil  // geometry stays at UIKit's resting frame
    expectEqual(host.restored[.presented], expected)
    expectEqual(host.restored[.presenting], expected)
    let restore = try #require(host.calls.lastIndex(of: "restore(presenting)"))
    #expect(restore < (host.calls.lastIndex(of: "complete(true)") ?? -1))
  }

  @Test func aCancelledPopGivesTheLookBackToo() {
    let host = RecordingHost(ownedStyles: [.presented: styled, .presenting: styled])
    var session = TransitionSession(.push, context: TransitionContext(direction: .dismiss), in: .navigation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.05, dx: 60, dy: 0, host: host)
    session.gestureEnded(at: 0.06, vx: -500, vy: 0, host: host)
    session.landRun(host: host)
    expectEqual(host.lifecycle.last, "complete(false)")
    #expect(host.restored[.presented]?[.cornerRadius] == .number(12))
    #expect(host.restored[.presenting]?[.shadowOpacity] == .number(0.2))
  }

  @Test func viewsTheHostMakesAreNotRestored() {
    let host = RecordingHost()
    var session = TransitionSession(.push, context: TransitionContext(), in: .presentation)
    session.start(at: 0, host: host)
    session.landRun(host: host)
    #expect(!host.calls.contains { $0.hasPrefix("restore") })
  }

  @Test func aRecededScreenStaysRoundedWhileItsRadiusAnimatesBackToZero() throws {
    let host = RecordingHost()
    var session = TransitionSession(
      Recede(recededCornerRadius: 12), context: TransitionContext(direction: .dismiss), in: .presentation)
    session.start(at: 0, host: host)
    let run = try #require(host.runs.last?.run)
    #expect(run.final[.presenting]?[.cornerRadius] == .number(0))
    #expect(run.masksToBounds(.presenting))
    #expect(!run.masksToBounds(.presented))
  }
}
