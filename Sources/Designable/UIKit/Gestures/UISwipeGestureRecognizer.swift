import Foundation

/// Recognizes a swipe, as UIKit's `UISwipeGestureRecognizer`: a discrete gesture recognized
/// when the fingers travel at least 50 points in one of the allowed ``direction``s, mostly
/// straight, before lifting.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions that count; right by default.
    open var direction: Direction = .right
    /// How many fingers must swipe; 1 by default.
    open var numberOfTouchesRequired = 1

    private var origin: CGPoint?

    /// The least travel of a swipe, in points.
    static let minimumDistance: CGFloat = 50

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if origin == nil { origin = location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let origin else { return }
        let p = location(in: nil)
        if matchedDirection(dx: p.x - origin.x, dy: p.y - origin.y) == nil,
           Swift.max(Swift.abs(p.x - origin.x), Swift.abs(p.y - origin.y)) >= Self.minimumDistance {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let origin else { return }
        let p = location(in: nil)
        if numberOfTouches >= numberOfTouchesRequired, matchedDirection(dx: p.x - origin.x, dy: p.y - origin.y) != nil {
            state = .ended
        } else {
            state = .failed
        }
    }

    /// The allowed direction a movement makes, if it is long and straight enough.
    private func matchedDirection(dx: CGFloat, dy: CGFloat) -> Direction? {
        let ax = Swift.abs(dx), ay = Swift.abs(dy)
        if ax >= Self.minimumDistance, ay <= ax / 2 {
            let d: Direction = dx > 0 ? .right : .left
            return direction.contains(d) ? d : nil
        }
        if ay >= Self.minimumDistance, ax <= ay / 2 {
            let d: Direction = dy > 0 ? .down : .up
            return direction.contains(d) ? d : nil
        }
        return nil
    }

    open override func reset() {
        super.reset()
        origin = nil
    }

    /// Swipe directions, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }
}
