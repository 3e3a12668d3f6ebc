import Foundation
import Raster

// Foundation's CG geometry on one side, Raster's on the other. Every crossing goes through
// these few conversions so the toolkit's public API speaks CGFloat and the renderer speaks Double.

extension CGPoint {
    package var raster: Point { Point(x: Double(x), y: Double(y)) }
    package init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension CGSize {
    package var raster: Size { Size(width: Double(width), height: Double(height)) }
    package init(_ s: Size) { self.init(width: CGFloat(s.width), height: CGFloat(s.height)) }
}

extension CGRect {
    package var raster: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
    package init(_ r: Rect) { self.init(x: CGFloat(r.origin.x), y: CGFloat(r.origin.y), width: CGFloat(r.size.width), height: CGFloat(r.size.height)) }

    /// True when every component is a finite number.
    package var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
