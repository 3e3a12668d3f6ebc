import Foundation

/// What part of a layout an invalidation concerns, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// Differs from UIKit on purpose: every invalidation makes the collection view call the
/// layout's `prepare()` again before its next layout, as a whole invalidation does on iOS; a
/// layout that keeps caches reads this context in `invalidateLayout(with:)` to decide what to
/// throw away.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid: set when the data source changed (``UICollectionView/reloadData()``).
    open internal(set) var invalidateEverything = false
    /// Whether the counts of sections and items must be read again from the data source.
    open internal(set) var invalidateDataSourceCounts = false
    /// How much the content offset should move once the layout is done.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items invalidated one by one, if any.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views invalidated one by one, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views invalidated one by one, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// A context that invalidates nothing in particular.
    public required override init() { super.init() }

    /// Adds `indexPaths` to the invalidated items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds `indexPaths` of `elementKind` to the invalidated supplementary views.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths], uniquingKeysWith: +)
    }

    /// Adds `indexPaths` of `elementKind` to the invalidated decoration views.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths], uniquingKeysWith: +)
    }

    /// A context that invalidates everything and the data source's counts, as a reload does.
    static func reloading(_ type: AnyClass) -> UICollectionViewLayoutInvalidationContext {
        let context = (type as? UICollectionViewLayoutInvalidationContext.Type)?.init() ?? UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        return context
    }
}
