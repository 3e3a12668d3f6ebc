import Designable
import Foundation
import Raster

extension Snapshotting where Value == UIImage, Format == Bitmap {
    /// Compares the image's pixels with a PNG reference.
    ///
    /// ```swift
    /// assertSnapshot(of: UIImage(named: "avatar")!, as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// Compares the image with swift-snapshot-testing's tolerances. `scale` is accepted for
    /// its call sites; the image keeps its own pixels.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(comparator: .sst(precision, perceptualPrecision, 0)).pullback { $0.bitmap }
    }
}
