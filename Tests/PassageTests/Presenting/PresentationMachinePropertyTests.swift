import Passage
import PassageTestSupport
import Testing

/// Random interleavings of binding changes and UIKit reports (stale and duplicate ones included)
/// keep the machine's promises.
@MainActor @Suite struct PresentationMachinePropertyTests {
  @Test func randomScriptsKeepOnePresentationAndOneOnDismissEachAndSettleOnTheBinding() {
    var random = SeededRandom(seed: 12)
    for _ in 0..<1_000 {
      let host = RecordingPresentationHost()
      var refusals = 0
      for _ in 0..<40 {
        if step(host, &random) { refusals += 1 }
        let presents = host.calls.filter { $0.hasPrefix("present") }.count
        // At most one presentation alive; every ended one ran onDismiss exactly once.
        let alive = host.machine.state == .idle ? 0 : 1
        #expect(presents - host.onDismissCount - refusals == alive)
        expectEqual(host.machine.requested, host.binding)
        switch host.machine.state {
        case .idle: #expect(host.binding == nil)
        case .presented(let shown): expectEqual(host.binding, shown.id)
        case .presenting, .dismissing: break
        }
      }
    }
  }

  /// One random binding change or UIKit report; true if it was an (accepted) refusal.
  private func step(_ host: RecordingPresentationHost, _ random: inout SeededRandom) -> Bool {
    let serial = host.serial
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1: host.set([nil, "a", "b"].randomElement(using: &random) ?? nil)
    case 2: host.send(.presentationDidEnd(serial: serial))
    case 3: host.send(.dismissalWillBegin(serial: serial))
    case 4: host.send(.dismissalCancelled(serial: serial))
    case 5: host.send(.dismissalDidEnd(serial: serial))
    case 6: host.send(.dismissalDidEnd(serial: Int.random(in: 0...3, using: &random)))  // stale or duplicate
    default:
      if case .presenting = host.machine.state, Bool.random(using: &random) {
        host.send(.presentationRefused(serial: serial))
        return true
      }
    }
    return false
  }
}
