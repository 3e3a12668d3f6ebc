/// The optional requirements of UIKit's protocols that Designable declares, by protocol: what
/// `delegate?.textFieldShouldReturn?(self)` in an app's code may call with `?(`. A protocol's
/// required methods (a data source's counts) are not listed: code never calls them with `?(`.
///
/// Designable's defaults for these report "not implemented" to `OptionalRequirement`, so the
/// translated call gives `nil` for them, as on iOS. `UIKitOptionalRequirementsTests` checks the
/// list against Designable's own declarations.
enum UIKitOptionalRequirements {
    /// Protocol name, then each requirement as its base name and parameter count.
    static let all: [String: [(name: String, arity: Int)]] = [
        "UITextFieldDelegate": [
            ("textFieldShouldBeginEditing", 1), ("textFieldDidBeginEditing", 1), ("textFieldShouldEndEditing", 1),
            ("textFieldDidEndEditing", 1), ("textFieldDidEndEditing", 2), ("textField", 3), ("textFieldDidChangeSelection", 1),
            ("textFieldShouldClear", 1), ("textFieldShouldReturn", 1),
        ],
        "UITextViewDelegate": [
            ("textViewShouldBeginEditing", 1), ("textViewDidBeginEditing", 1), ("textViewShouldEndEditing", 1),
            ("textViewDidEndEditing", 1), ("textView", 3), ("textViewDidChange", 1), ("textViewDidChangeSelection", 1),
            ("textView", 4),
        ],
        "UIScrollViewDelegate": [
            ("scrollViewDidScroll", 1), ("scrollViewWillBeginDragging", 1), ("scrollViewDidEndDragging", 2),
            ("scrollViewDidEndDecelerating", 1), ("scrollViewDidEndScrollingAnimation", 1), ("viewForZooming", 1),
            ("scrollViewWillEndDragging", 3), ("scrollViewWillBeginDecelerating", 1), ("scrollViewDidZoom", 1),
            ("scrollViewWillBeginZooming", 2), ("scrollViewDidEndZooming", 3), ("scrollViewShouldScrollToTop", 1),
            ("scrollViewDidScrollToTop", 1), ("scrollViewDidChangeAdjustedContentInset", 1),
        ],
        "UICollectionViewDataSource": [
            ("numberOfSections", 1), ("collectionView", 3), ("collectionView", 2), ("indexTitles", 1),
        ],
        "UICollectionViewDelegate": [("collectionView", 2), ("collectionView", 3), ("collectionView", 4)],
        "UICollectionViewDelegateFlowLayout": [("collectionView", 3)],
        "UITableViewDataSource": [("numberOfSections", 1), ("tableView", 2), ("tableView", 3), ("sectionIndexTitles", 1)],
        "UITableViewDelegate": [("tableView", 2), ("tableView", 3)],
        "UIGestureRecognizerDelegate": [
            ("gestureRecognizerShouldBegin", 1), ("gestureRecognizer", 2),
        ],
        "UIPointerInteractionDelegate": [
            ("pointerInteraction", 3), ("pointerInteraction", 2),
        ],
        "UIViewControllerTransitioningDelegate": [
            ("animationController", 3), ("animationController", 1),
        ],
        "UITabBarDelegate": [("tabBar", 2)],
        "UITabBarControllerDelegate": [("tabBarController", 2)],
        "UINavigationControllerDelegate": [("navigationController", 3)],
    ]

    /// UIKit's optional property requirements, which Designable declares as ordinary ones with a
    /// default: `delegate?.window` is `UIWindow??` on iOS and `UIWindow?` here.
    static let properties: Set<String> = ["window"]
}
