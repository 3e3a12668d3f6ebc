import Foundation

/// Sizes and spaces a ``UICollectionViewFlowLayout``'s items and sections one by one, as UIKit's
/// `UICollectionViewDelegateFlowLayout`: the flow layout asks its collection view's delegate
/// when it conforms.
///
/// Every method is optional: the defaults answer with the layout's own properties
/// (``UICollectionViewFlowLayout/itemSize``, ``UICollectionViewFlowLayout/sectionInset``, …), as
/// UIKit falls back to them, and tell ``OptionalRequirement`` they are not implemented, so an
/// optional-chained call compiled through the UIKitSources plugin gives `nil` for them.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around `section`'s items.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The least space between lines of `section`'s items.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of one line of `section`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header; only its height counts when scrolling vertically, its width horizontally.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer, read as the header's.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        OptionalRequirement.unimplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        OptionalRequirement.unimplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        OptionalRequirement.unimplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        OptionalRequirement.unimplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        OptionalRequirement.unimplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        OptionalRequirement.unimplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero)
    }
}
