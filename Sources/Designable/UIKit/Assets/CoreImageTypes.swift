import Foundation
import Raster

/// Core Image's image, as far as UIKit code hands it around: the pixels of a `UIImage` or a
/// colour, as `CIImage`.
///
/// Differs from Core Image on purpose: there are no filters; a `CIImage` holds finished pixels.
open class CIImage: NSObject {
    let bitmap: Bitmap

    init(bitmap: Bitmap) {
        self.bitmap = bitmap
        super.init()
    }

    /// The pixels of `image`, as `CIImage(image:)`.
    public convenience init?(image: UIImage) { self.init(bitmap: image.bitmap) }
    /// The pixels of `image`; `options` are ignored, as there are no filters.
    public convenience init?(image: UIImage, options: [String: Any]?) { self.init(bitmap: image.bitmap) }
    /// The pixels of `cgImage`.
    public convenience init(cgImage: CGImage) { self.init(bitmap: cgImage.bitmap) }

    /// The image's extent, in pixels.
    open var extent: CGRect { CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height) }
}

/// Core Image's colour, as `CIColor`: red, green, blue and alpha in sRGB.
open class CIColor: NSObject {
    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The alpha component, 0…1.
    public let alpha: CGFloat

    /// A colour of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// The colour of `color`, resolved for the current traits, as `CIColor(color:)`.
    public convenience init(color: UIColor) {
        let c = color.resolvedColor(with: UITraitCollection.current).rasterColor
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The colour of `cgColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.color
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The components, red, green, blue and alpha.
    open var components: UnsafePointer<CGFloat> {
        let p = UnsafeMutablePointer<CGFloat>.allocate(capacity: 4)
        p.initialize(from: [red, green, blue, alpha], count: 4)
        return UnsafePointer(p)
    }
    /// 4: red, green, blue, alpha.
    open var numberOfComponents: Int { 4 }
}

extension UIImage {
    /// An image of `ciImage`'s pixels, as `UIImage(ciImage:)`.
    public convenience init(ciImage: CIImage) { self.init(bitmap: ciImage.bitmap, scale: 1) }
    /// An image of `ciImage`'s pixels at `scale`, shown as `orientation` says.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: CGImage(bitmap: ciImage.bitmap), scale: scale, orientation: orientation)
    }
    /// The image's pixels as Core Image's image.
    public var ciImage: CIImage? { CIImage(bitmap: bitmap) }
}

extension UIColor {
    /// The colour of `ciColor`, as `UIColor(ciColor:)`.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
    /// The colour as Core Image's colour, as `ciColor`.
    public var ciColor: CIColor { CIColor(color: self) }
}
