#if UIKitModel
  @testable import Passage
  import SafariServices
  import UIKit

  /// A window with a root screen on the model's main thread, fresh for each test: where the glue
  /// is driven as an app drives it, with fingers on the glass (``TouchScreen``) and time passing
  /// one display frame at a time.
  @MainActor
  final class Stage {
    let window: UIWindow
    let root: UIViewController
    let screen: TouchScreen

    /// A 402 × 874 pt window (an iPhone 17 Pro) with its safe area, a root screen in it.
    init(
      size: CGSize = CGSize(width: 402, height: 874),
      safeArea: UIEdgeInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    ) {
      ModelRunLoop.reset()
      ModalTransition.reset()
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      window.modelSafeAreaInsets = safeArea
      root = UIViewController()
      root.loadViewIfNeeded()
      root.view.backgroundColor = .white
      root.view.modelName = "root"
      window.rootViewController = root
      screen = TouchScreen(window)
    }

    /// The container of the presentation running or shown now.
    var container: UIView? { root.presentedViewController?.presentationController?.containerView }

    /// Presents `page` with `transition` and lets it land.
    @discardableResult
    func present(_ page: UIViewController, _ transition: some PassageTransition, settle: Bool = true)
      -> UIViewController
    {
      root.present(page, transition: transition)
      if settle { self.settle() }
      return page
    }

    /// Lets time pass until nothing animates.
    func settle() { ModelRunLoop.settle() }

    /// Lets `seconds` pass.
    func wait(_ seconds: Double) { ModelRunLoop.advance(by: seconds) }

    /// The page controller most tests present: a screen whose view is white, with a button near
    /// its top-leading corner (its close button).
    static func page(named name: String = "page") -> (controller: UIViewController, button: UIButton) {
      let controller = UIViewController()
      controller.view.backgroundColor = .white
      controller.view.modelName = name
      let button = UIButton(frame: CGRect(x: 16, y: 70, width: 44, height: 44))
      button.modelName = "\(name).close"
      button.backgroundColor = .red
      controller.view.addSubview(button)
      return (controller, button)
    }
  }
#endif

#if UIKitModel
  @testable import Passage
  import UIKit

  extension Stage {
    /// A card on the root screen that a zoom grows out of: 120 × 180 pt at (16, 300), rounded.
    func addCard(frame: CGRect = CGRect(x: 16, y: 300, width: 120, height: 180)) -> UIView {
      let card = UIView(frame: frame)
      card.backgroundColor = .red
      card.layer.cornerRadius = 12
      card.modelName = "card"
      root.view.addSubview(card)
      return card
    }

    /// One finger down at (`start`, `y`) near the leading edge, moved right `step` points a frame
    /// until it reaches `x`, and held there (not lifted).
    func holdEdgeSwipe(from start: CGFloat = 5, to x: CGFloat, step: CGFloat = 20, y: CGFloat = 400) {
      screen.down(at: CGPoint(x: start, y: y))
      for x in stride(from: start + step, through: x, by: step) { screen.move(to: CGPoint(x: x, y: y)) }
    }

    /// The page's view UIKit vends (Passage's wrapper around the presented controller's view).
    func wrapper(of page: UIViewController) -> UIView? { page.viewIfLoaded?.superview }

    /// Where the page's point `p` (in its own view) is drawn now, in the window: through the
    /// presentation values of every layer above it.
    func drawnPoint(_ p: CGPoint, of view: UIView) -> CGPoint {
      var point = p
      var current: UIView? = view
      while let v = current, let superview = v.superview {
        let layer = v.layer.presentation() ?? v.layer
        point = layer.convertToSuperlayer(point) ?? point
        current = superview
      }
      return point
    }
  }
#endif
