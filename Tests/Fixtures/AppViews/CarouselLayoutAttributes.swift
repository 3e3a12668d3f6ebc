import UIKit

/// Layout attributes that also carry where an item sits relative to the carousel's centre, in
/// items: 0 centred, -1 one item to the left. Carousels subclass the attributes so their
/// transform can read it, and must copy and compare it.
open class CarouselLayoutAttributes: UICollectionViewLayoutAttributes {
    open var offsetFromCentre: CGFloat = 0

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copied = super.copy(with: zone) as! CarouselLayoutAttributes
        copied.offsetFromCentre = offsetFromCentre
        return copied
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CarouselLayoutAttributes else { return false }
        return super.isEqual(other) && offsetFromCentre == other.offsetFromCentre
    }
}
