import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of, as
/// UIKit's `UICollectionViewController`: override the data source and delegate methods (with
/// `override`, as on iOS, where the class declares them all).
///
/// The methods it declares give UIKit's answers and tell ``OptionalRequirement`` they are not
/// implemented, as the protocols' defaults do. Its
/// ``collectionView(_:cellForItemAt:)`` must be overridden, as on iOS: without it an item shows
/// a blank cell and the render fails.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// Whether the selection is cleared when the view appears; kept for source compatibility.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a navigation controller's transition uses this layout; kept for source compatibility.
    open var useLayoutToLayoutNavigationTransitions = false

    /// The collection view the controller shows: its view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout, or the document it names.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from a storyboard; the loader gives it its collection view.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The root view; a collection view set here gets the controller as its data source and
    /// delegate, unless it has others.
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            guard let collection = newValue as? UICollectionView else { return }
            if collection.dataSource == nil { collection.dataSource = self }
            if collection.delegate == nil { collection.delegate = self }
        }
    }

    /// Makes a collection view with the controller's layout, the size of an iPhone's screen.
    open override func loadView() {
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: initialLayout)
    }

    // MARK: UICollectionViewDataSource

    /// The number of items in `section`; none unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for the item at `indexPath`; override it. This one raises UIKit's exception
    /// (the render fails) and gives a blank cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.raiseException("-[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance; override collectionView(_:cellForItemAt:)")
        return UICollectionViewCell(frame: .zero)
    }

    /// The number of sections; one unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { OptionalRequirement.unimplemented(1) }
    /// A section's header or footer.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        OptionalRequirement.unimplemented(UICollectionReusableView(frame: .zero))
    }
    /// Whether the item can be moved; `false` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.unimplemented(false)
    }
    /// An item was moved.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// The index titles; none unless overridden.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { OptionalRequirement.unimplemented(nil) }
    /// The index path an index title scrolls to.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.unimplemented(IndexPath(item: 0, section: index))
    }

    // MARK: UICollectionViewDelegate

    /// Whether the item may highlight; `true` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.unimplemented(true)
    }
    /// The item highlighted.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// The item stopped being highlighted.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// Whether the item may be selected; `true` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.unimplemented(true)
    }
    /// Whether the item may be deselected; `true` unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.unimplemented(true)
    }
    /// The item was selected.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// The item was deselected.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// A cell is about to show.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// A supplementary view is about to show.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// A cell was removed.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// A supplementary view was removed.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// Where scrolling stops after an update; the proposed offset unless overridden.
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        OptionalRequirement.unimplemented(proposedContentOffset)
    }

    // MARK: UIScrollViewDelegate

    /// The content offset changed.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// A drag is about to start.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// A drag is about to end.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) { OptionalRequirement.unimplemented(()) }
    /// A drag ended.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { OptionalRequirement.unimplemented(()) }
    /// The content is about to slow down.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// The content stopped moving.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// A scrolling animation ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// The view to zoom; none.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirement.unimplemented(nil) }
}
