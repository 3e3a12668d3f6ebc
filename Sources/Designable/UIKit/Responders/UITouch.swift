import Foundation

/// One finger on the screen, as UIKit's `UITouch`: where it is, where it was, its phase and tap
/// count. Designable's touch simulation (``UIView/simulate(_:)``) creates them; the view and
/// gesture recognizers receiving them read them as on iOS.
open class UITouch: NSObject {
    /// When the touch last changed, in seconds on the snapshot clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// Where the touch is in its sequence.
    open internal(set) var phase: Phase = .began
    /// How many times the finger tapped in quick succession at this place.
    open internal(set) var tapCount = 1
    /// What kind of touch it is: always a finger on the screen.
    open internal(set) var type: TouchType = .direct
    /// The radius of the touch in points.
    open internal(set) var majorRadius: CGFloat = 20
    /// How precise ``majorRadius`` is, in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch; 0, as simulated fingers press no harder than needed.
    open internal(set) var force: CGFloat = 0
    /// The largest force possible.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The stylus' angle from the screen; π/2 for a finger.
    open internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The view the touch started in (its hit-test view).
    open internal(set) weak var view: UIView?
    /// The window of that view, if it is in one.
    open var window: UIWindow? { view?.window }
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The root view locations are measured in.
    weak var root: UIView?
    /// The location in the root view's coordinates.
    var rootLocation: CGPoint = .zero
    /// The previous location in the root view's coordinates.
    var previousRootLocation: CGPoint = .zero

    /// A touch with nothing set; the simulation fills it in.
    public override init() { super.init() }

    /// The touch's location in `view`'s coordinates (the root's when `nil`).
    open func location(in view: UIView?) -> CGPoint { convert(rootLocation, to: view) }
    /// The touch's previous location in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousRootLocation, to: view) }
    /// The touch's precise location: the same as ``location(in:)`` here.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The touch's precise previous location: the same as ``previousLocation(in:)`` here.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    /// The stylus' direction in `view`; 0 for a finger.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The stylus' direction in `view` as a unit vector; +x for a finger.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let root, let view else { return point }
        return root.convert(point, to: view)
    }

    /// The phases of a touch, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and has not moved.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered the region.
        case regionEntered
        /// A pointer moved within the region.
        case regionMoved
        /// A pointer left the region.
        case regionExited
    }

    /// The kinds of touch, as UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen.
        case indirect
        /// A stylus.
        case pencil
        /// A pointer.
        case indirectPointer

        /// A stylus, as UIKit's older name.
        public static var stylus: TouchType { .pencil }
    }
}
