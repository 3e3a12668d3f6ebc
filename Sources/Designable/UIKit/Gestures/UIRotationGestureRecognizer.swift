import Foundation
import Raster

/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer`: a continuous
/// gesture reporting ``rotation`` in radians (positive clockwise on screen) and ``velocity``.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned since the fingers came down, in radians; set it (usually to 0) to
    /// measure from now on.
    open var rotation: CGFloat {
        get { rawRotation + offset }
        set { offset = newValue - rawRotation }
    }
    /// How fast ``rotation`` changes, in radians per second.
    open private(set) var velocity: CGFloat = 0

    private var rawRotation: CGFloat = 0
    private var offset: CGFloat = 0
    private var startAngle: Double?
    private var lastTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > 2 { if state == .possible { state = .failed }; return }
        if numberOfTouches == 2 { startAngle = angle(); lastTime = event.timestamp }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard numberOfTouches == 2, let startAngle else { return }
        var turned = angle() - startAngle
        if turned > DeterministicMath.pi { turned -= 2 * DeterministicMath.pi }
        if turned < -DeterministicMath.pi { turned += 2 * DeterministicMath.pi }
        let previous = rotation
        rawRotation = CGFloat(turned)
        if event.timestamp > lastTime { velocity = (rotation - previous) / CGFloat(event.timestamp - lastTime) }
        lastTime = event.timestamp
        switch state {
        case .possible: if Swift.abs(turned) >= 0.05 { state = .began }
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

    private func angle() -> Double {
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return DeterministicMath.atan2(Double(b.y - a.y), Double(b.x - a.x))
    }

    open override func reset() {
        super.reset()
        startAngle = nil
        rawRotation = 0
        offset = 0
        velocity = 0
    }
}
