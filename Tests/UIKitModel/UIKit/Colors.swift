// Colours, paths and images as far as the glue uses them (CGColor.h, CGPath.h, UIColor.h,
// UIBezierPath.h, UIImage.h, UIGraphicsImageRenderer.h).

/// An sRGB colour with alpha (CGColor.h; the model has one colour space).
public final class CGColor: @unchecked Sendable, Hashable {
  let red: CGFloat, green: CGFloat, blue: CGFloat
  public let alpha: CGFloat
  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  public var components: [CGFloat]? { [red, green, blue, alpha] }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// A path; the model keeps its bounding box and, for rounded rectangles, the corner radius.
public final class CGPath {
  public let boundingBox: CGRect
  let cornerRadius: CGFloat
  init(rect: CGRect, cornerRadius: CGFloat) {
    boundingBox = rect
    self.cornerRadius = cornerRadius
  }

  /// A rounded rectangle of quarter-ellipse corners (CGPath.h `CGPathCreateWithRoundedRect`); the
  /// model keeps circular corners and ignores `transform`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(rect: rect, cornerRadius: cornerWidth)
  }

  /// The corner radius of a rounded rectangle made by the model (0 for a plain rectangle).
  package var roundedCornerRadius: CGFloat { cornerRadius }
}

/// A UIKit colour (UIColor.h): immutable and usable from any thread, as UIKit's.
open class UIColor: @unchecked Sendable {
  let color: CGColor
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  public init(white: CGFloat, alpha: CGFloat) {
    color = CGColor(red: white, green: white, blue: white, alpha: alpha)
  }
  public init(cgColor: CGColor) { color = cgColor }
  open var cgColor: CGColor { color }

  /// The colour's components (always convertible in the model's one colour space).
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = color.red
    green?.pointee = color.green
    blue?.pointee = color.blue
    alpha?.pointee = color.alpha
    return true
  }

  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// The light appearance's system background (white).
  public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}

/// A path (UIBezierPath.h).
@MainActor
open class UIBezierPath: NSObject {
  let path: CGPath
  public init(rect: CGRect) { path = CGPath(rect: rect, cornerRadius: 0) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = CGPath(rect: rect, cornerRadius: cornerRadius)
  }
  open var cgPath: CGPath { path }
}

/// An image (UIImage.h). The model's pictures record what was drawn into them: the views visible
/// in the drawn region, by their ``UIView/modelName``, front to back as they were drawn.
@MainActor
open class UIImage: NSObject {
  public let size: CGSize
  /// What the picture shows: the names of the views drawn into it, in drawing order.
  package let drawnViews: [String]
  package init(size: CGSize, drawnViews: [String]) {
    self.size = size
    self.drawnViews = drawnViews
  }
}

/// The context handed to an image renderer's actions (UIGraphicsRenderer.h).
@MainActor
open class UIGraphicsImageRendererContext: NSObject {
  var drawn: [String] = []
  var bounds = CGRect.zero
}

/// Renders pictures (UIGraphicsImageRenderer.h): what is drawn inside `image(actions:)` — the
/// model draws views with `drawHierarchy(in:afterScreenUpdates:)` — is what the image shows.
@MainActor
open class UIGraphicsImageRenderer: NSObject {
  let bounds: CGRect
  /// The context being drawn into now, for `drawHierarchy(in:afterScreenUpdates:)`.
  static var current: UIGraphicsImageRendererContext?

  public init(bounds: CGRect) {
    self.bounds = bounds
  }

  public init(size: CGSize) { bounds = CGRect(origin: .zero, size: size) }

  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext()
    context.bounds = bounds
    let outer = Self.current
    Self.current = context
    actions(context)
    Self.current = outer
    return UIImage(size: bounds.size, drawnViews: context.drawn)
  }
}
