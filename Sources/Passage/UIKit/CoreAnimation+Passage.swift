#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  extension CATransform3D {
    /// The Core Animation matrix with the same sixteen entries (the conventions are identical).
    init(_ t: Transform3D) {
      self.init(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
        m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
  }

  extension Transform3D {
    /// The Passage matrix with the same sixteen entries as a Core Animation one.
    init(_ t: CATransform3D) {
      self.init(
        m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
        m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
        m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
        m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
    }
  }

  extension LayerColor {
    /// The Passage colour of a Core Graphics one, in the sRGB space UIKit converts it to; `nil`
    /// when it has no RGB equivalent (a pattern).
    init?(_ color: CGColor) {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      guard UIColor(cgColor: color).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
        return nil
      }
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
  }

  extension UIColor {
    /// The UIKit colour of a Passage colour.
    convenience init(passage color: LayerColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension CGPoint {
    /// The Core Graphics point of a Passage point.
    init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
  }

  extension Point {
    /// The Passage point of a Core Graphics one.
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
  }

  extension CGSize {
    /// The Core Graphics size of a Passage size.
    init(_ s: Size) { self.init(width: CGFloat(s.width), height: CGFloat(s.height)) }
  }

  extension CGRect {
    /// The Core Graphics rectangle of a Passage rectangle.
    init(_ r: Rect) { self.init(origin: CGPoint(r.origin), size: CGSize(r.size)) }
  }

  extension Size {
    /// The Passage size of a Core Graphics one.
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
  }

  extension Rect {
    /// The Passage rectangle of a Core Graphics one.
    init(_ r: CGRect) {
      self.init(
        x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width),
        height: Double(r.size.height))
    }
  }
#endif
