import PassageRecording
import Testing

/// Expects `script` to be refused with exactly `message`.
func expectRefused(
  _ script: String, saying message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    _ = try GestureScript(parsing: script)
    Issue.record("'\(script)' was accepted", sourceLocation: sourceLocation)
  } catch {
    #expect(error.description == message, sourceLocation: sourceLocation)
  }
}
