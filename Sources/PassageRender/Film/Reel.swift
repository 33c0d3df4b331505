import Passage
import PassageRecording

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
  /// (completion included), by itself or driven by `gesture`.
  ///
  /// - Parameter fps: frames per second, clamped to 1…100 (GIF timing has 1/100 s resolution).
  public init(
    _ transition: any PassageTransition, context: TransitionContext, gesture: GestureScript? = nil, fps: Int
  ) {
    let rate = Double(min(max(fps, 1), 100))
    let probe = TransitionRecording(transition, context: context, gesture: gesture, sampleCount: 1)
    let end = probe.endTime
    let count = max(Int((end * rate).rounded(.up)), 0) + 1
    let times = (0..<count).map { min(Double($0) / rate, end) }
    let recording = TransitionRecording(transition, context: context, gesture: gesture, times: times)
    self.init(recording: recording, fps: fps)
  }

  /// The samples of a recording, each shown until the next sample's time (the last for 1/fps).
  public init(recording: TransitionRecording, fps: Int) {
    let rate = Double(min(max(fps, 1), 100))
    scenes = recording.samples.map(\.scene)
    let times = recording.samples.map(\.time)
    delays = []
    for (i, t) in times.enumerated() {
      let next = i + 1 < times.count ? times[i + 1] : t + 1 / rate
      delays.append(Reel.centiseconds(from: t, to: next))
    }
  }

  /// Appends another reel after this one.
  public mutating func append(_ other: Reel) {
    scenes += other.scenes
    delays += other.delays
  }

  /// Keeps the last scene on screen `seconds` longer (nothing happens on an empty reel).
  public mutating func hold(seconds: Double) {
    guard !delays.isEmpty, seconds.isFinite, seconds > 0 else { return }
    delays[delays.count - 1] += Int((seconds * 100).rounded())
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

  /// The centiseconds between two times, rounded so that accumulated delays track real time.
  static func centiseconds(from a: Double, to b: Double) -> Int {
    max(Int((b * 100).rounded()) - Int((a * 100).rounded()), 0)
  }
}
