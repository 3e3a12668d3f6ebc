import Foundation

/// Where and how a collection view shows one element (a cell, a supplementary view or a
/// decoration view), as UIKit's `UICollectionViewLayoutAttributes`: what a
/// ``UICollectionViewLayout`` answers, and what the collection view applies to the element's
/// view before calling its ``UICollectionReusableView/apply(_:)``.
///
/// The geometry is kept as ``center`` and ``size``, as in UIKit: ``frame`` is worked out from
/// them and ignores ``transform3D``. ``transform`` is the affine part of ``transform3D``.
///
/// A layout that adds properties subclasses this class, overrides ``copy(with:)`` and
/// `isEqual(_:)`, and names the subclass in ``UICollectionViewLayout/layoutAttributesClass``.
/// Differs from UIKit on purpose: ``init()`` is `required`, so that ``copy(with:)`` can make an
/// instance of the subclass without the Objective-C runtime.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's centre, in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's 3D transform about its centre; identity by default.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// The element's place along the z axis: elements with a higher index show above those with
    /// a lower one. The collection view sets it as the view's `layer.zPosition`, as UIKit does.
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view (such as
    /// ``UICollectionView/elementKindSectionHeader``); `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// The element's rectangle in content coordinates, without its transform; setting it sets
    /// ``center`` and ``size``.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its ``size`` at the origin; setting it sets ``size``.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of ``transform3D``; setting it replaces ``transform3D``.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Attributes with UIKit's defaults, for a cell at item 0 of section 0.
    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` (a section header or footer, or a
    /// kind of the layout's own) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        setCategory(.supplementaryView, kind: elementKind)
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        setCategory(.decorationView, kind: decorationViewKind)
    }

    /// A copy of the same class with the same values; a subclass copies its own properties onto
    /// `super.copy(with:)`'s result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.setCategory(representedElementCategory, kind: representedElementKind)
        return copy
    }

    func setCategory(_ category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// The element's kind, index path and frame, as UIKit describes attributes.
    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.count > 1 ? indexPath[1] : 0));\(kind) frame = \(frame)>"
    }
}
