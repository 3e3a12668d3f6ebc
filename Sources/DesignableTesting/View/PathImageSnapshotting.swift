import Designable
import Foundation
import Raster

extension Snapshotting where Value == CGPath, Format == Bitmap {
    /// Fills the path in black at its bounding box's size, at @1x, with the even-odd rule,
    /// as swift-snapshot-testing does.
    ///
    /// ```swift
    /// assertSnapshot(of: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil), as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// Draws the path with `drawingMode` (black fill and 1 pt black stroke) at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
                             drawingMode: CGPathDrawingMode = .eoFill) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(comparator: .sst(precision, perceptualPrecision, 0)).pullback { path in
            try PathView.render(bounds: path.boundingBoxOfPath, scale: scale) { context in
                context.addPath(path)
                context.drawPath(using: drawingMode)
            }
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == Bitmap {
    /// Fills the path in black at its bounds' size, at @1x, as swift-snapshot-testing does.
    ///
    /// ```swift
    /// assertSnapshot(of: UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8), as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// Fills the path (by its own fill rule) at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(comparator: .sst(precision, perceptualPrecision, 0)).pullback { path in
            try PathView.render(bounds: path.bounds, scale: scale) { _ in path.fill() }
        }
    }
}

/// A view that runs a drawing closure with its origin at `bounds`' origin, so a path is drawn
/// where its own coordinates put it, cropped to its bounding box.
final class PathView: UIView {
    private var origin = CGPoint.zero
    private var drawing: (CGContext) -> Void = { _ in }

    static func render(bounds: CGRect, scale: CGFloat, _ drawing: @escaping (CGContext) -> Void) throws -> Bitmap {
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { throw LayerSnapshotError.emptyBounds(bounds.size) }
        let view = PathView(frame: CGRect(origin: .zero, size: bounds.size))
        // Transparent around the path, as swift-snapshot-testing's path images are: an opaque
        // view drawing with its own draw(_:) would show black there, as on iOS.
        view.isOpaque = false
        view.origin = bounds.origin
        view.drawing = drawing
        return try ViewRenderer.render(view, scale: scale)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.translateBy(x: -origin.x, y: -origin.y)
        // Core Graphics' defaults: a black fill and a black stroke.
        context.setFillColor(gray: 0, alpha: 1)
        context.setStrokeColor(gray: 0, alpha: 1)
        drawing(context)
    }
}
