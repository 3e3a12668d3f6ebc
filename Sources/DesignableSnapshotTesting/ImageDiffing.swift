import Designable
import Foundation
internal import Raster
internal import SnapshotEngine
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == Designable.UIImage {
    /// Designable's image comparison for swift-snapshot-testing: PNG references, every pixel
    /// compared, and on a mismatch the number of differing pixels, where they are, and the
    /// reference, actual, diff and composite images as attachments.
    ///
    /// ```swift
    /// import SnapshotTesting
    /// import DesignableSnapshotTesting
    /// assertSnapshot(of: badge, as: .image)   // swift-snapshot-testing's assertSnapshot
    /// ```
    public static var image: Self { .image() }

    /// The comparison with swift-snapshot-testing's tolerances and an absolute one.
    ///
    /// swift-snapshot-testing's diffing cannot fail while reading a file: a reference that is
    /// not a PNG reads as an empty image, and the comparison fails saying the sizes differ.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, maxDifferingPixels: Int = 0) -> Self {
        let comparator = ImageComparator.perceptual(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
            .allowing(differingPixels: maxDifferingPixels)
        let engine = SnapshotEngine.Diffing<Bitmap>.image(comparator)
        return .diff(
            toData: { image in (try? engine.toData(image.bitmap)) ?? Data() },
            fromData: { data in UIImage(bitmap: (try? engine.fromData(data)) ?? ErrorImage.empty, scale: 1) },
            diffV2: { reference, actual in
                engine.diff(reference.bitmap, actual.bitmap).map { message, files in
                    (message, files.map { SnapshotTesting.DiffAttachment.data($0.data, name: $0.name) })
                }
            })
    }
}

/// What the adapter's snapshot closures return when rendering fails: swift-snapshot-testing's
/// closures cannot throw, so the failure is drawn, as swift-snapshot-testing draws
/// "Error: No image could be generated", and fails the comparison with its words on it.
enum ErrorImage {
    static let empty = try! Bitmap(width: 1, height: 1, scale: 1)

    static func render(_ error: any Error) -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.numberOfLines = 0
        label.textColor = .red
        label.backgroundColor = .white
        label.text = "Error: \(error)"
        let bitmap = (try? ViewRenderer.render(label)) ?? empty
        return UIImage(bitmap: bitmap, scale: 2)
    }
}
