// The views the glue meets besides plain ones: responders, windows, controls, image views,
// traits, interactions and Reduce Motion (UIResponder.h, UIWindow.h, UIControl.h, UIButton.h,
// UIImageView.h, UITraitCollection.h, UIInteraction.h, UIAccessibility.h).

/// A responder (UIResponder.h).
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
  /// The VoiceOver escape (UIAccessibility.h `accessibilityPerformEscape`): NO by default.
  open func accessibilityPerformEscape() -> Bool { false }
}

/// A window (UIWindow.h): the root of hit-testing, with the device's safe area and traits.
@MainActor
open class UIWindow: UIView {
  /// The traits of the window's scene (layout direction).
  package var modelTraits = UITraitCollection()
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(controller.view)
      controller.modelAppear()
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  open override var traitCollection: UITraitCollection { modelTraits }
}

/// A control (UIControl.h): it tracks a touch; a recogniser that recognises cancels it.
@MainActor
open class UIControl: UIView {}

/// A button (UIButton.h).
@MainActor
open class UIButton: UIControl {}

/// An image view (UIImageView.h).
@MainActor
open class UIImageView: UIView {
  open var image: UIImage?
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    modelDrawsContent = image.map { !$0.drawnViews.isEmpty } ?? false
  }
}

/// UIInterface.h `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// Traits (UITraitCollection.h), with the layout direction the glue reads.
@MainActor
open class UITraitCollection: NSObject {
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.layoutDirection = layoutDirection
  }
  public convenience override init() { self.init(layoutDirection: .leftToRight) }
}

/// UITraitCollection.h `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// An interaction (UIInteraction.h): UIKit keeps it in `view.interactions` and tells it the view.
@MainActor
public protocol UIInteraction: NSObjectProtocol {
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

/// Accessibility settings (UIAccessibility.h).
@MainActor
public enum UIAccessibility {
  /// Reduce Motion; tests set it.
  public internal(set) static var isReduceMotionEnabled = false
  /// Sets Reduce Motion, as the user does in Settings.
  package static func setReduceMotion(_ enabled: Bool) { isReduceMotionEnabled = enabled }
}

/// An event (UIEvent.h); the model's recognisers and views need none of its contents.
@MainActor
open class UIEvent: NSObject {}
