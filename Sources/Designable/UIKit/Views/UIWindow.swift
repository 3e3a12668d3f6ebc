import Foundation
import Locking

/// The root of a view hierarchy, holding a root view controller's view, as UIKit's `UIWindow`.
///
/// As on iOS, a window is hidden until ``makeKeyAndVisible()`` (a hidden root renders as
/// transparent pixels). Views added under a window receive `willMove(toWindow:)` and
/// `didMoveToWindow()`.
open class UIWindow: UIView {
    /// Its view fills the window and resizes with it.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let vc = rootViewController else { return }
            let root: UIView = vc.view
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
        }
    }

    /// Whether this is the key window: the last made key with ``makeKey()`` or
    /// ``makeKeyAndVisible()`` that is still alive. Making another window key resigns this one.
    open var isKeyWindow: Bool { UIWindow.key.withLock { $0.window } === self }

    /// The scene the window belongs to: ``UIWindowScene``'s one scene unless set.
    open weak var windowScene: UIWindowScene?

    /// The window made key last, held weakly.
    static let key = Locked(WeakWindow(nil))
    /// Every window made, held weakly, oldest first.
    private static let made = Locked<[WeakWindow]>([])

    /// The windows still alive, oldest first.
    static var alive: [UIWindow] {
        made.withLock { list in
            list.removeAll { $0.window == nil }
            return list.compactMap(\.window)
        }
    }

    /// Adds `window` to ``alive``'s list, dropping released ones once it is long, so that a
    /// suite making thousands of windows without reading the list keeps it short.
    private static func remember(_ window: UIWindow) {
        made.withLock { list in
            if list.count >= 64 { list.removeAll { $0.window == nil } }
            list.append(WeakWindow(window))
        }
    }

    struct WeakWindow: @unchecked Sendable {
        weak var window: UIWindow?
        init(_ window: UIWindow?) { self.window = window }
    }

    /// Where the window stacks among the app's windows; kept for source compatibility, as a
    /// render draws one window.
    open var windowLevel: Level = .normal

    /// A window's place in the stack of windows, as UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level as a number: windows with higher ones stack above.
        public var rawValue: CGFloat
        /// The level numbered `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level numbered `rawValue`, as UIKit spells it: `UIWindow.Level(1500)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows.
        public static let normal = Level(0)
        /// Above the status bar.
        public static let statusBar = Level(1000)
        /// Alerts.
        public static let alert = Level(2000)

        /// A level `rhs` above `lhs`: `.normal + 1`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// Creates a hidden window with the specified frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIWindow.remember(self)
    }

    /// Creates a hidden window in `windowScene`, as large as its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        isHidden = true
        UIWindow.remember(self)
    }

    /// Creates a hidden window from an Interface Builder document.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        UIWindow.remember(self)
    }

    /// Makes the window the key window, without showing it; the one before resigns.
    open func makeKey() { UIWindow.key.withLock { $0 = WeakWindow(self) } }

    /// Makes the window the key window and shows it, so it renders.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }
}
