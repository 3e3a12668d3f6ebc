import Foundation

/// Hears which controller a ``UINavigationController`` shows, as UIKit's
/// `UINavigationControllerDelegate`.
///
/// Its optional methods' defaults tell ``OptionalRequirement`` they are not implemented, so an
/// optional-chained call compiled through the UIKitSources plugin gives `nil` for them, as on iOS.
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` is shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) { OptionalRequirement.unimplemented(()) }
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) { OptionalRequirement.unimplemented(()) }
}

/// A stack of view controllers under a ``UINavigationBar``, as UIKit's `UINavigationController`:
/// the top controller's view below the bar, whose items are the controllers'
/// ``UIViewController/navigationItem``s.
///
/// Pushing and popping change the stack at once, as a render shows the end state; the delegate
/// hears `willShow` and `didShow` for the new top controller.
///
/// Differs from UIKit on purpose: the bar is opaque, so the top view starts below it rather
/// than running under it (as on iOS with an opaque bar); the bar's colour does not extend under
/// the status bar; the bar shows no back button.
open class UINavigationController: UIViewController {
    /// The stack, root first; setting it replaces the stack at once.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view shows: the top one, as nothing is presented in a render.
    open var visibleViewController: UIViewController? { stack.last }
    /// The bar along the top.
    open private(set) var navigationBar: UINavigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: UINavigationBar.height))
    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hears which controller is shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    private var ownTabBarItem: UITabBarItem?

    /// The tab in a tab bar controller: the root controller's tab unless one is set here, as
    /// on iOS, where a screen sets its own tab and is then wrapped in a navigation controller.
    open override var tabBarItem: UITabBarItem! {
        get { ownTabBarItem ?? stack.first?.tabBarItem ?? super.tabBarItem }
        set { ownTabBarItem = newValue }
    }

    /// Light content over a black bar, else the default, as a navigation controller decides
    /// from its bar unless a subclass names ``UIViewController/childForStatusBarStyle``.
    open override var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack whose bar is an instance of `navigationBarClass` (a `UINavigationBar`
    /// subclass). `toolbarClass` is kept for source compatibility, as the controller shows no
    /// toolbar.
    ///
    /// Swift on Linux cannot call `init(frame:)` on a class given at run time: a registered
    /// class (its module's `registerDesignables()`) is built through its own `init(frame:)`;
    /// any other, such as a bar declared in a test target, through its `init?(coder:)` with
    /// nothing to decode, as Interface Builder's loader would build it.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        if let barClass = navigationBarClass as? UINavigationBar.Type, barClass != UINavigationBar.self,
           let bar = DesignableRegistry.shared.instance(of: barClass, frame: navigationBar.frame) as? UINavigationBar {
            navigationBar = bar
        }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the stack; the new top controller is shown.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = stack
        stack = viewControllers
        replaceContainedChildren(old, with: viewControllers)
        if let top = stack.last, top !== old.last { show(top, animated: animated) } else { showTop() }
    }

    /// Puts `viewController` on top of the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Removes the top controller, unless it is the root, and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Removes every controller above the root and returns them, bottom first; `nil` when the
    /// root is already on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// Removes every controller above `viewController` and returns them, bottom first; `nil`
    /// when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Hides or shows the bar; the top view takes or gives back its space.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutContent()
    }

    /// Makes the root view, which lays out the navigation bar and the top view whenever it is laid out.
    open override func loadView() {
        view = ContainerRootView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) { [weak self] in self?.layoutContent() }
    }

    /// Adds the bar and shows the selection; the bar's back button pops the stack.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        navigationBar.backButtonTapped = { [weak self] in self?.popViewController(animated: true) }
        showTop()
    }

    private func show(_ top: UIViewController, animated: Bool) {
        OptionalRequirement.outside { delegate?.navigationController(self, willShow: top, animated: animated) }
        showTop()
        OptionalRequirement.outside { delegate?.navigationController(self, didShow: top, animated: animated) }
    }

    /// Puts the top controller's view in place of the others' and its item on the bar.
    private func showTop() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        guard isViewLoaded else { return }
        for controller in stack.dropLast() where controller.viewIfLoaded?.superview === view {
            controller.view.removeFromSuperview()
        }
        if let top = stack.last?.view, top.superview !== view { view.insertSubview(top, belowSubview: navigationBar) }
        layoutContent()
    }

    private func layoutContent() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: UINavigationBar.height)
        let contentTop = navigationBar.isHidden ? 0 : navigationBar.frame.maxY
        stack.last?.viewIfLoaded?.frame = CGRect(x: 0, y: contentTop, width: bounds.width, height: bounds.height - contentTop)
    }
}
