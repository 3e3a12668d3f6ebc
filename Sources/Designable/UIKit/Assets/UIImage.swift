import Foundation
import PNGCodec
import Raster

/// An immutable bitmap image with a point scale and a rendering mode, as UIKit's `UIImage`.
///
/// ```swift
/// let logo = UIImage(named: "logo")                          // from UIImage.appBundle
/// let arrow = UIImage(named: "arrow", in: Bundle.module, compatibleWith: nil)?
///     .withRenderingMode(.alwaysTemplate)                   // tinted by the image view's tintColor
/// ```
///
/// Images are PNG or JPEG files; `name@2x.png` and `name@3x.png` carry scales 2 and 3, and an
/// asset catalog's `name.imageset` is read through its `Contents.json`.
///
/// Differs from UIKit on purpose: only PNG and JPEG are decoded (HEIC, GIF, WebP and TIFF are
/// found but not drawn, with a warning that says so), and system symbols are drawn from an
/// open icon font (see ``init(systemName:)``).
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// Whether the image draws as itself or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in, from ``withTintColor(_:)``.
    let tint: UIColor?
    /// Whether the image is drawn mirrored in right-to-left layouts, from
    /// ``imageFlippedForRightToLeftLayoutDirection()``.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// The name the image was looked up by, which is all an Interface Builder document can
    /// store of it; `nil` for images made from files, data or pixels.
    private(set) var assetName: String?
    /// The asset the image was registered in, for ``imageAsset``.
    weak var asset: UIImageAsset?

    /// An image of `bitmap`'s pixels at `scale` pixels per point.
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.init(bitmap: bitmap, scale: scale, renderingMode: renderingMode, tint: nil)
    }

    init(bitmap: Bitmap, scale: CGFloat, renderingMode: RenderingMode, tint: UIColor?, flipsForRightToLeft: Bool = false,
         attributes: ImageAttributes = ImageAttributes()) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.tint = tint
        self.flipsForRightToLeftLayoutDirection = flipsForRightToLeft
        self.attributes = attributes
        super.init()
    }

    /// What else an image carries: cap insets, alignment and baseline, orientation, frames,
    /// symbol configuration and traits. Kept together so each `with…` copy passes them all on.
    let attributes: ImageAttributes

    /// A copy of the image with `change` made to its attributes.
    func with(_ change: (inout ImageAttributes) -> Void) -> UIImage {
        var a = attributes
        change(&a)
        let copy = UIImage(bitmap: bitmap, scale: scale, renderingMode: renderingMode, tint: tint,
                           flipsForRightToLeft: flipsForRightToLeftLayoutDirection, attributes: a)
        copy.assetName = assetName
        return copy
    }

    /// An empty image, as `UIImage()`: code passes it where no image should show.
    ///
    /// Differs from UIKit on purpose: an image here always has pixels, so this is one
    /// transparent pixel (1 × 1 pt) where UIKit's has no size; it draws nothing either way.
    public override convenience init() {
        self.init(bitmap: Self.transparentPixel, scale: 1)
    }

    /// One transparent pixel: what an image with no size holds here.
    static let transparentPixel: Bitmap = {
        guard let pixel = try? Bitmap(width: 1, height: 1) else { preconditionFailure("a 1 × 1 bitmap is always valid") }
        return pixel
    }()

    /// The PNG or JPEG file at `path`, with the scale its `@2x`/`@3x` suffix gives; `nil` when
    /// it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let bitmap = try? ImageFileFormat.decode(data, source: path) else { return nil }
        self.init(bitmap: bitmap, scale: ImageLookup.scale(ofFile: path))
    }

    /// A PNG or JPEG image from data, at `scale`; `nil` when the data is neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let bitmap = try? ImageFileFormat.decode(data, source: "<data>") else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// `#imageLiteral(resourceName:)`, as Xcode writes an image dropped into code: the image
    /// called `name`, as ``init(named:)`` finds it. A missing image stops the program with its
    /// name, as the literal does on iOS.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let image = UIImage(named: name) else {
            fatalError("#imageLiteral(resourceName: \"\(name)\"): no image of that name in the app's resource folders")
        }
        self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode, tint: nil,
                  flipsForRightToLeft: image.flipsForRightToLeftLayoutDirection, attributes: image.attributes)
    }

    /// The image called `name` in the app bundle (``appBundle``); `nil` when it is not there, as in UIKit.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image called `name` in `bundle` (the app bundle when `nil`), in the variant that
    /// fits the traits (the current traits where `traitCollection` leaves one unspecified).
    ///
    /// An asset catalogue's image set is read as Xcode writes it (see ``UIImageAsset``): the
    /// entry for the display scale, idiom and appearance its `Contents.json` gives, with its
    /// rendering intent and slicing; the image stays dynamic, so an image view draws the set's
    /// dark variant under dark traits and the variant for the scale it renders at. A loose
    /// file is `name.png` or `name.jpg` (any case of extension), `@2x` and `@3x` giving scales.
    /// A set or file that exists but cannot be read (malformed `Contents.json`, HEIC) is
    /// `nil`, with a warning naming the file and what was wrong.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection.map { UITraitCollection(traitsFrom: [.current, $0]) } ?? UITraitCollection.current
        let scale = traits.displayScale > 0 ? traits.displayScale : 1
        // The app's resource folders stand for the app bundle, and for the bundle a view's
        // own code names (`Bundle(for: Self.self)`); see DesignableResources.
        guard let source = bundle ?? UIImage.appBundle,
              let match = ImageLookup.find(name, in: source, scale: scale) ?? DesignableResources.image(named: name, scale: scale)
        else {
            ImageLookup.record(nil, for: name)
            return nil
        }
        let image: UIImage
        do {
            image = try ImageLookup.load(match, name: name, traits: traits)
            ImageLookup.record(nil, for: name)
        } catch {
            ImageLookup.record(error, for: name)
            return nil
        }
        self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode, tint: nil, attributes: image.attributes)
        assetName = name
    }

    /// The size in points.
    open var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }

    /// The same image drawn as itself, or as a template (its alpha in the tint colour).
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: mode, tint: tint, flipsForRightToLeft: flipsForRightToLeftLayoutDirection,
                attributes: attributes)
    }

    /// The same image, drawn mirrored wherever the layout is right to left: in an image view
    /// (or a button) whose effective layout direction is, or by `draw(in:)` under right-to-left
    /// traits. For arrows and other images that point along the reading direction.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: renderingMode, tint: tint, flipsForRightToLeft: true, attributes: attributes)
    }

    /// The image's shape in `color`, wherever it is drawn.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: .alwaysOriginal, tint: color, flipsForRightToLeft: flipsForRightToLeftLayoutDirection,
                attributes: attributes)
    }

    /// The image tinted with `color`, with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, renderingMode: renderingMode, tint: color, flipsForRightToLeft: flipsForRightToLeftLayoutDirection,
                attributes: attributes)
    }

    /// PNG bytes of the image.
    open func pngData() -> Data? { (try? PNG.encode(bitmap)).map { Data($0) } }

    /// Draws the image scaled into `rect` in the current context.
    open func draw(in rect: CGRect) { draw(in: rect, templateTint: nil, resolvingForTraits: false) }

    /// Draws the image at its size with its top-left at `point`.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled into `rect` with `blendMode` and the opacity `alpha`.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        draw(in: rect)
        ctx.restoreGState()
    }

    /// Draws into the current context; `templateTint` colours a template image that has no tint
    /// of its own. A flipping image is mirrored within `rect` when `rightToLeft` (the current
    /// traits' direction when `nil`) says so.
    ///
    /// Image views and controls draw an asset catalogue's image as its set's variant for the
    /// current traits (theirs, during a render), as UIKit's do; `draw(in:)` in code draws the
    /// image itself, as UIKit's does.
    func draw(in rect: CGRect, templateTint: UIColor?, rightToLeft: Bool? = nil, resolvingForTraits: Bool = true) {
        if resolvingForTraits, attributes.catalog != nil {
            let shown = resolved(for: UITraitCollection.current)
            if shown !== self { return shown.draw(in: rect, templateTint: templateTint, rightToLeft: rightToLeft, resolvingForTraits: false) }
        }
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        // A symbol is a template unless asked otherwise, as on iOS.
        let template = renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
        let colour = tint ?? (template ? templateTint : nil)
        let mirrored = flipsForRightToLeftLayoutDirection && (rightToLeft ?? (UITraitCollection.current.layoutDirection == .rightToLeft))
        guard mirrored else {
            drawPixels(in: rect, context: ctx, tint: colour)
            return
        }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX + rect.maxX, y: 0)
        ctx.scaleBy(x: -1, y: 1)
        drawPixels(in: rect, context: ctx, tint: colour)
        ctx.restoreGState()
    }

    /// The image's pixel size, scale and rendering mode, for test output.
    open override var description: String { "UIImage(\(bitmap.width)×\(bitmap.height) @\(scale)x, \(renderingMode))" }
}

extension UIImage {
    /// Whether an image draws as itself or as a template, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Original, except where a control uses template images (a `.system` button's image).
        case automatic = 0
        /// Always drawn with its own colours.
        case alwaysOriginal = 1
        /// Only the alpha is used, in the tint colour of the view showing it.
        case alwaysTemplate = 2
    }
}
