// Self-test for the stub SDK: realistic UIKit glue of the kind Passage's UIKit front end and the
// InAppBrowser example contain, type-checked in Swift 6 language mode (strict concurrency).
// It is never run. If a stub declaration drifts from the iOS SDK's Swift surface, this file (or
// the real SDK) will disagree -- keep it compiling on both.

import QuartzCore
import SafariServices
import UIKit

// MARK: - Animator (UIViewControllerAnimatedTransitioning)

/// Slides the presented view up from below while the presenting view recedes in depth.
final class RecedeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  let duration: TimeInterval = 0.5
  private var animator: UIViewPropertyAnimator?

  init(presenting: Bool) {
    self.isPresenting = presenting
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    transitionContext?.isAnimated == false ? 0 : duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = transitionContext.containerView
    guard let presentedVC = transitionContext.viewController(forKey: isPresenting ? .to : .from),
      let presented = transitionContext.view(forKey: isPresenting ? .to : .from) ?? presentedVC.view
    else { fatalError("no presented view") }
    let presenting = transitionContext.view(forKey: isPresenting ? .from : .to)
    let finalFrame = transitionContext.finalFrame(for: presentedVC)
    let height = container.bounds.height
    var offscreen = finalFrame.offsetBy(dx: 0, dy: height)
    if offscreen.isEmpty { offscreen = container.bounds.offsetBy(dx: 0, dy: height) }

    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 1000
    let receded = CATransform3DTranslate(perspective, 0, 0, -100)

    if isPresenting {
      container.addSubview(presented)
      presented.frame = offscreen
    }
    let shadowPath = CGPath(
      rect: CGRect(x: 0, y: 0, width: 5, height: container.bounds.height), transform: nil)
    presented.layer.shadowPath = shadowPath
    presented.layer.shadowColor = UIColor.black.cgColor
    presented.layer.shadowOpacity = 0.3
    presented.layer.shadowRadius = 5
    presented.layer.shadowOffset = .zero
    presented.layer.cornerCurve = .continuous
    presented.layer.cornerRadius = UIScreen.main.scale > 2 ? 12 : 10
    presented.layer.masksToBounds = false

    let timing = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
    animator.addAnimations { [isPresenting] in
      presented.frame = isPresenting ? finalFrame : offscreen
      presenting?.layer.transform = isPresenting ? receded : CATransform3DIdentity
    }
    animator.addCompletion { position in
      presenting?.layer.transform = CATransform3DIdentity
      presented.layer.shadowOpacity = 0
      let finished = position == .end && !transitionContext.transitionWasCancelled
      transitionContext.completeTransition(finished)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}

// MARK: - Interactive transition driven by a display link

/// Drives a transition frame by frame from a CADisplayLink; the engine decides the fraction.
final class EdgeInteraction: NSObject, UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
  private weak var context: (any UIViewControllerContextTransitioning)?
  private var displayLink: CADisplayLink?
  private var fraction: CGFloat = 0
  private var targetFraction: Double = 1
  private(set) var isInteracting = false
  var wantsInteractiveStart: Bool { isInteracting }
  var completionSpeed: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .linear }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    let link = CADisplayLink(target: self, selector: #selector(step(_:)))
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  @objc private func step(_ link: CADisplayLink) {
    guard let context else { return stop() }
    let dt = link.targetTimestamp - link.timestamp  // CFTimeInterval (Double)
    fraction = min(1, max(0, fraction + CGFloat(dt) * 2))
    let progress: Double = fraction  // implicit CGFloat -> Double
    context.updateInteractiveTransition(fraction)
    if progress >= targetFraction {
      stop()
      context.finishInteractiveTransition()
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  private func stop() {
    displayLink?.invalidate()
    displayLink = nil
  }

  /// Edge pan that pops the browser, from the leading edge in both layout directions.
  func install(on view: UIView) -> UIScreenEdgePanGestureRecognizer {
    let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    let rtl =
      view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      || UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft
    pan.edges = rtl ? .right : .left
    pan.delegate = self
    pan.cancelsTouchesInView = true
    pan.maximumNumberOfTouches = 1
    view.addGestureRecognizer(pan)
    return pan
  }

  @objc func handlePan(_ pan: UIScreenEdgePanGestureRecognizer) {
    guard let view = pan.view else { return }
    let width = view.bounds.width
    let translation = pan.translation(in: view).x
    let velocity = pan.velocity(in: view).x
    switch pan.state {
    case .began:
      isInteracting = true
    case .changed:
      let progress = width > 0 ? min(1, max(0, translation / width)) : 0
      context?.updateInteractiveTransition(progress)
    case .ended, .cancelled:
      isInteracting = false
      let projected = translation + velocity / 1000 * 0.998 / (1 - 0.998)
      if projected > width / 2 {
        context?.finishInteractiveTransition()
      } else {
        context?.cancelInteractiveTransition()
      }
    default:
      break
    }
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !isInteracting
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer is UIPanGestureRecognizer
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    touch.location(in: gestureRecognizer.view).x < 44
  }
}

/// UIKit's own percent-driven interaction, for comparison.
final class PercentInteraction: UIPercentDrivenInteractiveTransition {
  func drive(to progress: CGFloat, done: Bool, cancelled: Bool) {
    update(progress)
    completionSpeed = 1.5
    completionCurve = .easeOut
    if done { cancelled ? cancel() : finish() }
  }
}

// MARK: - Transitioning delegate

final class PassageTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate
{
  let interaction = EdgeInteraction()

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    RecedeAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    RecedeAnimator(presenting: false)
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    interaction.isInteracting ? interaction : nil
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    operation == .push ? RecedeAnimator(presenting: true) : nil
  }
}

// MARK: - Presenting SFSafariViewController

@MainActor final class BrowserPresenter: NSObject {
  private let transitions = PassageTransitioningDelegate()
  private var reduceMotion = UIAccessibility.isReduceMotionEnabled
  private var activeObserver: (any NSObjectProtocol)?

  init(center: NotificationCenter = .default) {
    super.init()
    center.addObserver(
      self, selector: #selector(reduceMotionChanged(_:)),
      name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    // Block-based observers take a @Sendable block; hop to the main actor explicitly.
    activeObserver = center.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil,
      queue: .main
    ) { note in
      let name = note.name
      MainActor.assumeIsolated { _ = name == UIApplication.didBecomeActiveNotification }
    }
  }

  @objc private func reduceMotionChanged(_ notification: Notification) {
    reduceMotion = UIAccessibility.isReduceMotionEnabled
  }

  func present(_ url: URL, from presenter: UIViewController) {
    let configuration = SFSafariViewController.Configuration()
    configuration.barCollapsingEnabled = false
    let browser = SFSafariViewController(url: url, configuration: configuration)
    browser.delegate = self
    browser.dismissButtonStyle = .close
    browser.preferredControlTintColor = .systemBlue
    browser.modalPresentationStyle = .custom
    browser.modalPresentationCapturesStatusBarAppearance = true
    browser.transitioningDelegate = transitions
    presenter.present(browser, animated: !reduceMotion) { [transitions] in
      _ = transitions.interaction.install(on: browser.view)
    }
  }
}

// SFSafariViewControllerDelegate is not main-actor isolated in the SDK headers: isolate the
// conformance (Swift 6.2+ isolated conformances) instead of the protocol.
extension BrowserPresenter: @MainActor SFSafariViewControllerDelegate {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    // The browser dismisses itself: do not dismiss again.
  }

  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}

  func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}

// MARK: - A modal screen with the overlay strip and an escape gesture

final class RecedingViewController: UIViewController {
  private let strip = UIView()
  private let label = UILabel()

  init() {
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .coverVertical
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersStatusBarHidden: Bool { false }
  override var childForStatusBarStyle: UIViewController? { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    strip.alpha = 0.011  // hit-testable: alpha >= 0.01
    strip.backgroundColor = .clear
    strip.translatesAutoresizingMaskIntoConstraints = false
    label.font = .preferredFont(forTextStyle: .headline)
    label.textColor = .secondaryLabel
    label.adjustsFontForContentSizeCategory = true
    label.text = title
    let stack = UIStackView(arrangedSubviews: [label])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    view.insertSubview(strip, aboveSubview: stack)
    NSLayoutConstraint.activate([
      strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      strip.topAnchor.constraint(equalTo: view.topAnchor),
      strip.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      strip.widthAnchor.constraint(equalToConstant: 5),
      stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor, constant: -20),
    ])
    let close = UIButton(type: .system)
    close.setTitle("Close", for: .normal)
    close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    stack.addArrangedSubview(close)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    setNeedsStatusBarAppearanceUpdate()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { view.layer.removeAllAnimations() }
  }

  override func accessibilityPerformEscape() -> Bool {
    dismiss(animated: !UIAccessibility.isReduceMotionEnabled)
    return true
  }

  @objc private func closeTapped() {
    presentingViewController?.beginAppearanceTransition(true, animated: true)
    dismiss(animated: true) { [weak self] in
      self?.presentingViewController?.endAppearanceTransition()
    }
  }
}

// MARK: - A timeline list, app and scene delegates

final class TimelineViewController: UITableViewController {
  private let items = (1...30).map { "Tweet \($0)" }
  private let presenter = BrowserPresenter()

  init() { super.init(style: .plain) }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Timeline"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.estimatedRowHeight = 44
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    content.secondaryText = "section \(indexPath.section)"
    content.image = UIImage(systemName: "bubble.left")
    content.textProperties.numberOfLines = 0
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if let url = URL(string: "https://example.com/\(indexPath.row)") {
      presenter.present(url, from: self)
    } else {
      present(RecedingViewController(), animated: true)
    }
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    if scrollView.isDragging && pulled > 80 { navigationController?.popViewController(animated: true) }
  }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let transitions = PassageTransitioningDelegate()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let navigation = UINavigationController(rootViewController: TimelineViewController())
    navigation.delegate = transitions
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
  }
}

// MARK: - Values: CGFloat, geometry, Core Animation

/// Geometry helpers mixing Double and CGFloat the way the engine adapter does.
@MainActor enum Geometry {
  static func apply(scale: Double, to view: UIView) {
    let bounds = view.bounds
    let insets = view.safeAreaInsets
    let inner = bounds.insetBy(dx: insets.left, dy: insets.top)
    let center = CGPoint(x: inner.midX, y: inner.midY)
    let contains = inner.contains(center) && !inner.isEmpty
    var transform = CATransform3DMakeScale(scale, scale, 1)  // Double -> CGFloat
    transform.m41 = contains ? inner.minX - bounds.minX : 0
    view.transform3D = transform
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    view.layer.zPosition = 1
    view.layer.opacity = Float(scale)
    view.alpha = max(0, min(1, scale))  // Double -> CGFloat
    let angle = atan2(center.y, center.x)  // CGFloat math overloads
    view.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: 1, y: 1)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    view.layer.position = CGPoint(x: bounds.width / 2, y: bounds.maxY - sqrt(bounds.height))
    CATransaction.commit()
    UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
      view.alpha = 1
    } completion: { finished in
      if finished { view.layer.removeAllAnimations() }
    }
    let presentationOpacity: Float = view.layer.presentation()?.opacity ?? view.layer.opacity
    _ = presentationOpacity
    _ = UIEdgeInsets(top: 0, left: 1, bottom: 2, right: 3) == .zero
    _ = CATransform3DIsIdentity(view.layer.transform)
    _ =
      view.traitCollection.layoutDirection == .rightToLeft && view.traitCollection.userInterfaceStyle == .dark
  }
}

// MARK: - Subclassing views, convenience initializers, Dispatch re-export

/// A thin, nearly invisible strip that stays hit-testable over out-of-process content.
final class EdgeStripView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
    autoresizingMask = [.flexibleHeight, .flexibleRightMargin]
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: 0).contains(point)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.shadowPath = CGPath(rect: bounds, transform: nil)
    let rounded = UIBezierPath(
      roundedRect: bounds, byRoundingCorners: [.topLeft, .bottomLeft],
      cornerRadii: CGSize(width: 8, height: 8))
    layer.shadowPath = UIBezierPath(rect: bounds).cgPath
    if layer.cornerRadius > 0 { layer.shadowPath = rounded.cgPath }
    DispatchQueue.main.async { self.setNeedsLayout() }
  }
}

final class ButtonRow: UIStackView {
  override init(frame: CGRect) { super.init(frame: frame) }
  // Non-failable for UIStackView.
  required init(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

@MainActor func conveniences() {
  let plain = UIView()
  let controller = UIViewController()
  controller.view.addSubview(plain)
  controller.view.addSubview(EdgeStripView(frame: .zero))
  let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
  _ = scenes.first?.windows.first?.rootViewController
}
