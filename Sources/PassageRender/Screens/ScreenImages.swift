import Dispatch
import PassageCore

/// The pictures of the two screens of a transition, for the ``Compositor``: a mock screen or a
/// user-supplied bitmap (the CLI's `--from` / `--to`) for each side, made once per pixel size.
///
/// A user bitmap is stretched to the layer's pixel size (area averaging when shrinking, linear
/// interpolation when growing; see ``PassageRender/Bitmap/resampled(width:height:)``). Mock screens
/// are drawn at the requested size and scale.
///
/// ```swift
/// let screens = ScreenImages(presenting: nil, presented: try PNG.decode(bytes))  // mock "from"
/// let frame = Compositor(scale: 3).render(scene, content: screens)
/// ```
///
/// A `ScreenImages` caches what it draws, so reuse one instance for all the frames of a
/// transition. It may be used from several threads: the cache is guarded by a lock, and an image
/// is drawn once, by the first thread that asks for it, while the others wait.
public final class ScreenImages: LayerContentProvider, @unchecked Sendable {
  /// Where a screen's pixels come from.
  package enum Source: Sendable, Equatable {
    /// A procedural screen drawn at the layer's size.
    case mock(MockScreen)
    /// A picture (e.g. a decoded PNG screenshot) stretched over the layer.
    case bitmap(Bitmap)
    /// A picture of which only `rows` hold pixels (``PNG/decode(_:limits:rows:)``), for a single
    /// frame that reads no other rows of it, at its own size.
    case rowsOfBitmap(Bitmap, rows: Range<Int>)
  }

  /// The presenting screen (`.presentingScreen` layers).
  package let presenting: Source
  /// The presented screen (`.presentedScreen` layers).
  package let presented: Source
  /// The rows to draw of each mock screen, for a single frame that reads only those
  /// (``Compositor/rowsRead(in:opaque:)``); a request not listed is drawn whole.
  package let mockRows: [ScreenRequest: Range<Int>]
  // Safety: `cache` is read and written only inside `lock.sync`.
  private var cache: [CacheKey: CachedImage] = [:]
  private let lock = DispatchQueue(label: "PassageRender.ScreenImages")

  /// One image of the cache, made once by the first thread that asks for it while other threads
  /// wait for it, and without holding up threads that ask for another image: the two screens of
  /// a frame (each tens of milliseconds to draw at 4×) are drawn at the same time.
  private final class CachedImage: @unchecked Sendable {
    // Safety: `image` is read and written only inside `once.sync`.
    private var image: LayerImage??
    private let once = DispatchQueue(label: "PassageRender.ScreenImages.image")

    func image(_ make: () -> LayerImage?) -> LayerImage? {
      once.sync {
        if let image { return image }
        let made = make()
        image = .some(made)
        return made
      }
    }
  }

  private struct CacheKey: Hashable {
    let presenting: Bool
    let width: Int
    let height: Int
    let scale: Double
  }

  /// Uses `presenting` and `presented`, drawing only `mockRows` of the mock screens it is asked
  /// for (all rows by default).
  package init(presenting: Source, presented: Source, mockRows: [ScreenRequest: Range<Int>] = [:]) {
    self.presenting = presenting
    self.presented = presented
    self.mockRows = mockRows
  }

  /// Uses the given bitmaps; a `nil` side is drawn as its mock screen (a timeline app for the
  /// presenting screen, a web page in a browser for the presented one).
  public convenience init(presenting: Bitmap?, presented: Bitmap?) {
    self.init(
      presenting: presenting.map(Source.bitmap) ?? .mock(.timeline),
      presented: presented.map(Source.bitmap) ?? .mock(.webPage))
  }

  /// The mock screens: the timeline app presenting the web page.
  public static func mock() -> ScreenImages {
    ScreenImages(presenting: .mock(.timeline), presented: .mock(.webPage))
  }

  /// The image of `content` at `pixelWidth × pixelHeight` pixels (each clamped to 1…16 384), drawn
  /// or resampled on the first request and cached; `nil` for `.solid` content.
  public func image(for content: LayerContent, pixelWidth: Int, pixelHeight: Int, scale: Double)
    -> LayerImage?
  {
    let source: Source
    switch content {
    case .presentingScreen: source = presenting
    case .presentedScreen: source = presented
    case .solid, .sourcePicture: return nil  // the compositor crops the presenting screen itself
    }
    let w = min(max(pixelWidth, 1), Compositor.maximumPixelSize)
    let h = min(max(pixelHeight, 1), Compositor.maximumPixelSize)
    let s = scale.isFinite && scale > 0 ? scale : 1
    let key = CacheKey(presenting: content == .presentingScreen, width: w, height: h, scale: s)
    let cached = lock.sync {
      if let cached = cache[key] { return cached }
      let made = CachedImage()
      cache[key] = made
      return made
    }
    return cached.image { () -> LayerImage? in
      switch source {
      case .mock(let screen):
        let rows = mockRows[ScreenRequest(content: content, pixelWidth: w, pixelHeight: h)] ?? 0..<h
        return LayerImage(screen.render(pixelWidth: w, pixelHeight: h, scale: s, rows: rows), rows: rows)
      case .bitmap(let picture):
        return LayerImage(picture.resampled(width: w, height: h))
      case .rowsOfBitmap(let picture, let rows):
        // Made for this size: the rows that were not decoded cannot be resampled.
        guard picture.width == w, picture.height == h else { return nil }
        return LayerImage(picture, rows: rows)
      }
    }
  }
}
