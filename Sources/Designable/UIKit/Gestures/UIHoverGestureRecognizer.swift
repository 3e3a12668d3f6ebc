import Foundation

/// Recognizes a pointer (or an Apple Pencil) hovering over a view, as UIKit's
/// `UIHoverGestureRecognizer`.
///
/// Snapshot semantics: no pointer hovers unless a test simulates one, so it stays `.possible`;
/// ``UIView/simulatePointerHover(at:)`` drives pointer interactions instead.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The Pencil's height above the screen, 0…1; 0 for a pointer.
    open var zOffset: CGFloat { 0 }
    /// The Pencil's altitude, in radians; π/2 (upright) for a pointer.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The Pencil's azimuth in `view`'s coordinates, in radians; 0 for a pointer.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The Pencil's azimuth as a unit vector; pointing right for a pointer.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}

/// How a scroll was made, as UIKit's `UIScrollType`: a wheel's steps or a trackpad's glide.
public enum UIScrollType: Int, Sendable {
    /// A mouse wheel's steps.
    case discrete = 0
    /// A trackpad's continuous scroll.
    case continuous = 1
}
