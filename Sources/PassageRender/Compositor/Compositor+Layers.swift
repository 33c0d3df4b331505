import PassageCore

/// A layer of the scene ready to paint: its state, placement, content image and whether it hides
/// what is below it.
struct PreparedLayer: Sendable {
  let state: LayerState
  let geometry: LayerGeometry
  /// Opacity in 0…1.
  let opacity: Double
  /// The content image for screen layers; `nil` for solid layers.
  let image: LayerImage?
  /// Whether every pixel the layer covers completely ends up exactly the layer's colour.
  let isOpaque: Bool
  /// How the canvas columns read the content image, for an axis-aligned layer with one.
  let columnTaps: ColumnTaps?
  /// The blurred silhouette of the layer's drop shadow and its total opacity (> 0), unless the
  /// shadow draws nothing.
  let shadow: (shape: ShadowShape, opacity: Double)?

  /// The regions this layer hides completely from the layers below.
  var occluders: [ProjectedRect] { isOpaque ? geometry.cores : [] }
}

extension Compositor {
  /// Places `layer` on a canvas `canvasWidth` pixels wide and fetches its content; `nil` when it
  /// draws nothing.
  func prepare(_ layer: LayerState, content: some LayerContentProvider, canvasWidth: Int) -> PreparedLayer? {
    let opacity = layer.opacity.clampedToUnit
    guard opacity > 0, let geometry = LayerGeometry(layer: layer, scale: scale) else { return nil }
    var image: LayerImage?
    let contentIsOpaque: Bool
    if let (request, fit) = contentRequest(layer) {
      guard let fetched = content.image(for: request, scale: scale),
        (1...Compositor.maximumPixelSize).contains(fetched.bitmap.width),
        (1...Compositor.maximumPixelSize).contains(fetched.bitmap.height),
        fetched.bitmap.pixels.count == fetched.bitmap.width * fetched.bitmap.height * 4,
        let fitted = fit.image(from: fetched, into: layer.size)
      else { return nil }
      image = fitted
      contentIsOpaque = fitted.isOpaque
    } else if case .solid(let color) = layer.content {
      contentIsOpaque = color.alpha >= 1
    } else {
      return nil
    }
    let inverse = geometry.inverse
    let taps = image.flatMap { image in
      inverse.isAxisAligned && inverse.m33 > 0
        ? ColumnTaps(
          inverse: inverse, bitmapWidth: image.bitmap.width, layerWidth: geometry.width,
          canvasWidth: canvasWidth)
        : nil
    }
    return PreparedLayer(
      state: layer, geometry: geometry, opacity: opacity, image: image,
      isOpaque: contentIsOpaque && opacity >= 1, columnTaps: taps, shadow: shadowShape(of: layer, geometry))
  }

  /// What `layer` asks its content provider for, and how the image it gets back becomes the one
  /// it paints: the screen at its size in pixels (each side of the size it is laid out at ×
  /// scale, rounded, 1…``maximumPixelSize``); `nil` for a solid layer, or for a source picture
  /// of an empty frame. A source picture is cut from the presenting screen at the screen's size.
  ///
  /// The one place that decides both, so the rows a frame reads (``rowsRead(in:opaque:)``)
  /// follow from the same fit the painter applies.
  func contentRequest(_ layer: LayerState) -> (request: ScreenRequest, fit: ContentFit)? {
    let (kind, size, fit): (LayerContent, Size, ContentFit)
    switch layer.content {
    case .solid: return nil
    case .presentingScreen, .presentedScreen:
      if let laidOut = layer.contentSize, laidOut.isUsable {
        (kind, size, fit) = (layer.content, laidOut, .aspectFilling(contentSize: laidOut))
      } else {
        (kind, size, fit) = (layer.content, layer.size, .stretched)
      }
    case .sourcePicture(let frame, let screen):
      guard frame.size.isUsable else { return nil }
      (kind, size, fit) = (.presentingScreen, screen, .sourcePicture(frame: frame, screen: screen))
    }
    let limit = Double(Compositor.maximumPixelSize)
    let request = ScreenRequest(
      content: kind, pixelWidth: max(1, Int(saturating: min((size.width * scale).rounded(), limit))),
      pixelHeight: max(1, Int(saturating: min((size.height * scale).rounded(), limit))))
    return (request, fit)
  }

  /// Asks `content` for the images of `scene`'s screen layers on up to `workers` threads at
  /// once, so that a provider that draws or resamples them on the first request (as
  /// ``ScreenImages`` does) makes them side by side rather than one after the other, as the
  /// first frame's layers would ask. The frames drawn afterwards find them ready.
  package func prefetchContent(of scene: TransitionScene, content: some LayerContentProvider, workers: Int) {
    let requests = scene.layers.compactMap { contentRequest($0)?.request }
    guard requests.count > 1, workers > 1 else { return }
    Parallel.forEach(requests.count, workers: workers) { index in
      _ = content.image(for: requests[index], scale: scale)
    }
  }

  /// The shape and total opacity of the drop shadow of `layer` placed at `g`; `nil` when the
  /// shadow draws nothing. (Its blur is sampled once per frame, for every band.)
  private func shadowShape(of layer: LayerState, _ g: LayerGeometry) -> (shape: ShadowShape, opacity: Double)?
  {
    let shadow = layer.shadow
    let total = (shadow.opacity.isFinite ? shadow.opacity.clampedToUnit : 0) * shadow.color.alpha
    guard total > 0, shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return nil }
    let radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
    let shape = ShadowShape(
      width: g.width, height: g.height, cornerRadius: g.cornerRadius, shadowRadius: radius, scale: scale)
    return (shape, total)
  }

  /// Draws the drop shadow of `layer`, unless its opacity is 0.
  static func paintShadow(of layer: PreparedLayer, occluders: [ProjectedRect], painter: inout LayerPainter) {
    guard let (shape, total) = layer.shadow else { return }
    let shadow = layer.state.shadow
    let g = layer.geometry
    let (ox, oy, e) = (shadow.offset.width, shadow.offset.height, shape.extent)
    let area = ProjectedRect(
      inverse: g.inverse, minU: ox - e, minV: oy - e, maxU: g.width + ox + e, maxV: g.height + oy + e)
    // The layer itself hides its shadow where it is opaque.
    let hidden = layer.occluders + occluders
    var shader = ShadowShader(
      shape: shape, offset: shadow.offset, color: shadow.color, opacity: total, inverse: g.inverse)
    let pass = LayerPainter.Pass(
      geometry: g, area: area, clipsToLayer: false, opacity: layer.opacity, occluders: hidden)
    painter.paint(pass, shader: &shader)
  }

  /// Draws the content of `layer`.
  static func paintContent(of layer: PreparedLayer, occluders: [ProjectedRect], painter: inout LayerPainter) {
    let g = layer.geometry
    let pass = LayerPainter.Pass(
      geometry: g, area: g.bounds, clipsToLayer: true, opacity: layer.opacity, occluders: occluders)
    guard let image = layer.image else {
      if case .solid(let color) = layer.state.content {
        var shader = SolidShader(packed: color.packedPremultiplied)
        painter.paint(pass, shader: &shader)
      }
      return
    }
    let bitmap = image.bitmap
    bitmap.pixels.withUnsafeBytes { pixels in
      if let taps = layer.columnTaps {
        var shader = AxisAlignedBitmapShader(
          pixels: pixels, bitmapWidth: bitmap.width, bitmapHeight: bitmap.height, isOpaque: image.isOpaque,
          layerHeight: g.height, inverse: g.inverse, taps: taps)
        painter.paint(pass, shader: &shader)
      } else {
        var shader = BitmapShader(
          pixels: pixels, bitmapWidth: bitmap.width, bitmapHeight: bitmap.height, isOpaque: image.isOpaque,
          layerWidth: g.width, layerHeight: g.height, inverse: g.inverse)
        painter.paint(pass, shader: &shader)
      }
    }
  }
}
