import Foundation

/// Decides and hears which tab a ``UITabBarController`` shows, as UIKit's
/// `UITabBarControllerDelegate`.
///
/// Its optional methods' defaults tell ``OptionalRequirement`` they are not implemented, so an
/// optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.tabBarController?(self, shouldSelect: vc)`) gives `nil` for them, as on iOS.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user's tap may select `viewController`; true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user's tap selected `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        OptionalRequirement.unimplemented(true)
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        OptionalRequirement.unimplemented(())
    }
}

/// Shows one of its view controllers at a time above a ``UITabBar`` of their
/// ``UIViewController/tabBarItem``s, as UIKit's `UITabBarController`.
///
/// The controllers are its children; the selected one's view fills the space above the bar, and
/// the bar sits along the bottom, taller by the bottom safe area. A tap on a tab
/// (`UIView.simulateTap(at:)` on ``tabBar``) asks the ``delegate``, selects the tab and tells
/// the delegate, as on iOS; setting ``selectedIndex`` or ``selectedViewController`` in code does
/// not ask it.
///
/// Differs from UIKit on purpose: the bar is opaque, so the selected view ends at its top edge
/// rather than running under it; there is no More tab (a sixth controller and beyond get tabs
/// of their own).
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The controllers, one per tab; their views are loaded when first selected.
    open var viewControllers: [UIViewController]? {
        didSet { install(oldValue ?? []) }
    }
    /// The index of the selected controller; 0 once there are controllers.
    open var selectedIndex: Int = 0 {
        didSet { showSelection() }
    }

    /// The selected controller, whose status bar wishes count, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected controller.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected controller; setting one of ``viewControllers`` selects its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }
    /// The bar of the controllers' tabs; the controller is its delegate.
    open private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: UITabBar.height))
        bar.delegate = self
        return bar
    }()
    /// Decides and hears which tab the user selects.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Sets the controllers; `animated` changes nothing, as a render shows the end state.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Makes the root view, which lays out the tab bar and the selected view whenever it is laid out.
    open override func loadView() {
        view = ContainerRootView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) { [weak self] in self?.layoutContent() }
    }

    /// Adds the bar and shows the selection.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelection()
    }

    /// Selects the tapped tab, if the delegate lets it.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let controllers = viewControllers, let index = tabBar.items?.firstIndex(where: { $0 === item }),
              controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        if OptionalRequirement.outside({ delegate?.tabBarController(self, shouldSelect: controller) }) == false {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        selectedViewController = controller
        tabBar.selectedItem = controller.tabBarItem
        OptionalRequirement.outside { delegate?.tabBarController(self, didSelect: controller) }
    }

    private func install(_ old: [UIViewController]) {
        let controllers = viewControllers ?? []
        // The same controller stays selected where it moved, as in UIKit.
        let previous = old.indices.contains(selectedIndex) ? old[selectedIndex] : nil
        replaceContainedChildren(old, with: controllers)
        // Each branch ends in showSelection, which puts the controllers' tabs on the bar.
        if let previous, let moved = controllers.firstIndex(where: { $0 === previous }), moved != selectedIndex {
            selectedIndex = moved
        } else if !controllers.indices.contains(selectedIndex) {
            selectedIndex = 0
        } else {
            showSelection()
        }
    }

    /// Puts the controllers' tabs on the bar and marks the selected one. A controller may set its
    /// tab in `viewDidLoad`, after it was installed, so the bar reads them again at each layout.
    private func refreshItems() {
        let items = (viewControllers ?? []).map { $0.tabBarItem! }
        if !(tabBar.items ?? []).elementsEqual(items, by: ===) { tabBar.items = items }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Puts the selected controller's view in place of the others' and lays them out, which
    /// marks its tab.
    private func showSelection() {
        guard isViewLoaded else { return refreshItems() }
        for controller in viewControllers ?? [] where controller !== selectedViewController {
            if controller.viewIfLoaded?.superview === view { controller.view.removeFromSuperview() }
        }
        if let selected = selectedViewController?.view, selected.superview !== view {
            view.insertSubview(selected, belowSubview: tabBar)
        }
        layoutContent()
    }

    private func layoutContent() {
        guard isViewLoaded else { return }
        refreshItems()
        let bounds = view.bounds
        let barHeight = tabBar.isHidden ? 0 : UITabBar.height + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        selectedViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight)
    }
}
