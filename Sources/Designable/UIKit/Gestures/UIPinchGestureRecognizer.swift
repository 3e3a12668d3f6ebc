import Foundation

/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`: a
/// continuous gesture reporting ``scale`` (the distance between the fingers over their
/// starting distance) and ``velocity``.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance between the fingers over their starting distance; set it (usually to 1)
    /// to measure from now on.
    open var scale: CGFloat {
        get { rawScale * factor }
        set { factor = rawScale != 0 ? newValue / rawScale : 1 }
    }
    /// How fast ``scale`` changes, per second.
    open private(set) var velocity: CGFloat = 0

    private var rawScale: CGFloat = 1
    private var factor: CGFloat = 1
    private var startDistance: CGFloat?
    private var lastTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > 2 { if state == .possible { state = .failed }; return }
        if numberOfTouches == 2 { startDistance = distance(); lastTime = event.timestamp }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard numberOfTouches == 2, let startDistance, startDistance > 0 else { return }
        let previous = scale
        rawScale = distance() / startDistance
        if event.timestamp > lastTime { velocity = (scale - previous) / CGFloat(event.timestamp - lastTime) }
        lastTime = event.timestamp
        switch state {
        case .possible: if Swift.abs(distance() - startDistance) >= 10 { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    private func distance() -> CGFloat {
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        rawScale = 1
        factor = 1
        velocity = 0
    }
}
