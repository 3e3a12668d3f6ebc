/// Which UIKit class each Interface Builder element stands for.
enum StandardElementClass {
    /// The elements Designable has a class for.
    static let views: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "textField": UITextField.self,
        "textView": UITextView.self, "imageView": UIImageView.self, "switch": UISwitch.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "segmentedControl": UISegmentedControl.self,
        "scrollView": UIScrollView.self, "stackView": UIStackView.self,
        "slider": UISlider.self, "stepper": UIStepper.self, "pageControl": UIPageControl.self, "progressView": UIProgressView.self,
        // Lists: prototype cells are registered by their reuse identifier; a cell's content view
        // is the one the cell takes.
        "tableView": UITableView.self, "collectionView": UICollectionView.self,
        "tableViewCell": UITableViewCell.self, "tableViewCellContentView": TableCellContentView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        "collectionViewCellContentView": CollectionCellContentView.self,
        // Containers and bars, drawn as what they are at rest: a plain view with the subviews IB placed in it.
        "navigationBar": UIView.self, "tabBar": UIView.self, "toolbar": UIView.self, "containerView": UIView.self,
    ]

    /// UIKit views Designable has no class for; they are drawn as plain views, with a warning.
    static let standIns: Set<String> = [
        "datePicker", "pickerView", "searchBar", "visualEffectView", "mapView", "wkWebView", "webView",
    ]

    /// View controller elements: loaded as ``UIViewController`` holding their root view.
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController",
    ]

    /// The class for a view element, and whether it is a stand-in; `nil` for non-views.
    static func viewClass(for element: String) -> (type: UIView.Type, isStandIn: Bool)? {
        if let type = views[element] { return (type, false) }
        if standIns.contains(element) { return (UIView.self, true) }
        return nil
    }

    /// The element IB writes for an instance of `type`: that of its nearest standard superclass.
    static func element(for type: UIView.Type) -> String {
        var c: AnyClass? = type
        while let current = c {
            if let match = primaryElements.first(where: { $0.type == current }) { return match.element }
            c = _getSuperclass(current)
        }
        return "view"
    }

    private static let primaryElements: [(element: String, type: AnyClass)] = [
        ("view", UIView.self), ("label", UILabel.self), ("button", UIButton.self), ("textField", UITextField.self),
        ("textView", UITextView.self), ("imageView", UIImageView.self), ("switch", UISwitch.self),
        ("activityIndicatorView", UIActivityIndicatorView.self), ("segmentedControl", UISegmentedControl.self),
        ("scrollView", UIScrollView.self), ("stackView", UIStackView.self),
        ("slider", UISlider.self), ("stepper", UIStepper.self), ("pageControl", UIPageControl.self), ("progressView", UIProgressView.self),
        ("tableView", UITableView.self), ("collectionView", UICollectionView.self), ("tableViewCell", UITableViewCell.self),
        ("collectionViewCell", UICollectionViewCell.self), ("collectionReusableView", UICollectionReusableView.self),
        ("tableViewCellContentView", TableCellContentView.self), ("collectionViewCellContentView", CollectionCellContentView.self),
    ]
}
