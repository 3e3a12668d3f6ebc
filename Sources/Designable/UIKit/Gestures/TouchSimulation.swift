import Foundation
import Raster

/// Fingers on the screen for a test, Designable only: UIKit has no such thing, as a device has
/// real fingers. Give one to ``UIView/simulate(_:)`` to tap, press, pan, swipe, pinch or rotate
/// a view, then snapshot what the touches changed:
///
/// ```swift
/// toggle.simulate(.tap())
/// assertSnapshot(of: toggle, as: .image)
///
/// slider.simulate(.pan(from: CGPoint(x: 10, y: 15), to: CGPoint(x: 150, y: 15)))
/// ```
///
/// Points are in the coordinates of the view `simulate` is called on (its centre when
/// omitted). The touches land where that view is in its hierarchy: they are hit-tested from the
/// root, so a view in front of it takes them, as on a device. Gesture recognizers of the hit
/// view and its ancestors see them first, then the views' `touchesBegan` and siblings.
///
/// Time passes on the snapshot clock from ``CACurrentMediaTime()`` (0 outside a render), in
/// fixed steps, so every run delivers the same touches at the same timestamps.
public struct TouchSimulation: Sendable {
    /// Where a finger is: a point of the view, or an offset from its centre.
    enum Location: Sendable {
        case point(CGPoint)
        case centre(dx: CGFloat, dy: CGFloat)

        init(_ point: CGPoint?, offset: CGPoint = .zero) {
            if let point { self = .point(CGPoint(x: point.x + offset.x, y: point.y + offset.y)) } else { self = .centre(dx: offset.x, dy: offset.y) }
        }

        func resolved(in bounds: CGRect) -> CGPoint {
            switch self {
            case .point(let p): p
            case let .centre(dx, dy): CGPoint(x: bounds.midX + dx, y: bounds.midY + dy)
            }
        }
    }

    /// One sequence of touches: fingers down together, moving through their locations frame by
    /// frame, then up together.
    struct Sequence: Sendable {
        /// For each finger, its location at each frame (all the same length, at least one).
        var fingers: [[Location]]
        var frameInterval: TimeInterval
        var tapCount: Int
    }

    var sequences: [Sequence]
    /// The time between the end of one sequence and the start of the next.
    var gap: TimeInterval = 0.15

    /// Fingers that each follow their list of points, one point per frame, over `duration`
    /// seconds: down at the first point, up after the last. `nil` points are the view's centre.
    public init(fingers: [[CGPoint?]], duration: TimeInterval = 0.25) {
        let frames = Swift.max(1, fingers.map(\.count).max() ?? 1)
        let padded: [[Location]] = fingers.map { f in
            let locations = f.isEmpty ? [Location(nil)] : f.map { Location($0) }
            return locations + Array(repeating: locations.last!, count: frames - locations.count)
        }
        self.init(sequences: [Sequence(fingers: padded, frameInterval: TouchSimulation.interval(duration, frames), tapCount: 1)])
    }

    private init(sequences: [Sequence]) { self.sequences = sequences }

    private static func interval(_ duration: TimeInterval, _ frames: Int) -> TimeInterval {
        let d = duration.isFinite ? Swift.max(0, duration) : 0
        return frames > 1 ? d / Double(frames - 1) : d
    }

    /// `count` quick taps with `fingers` fingers at `point` (further fingers 20 points to its right).
    public static func tap(at point: CGPoint? = nil, count: Int = 1, fingers: Int = 1) -> TouchSimulation {
        let spots = (0..<Swift.max(1, fingers)).map { Location(point, offset: CGPoint(x: CGFloat($0) * 20, y: 0)) }
        return TouchSimulation(sequences: (1...Swift.max(1, count)).map { k in
            Sequence(fingers: spots.map { [$0, $0] }, frameInterval: 0.05, tapCount: k)
        })
    }

    /// A finger held still at `point` for `duration` seconds, then lifted.
    public static func longPress(at point: CGPoint? = nil, duration: TimeInterval = 0.8) -> TouchSimulation {
        let d = duration.isFinite ? Swift.max(0, duration) : 0
        let frames = Swift.max(2, Int((d / 0.1).rounded(.up)) + 1)
        return TouchSimulation(sequences: [Sequence(fingers: [Array(repeating: Location(point), count: frames)],
                                                    frameInterval: interval(d, frames), tapCount: 1)])
    }

    /// One finger dragged in a straight line from `start` to `end` in `steps` moves over `duration` seconds.
    public static func pan(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.3) -> TouchSimulation {
        let n = Swift.max(1, steps)
        let points: [CGPoint?] = (0...n).map { i in
            let t = CGFloat(i) / CGFloat(n)
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        return TouchSimulation(fingers: [points], duration: duration)
    }

    /// A quick flick of `distance` points in `direction`, starting at `point`.
    public static func swipe(_ direction: UISwipeGestureRecognizer.Direction, from point: CGPoint? = nil,
                             distance: CGFloat = 120) -> TouchSimulation {
        var dx: CGFloat = 0, dy: CGFloat = 0
        if direction.contains(.right) { dx = distance } else if direction.contains(.left) { dx = -distance }
        if direction.contains(.down) { dy = distance } else if direction.contains(.up) { dy = -distance }
        let frames: [Location] = (0...6).map { i in
            let t = CGFloat(i) / 6
            return Location(point, offset: CGPoint(x: dx * t, y: dy * t))
        }
        return TouchSimulation(sequences: [Sequence(fingers: [frames], frameInterval: 0.02, tapCount: 1)])
    }

    /// Two fingers on either side of `center`, moving from `startDistance` apart to
    /// `endDistance` apart (farther apart zooms in).
    public static func pinch(center: CGPoint? = nil, from startDistance: CGFloat = 100, to endDistance: CGFloat,
                             steps: Int = 10, duration: TimeInterval = 0.3) -> TouchSimulation {
        let n = Swift.max(1, steps)
        func finger(_ sign: CGFloat) -> [Location] {
            (0...n).map { i in
                let d = startDistance + (endDistance - startDistance) * CGFloat(i) / CGFloat(n)
                return Location(center, offset: CGPoint(x: sign * d / 2, y: 0))
            }
        }
        return TouchSimulation(sequences: [Sequence(fingers: [finger(-1), finger(1)], frameInterval: interval(duration, n + 1), tapCount: 1)])
    }

    /// Two fingers `distance` apart turning about `center` by `angle` radians (positive is
    /// clockwise on screen).
    public static func rotation(center: CGPoint? = nil, by angle: CGFloat, distance: CGFloat = 100,
                                steps: Int = 10, duration: TimeInterval = 0.3) -> TouchSimulation {
        let n = Swift.max(1, steps)
        func finger(_ offset: Double) -> [Location] {
            (0...n).map { i in
                let a = Double(angle) * Double(i) / Double(n) + offset
                let r = Double(distance) / 2
                return Location(center, offset: CGPoint(x: r * DeterministicMath.cos(a), y: r * DeterministicMath.sin(a)))
            }
        }
        return TouchSimulation(sequences: [Sequence(fingers: [finger(DeterministicMath.pi), finger(0)],
                                                    frameInterval: interval(duration, n + 1), tapCount: 1)])
    }
}

extension UIView {
    /// Delivers `touches` to the view's hierarchy, Designable only: see ``TouchSimulation``.
    ///
    /// Nothing is rendered; snapshot the view afterwards to see what the touches changed.
    public func simulate(_ touches: TouchSimulation) {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        root.layoutIfNeeded()
        let session = TouchSession(root: root)
        var time = SnapshotClock.now
        func rootPoint(_ location: TouchSimulation.Location) -> CGPoint { convert(location.resolved(in: bounds), to: root) }
        for (index, sequence) in touches.sequences.enumerated() {
            if index > 0 { time += touches.gap }
            let frames = sequence.fingers.first?.count ?? 1
            let down = session.began(sequence.fingers.map { rootPoint($0[0]) }, time: time, tapCount: sequence.tapCount)
            for frame in 1..<Swift.max(1, frames) {
                time += sequence.frameInterval
                session.moved(down, to: sequence.fingers.map { rootPoint($0[frame]) }, time: time)
            }
            if frames == 1 { time += sequence.frameInterval }
            session.ended(down, time: time)
        }
        session.finish()
    }

    /// Taps the view at `point` (its centre when omitted), Designable only: the same as
    /// `simulate(.tap(at: point))`.
    public func simulateTap(at point: CGPoint? = nil) { simulate(.tap(at: point)) }
}
