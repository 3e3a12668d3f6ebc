import UIKit

/// How a carousel shows the items beside the centred one.
@objc
public enum CarouselStyle: Int {
    /// Neighbours shrink and fade towards the edges.
    case shrink
    /// Neighbours turn away in perspective.
    case turn
}

/// Applies a style to the layout attributes of each visible item, from its distance to the
/// centre: the scale, alpha, z index and 3D transform a carousel library computes per item.
open class CarouselTransform: NSObject {
    open internal(set) weak var carousel: CarouselView?
    open internal(set) var style: CarouselStyle
    @objc open var smallestScale: CGFloat = 0.7
    @objc open var smallestAlpha: CGFloat = 0.5

    @objc
    public init(style: CarouselStyle) {
        self.style = style
        super.init()
    }

    open func apply(to attributes: CarouselLayoutAttributes) {
        let offset = attributes.offsetFromCentre
        let distance = min(abs(offset), 1)
        switch style {
        case .shrink:
            let scale = 1 - (1 - smallestScale) * distance
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.alpha = 1 - (1 - smallestAlpha) * distance
            attributes.zIndex = Int((1 - distance) * 10)
        case .turn:
            var transform3D = CATransform3DIdentity
            transform3D.m34 = -1 / 500
            transform3D = CATransform3DRotate(transform3D, -offset * .pi / 5, 0, 1, 0)
            transform3D = CATransform3DTranslate(transform3D, 0, 0, -40 * distance)
            attributes.transform3D = transform3D
            attributes.zIndex = 100 - Int(abs(offset) * 10)
        }
    }

    /// The space this style wants between items; negative to overlap them.
    open func proposedSpacing() -> CGFloat {
        guard let carousel = carousel else { return 0 }
        switch style {
        case .shrink: return -carousel.itemSize.width * (1 - smallestScale) / 2
        case .turn: return -carousel.itemSize.width * 0.2
        }
    }
}
