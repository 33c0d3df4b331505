/// The frames of a ``GIFStream`` in flight, each drawn into storage reused from frame to frame:
/// a frame's bitmap is drawn into a slot, then composited over the background in place, its
/// RGBA bytes becoming packed `0xRRGGBB` colours (4 bytes each too).
///
/// Reusing the storage is what keeps a long GIF's memory flat: a new frame-sized buffer for each
/// frame, freed a few frames later, on several threads, left the allocator's heaps fragmented, and
/// the peak of a 300-frame GIF was up to 15 % above a 30-frame one's; each buffer's pages were
/// also faulted in afresh.
///
/// Frame `i` lives in slot `i % count`, one slot more than the frames in flight, so that the
/// frame the oldest in flight is compared with has a slot of its own.
final class GIFFrameSlots: @unchecked Sendable {
  // Safety: `GIFSchedule` hands out frame `i` to draw only once the frame that held its slot is
  // done with (compared with by the frame after it and counted, or mapped), and a frame to read
  // only once it is drawn; so each slot is written by one task at a time and never read while
  // written.
  private let storage: UnsafeMutableBufferPointer<Bitmap>

  /// Slots for `framesInFlight` frames and the one the oldest of them is compared with.
  init(framesInFlight: Int) {
    storage = .allocate(capacity: framesInFlight + 1)
    storage.initialize(repeating: Bitmap(width: 0, height: 0))
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  /// Draws frame `index` with `draw` into its slot and composites it over `background`, or says
  /// why the drawn frame cannot be a `width × height` frame.
  func draw(
    _ index: Int, with draw: (Int, inout Bitmap) -> Void, width: Int, height: Int, over background: RGBA8
  ) -> Result<Void, GIFError> {
    let slot = index % storage.count
    draw(index, &storage[slot])
    // Only the sizes are read, so that the slot's storage stays uniquely referenced and the
    // compositing below writes into it rather than into a copy.
    let (drawnWidth, drawnHeight, bytes) = (
      storage[slot].width, storage[slot].height, storage[slot].pixels.count
    )
    guard drawnWidth == width, drawnHeight == height else {
      return .failure(
        .frameSizeMismatch(
          frame: index, width: drawnWidth, height: drawnHeight, canvasWidth: width, canvasHeight: height))
    }
    guard bytes == width * height * 4 else {
      return .failure(.invalidPixelCount(frame: index, expected: width * height * 4, actual: bytes))
    }
    storage[slot].pixels.withUnsafeMutableBufferPointer { bytes in
      GIFFrameDiff.compositeInPlace(bytes, over: background)
    }
    return .success(())
  }

  /// `body` of frame `index`'s packed colours, as composited by ``draw(_:with:width:height:over:)``.
  func withColors<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    storage[index % storage.count].pixels.withUnsafeBufferPointer { bytes in
      // The bytes of an array are aligned for any scalar, and a frame is a whole number of pixels.
      UnsafeRawBufferPointer(bytes).withMemoryRebound(to: UInt32.self, body)
    }
  }
}
