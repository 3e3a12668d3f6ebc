import Foundation
import Raster

/// The options every graphics renderer shares, as UIKit's `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn into, in the renderer's coordinates.
    open internal(set) var bounds: CGRect = .zero
}

/// How an image renderer draws, as UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the image; kept for source compatibility, as images here are sRGB.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// Pixels per point; the main screen's (``UIScreen/scale``) by default.
    open var scale: CGFloat
    /// Whether the image has no transparency; an opaque image starts black, as on iOS.
    open var opaque = false
    /// The colour range; kept for source compatibility.
    open var preferredRange: Range = .automatic
    /// Whether wide colour is preferred; kept for source compatibility.
    @available(*, deprecated, message: "Use preferredRange instead.")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// The main screen's format: its scale, transparent.
    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// A format for the traits' display scale (the main screen's when they have none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The default format: the main screen's.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format that suits the main screen best: the default here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's drawing actions receive, as UIKit's `UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into; also the current context (see
    /// ``UIGraphicsGetCurrentContext()``) while the actions run.
    public let cgContext: CGContext
    /// The format the renderer draws with.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a one-point frame just inside `rect`, as `UIRectFrame`.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }

    /// Strokes a one-point frame just inside `rect` in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of an image renderer's actions, as UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let canvas: Canvas
    private let scale: CGFloat

    init(canvas: Canvas, scale: CGFloat, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        self.scale = scale
        super.init(cgContext: CGContext(canvas: canvas), format: format)
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { UIImage(bitmap: canvas.bitmap, scale: scale) }
}

/// The base of UIKit's graphics renderers, as `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer draws with.
    public let format: UIGraphicsRendererFormat

    init(format: UIGraphicsRendererFormat) {
        self.format = format
    }

    /// Whether the renderer can be shared between threads: always, as it keeps no drawing state.
    open var allowsImageOutput: Bool { true }
}

/// Draws images with UIKit drawing code, as UIKit's `UIGraphicsImageRenderer`: the actions run
/// with the image's context current, so `UIBezierPath.fill()`, `UIColor.setFill()` and
/// `String.draw(at:withAttributes:)` draw into the image.
///
/// Images are drawn by Designable's rasterizer and are the same bytes on every machine.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// What a renderer's drawing actions are.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let bounds: CGRect
    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds`: drawing at `bounds.origin` lands at the image's corner.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        format.bounds = bounds
        super.init(format: format)
    }

    /// An image of what `actions` draw.
    ///
    /// Differs from UIKit on purpose: an empty or invalid size gives one transparent pixel
    /// (and the actions are not run), as an image here always has pixels; UIKit's is 0 × 0.
    open func image(actions: DrawingActions) -> UIImage {
        guard let (canvas, scale) = ImageContextStack.canvas(size: bounds.size, opaque: imageFormat.opaque, scale: imageFormat.scale) else {
            return UIImage(bitmap: UIImage.transparentPixel, scale: imageFormat.scale > 0 ? imageFormat.scale : UIScreen.main.scale)
        }
        let context = UIGraphicsImageRendererContext(canvas: canvas, scale: scale, format: imageFormat)
        context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsWithContext(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// PNG data of what `actions` draw.
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
