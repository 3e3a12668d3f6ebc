import Foundation

/// Owns a root view, as UIKit's `UIViewController`.
///
/// The view is created on first access by ``loadView()`` (a plain view with
/// ``UIColor/systemBackground``-free default, 390 × 844 points, an iPhone's screen), then
/// ``viewDidLoad()`` runs. The layout guides Interface Builder documents refer to exist;
/// constraints to them arrive with Auto Layout.
///
/// Differs from UIKit on purpose: there is no screen, so the default root view size is fixed,
/// and appearance callbacks (`viewWillAppear(_:)` …) are only called by code that calls them.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// A short description of the screen; setting it titles the ``navigationItem`` and the
    /// ``tabBarItem`` too, as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }
    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?
    /// The name of the document the controller was created with, if any.
    open var nibName: String?
    /// The bundle of the document the controller was created with, if any.
    open var nibBundle: Bundle?
    /// The child view controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of, or `nil`.
    open private(set) weak var parent: UIViewController?
    /// Light or dark for the root view and everything in it; the same override as
    /// `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
    /// The traits this controller sets for itself, its view and its children, as iOS 17's
    /// `traitOverrides`. See ``UITraitOverrides``.
    open var traitOverrides = UITraitOverrides()
    /// The traits a parent's `setOverrideTraitCollection(_:forChild:)` set for this controller.
    private var traitsFromParent: UITraitCollection?
    /// Why an `addChild` call on this controller was refused, for renders to report.
    var refusedChild: String?
    /// The traits the controller last had, which `TraitChanges` compares with the render's.
    var lastTraitCollection: UITraitCollection?
    /// The controller's `registerForTraitChanges` calls.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// Whether ``loadView()`` is running, so that reading ``view`` inside it does not load again.
    private var isLoadingView = false
    /// The object that supplies custom presentation animators; held weakly, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Creates a view controller that records the document it names; the view is still made by
    /// ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller with no document.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Does nothing itself; the Interface Builder loader sets the view and properties.
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first access; setting it replaces it.
    ///
    /// Differs from UIKit on purpose: read inside ``loadView()`` before it assigns one, it is
    /// `nil`, where UIKit would call `loadView()` again until the stack overflows.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the root view has been created.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The root view, or `nil` without creating it when it has not been loaded.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view; override to make your own and assign it to ``view``.
    open func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    /// Creates the root view with ``loadView()`` and calls ``viewDidLoad()``, unless it exists already.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        viewDidLoad()
    }

    /// Called once the root view exists; override to finish setting it up.
    open func viewDidLoad() {}
    /// Called when the app is low on memory, to release what can be made again; never called
    /// here, as snapshots never run low. Deprecated in iOS 13 in favour of the notification,
    /// still overridden by many controllers.
    open func didReceiveMemoryWarning() {}
    /// Called before the view appears; only code that calls it calls it here.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears; only code that calls it calls it here.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; only code that calls it calls it here.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears; only code that calls it calls it here.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews; only code that calls it calls it here.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view lays out its subviews; only code that calls it calls it here.
    open func viewDidLayoutSubviews() {}
    /// Called by the Interface Builder loader once the document's whole graph is decoded and connected.
    open func awakeFromNib() {}

    /// The next responder: the superview of the controller's view, else the parent controller.
    open override var next: UIResponder? { viewIfLoaded?.superview ?? parent }

    /// The controller's traits: those its view's superview has (else its parent's, else the
    /// render's), with its parent's ``overrideTraitCollection(forChild:)`` and its own
    /// ``traitOverrides``; see `TraitHierarchy`. Reading it never loads the view.
    open var traitCollection: UITraitCollection { TraitHierarchy.traits(of: self) }

    /// Called when the controller's traits differ from those it last had, with those: at the
    /// start of a render that shows its view, before its view is told, as UIKit tells a
    /// controller before its view lays out. Override it to restyle; call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Sets traits for `childController` that win over those it inherits, as UIKit's
    /// `setOverrideTraitCollection(_:forChild:)`; `nil` removes them. Ignored for a controller
    /// that is not a child of this one. A child removed from its parent loses them.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childController: UIViewController) {
        guard childController.parent === self else { return }
        childController.traitsFromParent = collection
    }

    /// The traits ``setOverrideTraitCollection(_:forChild:)`` set for `childController`, or `nil`.
    open func overrideTraitCollection(forChild childController: UIViewController) -> UITraitCollection? {
        childController.parent === self ? childController.traitsFromParent : nil
    }

    // MARK: Presentation

    /// The controller this one presents, or `nil`.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, or `nil`; held weakly, as in UIKit.
    open private(set) weak var presentingViewController: UIViewController?
    /// How a presentation of this controller covers the screen; `.automatic`, a sheet, by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a presentation of this controller.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses to be swiped away.
    open var isModalInPresentation = false
    /// Whether this controller's view is the one a `.currentContext` presentation covers.
    open var definesPresentationContext = false
    /// Whether a presentation in this controller's context takes its transition style.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the controller is being presented; a presentation here happens at once, so
    /// only during `present(_:animated:completion:)`.
    open private(set) var isBeingPresented = false
    /// Whether the controller is being dismissed, as ``isBeingPresented``.
    open private(set) var isBeingDismissed = false

    /// Presents `viewControllerToPresent` over this controller, as UIKit does, without
    /// animation: there is no screen and no clock here, so the relationship is made, the
    /// presented controller's view is loaded, and `completion` runs before this returns.
    /// As on iOS, a controller already presenting, or one already presented elsewhere, presents
    /// nothing (UIKit logs a warning; so does this).
    ///
    /// A snapshot of this controller shows its own view, as `layer.render(in:)` of it does on
    /// iOS; snapshot the presented controller itself to see it.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
              viewControllerToPresent !== self else {
            FileHandle.standardError.write(Data("Designable: attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)), which is already presenting or is presented, as UIKit warns; nothing is presented\n".utf8))
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.isBeingPresented = true
        viewControllerToPresent.loadViewIfNeeded()
        viewControllerToPresent.isBeingPresented = false
        completion?()
    }

    /// Dismisses the controller this one presents or, when it presents none, this one from
    /// the controller that presented it, as UIKit does; at once, then `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
        guard let presented, let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        presented.isBeingDismissed = true
        if let nested = presented.presentedViewController { nested.presentingViewController = nil; presented.presentedViewController = nil }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.isBeingDismissed = false
        completion?()
    }

    /// Makes `childController` a child of this controller, removing it from any previous parent; its view
    /// is not added. Calls the child's ``willMove(toParent:)`` first, as UIKit does; the container
    /// calls ``didMove(toParent:)`` once the child's view is in place.
    ///
    /// Adding the controller itself, or one of its own ancestors, is refused: UIKit raises an
    /// exception, and a raised exception would stop the whole test run here. So the controllers
    /// stay a tree, the refusal is logged, and every later render of a view the controller
    /// shows (or a child of it shows) fails with ``ViewRenderError/childControllerRefused(_:)``,
    /// as ``UIView/addSubview(_:)`` does for a view added to itself.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, !hasAncestor(childController) else {
            refuseChild(childController)
            return
        }
        childController.willMove(toParent: self)
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent's children, then calls its
    /// ``didMove(toParent:)`` with `nil`, as UIKit does; the container calls
    /// ``willMove(toParent:)`` with `nil` before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        traitsFromParent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to `parent`; does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent`; does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// Makes `controllers` the children of a container in place of `old`, in UIKit's order of
    /// calls: a leaving child is told it will move to no parent, loses its view and is removed;
    /// an arriving one is added and told it moved here.
    func replaceContainedChildren(_ old: [UIViewController], with controllers: [UIViewController]) {
        for controller in old where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            if controller.parent === self { controller.didMove(toParent: self) }
        }
    }

    /// The area the top bars cover, from the top of the root view to its safe area (the status
    /// and navigation bars); with no bars, a zero-height guide at the top.
    open private(set) lazy var topLayoutGuide = UILayoutGuide(identifier: "topLayoutGuide", owningView: view) {
        UIEdgeInsets(top: 0, left: 0, bottom: max(0, $0.bounds.height - $0.safeAreaInsets.top), right: 0)
    }
    /// The area the bottom bars cover, from the root view's safe area to its bottom (a tab bar,
    /// the home indicator); with no bars, a zero-height guide at the bottom.
    open private(set) lazy var bottomLayoutGuide = UILayoutGuide(identifier: "bottomLayoutGuide", owningView: view) {
        UIEdgeInsets(top: max(0, $0.bounds.height - $0.safeAreaInsets.bottom), left: 0, bottom: 0, right: 0)
    }

    /// What a navigation bar shows for this controller, made on first access with its ``title``.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The controller's tab in a tab bar controller, made on first access with its ``title``.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest navigation controller above this one, if any.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller above this one, if any.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }

    /// Whether a tab bar hides while this controller is pushed; kept for source compatibility.
    open var hidesBottomBarWhenPushed = false

    /// The status bar style the controller wants; a render shows no status bar, so only code
    /// that asks for it reads it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden; read only by code that asks for it.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose ``preferredStatusBarStyle`` counts instead of this controller's; `nil`
    /// by default, the selected child in a tab bar controller.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` counts instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented other than full screen takes over the status bar's look.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The root view is about to become `size`; by default, tells each child. See
    /// ``simulateTransition(to:)``.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The coordinator of a transition under way: always `nil`, as a render never shows one in progress.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// Insets added to the safe area of the controller's root view, as a custom bar or a sheet's
    /// handle needs; its subviews' safe areas follow.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.setNeedsLayout()
            viewSafeAreaInsetsDidChange()
        }
    }

    /// The root view's safe area changed; override it to follow. Called when
    /// ``additionalSafeAreaInsets`` changes.
    open func viewSafeAreaInsetsDidChange() {}

    /// The root view's layout margins changed; override it to follow.
    open func viewLayoutMarginsDidChange() {}

    /// The orientations the controller supports: all but upside down on iPhone, as UIKit's
    /// default. A render's orientation is the device preset's whatever this says.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Whether the controller's view rotates with the device: yes, as UIKit's default.
    open var shouldAutorotate: Bool { true }

    /// The orientation a full-screen presentation starts in: portrait.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Whether the home indicator hides itself; none is drawn over a snapshot.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    // MARK: Segues

    /// Prepares for `segue` before it is performed; override it to hand data to the destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` may be performed; yes by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the segue named `identifier` from this controller's storyboard scene.
    ///
    /// Differs from UIKit: Designable does not yet read a scene's segues, so this performs
    /// nothing and says so on standard error.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        FileHandle.standardError.write(Data(("Designable: performSegue(withIdentifier: \"\(identifier)\") on \(type(of: self)): "
            + "storyboard segues are not read yet, so nothing is performed\n").utf8))
    }
}

/// The orientations a controller supports, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// A transition between two controllers that a storyboard describes, as UIKit's `UIStoryboardSegue`.
open class UIStoryboardSegue: NSObject {
    /// The segue's name in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController

    /// A segue from `source` to `destination`, as a subclass's custom segue is made.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Shows the destination; a custom segue overrides it. The default presents it from the source.
    open func perform() { source.present(destination, animated: false) }
}

extension UIViewController: UITraitChangeObservable, TraitChangeObserving {}
