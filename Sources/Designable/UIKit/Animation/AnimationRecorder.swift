import Foundation
import Raster

/// What a `UIView` animation block changes: the view-backing layers' animatable properties,
/// with their values before the block and after each keyframe, from which the block's Core
/// Animation animations are built once it has run.
///
/// Only a view's own layer is recorded, and only the properties UIKit animates in a block:
/// `bounds`, `position`, `transform`, `opacity`, `backgroundColor` and `cornerRadius`, as
/// `frame`, `bounds`, `center`, `transform`, `alpha` and `backgroundColor` reach them. A layer
/// of your own takes its implicit animation instead (`CALayer.action(forKey:)`), as on iOS.
final class AnimationRecorder: @unchecked Sendable {
    /// The block being recorded on this task, if any.
    @TaskLocal static var current: AnimationRecorder?

    static let animatableKeys: Set<String> = ["bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius"]

    /// One property's changes: its value before the block, and its value after each keyframe.
    struct Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var keyframes: [(start: Double, duration: Double, value: AnimatableValue)] = []
    }

    let parameters: AnimationParameters
    private(set) var tracks: [Track] = []
    private var index: [TrackKey: Int] = [:]
    private var touched: [Int] = []

    private struct TrackKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    init(parameters: AnimationParameters) { self.parameters = parameters }

    /// Notes that `layer` is about to change `key`, keeping its current value the first time.
    func layer(_ layer: CALayer, willChange key: String) {
        guard layer.owningView != nil, AnimationRecorder.animatableKeys.contains(key) else { return }
        let k = TrackKey(layer: ObjectIdentifier(layer), key: key)
        if let i = index[k] {
            if !touched.contains(i) { touched.append(i) }
            return
        }
        var initial = layer.animatableValue(forKey: key) ?? .discrete(nil)
        if parameters.beginsFromCurrentState, !layer.animationEntries.isEmpty,
           let shown = layer.presentationForRender(atLocalTime: layer.localTime(atClockTime: SnapshotClock.now)).animatableValue(forKey: key) {
            initial = shown
        }
        tracks.append(Track(layer: layer, key: key, initial: initial))
        index[k] = tracks.count - 1
        touched.append(tracks.count - 1)
    }

    /// Runs `block` as the keyframe from `start` for `duration` (fractions of the whole), and
    /// records the value every property it changed has afterwards.
    func record(start: Double, duration: Double, _ block: () -> Void) {
        let outer = touched
        touched = []
        AnimationRecorder.$current.withValue(self) { block() }
        for i in touched {
            let t = tracks[i]
            tracks[i].keyframes.append((start, duration, t.layer.animatableValue(forKey: t.key) ?? .discrete(nil)))
        }
        touched = outer
    }

    /// Builds the Core Animation animations of the recorded changes and adds them to their
    /// layers, joined to `group` when there is one.
    func commit(group: AnimationCompletionGroup?, keyframeMode: CAAnimationCalculationMode?) -> [(CALayer, CAAnimation)] {
        var added: [(CALayer, CAAnimation)] = []
        for track in tracks where !track.keyframes.isEmpty {
            let animation: CAPropertyAnimation
            if keyframeMode == nil, track.keyframes.count == 1, track.keyframes[0].start == 0, track.keyframes[0].duration == 1 {
                animation = parameters.basicAnimation(keyPath: track.key, from: track.initial, to: track.keyframes[0].value)
            } else {
                animation = parameters.keyframeAnimation(track: track, mode: keyframeMode ?? .linear)
            }
            if let group { animation.completionGroups.append(group) }
            track.layer.add(animation, forKey: track.key)
            if let stored = track.layer.animation(forKey: track.key) { added.append((track.layer, stored)) }
        }
        return added
    }
}

/// The timing a `UIView` animation block gives its animations.
struct AnimationParameters {
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var timingFunction: CAMediaTimingFunction? = CAMediaTimingFunction(name: .easeInEaseOut)
    /// Damping ratio and initial velocity, for spring animations.
    var spring: (dampingRatio: Double, velocity: Double)?
    var repeats = false
    var repeatCount: Float?
    var autoreverses = false
    var beginsFromCurrentState = false

    init(duration: TimeInterval, delay: TimeInterval = 0, options: UIView.AnimationOptions = []) {
        self.duration = duration
        self.delay = delay
        timingFunction = options.curve.timingFunction
        repeats = options.contains(.repeat)
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
    }

    /// Applies the block's timing to `animation`: duration, delay (holding the old value
    /// during it, as UIKit does), repetition.
    func configure(_ animation: CAAnimation) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = SnapshotClock.now + delay
            animation.fillMode = .backwards
        }
        if let repeatCount { animation.repeatCount = repeatCount } else if repeats { animation.repeatCount = .infinity }
        animation.autoreverses = autoreverses
    }

    func basicAnimation(keyPath: String, from: AnimatableValue, to: AnimatableValue) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let s = CASpringAnimation(keyPath: keyPath)
            let (stiffness, damping) = AnimationParameters.springConstants(duration: duration, dampingRatio: spring.dampingRatio)
            s.stiffness = CGFloat(stiffness)
            s.damping = CGFloat(damping)
            s.initialVelocity = CGFloat(spring.velocity)
            animation = s
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = timingFunction
        }
        animation.fromValue = from.anyValue
        animation.toValue = to.anyValue
        configure(animation)
        return animation
    }

    /// A keyframe animation through the track's keyframes: the value before each keyframe is
    /// held until it starts, then blends to its value by its end.
    func keyframeAnimation(track: AnimationRecorder.Track, mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
        var values: [Any] = [track.initial.anyValue as Any]
        var times: [Double] = [0]
        var previous = track.initial
        for frame in track.keyframes.sorted(by: { $0.start < $1.start }) {
            let start = Swift.min(1, Swift.max(0, frame.start)), end = Swift.min(1, Swift.max(start, frame.start + frame.duration))
            if start > times.last! { values.append(previous.anyValue as Any); times.append(start) }
            values.append(frame.value.anyValue as Any)
            times.append(end)
            previous = frame.value
        }
        if times.last! < 1 { values.append(previous.anyValue as Any); times.append(1) }
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.timingFunction = timingFunction
        configure(animation)
        return animation
    }

    /// Stiffness and damping (for a mass of 1) of a spring with `dampingRatio` that settles to
    /// within 0.1 % of its target by `duration`, which is how UIKit's spring animations end on
    /// time.
    static func springConstants(duration: TimeInterval, dampingRatio: Double) -> (stiffness: Double, damping: Double) {
        let zeta = Swift.min(1, Swift.max(0.01, dampingRatio.isFinite ? dampingRatio : 1))
        let d = Swift.max(0.01, duration)
        let omega = DeterministicMath.log(1000) / (zeta * d)
        return (omega * omega, 2 * zeta * omega)
    }
}
