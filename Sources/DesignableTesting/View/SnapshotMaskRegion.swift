import Designable
import Foundation
import Raster

/// A region of a view to leave out of an image comparison: a rectangle in the view's points,
/// or a subview, wherever layout puts it.
///
/// ```swift
/// assertSnapshot(of: card, as: .image(masking: [card.timestampLabel, CGRect(x: 0, y: 0, width: 40, height: 40)]))
/// ```
///
/// The regions are painted magenta (`SnapshotMask.color`) before the snapshot is stored or
/// compared, as Playwright's `mask` does, so the reference shows what the test ignores.
public protocol SnapshotMaskRegion {
    /// The rectangles to paint, in `root`'s coordinates, once `root` is laid out.
    func maskRects(in root: UIView) -> [CGRect]
}

extension CGRect: SnapshotMaskRegion {
    /// The rectangle itself, in the root view's points.
    public func maskRects(in root: UIView) -> [CGRect] { [self] }
}

extension UIView: SnapshotMaskRegion {
    /// The view's bounds in `root`'s coordinates; nothing when it is not in `root`'s tree.
    public func maskRects(in root: UIView) -> [CGRect] {
        guard self === root || isDescendant(of: root) else { return [] }
        return [convert(bounds, to: root)]
    }
}

/// The mask regions a strategy holds. Views are not `Sendable`; the regions are read by the
/// assertion that holds the strategy, on its own thread, as the view it snapshots is.
struct MaskRegions: @unchecked Sendable {
    var regions: [any SnapshotMaskRegion] = []

    /// `bitmap` with the regions, measured in the laid-out `view`, painted over.
    func paint(_ bitmap: Bitmap, in view: UIView) -> Bitmap {
        guard !regions.isEmpty else { return bitmap }
        return SnapshotMask.paint(regions.flatMap { $0.maskRects(in: view) }, on: bitmap)
    }
}
