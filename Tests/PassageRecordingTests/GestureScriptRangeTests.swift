import Passage
import PassageRecording
import PassageTestSupport
import Testing

/// Gesture numbers are validated where they enter — finite, times within an hour,
/// translations and velocities within their documented bounds.
@Suite struct GestureScriptRangeTests {
  @Test(arguments: [
    ("begin 0; end 1e20 0", "gesture event 2 'end 1e20 0': time must be between 0 and 3600 seconds"),
    ("begin 3600.001", "gesture event 1 'begin 3600.001': time must be between 0 and 3600 seconds"),
    ("begin -1", "gesture event 1 'begin -1': time must be between 0 and 3600 seconds"),
    (
      "begin 0; move 1 1e6",
      "gesture event 2 'move 1 1e6': translation must be between -100000 and 100000 points"
    ),
    (
      "begin 0; end 1 -2e6",
      "gesture event 2 'end 1 -2e6': velocity must be between -1000000 and 1000000 points per second"
    ),
    ("begin 0; end 1e308 0", "gesture event 2 'end 1e308 0': time must be between 0 and 3600 seconds"),
    (
      "begin nan",
      "gesture event 1 'begin nan': expected 'begin T' or 'begin T pan|edge|pinch' with finite decimal numbers"
    ),
  ])
  func numbersOutsideTheirRangeAreRefusedWithTheirBounds(script: String, message: String) {
    expectRefused(script, saying: message)
  }

  @Test func theBoundsThemselvesAreAccepted() throws {
    let script = try GestureScript(parsing: "begin 0; move 1800 -100000; move 1801 100000; end 3600 1000000")
    expectEqual(script.events.count, 4)
  }
}
