import Foundation

/// Recognizes a drag, as UIKit's `UIPanGestureRecognizer`: a continuous gesture that begins
/// once the fingers have moved 10 points, reports its ``translation(in:)`` and
/// ``velocity(in:)`` as it changes, and ends when they lift.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; no limit by default.
    open var maximumNumberOfTouches = Int.max
    /// Accepted for source compatibility.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    private var origin: CGPoint?
    private var offset = CGPoint.zero
    private var last: (point: CGPoint, time: TimeInterval)?
    private var speed = CGPoint.zero

    /// How far the fingers move before a pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// How far the fingers have moved since the touch down, in `view`'s coordinate space (a
    /// direction, unaffected by translation), plus what ``setTranslation(_:in:)`` set.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return vector(CGPoint(x: location(in: nil).x - origin.x + offset.x, y: location(in: nil).y - origin.y + offset.y), to: view)
    }

    /// Makes the current translation read `translation` (usually `.zero`, to measure increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let origin else { return }
        let current = CGPoint(x: location(in: nil).x - origin.x, y: location(in: nil).y - origin.y)
        let wanted = vector(translation, from: view)
        offset = CGPoint(x: wanted.x - current.x, y: wanted.y - current.y)
    }

    /// The fingers' speed in points per second, in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint { vector(speed, to: view) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > maximumNumberOfTouches { if state == .possible { state = .failed }; return }
        if origin == nil { origin = location(in: nil) }
        last = (location(in: nil), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let p = location(in: nil)
        if let last, event.timestamp > last.time {
            let dt = CGFloat(event.timestamp - last.time)
            speed = CGPoint(x: (p.x - last.point.x) / dt, y: (p.y - last.point.y) / dt)
        }
        last = (p, event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let origin else { return }
            let d = CGPoint(x: p.x - origin.x, y: p.y - origin.y)
            if d.x * d.x + d.y * d.y >= Self.hysteresis * Self.hysteresis, shouldBegin(from: origin, moving: d) { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
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

    /// Whether a pan starting at `origin` (root coordinates) and moving by `delta` may begin;
    /// screen-edge pans narrow this.
    func shouldBegin(from origin: CGPoint, moving delta: CGPoint) -> Bool { true }

    open override func reset() {
        super.reset()
        origin = nil
        offset = .zero
        last = nil
        speed = .zero
    }

    /// A root-space vector in `view`'s coordinate space.
    private func vector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let root = trackedTouches.first?.root ?? self.view else { return v }
        let a = root.convert(CGPoint.zero, to: view), b = root.convert(v, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinate space, in root space.
    private func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let root = trackedTouches.first?.root ?? self.view else { return v }
        let a = view.convert(CGPoint.zero, to: root), b = view.convert(v, to: root)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

/// The scroll input a pan accepts, as UIKit's `UIScrollTypeMask`; accepted for source compatibility.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Continuous scrolling (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 0)
    /// Discrete scrolling (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.continuous, .discrete]
}
