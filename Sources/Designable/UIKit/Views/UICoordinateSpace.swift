import Foundation

/// A coordinate system points and rectangles convert between, as UIKit's `UICoordinateSpace`:
/// views, and the screen's coordinate spaces.
public protocol UICoordinateSpace: AnyObject {
    /// `point` in `coordinateSpace`'s coordinates.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point` from `coordinateSpace`'s coordinates into these.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect` in `coordinateSpace`'s coordinates.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect` from `coordinateSpace`'s coordinates into these.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

// `@_optimize(none)`: Swift 6.3.1's optimizer crashes (a SIL ownership verification failure in
// its function-signature specialisation) on these forwards in a release build; they are one
// cast and a call, so nothing is lost.
extension UIView: UICoordinateSpace {
    /// `point` in another coordinate space's coordinates; a space that is no view is taken to be
    /// the window's (the root's).
    @_optimize(none)
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? UIView)
    }
    /// `point` from another coordinate space's coordinates.
    @_optimize(none)
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? UIView)
    }
    /// `rect` in another coordinate space's coordinates.
    @_optimize(none)
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }
    /// `rect` from another coordinate space's coordinates.
    @_optimize(none)
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
}
