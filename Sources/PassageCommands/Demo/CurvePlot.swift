import PassageCore
import PassageRecording

/// An SVG plot of a timing curve: progress over time, with the 0 and 1 levels, for documentation.
///
/// Bézier curves are plotted over their input fraction 0…1, springs over 0…settling duration
/// (seconds), so overshoot shows above the 1 line.
package enum CurvePlot {
  /// The SVG text for `curve` (`nominalDuration` seconds for a Bézier's time axis label), titled
  /// `title`, `width` × `height` pixels.
  package static func svg(
    of curve: TimingCurve, nominalDuration: Double, title: String, width: Int = 360, height: Int = 240
  ) -> String {
    let span = curve.duration(nominal: nominalDuration)
    let samples = 200
    let points = (0...samples).map { i -> (Double, Double) in
      let t = span * Double(i) / Double(samples)
      return (t, curve.progress(afterSeconds: t, of: nominalDuration))
    }
    let low = min(0, points.map(\.1).min() ?? 0)
    let high = max(1, points.map(\.1).max() ?? 1)
    let (left, right, top, bottom) = (44.0, Double(width) - 12, 28.0, Double(height) - 30)
    func x(_ t: Double) -> Double { left + (span > 0 ? t / span : 0) * (right - left) }
    func y(_ v: Double) -> Double { bottom - (v - low) / (high - low) * (bottom - top) }
    func f(_ v: Double) -> String { NumberText.fixed(v, decimals: 2) }
    let path = points.enumerated().map { i, p in "\(i == 0 ? "M" : "L")\(f(x(p.0))) \(f(y(p.1)))" }.joined(
      separator: " ")
    let spanLabel = NumberText.fixed(span, decimals: 3)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="\(f(left))" y="16" font-size="13" font-weight="600" fill="#1c1c1e">\(title.escapingMarkup)</text>
      <line x1="\(f(left))" y1="\(f(y(0)))" x2="\(f(right))" y2="\(f(y(0)))" stroke="#c7c7cc"/>
      <line x1="\(f(left))" y1="\(f(y(1)))" x2="\(f(right))" y2="\(f(y(1)))" stroke="#c7c7cc" stroke-dasharray="4 3"/>
      <line x1="\(f(left))" y1="\(f(top))" x2="\(f(left))" y2="\(f(bottom))" stroke="#8e8e93"/>
      <text x="\(f(left - 6))" y="\(f(y(0) + 4))" text-anchor="end" fill="#6c6c70">0</text>
      <text x="\(f(left - 6))" y="\(f(y(1) + 4))" text-anchor="end" fill="#6c6c70">1</text>
      <text x="\(f(left))" y="\(f(bottom + 18))" fill="#6c6c70">0 s</text>
      <text x="\(f(right))" y="\(f(bottom + 18))" text-anchor="end" fill="#6c6c70">\(spanLabel) s</text>
      <path d="\(path)" fill="none" stroke="#007aff" stroke-width="2"/>
      </svg>

      """
  }
}
