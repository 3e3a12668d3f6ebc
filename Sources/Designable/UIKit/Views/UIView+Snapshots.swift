import Foundation

extension UIView {
    /// Draws the view and its subviews into the current context at `rect`, as
    /// `drawHierarchy(in:afterScreenUpdates:)`, scaled from the bounds to the rectangle;
    /// `true` when it drew. The view is laid out first; `afterScreenUpdates` changes nothing, as
    /// every drawing here is up to date.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        layoutIfNeeded()
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A view showing what this one looks like now, as `snapshotView(afterScreenUpdates:)`: an
    /// image view of the same size, which later changes to this view do not reach.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates)
        }
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: frame.origin, size: bounds.size)
        return view
    }

    /// A snapshot of `rect` (in the view's coordinates), resizable with `capInsets`, as
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: rect.size, format: format).image { r in
            r.cgContext.translateBy(x: -rect.minX, y: -rect.minY)
            drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let view = UIImageView(image: image.resizableImage(withCapInsets: capInsets, resizingMode: .stretch))
        view.frame = CGRect(origin: .zero, size: rect.size)
        return view
    }
}
