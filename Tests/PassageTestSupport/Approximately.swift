import PassageCore

/// Whether two numbers are approximately equal: equal (infinities of the same sign included), or
/// both finite and apart by no more than the larger of `tolerance` and `relativeTolerance` times
/// the larger magnitude:
///
/// ```
/// abs(a - b) <= max(tolerance, relativeTolerance * max(abs(a), abs(b)))
/// ```
///
/// - The relation is reflexive for every value but NaN, which is close to nothing, itself
///   included; and symmetric.
/// - It is not transitive: `a` close to `b` and `b` close to `c` do not make `a` close to `c`.
/// - An infinity is close only to itself: the difference of an infinity and a finite number is
///   infinite, and never within a finite tolerance.
///
/// - Parameters:
///   - a, b: the numbers compared.
///   - tolerance: the absolute tolerance, non-negative and finite. Defaults to 1e-9, which
///     suits values of the order of points and seconds.
///   - relativeTolerance: the tolerance as a fraction of the larger magnitude, from 0 to 1, for
///     values whose scale varies. Defaults to 0: the absolute tolerance alone decides.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9, relativeTolerance: Double = 0) -> Bool
{
  precondition(tolerance >= 0 && tolerance.isFinite, "tolerance \(tolerance) is not non-negative and finite")
  precondition(
    relativeTolerance >= 0 && relativeTolerance <= 1, "relativeTolerance \(relativeTolerance) is not in 0...1"
  )
  if a == b { return true }
  let difference = abs(a - b)
  let bound = max(tolerance, relativeTolerance * max(abs(a), abs(b)))
  return difference.isFinite && difference <= bound
}

/// Whether two transforms are close entry by entry (``isClose(_:_:tolerance:relativeTolerance:)``).
public func isClose(
  _ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9, relativeTolerance: Double = 0
) -> Bool {
  zip(a.entries, b.entries).allSatisfy {
    isClose($0, $1, tolerance: tolerance, relativeTolerance: relativeTolerance)
  }
}

/// Whether two points are close in each coordinate (``isClose(_:_:tolerance:relativeTolerance:)``).
public func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9, relativeTolerance: Double = 0) -> Bool {
  isClose(a.x, b.x, tolerance: tolerance, relativeTolerance: relativeTolerance)
    && isClose(a.y, b.y, tolerance: tolerance, relativeTolerance: relativeTolerance)
}

/// The largest entry-wise difference between two transforms.
public func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
  zip(a.entries, b.entries).map { abs($0 - $1) }.max() ?? 0
}
