import Foundation

/// The app, as UIKit's `UIApplication`, for views that read its state or observe its
/// notifications.
///
/// Differs from UIKit on purpose: there is no running app. ``shared`` is always active, left to
/// right and without a delegate unless a test sets one, and its notifications are posted only
/// by whoever posts them (a test that wants a view's reaction to `didBecomeActiveNotification`
/// posts it through `NotificationCenter.default`).
open class UIApplication: UIResponder, @unchecked Sendable {
    /// The app's states.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate; `nil` unless a test sets it.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Always ``State/active``: snapshots show the app in the foreground.
    open var applicationState: State { .active }

    /// The app's layout direction: left to right. A right-to-left render sets the trait on the
    /// view being rendered instead (`semanticContentAttribute`, `UITraitCollection.layoutDirection`).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the screen stays on; stored for source compatibility.
    open var isIdleTimerDisabled = false

    /// The app's windows: every window still alive, oldest first. A render makes none of its
    /// own, so these are the ones your code made.
    open var windows: [UIWindow] { UIWindow.alive }

    /// The key window: the last made key that is still alive; deprecated since iOS 13.
    @available(iOS, deprecated: 13.0, message: "use the window scene's keyWindow")
    open var keyWindow: UIWindow? { UIWindow.alive.first { $0.isKeyWindow } }

    /// The connected scenes: the one ``UIWindowScene``, always in the foreground.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// Whether the app shows several scenes at once: no.
    open var supportsMultipleScenes: Bool { false }

    /// Sends `action` up the responder chain from `sender` when `target` is `nil`, else to
    /// `target`; true when some object handled it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return ActionDispatch.send(action, to: target as AnyObject, sender: sender, event: event) }
        guard let responder = sender as? UIResponder, let handler = responder.target(forAction: action, withSender: sender) else { return false }
        return ActionDispatch.send(action, to: handler as AnyObject, sender: sender, event: event)
    }

    /// Whether a URL can be opened: never, as nothing is installed.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opening a URL does nothing; the completion is told it failed.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// The keys of ``open(_:options:completionHandler:)``'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app moves to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the user's preferred content size category changes.
    public static let contentSizeCategoryDidChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The app delegate's protocol, as UIKit's; every requirement is optional there, so none is
/// required here.
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, when the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
