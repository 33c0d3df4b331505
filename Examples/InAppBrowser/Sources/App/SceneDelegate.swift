import UIKit

/// Shows the timeline in the scene's window, inside the Passage navigation controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let timeline = TimelineViewController(posts: SampleTimeline.posts)
    window.rootViewController = TimelineNavigationController(rootViewController: timeline)
    window.makeKeyAndVisible()
    self.window = window
  }
}
