import Foundation

/// Supplies a collection view's items and their cells, as UIKit's `UICollectionViewDataSource`.
///
/// The collection view reads the counts when it first lays out and after
/// ``UICollectionView/reloadData()``, and asks for the cell of each item its layout shows.
///
/// Its optional methods' defaults give UIKit's answers (one section) and tell
/// ``OptionalRequirement`` they are not implemented, so an optional-chained call compiled
/// through the UIKitSources plugin (`dataSource?.numberOfSections?(in: view)`) gives `nil` for
/// them, as on iOS.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; one by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view (a section header or footer) of `kind` at `indexPath`, from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` can be moved; `false` by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item at `sourceIndexPath` was moved to `destinationIndexPath`.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of an index along the side; none by default.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title scrolls to.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { OptionalRequirement.unimplemented(1) }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        OptionalRequirement.unimplemented(UICollectionReusableView(frame: .zero))
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.unimplemented(false)
    }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { OptionalRequirement.unimplemented(nil) }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.unimplemented(IndexPath(item: 0, section: index))
    }
}
