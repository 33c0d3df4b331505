/// A whole transition as data: the layers (bottom to top) with their keyframe tracks, the timing
/// curve that turns elapsed time into progress, and the nominal duration.
///
/// The single source of truth for a transition's motion: the UIKit front end, the renderer, the
/// CLI and the tests all evaluate the same timeline. Evaluation is pure and cheap (no allocation
/// beyond the scene's layer array).
public struct Timeline: Sendable {
  /// The container's size, in points.
  public var containerSize: Size
  /// The layers, bottom to top.
  public var layers: [LayerAnimation]
  /// Maps elapsed time to progress; UIKit applies it before the keyframes.
  public var curve: TimingCurve
  /// The nominal duration in seconds for a Bézier curve (a spring lasts its settling duration).
  public var nominalDuration: Double
  /// Whether the source view is hidden while the timeline plays, because a layer stands for it
  /// (``TransitionScene/hidesSource``). Default `false`.
  public var hidesSource: Bool

  /// Creates a timeline.
  public init(
    containerSize: Size, layers: [LayerAnimation], curve: TimingCurve, duration: Double,
    hidesSource: Bool = false
  ) {
    self.containerSize = containerSize
    self.layers = layers
    self.curve = curve
    self.nominalDuration = duration.isFinite && duration >= 0 ? duration : 0
    self.hidesSource = hidesSource
  }

  /// The time the non-interactive animation takes, in seconds.
  public var duration: Double { curve.duration(nominal: nominalDuration) }

  /// The progress (0…1, may overshoot with a spring) `seconds` after the start.
  public func progress(atTime seconds: Double) -> Double {
    curve.progress(afterSeconds: seconds, of: nominalDuration)
  }

  /// The scene at progress `u` (0 start … 1 end, the timing curve already applied).
  public func scene(atProgress u: Double) -> TransitionScene {
    TransitionScene(
      containerSize: containerSize, layers: layers.map { $0.state(at: u) }, hidesSource: hidesSource)
  }

  /// The scene `seconds` after the start of the non-interactive animation.
  public func scene(atTime seconds: Double) -> TransitionScene {
    scene(atProgress: progress(atTime: seconds))
  }
}
