import Foundation

extension CGRect {
    /// Whether the two rectangles share an area: rows that only touch the bounds' edge are
    /// not on screen. Foundation's `intersects` counts touching edges on some platforms.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
