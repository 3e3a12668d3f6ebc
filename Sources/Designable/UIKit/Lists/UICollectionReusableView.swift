import Foundation

/// A view a collection view places from its layout's attributes and reuses as its content
/// scrolls, as UIKit's `UICollectionReusableView`: the base of cells and of supplementary views
/// such as section headers.
open class UICollectionReusableView: UIView {
    var storedReuseIdentifier: String?

    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// A view of the specified frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A view decoded from an Interface Builder document.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedReuseIdentifier = coder.decoded(ViewCodingKey.reuseIdentifier, as: String.self)
    }

    /// Called before the collection view hands the view out again from its reuse queue; reset
    /// per-item state here.
    open func prepareForReuse() {}

    /// Called with the attributes the collection view has just applied (frame, transform,
    /// alpha, z index): override to read a custom attributes subclass's properties.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view prefers, asked when the layout sizes items by estimate
    /// (``UICollectionViewFlowLayout/estimatedItemSize``): the size its Auto Layout constraints
    /// fit (a cell's content view's), or `layoutAttributes` unchanged when it has none.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = (self as? UICollectionViewCell)?.contentView ?? self
        guard LayoutSystem.usesAutoLayout(fitted) else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size = fitted.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                                        verticalFittingPriority: .fittingSizeLevel)
        return preferred
    }

    /// Called before the collection view changes from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
