// UIKit stub, part 8 of 8: application, scenes, app and scene delegates. See Base.swift.
//
// Sources: UIApplication.h (iPhoneOS18.1.sdk), UIScene.h and UISceneOptions.h (iPhoneOS16.4.sdk),
// UIWindowScene.h (iPhoneOS18.1.sdk), UISceneSession.h (iPhoneOS18.0.sdk), UIKit.apinotes
// (UIApplicationLaunchOptionsKey -> UIApplication.LaunchOptionsKey, UISceneConnectionOptions ->
// UIScene.ConnectionOptions, UISceneSessionRole -> UISceneSession.Role,
// UIWindowSceneSessionRoleApplication -> .windowApplication, UIApplicationState ->
// UIApplication.State), overlay (`extension UIApplicationDelegate { public static func main() }`,
// which is what `@main` on an app delegate class calls).

// MARK: - UIApplication

// UIApplication.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIApplication : UIResponder`.
@MainActor @preconcurrency open class UIApplication: UIResponder {
  // `@property(class, nonatomic, readonly) UIApplication *sharedApplication;`
  open class var shared: UIApplication { fatalError() }
  // `@property(nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;`
  unowned(unsafe) open var delegate: (any UIApplicationDelegate)?
  open var isIdleTimerDisabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // `- (BOOL)canOpenURL:(NSURL *)url NS_SWIFT_NONISOLATED;`
  @discardableResult nonisolated open func canOpenURL(_ url: URL) -> Bool { fatalError() }
  open var applicationState: UIApplication.State { fatalError() }
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
  open var connectedScenes: Set<UIScene> { fatalError() }
  open var openSessions: Set<UISceneSession> { fatalError() }
  open var supportsMultipleScenes: Bool { fatalError() }
}

extension UIApplication {
  // `typedef NS_ENUM(NSInteger, UIApplicationState)` -> UIApplication.State
  @objc(UIApplicationState) public enum State: Int, Sendable {
    case active = 0
    case inactive, background
  }

  // `typedef NSString * UIApplicationLaunchOptionsKey NS_TYPED_ENUM` -> UIApplication.LaunchOptionsKey
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable, _StubStringBridged {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
  }

  // apinotes: UIApplicationDidBecomeActiveNotification -> UIApplication.didBecomeActiveNotification, ...
  public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
}

// UIApplication.h: `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIApplicationDelegate<NSObject>
// @optional ...`. Not modelled: the `= nil` default the importer gives the launch-options
// parameters (Swift source cannot put default arguments on protocol requirements).
@MainActor @preconcurrency @objc public protocol UIApplicationDelegate: NSObjectProtocol {
  @objc(applicationDidFinishLaunching:)
  optional func applicationDidFinishLaunching(_ application: UIApplication)
  @objc(application:willFinishLaunchingWithOptions:)
  optional func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  @objc(application:didFinishLaunchingWithOptions:)
  optional func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  @objc(applicationDidBecomeActive:) optional func applicationDidBecomeActive(_ application: UIApplication)
  @objc(applicationWillResignActive:) optional func applicationWillResignActive(_ application: UIApplication)
  @objc(applicationDidEnterBackground:) optional func applicationDidEnterBackground(
    _ application: UIApplication)
  @objc(applicationWillEnterForeground:) optional func applicationWillEnterForeground(
    _ application: UIApplication)
  @objc(applicationWillTerminate:) optional func applicationWillTerminate(_ application: UIApplication)
  @objc(application:configurationForConnectingSceneSession:options:)
  optional func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  @objc(application:didDiscardSceneSessions:)
  optional func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  // `@property (nullable, nonatomic, strong) UIWindow *window API_AVAILABLE(ios(5.0));`
  @objc optional var window: UIWindow? { get set }
}

// overlay: `extension UIApplicationDelegate { @_alwaysEmitIntoClient @MainActor(unsafe)
// public static func main() }` -- it calls UIApplicationMain(argc, argv, nil, NSStringFromClass(self)).
extension UIApplicationDelegate {
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// MARK: - Scenes

// UIScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIScene : UIResponder`;
// `- init NS_UNAVAILABLE`, `- initWithSession:connectionOptions: NS_DESIGNATED_INITIALIZER`.
@MainActor @preconcurrency open class UIScene: UIResponder {
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { fatalError() }
  open var session: UISceneSession { fatalError() }
  // `@property (nullable, nonatomic, strong) id<UISceneDelegate> delegate;`
  open var delegate: (any UISceneDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var activationState: UIScene.ActivationState { fatalError() }
  // `@property (null_resettable, nonatomic, copy) NSString *title;`
  open var title: String! {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIScene {
  // UISceneDefinitions.h: `typedef NS_ENUM(NSInteger, UISceneActivationState)` -> UIScene.ActivationState
  @objc(UISceneActivationState) public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive, foregroundInactive, background
  }

  // UISceneOptions.h: `NS_SWIFT_UI_ACTOR @interface UISceneConnectionOptions : NSObject`
  // (`init`/`new` NS_UNAVAILABLE) -> UIScene.ConnectionOptions.
  @MainActor @preconcurrency open class ConnectionOptions: NSObject {
    open var sourceApplication: String? { fatalError() }
    open var handoffUserActivityType: String? { fatalError() }
  }

  // apinotes: UISceneWillConnectNotification -> UIScene.willConnectNotification, ...
  public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
  public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
  public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
  public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
}

// UIScene.h: `API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @protocol UISceneDelegate <NSObject> @optional ...`
@MainActor @preconcurrency @objc public protocol UISceneDelegate: NSObjectProtocol {
  @objc(scene:willConnectToSession:options:)
  optional func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  @objc(sceneDidDisconnect:) optional func sceneDidDisconnect(_ scene: UIScene)
  @objc(sceneDidBecomeActive:) optional func sceneDidBecomeActive(_ scene: UIScene)
  @objc(sceneWillResignActive:) optional func sceneWillResignActive(_ scene: UIScene)
  @objc(sceneWillEnterForeground:) optional func sceneWillEnterForeground(_ scene: UIScene)
  @objc(sceneDidEnterBackground:) optional func sceneDidEnterBackground(_ scene: UIScene)
}

// UIWindowScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIWindowScene : UIScene`.
@MainActor @preconcurrency open class UIWindowScene: UIScene, UITraitEnvironment {
  open var screen: UIScreen { fatalError() }
  open var traitCollection: UITraitCollection { fatalError() }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
  open var windows: [UIWindow] { fatalError() }
  open var keyWindow: UIWindow? { fatalError() }
}

// UIWindowScene.h: `API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @protocol UIWindowSceneDelegate <UISceneDelegate> @optional @property (nullable, nonatomic, strong) UIWindow *window;`
@MainActor @preconcurrency @objc public protocol UIWindowSceneDelegate: UISceneDelegate {
  @objc optional var window: UIWindow? { get set }
}

// UISceneSession.h: `NS_SWIFT_UI_ACTOR @interface UISceneSession : NSObject <NSSecureCoding>`
// (`init`/`new` NS_UNAVAILABLE); `typedef NSString * UISceneSessionRole NS_TYPED_ENUM` (UISceneDefinitions.h).
@MainActor @preconcurrency open class UISceneSession: NSObject {
  open var scene: UIScene? { fatalError() }
  open var role: UISceneSession.Role { fatalError() }
  open var configuration: UISceneConfiguration { fatalError() }
  open var persistentIdentifier: String { fatalError() }
  open var userInfo: [String: Any]? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UISceneSession {
  public struct Role: Hashable, Sendable, RawRepresentable, _StubStringBridged {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    // UIWindowScene.h: UIWindowSceneSessionRoleApplication / ...ExternalDisplayNonInteractive (iOS 16)
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(
      "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

// UISceneSession.h: `NS_SWIFT_UI_ACTOR @interface UISceneConfiguration : NSObject <NSCopying, NSSecureCoding>`;
// `- initWithName:sessionRole: NS_DESIGNATED_INITIALIZER`.
@MainActor @preconcurrency open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
  open var name: String? { fatalError() }
  open var role: UISceneSession.Role { fatalError() }
  open var sceneClass: AnyClass? {
    get { fatalError() }
    set { fatalError() }
  }
  open var delegateClass: AnyClass? {
    get { fatalError() }
    set { fatalError() }
  }
}
