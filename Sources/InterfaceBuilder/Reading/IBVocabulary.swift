/// The element names reading knows, so that everything else can be reported.
enum IBVocabulary {
    /// UIKit views, bar items and controllers IB writes, which decode as objects without a warning.
    static let objectElements: Set<String> = [
        "view", "label", "button", "textField", "textView", "imageView", "stackView", "switch",
        "activityIndicatorView", "segmentedControl", "scrollView", "tableView", "tableViewCell",
        "tableViewCellContentView", "tableViewSection", "collectionView", "collectionViewCell", "collectionReusableView",
        "navigationBar", "tabBar", "toolbar", "slider", "stepper", "progressView", "pageControl", "datePicker",
        "pickerView", "searchBar", "visualEffectView", "containerView", "mapView", "wkWebView",
        "placeholder", "exit", "tabBarItem", "navigationItem", "barButtonItem",
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "collectionViewFlowLayout", "collectionViewLayout",
    ]

    /// Elements IB writes for its own editor or for properties the model leaves as written.
    /// They are kept verbatim without a warning.
    static let passiveElements: Set<String> = [
        "point", "size", "rect", "inset", "edgeInsets", "directionalEdgeInsets", "real", "integer",
        "boolean", "image", "textInputTraits", "accessibility", "attributedString", "segments",
        "prototypes", "cells", "items", "freeformSimulatedSizeMetrics", "simulatedScreenMetrics",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedToolbarMetrics", "simulatedOrientationMetrics", "simulatedMetricsContainer",
        "dataDetectorType", "offsetWrapper", "imageReference", "preferredSymbolConfiguration",
        "device", "dependencies", "nil", "toolbarItems", "buttonConfiguration",
    ]
}
