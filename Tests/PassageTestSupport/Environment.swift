import PassageLibC

/// The value of the environment variable `name`, or `nil` when it is not set.
public func environment(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}

/// The positive whole number in the environment variable `name`, or `nil` when it is not set or
/// holds anything else.
public func positiveInteger(inEnvironment name: String) -> Int? {
  guard let text = environment(name), let n = Int(text), n > 0 else { return nil }
  return n
}

/// How many random cases a property test runs: `standard`, a seeded sample small enough for
/// every `swift test`, or the positive whole number in the environment variable `variable`, which
/// a longer run sets (the `Scripts/fuzz-*` scripts).
public func trialCount(_ standard: Int, raisedBy variable: String) -> Int {
  positiveInteger(inEnvironment: variable) ?? standard
}

/// How many random trials a pixel-arithmetic property test runs: `standard` in the test suite, or
/// `standard` times `PASSAGE_PIXEL_TRIAL_FACTOR` (a positive whole number) in a longer run
/// (`Scripts/fuzz-pixels`).
public func pixelTrials(_ standard: Int) -> Int {
  guard let factor = positiveInteger(inEnvironment: "PASSAGE_PIXEL_TRIAL_FACTOR") else { return standard }
  return standard.multipliedReportingOverflow(by: factor).overflow ? .max : standard * factor
}
