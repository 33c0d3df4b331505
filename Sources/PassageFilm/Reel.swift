import Passage
import PassageRecording
import PassageRender

/// A sequence of scenes with display durations: one or more transitions played back to back,
/// ready to be drawn into GIF frames or a contact sheet.
///
/// Scenes come from `TransitionRecording` — the numbers `passage inspect` prints — so what a GIF
/// shows is exactly what the engine computes.
///
/// ```swift
/// var reel = Reel(Recede(), context: TransitionContext(direction: .present), fps: 30)
/// reel.hold(seconds: 0.5)
/// reel.append(Reel(Recede(), context: TransitionContext(direction: .dismiss), fps: 30))
/// ```
///
/// ``roundTrip(_:context:dismissedBy:vetoed:hold:fps:)`` makes this film in one call, with a hold
/// after the dismissal too.
public struct Reel: Sendable {
  /// The scenes, in playback order.
  public private(set) var scenes: [TransitionScene]
  /// How long each scene stays on screen, in hundredths of a second (GIF's unit), one per scene.
  public private(set) var delays: [Int]

  /// An empty reel.
  public init() {
    scenes = []
    delays = []
  }

  /// A transition played at `fps` frames per second from its start to the end of its run
  /// (completion included), by itself or driven by `gesture`, ready for a GIF: every frame is
  /// shown for at least ``minimumGIFDelay`` (see ``init(recording:fps:minimumDelay:)``).
  ///
  /// Only the run's end is computed before the scenes; call ``frameCount(duration:fps:)`` with
  /// `TransitionRecording.endTime` first to refuse a run too long to hold in memory. A run
  /// longer than ``maximumFrameCount`` frames (an hour at 100 fps, e.g. a script built from
  /// events rather than parsed) is cut after that many frames.
  ///
  /// - Parameters:
  ///   - transition: the transition to play.
  ///   - context: where and which way it runs.
  ///   - gesture: the scripted finger, or `nil` for a timed run.
  ///   - vetoed: whether the app's "should begin" answers no to the `gesture`, which then moves
  ///     nothing (as in `TransitionRecording`).
  ///   - fps: frames per second, clamped to 1…100 (GIF timing has 1/100 s resolution).
  public init(
    _ transition: any PassageTransition, context: TransitionContext, gesture: GestureScript? = nil,
    vetoed: Bool = false, fps: Int
  ) {
    let rate = Reel.rate(fps)
    let probe = TransitionRecording(transition, context: context, gesture: gesture, times: [], vetoed: vetoed)
    let end = probe.endTime
    let count = min(Reel.frameCount(duration: end, fps: fps), Reel.maximumFrameCount)
    let times = (0..<count).map { min(Double($0) / rate, end) }
    let recording = TransitionRecording(
      transition, context: context, gesture: gesture, times: times, vetoed: vetoed)
    self.init(recording: recording, fps: fps)
  }

  /// The samples of a recording, each shown until the next sample's time (the last for 1/fps).
  ///
  /// Delays are whole centiseconds taken from the rounded sample times, so they add up exactly
  /// to the recording's span (rounded to 1/100 s) however the times fall. A sample that would be
  /// shown for less than `minimumDelay` is skipped, the one before it showing longer; when the
  /// last one would be, it takes the place of the one before, so the run still ends on its last
  /// scene. A single sample is shown for at least `minimumDelay`.
  ///
  /// - Parameters:
  ///   - recording: the samples to show, in time order.
  ///   - fps: frames per second, clamped to 1…100; sets how long the last sample is shown.
  ///   - minimumDelay: the shortest delay of a frame, in centiseconds (default
  ///     ``minimumGIFDelay``); 0 keeps every sample, e.g. for a contact sheet.
  public init(recording: TransitionRecording, fps: Int, minimumDelay: Int = Reel.minimumGIFDelay) {
    let times = recording.samples.map(\.time)
    let end = (times.last ?? 0) + 1 / Reel.rate(fps)
    let schedule = Reel.schedule(times: times, end: end, minimumDelay: minimumDelay)
    scenes = schedule.map { recording.samples[$0.index].scene }
    delays = schedule.map(\.delay)
  }

  /// The most frames ``init(_:context:gesture:vetoed:fps:)`` makes for a run of `duration` seconds at
  /// `fps`: `⌈duration × fps⌉ + 1`, counted before any scene exists. Total: a non-finite or
  /// negative duration counts as 0, and the count saturates at `Int.max`.
  public static func frameCount(duration: Double, fps: Int) -> Int {
    let frames = Int(saturating: (max(duration, 0) * rate(fps)).rounded(.up))
    return frames == .max ? .max : frames + 1
  }

  /// The most frames ``init(_:context:gesture:vetoed:fps:)`` makes: 360 001, an hour at 100 fps.
  public static let maximumFrameCount = 360_001

  /// The shortest delay ``init(_:context:gesture:vetoed:fps:)`` gives a frame: 2 centiseconds. Browsers and
  /// ffmpeg show GIF frames of 0 or 1 cs for 10 cs instead, slowing the animation down.
  public static let minimumGIFDelay = 2

  /// `fps` clamped to 1…100, as a `Double`.
  static func rate(_ fps: Int) -> Double { Double(min(max(fps, 1), 100)) }

  /// Appends another reel after this one.
  public mutating func append(_ other: Reel) {
    scenes += other.scenes
    delays += other.delays
  }

  /// Keeps the last scene on screen `seconds` longer, rounded to centiseconds (nothing happens on
  /// an empty reel, or for a non-finite or non-positive time; times beyond 10 days are capped).
  public mutating func hold(seconds: Double) {
    guard !delays.isEmpty, seconds.isFinite, seconds > 0 else { return }
    delays[delays.count - 1] += Int(saturating: (min(seconds, 864_000) * 100).rounded())
  }

  /// The total playing time, in seconds.
  public var duration: Double { Double(delays.reduce(0, +)) / 100 }

  /// `count` scenes spread evenly over the reel (first and last included), for a contact sheet.
  public func evenlySpacedScenes(count: Int) -> [TransitionScene] {
    guard !scenes.isEmpty else { return [] }
    let n = min(max(count, 1), scenes.count)
    if n == 1 { return [scenes[0]] }
    return (0..<n).map { scenes[($0 * (scenes.count - 1) + (n - 1) / 2) / (n - 1)] }
  }

}
