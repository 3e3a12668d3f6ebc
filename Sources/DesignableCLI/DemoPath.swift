import Designable
import DesignableGallery
import Foundation
import Raster

/// One way a view comes to life in the demo, and how to render a gallery item along it.
///
/// The demo's matrix has a column per path. A path whose machinery Designable does not have
/// yet has no `render`, and its column says why instead of showing a made-up picture.
public struct DemoPath: Sendable {
    /// The column's name: "code", "coder", "design time".
    public var name: String
    /// Renders an item along this path at a scale; `nil` while the path is unavailable.
    public var render: (@Sendable (GalleryItem, CGFloat) throws -> Bitmap)?
    /// Why the path is unavailable, when it is.
    public var unavailableReason: String?

    public init(name: String, render: (@Sendable (GalleryItem, CGFloat) throws -> Bitmap)?, unavailableReason: String? = nil) {
        self.name = name
        self.render = render
        self.unavailableReason = unavailableReason
    }

    /// The file-name form of ``name``: "design time" → "design-time".
    public var slug: String { name.replacingOccurrences(of: " ", with: "-") }

    /// `init(frame:)` and the item's configuration, as the app's code does it.
    ///
    /// The app bundle is the gallery's during the render, standing for an app that ships the
    /// gallery's images, so `UIImage(named:)` finds them as it would in the app.
    public static let code = DemoPath(name: "code") { item, scale in
        try UIImage.withAppBundle(GalleryBundle.bundle) {
            try ViewRenderer.render(item.makeView(), scale: scale)
        }
    }

    /// `init(coder:)` from what Interface Builder stores, then runtime attributes and `awakeFromNib`.
    public static let coder = DemoPath(name: "coder", render: nil,
                                       unavailableReason: "arrives with the Interface Builder coder (issue 6)")

    /// Interface Builder's designable sequence, with `prepareForInterfaceBuilder` and no app bundle.
    public static let designTime = DemoPath(name: "design time", render: nil,
                                            unavailableReason: "arrives with the init-path matrix (issue 6)")

    /// The three paths, in the matrix's column order.
    public static let all: [DemoPath] = [.code, .coder, .designTime]
}
