import Foundation
import PassageTestSupport
import Testing

/// `passage inspect` shows the dismissal events an app would hear, with their reasons.
@Suite struct InspectDismissalEventsTests {
  private func lines(_ arguments: [String]) throws -> [String] {
    let r = try PassageBinary.run(["inspect"] + arguments)
    expectEqual(r.status, 0, "\(r.stderr)")
    return r.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("dismissal ") }
  }

  @Test func aScriptedPopPrintsWillBeginProgressAndFinishedWithTheLeadingEdgeReason() throws {
    // A flick: the finger at 60 pt plus 118 ms of 1500 pt/s is past half the width. The page
    // trails the finger by the 12 pt dead zone: 48 of 390.
    let events = try lines(["push", "--dismiss", "--gesture", "begin 0; move 0.1 60; end 0.2 1500"])
    expectEqual(
      events,
      [
        "dismissal time=0 willBegin reason=leadingEdgeSwipe",
        "dismissal time=0.1 progress=0.12307692307692308 reason=leadingEdgeSwipe",
        "dismissal time=0.5941699096091675 finished reason=leadingEdgeSwipe",
      ])
  }

  @Test func aShortPullDownIsCancelledWithThePullDownReason() throws {
    let events = try lines(["recede", "--gesture", "begin 0; move 0.1 20; end 0.2 0"])
    expectEqual(events.first, "dismissal time=0 willBegin reason=pullDown")
    #expect(events.last?.hasSuffix("cancelled reason=pullDown") == true)
  }

  @Test func aVetoedScriptPrintsOnlyTheVeto() throws {
    let events = try lines(["recede", "--gesture", "begin 0; move 0.1 200; end 0.2 900", "--veto"])
    expectEqual(events, ["dismissal time=0 vetoed reason=pullDown"])
  }

  @Test func theJSONListsEventsWithReasonAndProgress() throws {
    let r = try PassageBinary.run([
      "inspect", "push", "--gesture", "begin 0; move 0.1 60; end 0.2 1500", "--full-width", "--json",
    ])
    expectEqual(r.status, 0, "\(r.stderr)")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let dismissal = try #require(doc["dismissal"] as? [[String: Any]])
    expectEqual(dismissal.map { $0["event"] as? String }, ["willBegin", "progress", "finished"])
    expectEqual(Set(dismissal.compactMap { $0["reason"] as? String }), ["fullWidthSwipe"])
    expectClose(dismissal[1]["progress"] as? Double ?? 0, 48.0 / 390, tolerance: 1e-12)
  }

  @Test func aTimedDismissalIsProgrammaticAndAPresentationHasNoDismissalEvents() throws {
    let timed = try lines(["push", "--dismiss"])
    expectEqual(timed.first, "dismissal time=0 willBegin reason=programmatic")
    #expect(timed.last?.hasSuffix("finished reason=programmatic") == true)
    #expect(try lines(["push"]).isEmpty)
  }
}
