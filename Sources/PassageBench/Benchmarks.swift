import Passage
import PassageCommands
import PassageFilm
import PassageRecording
import PassageRender

/// Measurements behind `passage bench`.
package enum Benchmarks {
  /// Milliseconds per rendered frame at each scale, over `frames` frames spread over the run
  /// (screens drawn once beforehand, as a real render reuses them).
  package static func renderCost(
    _ transition: any PassageTransition, _ context: TransitionContext, scales: [Double], frames: Int
  )
    throws(CLIError) -> [Double]
  {
    let recording = TransitionRecording(transition, context: context, sampleCount: max(frames, 1))
    let clock = ContinuousClock()
    return scales.map { scale in
      let compositor = Compositor(scale: scale)
      let content = ScreenImages.mock()
      _ = compositor.render(recording.samples[0].scene, content: content)  // warm the screen cache
      var checksum = 0
      let elapsed = clock.measure {
        for sample in recording.samples {
          checksum &+= Int(compositor.render(sample.scene, content: content).pixels[0])
        }
      }
      if checksum == -1 { writeOut("") }
      return elapsed.nanoseconds / 1e6 / Double(recording.samples.count)
    }
  }

  /// The GIF encoding benchmark's input: the push run at 30 fps drawn at `scale` with the mock
  /// screens, in memory, each frame shown 3 centiseconds.
  package static func gifInput(scale: Double) -> [GIFFrame] {
    Reel(Push(), context: TransitionContext(), fps: 30)
      .renderFrames(compositor: Compositor(scale: scale), content: ScreenImages.mock())
      .map { GIFFrame($0.bitmap, delay: 3) }
  }

  /// GIF encoding of the run at `fps`, scale 1: milliseconds per frame and the file's size.
  package static func gifCost(_ transition: any PassageTransition, _ context: TransitionContext, fps: Int)
    throws(CLIError)
    -> (
      millisecondsPerFrame: Double, bytes: Int
    )
  {
    let reel = Reel(transition, context: context, fps: fps)
    let frames = reel.renderFrames(compositor: Compositor(scale: 1), content: ScreenImages.mock())
    let clock = ContinuousClock()
    var bytes: [UInt8] = []
    var failure: (any Error)?
    let elapsed = clock.measure {
      do {
        bytes = try GIF.encode(frames: frames)
      } catch {
        failure = error
      }
    }
    if let failure { throw .failure("GIF encoding failed: \(failure)") }
    return (elapsed.nanoseconds / 1e6 / Double(max(frames.count, 1)), bytes.count)
  }
}
