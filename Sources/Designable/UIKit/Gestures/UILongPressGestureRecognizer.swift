import Foundation

/// Recognizes a finger held still, as UIKit's `UILongPressGestureRecognizer`: a continuous
/// gesture that begins once the fingers have been down for ``minimumPressDuration`` without
/// moving more than ``allowableMovement``, changes as they move, and ends when they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must press; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the gesture begins, in points; 10 by default.
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if start == nil {
            start = location(in: nil)
            startTime = event.timestamp
        }
        check(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            if let start {
                let p = location(in: nil)
                if (p.x - start.x) * (p.x - start.x) + (p.y - start.y) * (p.y - start.y) > allowableMovement * allowableMovement {
                    state = .failed
                    return
                }
            }
            check(event)
        case .began, .changed:
            // Only a real move changes the gesture; a finger held still does not.
            if touches.contains(where: { $0.phase == .moved }) { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .possible:
            check(event)
            if state == .began { state = .ended } else if state == .possible { state = .failed }
        case .began, .changed: state = .ended
        default: break
        }
    }

    private func check(_ event: UIEvent) {
        if state == .possible, numberOfTouches >= numberOfTouchesRequired, event.timestamp - startTime >= minimumPressDuration {
            state = .began
        }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
