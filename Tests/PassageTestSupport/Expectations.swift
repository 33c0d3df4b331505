import PassageCore
import Testing

// Checks for the two commonest expectations, equality and closeness, as plain functions.
//
// Swift Testing's `#expect` is a macro: every site is expanded and its expansion type-checked, at
// 7–14 ms of compile time each however simple the check (docs/DESIGN-NOTES.md, "Test code in a
// release build"). These functions compile as calls and still say what failed: both values, and
// for closeness how far apart they are. The rest of the suite keeps `#expect`, whose expansion
// shows the parts of a compound condition.

/// Records an issue at the caller unless `actual == expected`, showing both values.
///
/// - Parameters:
///   - actual: the value the code under test gave.
///   - expected: the value it should give.
///   - comment: why the values should be equal, shown with the failure.
public func expectEqual<T: Equatable>(
  _ actual: T, _ expected: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  record("\(describe(actual)) is not \(describe(expected))", comment, at: sourceLocation)
}

/// Records an issue at the caller unless two arrays are equal, showing their counts and the first
/// index where they differ (the elements there), rather than both arrays whole.
public func expectEqual<Element: Equatable>(
  _ actual: [Element], _ expected: [Element], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let index = actual.indices.first { $0 >= expected.count || actual[$0] != expected[$0] } ?? actual.count
  let at = { (array: [Element]) in index < array.count ? describe(array[index]) : "nothing" }
  record(
    "\(actual.count) elements are not the \(expected.count) expected: at index \(index), "
      + "\(at(actual)) is not \(at(expected))",
    comment, at: sourceLocation)
}

/// Records an issue at the caller unless two strings are equal: the two strings when both are one
/// short line, else the first line where they differ, so that a long text's difference is shown.
public func expectEqual(
  _ actual: String, _ expected: String, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let (got, wanted) = (
    actual.split(separator: "\n", omittingEmptySubsequences: false),
    expected.split(separator: "\n", omittingEmptySubsequences: false)
  )
  guard got.count > 1 || wanted.count > 1 || actual.count > 100 || expected.count > 100 else {
    return record("\(describe(actual)) is not \(describe(expected))", comment, at: sourceLocation)
  }
  let index = got.indices.first { $0 >= wanted.count || got[$0] != wanted[$0] } ?? got.count
  let line = { (lines: [Substring]) in index < lines.count ? describe(String(lines[index])) : "nothing" }
  record(
    "\(got.count) lines are not the \(wanted.count) expected: line \(index + 1), \(line(got)) is not \(line(wanted))",
    comment, at: sourceLocation)
}

/// Records an issue at the caller unless two numbers are close
/// (``isClose(_:_:tolerance:relativeTolerance:)``), showing both and their difference.
///
/// - Parameters:
///   - actual, expected: the numbers compared.
///   - tolerance: the absolute tolerance, non-negative and finite. Defaults to 1e-9.
///   - relativeTolerance: the tolerance as a fraction of the larger magnitude, 0…1. Defaults to 0.
///   - comment: why the numbers should be close, shown with the failure.
public func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, relativeTolerance: Double = 0,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let close = isClose(actual, expected, tolerance: tolerance, relativeTolerance: relativeTolerance)
  record(
    unless: close,
    "\(actual) is not within \(bound(tolerance, relativeTolerance)) of \(expected) (off by \(abs(actual - expected)))",
    comment, at: sourceLocation)
}

/// Records an issue at the caller unless two points are close in each coordinate, showing both.
public func expectClose(
  _ actual: Point, _ expected: Point, tolerance: Double = 1e-9, relativeTolerance: Double = 0,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let close = isClose(actual, expected, tolerance: tolerance, relativeTolerance: relativeTolerance)
  record(
    unless: close,
    "\(actual) is not within \(bound(tolerance, relativeTolerance)) of \(expected) in each coordinate",
    comment, at: sourceLocation)
}

/// Records an issue at the caller unless two transforms are close entry by entry, showing both and
/// their largest difference.
public func expectClose(
  _ actual: Transform3D, _ expected: Transform3D, tolerance: Double = 1e-9, relativeTolerance: Double = 0,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let close = isClose(actual, expected, tolerance: tolerance, relativeTolerance: relativeTolerance)
  record(
    unless: close,
    "\(actual) is not within \(bound(tolerance, relativeTolerance)) of \(expected) (off by up to \(maxDifference(actual, expected)))",
    comment, at: sourceLocation)
}

/// A value as a failure shows it: strings quoted, enumerations with their cases' names, and no
/// more than 500 characters of a long description.
private func describe<T>(_ value: T) -> String {
  let text = String(reflecting: value)
  guard text.count > 500 else { return text }
  return "\(text.prefix(500))… (\(text.count) characters)"
}

private func bound(_ tolerance: Double, _ relativeTolerance: Double) -> String {
  relativeTolerance == 0 ? "\(tolerance)" : "max(\(tolerance), \(relativeTolerance) × magnitude)"
}

/// Records `failure` unless the check passed; the text is built only for a failure.
private func record(
  unless passed: Bool, _ failure: @autoclosure () -> String, _ comment: Comment?,
  at sourceLocation: SourceLocation
) {
  if !passed { record(failure(), comment, at: sourceLocation) }
}

private func record(_ failure: String, _ comment: Comment?, at sourceLocation: SourceLocation) {
  let text = comment.map { "\(failure): \($0.rawValue)" } ?? failure
  Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}
