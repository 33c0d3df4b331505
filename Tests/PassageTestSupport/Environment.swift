import PassageLibC

/// The value of the environment variable `name`, or `nil` when it is not set.
public func environment(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}

/// How many random trials a pixel-arithmetic property test runs: `standard` in the test suite, or
/// `standard` times `PASSAGE_PIXEL_TRIAL_FACTOR` (a positive whole number) in a longer run
/// (`Scripts/fuzz-pixels`).
public func pixelTrials(_ standard: Int) -> Int {
  guard let text = environment("PASSAGE_PIXEL_TRIAL_FACTOR"), let factor = Int(text), factor > 0 else {
    return standard
  }
  return standard.multipliedReportingOverflow(by: factor).overflow ? .max : standard * factor
}
