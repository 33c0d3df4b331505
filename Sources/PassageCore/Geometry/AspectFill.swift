/// Content laid out at a fixed size, shown in bounds of another size the way iOS's zoom shows a
/// page in its card: scaled uniformly to cover the bounds (`contentsGravity =
/// .resizeAspectFill`, CALayer.h), centred across and hung from their top. The one law the
/// device's scaled page (`ScaledPage`) and the films' pictures both follow.
package enum AspectFill {
  /// The uniform scale at which `content` covers `bounds`: the larger of the two ratios; not
  /// finite when a side of `content` is 0.
  package static func scale(of content: Size, covering bounds: Size) -> Double {
    max(bounds.width / content.width, bounds.height / content.height)
  }

  /// The part of `content` (in its own points, origin at its top left) that shows in `bounds`:
  /// the whole width or height, the other cut to the bounds' aspect ratio, centred across and,
  /// when `hangingFromTop`, from the top (else centred too); `nil` when a size is not finite and
  /// positive.
  package static func visiblePart(of content: Size, in bounds: Size, hangingFromTop: Bool = true) -> Rect? {
    guard content.isUsable, bounds.isUsable else { return nil }
    let scale = scale(of: content, covering: bounds)
    guard scale.isFinite, scale > 0 else { return nil }
    let width = min(bounds.width / scale, content.width)
    let height = min(bounds.height / scale, content.height)
    return Rect(
      x: (content.width - width) / 2, y: hangingFromTop ? 0 : (content.height - height) / 2, width: width,
      height: height)
  }
}
