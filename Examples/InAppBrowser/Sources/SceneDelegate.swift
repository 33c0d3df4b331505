import Passage
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// Navigation controllers hold their delegate weakly; the scene keeps it.
  private let navigationDelegate = PassageNavigationDelegate(transition: .push)

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let navigation = UINavigationController(rootViewController: TimelineViewController())
    navigationDelegate.attach(to: navigation)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
  }
}
