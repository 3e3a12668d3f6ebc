import Foundation

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`: a discrete gesture, recognized when
/// the required number of fingers lift after the required number of taps without moving more
/// than 10 points.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers must tap; 1 by default.
    open var numberOfTouchesRequired = 1
    /// Accepted for source compatibility.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var fingersDown = 0

    /// How far a tapping finger may wander, in points.
    static let allowableMovement: CGFloat = 10

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        fingersDown += touches.count
        for t in touches { starts[ObjectIdentifier(t)] = t.location(in: nil) }
        if fingersDown > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for t in touches {
            guard let start = starts[ObjectIdentifier(t)] else { continue }
            let p = t.location(in: nil)
            if (p.x - start.x) * (p.x - start.x) + (p.y - start.y) * (p.y - start.y) > Self.allowableMovement * Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let remaining = fingersDown - touches.count
        if remaining == 0, state == .possible {
            let count = touches.map(\.tapCount).max() ?? 1
            if numberOfTrackedFingers(touches) < numberOfTouchesRequired {
                state = .failed
            } else if count >= numberOfTapsRequired {
                state = .ended
            }
        }
        fingersDown = Swift.max(0, remaining)
    }

    private func numberOfTrackedFingers(_ ending: Set<UITouch>) -> Int { Swift.max(ending.count, starts.count) }

    open override func reset() {
        super.reset()
        starts = [:]
        fingersDown = 0
    }
}
