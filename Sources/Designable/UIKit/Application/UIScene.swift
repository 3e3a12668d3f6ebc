import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`.
///
/// Differs from a device on purpose: there is one scene, ``UIWindowScene``'s, connected and in
/// the foreground for the whole run, so that code which finds "the active window scene" to
/// present into finds it, the same on every run.
open class UIScene: UIResponder, @unchecked Sendable {
    /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Always ``ActivationState/foregroundActive``: snapshots show the app in the foreground.
    open var activationState: ActivationState { .foregroundActive }

    /// The title the system shows for the scene; stored.
    open var title: String! = ""

    /// The scene's delegate; `nil` unless a test sets one.
    open weak var delegate: (any UISceneDelegate)?

    /// Posted when a scene connects; never posted here, as the one scene is always connected.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene becomes active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when a scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

/// A scene's delegate, as UIKit's `UISceneDelegate`; every requirement is optional there.
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, when the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// The scene that holds the app's windows, as UIKit's `UIWindowScene`.
///
/// There is one, ``UIApplication/connectedScenes``' only member; a window made without a scene
/// belongs to it, so its ``windows`` are every window alive.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The one scene.
    static let main = UIWindowScene()

    /// The scene's windows, oldest first.
    open var windows: [UIWindow] { UIWindow.alive.filter { ($0.windowScene ?? .main) === self } }

    /// The scene's key window, as iOS 15's `keyWindow`.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on: the render's device screen.
    open var screen: UIScreen { .main }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The interface's orientation: the device's.
    open var interfaceOrientation: UIInterfaceOrientation { DeviceScope.isLandscape ? .landscapeRight : .portrait }

    /// The status bar's state for the scene.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// A scene's status bar, as UIKit's `UIStatusBarManager`: shown but zero high, as no status bar
/// is drawn over a snapshot. `UIApplication`'s deprecated status bar properties answer from it.
open class UIStatusBarManager: NSObject, @unchecked Sendable {
    /// The status bar's frame: as wide as the screen and zero high.
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 0) }
    /// Whether the status bar is hidden: no, though with no height it covers nothing.
    open var isStatusBarHidden: Bool { false }
    /// The status bar's style: the default.
    open var statusBarStyle: UIStatusBarStyle { .default }
}
