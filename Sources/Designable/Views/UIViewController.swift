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
open class UIViewController: NSObject {
    private var loadedView: UIView?
    open var title: String?
    open var nibName: String?
    open var nibBundle: Bundle?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// Light or dark for the root view and everything in it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Does nothing itself; the Interface Builder loader sets the view and properties.
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first access; setting it replaces it.
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

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view; override to make your own and assign it to ``view``.
    open func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func awakeFromNib() {}

    open var traitCollection: UITraitCollection { view.traitCollection }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The guide below the top bars; with no bars, a zero-height guide at the top of the root view.
    open private(set) lazy var topLayoutGuide = UILayoutGuide(identifier: "topLayoutGuide", owningView: view) {
        UIEdgeInsets(top: 0, left: 0, bottom: $0.bounds.height, right: 0)
    }
    /// The guide above the bottom bars; with no bars, a zero-height guide at the bottom of the root view.
    open private(set) lazy var bottomLayoutGuide = UILayoutGuide(identifier: "bottomLayoutGuide", owningView: view) {
        UIEdgeInsets(top: $0.bounds.height, left: 0, bottom: 0, right: 0)
    }
}
