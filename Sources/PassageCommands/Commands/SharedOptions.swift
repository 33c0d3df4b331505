import Passage
import PassageRecording

/// The options that more than one command takes, each declared here once: `--samples`, `--at`,
/// `--json` and `--scale`.
package enum SharedOptions {
  /// The samples of `inspect` and `curve` when neither `--samples` nor `--at` is given: a
  /// recording's own default.
  package static let defaultSampleCount = TransitionRecording.defaultSampleCount

  /// The latest sample time, in seconds (an hour, as for gesture times).
  package static let maximumTime = GestureScript.maximumTime

  /// Pixels per point of `render` and `demo`: 0.05…4. At 0.05 a 390 × 844 pt screen is a
  /// 20 × 42 pixel thumbnail, enough to check the files cheaply; 4 is above every device's 3×.
  /// Larger frames are refused by the frame limits (``RenderLimits``), the same for both commands.
  package static let scaleRange = 0.05...4.0

  /// `--samples N`: N evenly spaced samples over `span` (which says whether both ends are
  /// included), 2…10 000, `defaultCount` when not given.
  package static func samples(over span: String, default defaultCount: Int = defaultSampleCount) -> Declared<
    Int
  > {
    .count("--samples", in: 2...10_000, default: defaultCount, help: "samples over \(span)")
  }

  /// `--at T`, repeatable: a sample time, 0…``maximumTime``; `placeholder` names its unit.
  package static func at(placeholder: String) -> Declared<[Double]> {
    .numbers("--at", placeholder: placeholder, in: 0...maximumTime, help: "a sample time")
  }

  /// `--json`: print JSON of the given `shape` instead of text.
  package static func json(printing shape: String) -> Option {
    Option("--json", help: "print \(shape)")
  }

  /// `--scale S`: pixels per point in ``scaleRange``, 1 when not given.
  package static func scale(help: String) -> Declared<Double> {
    .number("--scale", placeholder: "S", in: scaleRange, default: 1, help: help)
  }

  /// The sample times: those given with `at`, or `nil` for `samples` evenly spaced ones, with the
  /// number of `samples` (its default when not given).
  ///
  /// - Throws: ``CLIError/usage(_:)`` when both are given.
  package static func sampling(_ arguments: ParsedArguments, at: Declared<[Double]>, samples: Declared<Int>)
    throws(CLIError) -> (times: [Double]?, count: Int)
  {
    let times = try arguments.value(at)
    guard times.isEmpty || !arguments.has(samples) else {
      throw .usage("use either \(at.option.name) or \(samples.option.name), not both")
    }
    return (times.isEmpty ? nil : times, try arguments.value(samples))
  }
}
