import Foundation

/// An interruptible view animation, as UIKit's `UIViewPropertyAnimator`: animation blocks run
/// when it starts (or is paused or scrubbed), and it can be paused, scrubbed with
/// ``fractionComplete``, reversed, continued on new timing, stopped and finished at its start,
/// end or current state.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
///     card.transform = CGAffineTransform(translationX: 0, y: -120)
/// }
/// animator.addCompletion { position in card.isHidden = position == .end }
/// animator.startAnimation()
/// ```
///
/// Snapshot semantics, as for ``UIView/animate(withDuration:delay:options:animations:completion:)``:
/// the blocks change the views at once when the animator starts, `.image` renders that model
/// state and runs the completions (with `.end`) before it returns, and `.image(at:)` shows the
/// animation at a moment. A paused animator shows its ``fractionComplete`` at every moment and
/// never completes by itself.
///
/// Timing, as UIKit documents it:
/// - Every animated value is a function of ``fractionComplete``: the animator's curve (or
///   spring) applied to the share of its block's time that has passed. Running on, pausing,
///   reversing (``isReversed``) and continuing (``continueAnimation(withTimingParameters:durationFactor:)``
///   without new parameters) all move along that one path: an animation turned around retraces
///   its curve.
/// - While paused, with ``scrubsLinearly`` (the default), the values follow ``fractionComplete``
///   linearly; the curve applies whenever the animation runs. So pausing, or resuming, an
///   animator on a curve away from its ends moves its views between the two paths; set
///   ``scrubsLinearly`` to false to keep the curve while paused.
/// - A block added with ``addAnimations(_:delayFactor:)`` starts `delayFactor` × the remaining
///   duration late and ends with the others, its curve spread over its own shorter time. A
///   block added to an active animator runs over the remaining time.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The animator's timing curve.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// How long the animation runs, in seconds.
    open private(set) var duration: TimeInterval
    /// How long the animation waits before it runs, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Whether views take touches while animating; accepted for source compatibility.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing sees the model instead of the presentation; accepted for source compatibility.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and stopped; true by default.
    open var isInterruptible = true
    /// Whether a paused animator's views follow ``fractionComplete`` linearly (true, the
    /// default) or along the timing curve; the curve applies whenever the animation runs.
    open var scrubsLinearly = true {
        didSet { if scrubsLinearly != oldValue, state == .active, !isRunning { install() } }
    }
    /// Whether the animator stays active, paused at its end, instead of completing there; its
    /// completions then wait for ``stopAnimation(_:)`` and ``finishAnimation(at:)``.
    open var pausesOnCompletion = false
    /// Whether the animation runs back towards its start: setting it on an active animator turns
    /// it around where it is (a paused one stays paused), and it then completes at `.start`.
    open var isReversed = false {
        didSet { if isReversed != oldValue, state == .active { turnAround() } }
    }

    /// Whether the animator is inactive, active (running or paused), or stopped.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running (active and not paused).
    open private(set) var isRunning = false

    private var animationBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Every property the animator animates.
    private var tracks: [Track] = []
    /// The animations on the layers now, one per track.
    private var added: [(layer: CALayer, animation: CAAnimation)] = []
    private var pausedFraction: CGFloat = 0
    /// The current run: ``fractionComplete`` goes from `base` to `target` over `length` seconds,
    /// `lead` seconds after `startTime` on the snapshot clock.
    private var run: (base: Double, target: Double, length: TimeInterval, lead: TimeInterval) = (0, 1, 0, 0)
    private var startTime: CFTimeInterval = 0

    /// One animated property: its values before the animator and at its end, and the path it
    /// takes between them (see `PropertyAnimatorAnimation`).
    private struct Track {
        let layer: CALayer
        let key: String
        var start: AnimatableValue
        var end: AnimatableValue
        var from: AnimatableValue
        var to: AnimatableValue
        var window: (start: Double, end: Double)
        var curve: PropertyAnimatorAnimation.Curve
        var anchoredAtEnd = false
    }

    /// An animator with `parameters`' timing.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator with no duration and UIKit's default curve, as `UIViewPropertyAnimator()`.
    public convenience override init() { self.init(duration: 0, timingParameters: UICubicTimingParameters()) }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles by the end of `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once, as `UIView.animate` with a completion that receives the
    /// final position.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds an animation block, run when the animator starts (over the remaining time, if it
    /// has started).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animation block starting `delayFactor` (0...1) of the remaining duration late and
    /// ending with the others.
    ///
    /// UIKit's documentation multiplies the factor by the remaining duration in one sentence and
    /// by the duration in its example; this follows the definition: added to an animator at
    /// ``fractionComplete`` 0.25 with a factor of 0.5, the block waits half of the remaining 75 %.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animationBlocks.append((animation, Swift.min(1, Swift.max(0, delayFactor.isFinite ? delayFactor : 0))))
        if state == .active { activate(paused: !isRunning) }
    }

    /// Adds a block run when the animation completes, with the position it completed at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts or resumes the animation.
    open func startAnimation() { startAnimation(afterDelay: delay) }

    /// Starts the animation after `delay` seconds, or resumes a paused one.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        if state == .inactive {
            self.delay = Swift.max(0, delay.isFinite ? delay : 0)
            activate(paused: false)
        } else if !isRunning {
            let target: Double = isReversed ? 0 : 1
            runTowards(target, over: Swift.abs(target - Double(pausedFraction)) * duration)
        }
    }

    /// Pauses the animation where it is (an inactive animator becomes active at its start).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            activate(paused: true)
            return
        }
        guard isRunning else { return }
        pausedFraction = currentFraction
        isRunning = false
        install()
    }

    /// How far the animation has run, 0...1; setting it scrubs a paused animation there.
    open var fractionComplete: CGFloat {
        get { isRunning ? currentFraction : pausedFraction }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { activate(paused: true) }
            pausedFraction = Swift.min(1, Swift.max(0, newValue.isFinite ? newValue : 0))
            for (_, animation) in added { animation.timeOffset = Double(pausedFraction) }
        }
    }

    /// Stops the animation where it is: the views keep what they show now. Unless
    /// `withoutFinishing`, the animator waits for ``finishAnimation(at:)``; otherwise it becomes
    /// inactive and its completions never run.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        settle(at: .current)
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Finishes a stopped animation with the views at `finalPosition`, and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        settle(at: finalPosition)
        complete(finalPosition)
    }

    /// Continues a paused animation from where it is to its end (its start when reversed), over
    /// `durationFactor` times the original ``duration`` (the remaining part of it when 0), as an
    /// interactive transition hands over to the animator when the finger lifts. Without
    /// `parameters` the animation runs on along its own curve; with them, the rest runs from what
    /// shows now on the new curve. The completions run at the end.
    ///
    /// Differs from UIKit on purpose: a new curve takes over at once, with no blending from the
    /// previous one.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return startAnimation() }
        let f = Double(fractionComplete)
        let target: Double = isReversed ? 0 : 1
        let length = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) * duration : Swift.abs(target - f) * duration
        if let parameters, f != target {
            timingParameters = parameters
            let curve = curve(for: parameters, seconds: length)
            for i in tracks.indices {
                let track = tracks[i]
                guard let shown = shownValue(of: track.layer, track.key) else { continue }
                if target == 1 {
                    tracks[i].from = shown
                    tracks[i].to = track.end
                    tracks[i].window = (Swift.max(f, track.window.start), 1)
                    tracks[i].anchoredAtEnd = false
                } else {
                    // Back towards the start, easing out of what shows now.
                    guard f > track.window.start else { continue }
                    tracks[i].from = track.start
                    tracks[i].to = shown
                    tracks[i].window = (0, f)
                    tracks[i].anchoredAtEnd = true
                }
                tracks[i].curve = curve
            }
        }
        pausedFraction = CGFloat(f)
        runTowards(target, over: length)
    }

    /// Turns an active animation around where it is, keeping it running or paused; the model
    /// goes where the animation now goes.
    private func turnAround() {
        for track in tracks { LayerProperties.set(track.layer, keyPath: track.key, isReversed ? track.start : track.end) }
        guard isRunning else { return }
        pausedFraction = currentFraction
        let target: Double = isReversed ? 0 : 1
        runTowards(target, over: Swift.abs(target - Double(pausedFraction)) * duration)
    }

    // MARK: Running

    /// Runs from where the animator is to `target` over `length` seconds.
    private func runTowards(_ target: Double, over length: TimeInterval) {
        run = (Double(pausedFraction), target, Swift.max(0, length.isFinite ? length : 0), 0)
        startTime = SnapshotClock.now
        isRunning = true
        install()
    }

    private var currentFraction: CGFloat {
        guard isRunning else { return pausedFraction }
        let (base, target, length, lead) = run
        guard length > 0 else { return CGFloat(target) }
        let elapsed = Swift.min(1, Swift.max(0, (SnapshotClock.now - startTime - lead) / length))
        return CGFloat(base + (target - base) * elapsed)
    }

    /// The curve of `parameters` spread over `seconds` (a spring settles by then).
    private func curve(for parameters: UITimingCurveProvider?, seconds: Double) -> PropertyAnimatorAnimation.Curve {
        if let spring = parameters?.springTimingParameters {
            let (stiffness, damping) = AnimationParameters.springConstants(duration: seconds, dampingRatio: Double(spring.dampingRatio))
            let model = SpringModel(mass: 1, stiffness: stiffness, damping: damping, velocity: Double(spring.initialVelocity.dx))
            return .spring(model, seconds: seconds)
        }
        return .cubic(parameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// What `layer`'s property `key` shows now.
    private func shownValue(of layer: CALayer, _ key: String) -> AnimatableValue? {
        layer.presentationForRender(atLocalTime: layer.localTime(atClockTime: SnapshotClock.now)).animatableValue(forKey: key)
    }

    /// The group a run's animations join: when they all end, the animator completes there (or
    /// pauses, with ``pausesOnCompletion``). Held strongly, as UIKit keeps a running animator
    /// alive until it finishes: the layers' animations hold the group, and the group lets go
    /// once it has run.
    private func makeCompletionGroup() -> AnimationCompletionGroup {
        AnimationCompletionGroup { finished in
            guard finished, self.state == .active, self.isRunning else { return }
            if self.pausesOnCompletion {
                self.pausedFraction = CGFloat(self.run.target)
                self.isRunning = false
                self.install()
                return
            }
            self.complete(self.isReversed ? .start : .end)
        }
    }

    /// Runs the blocks added since the last call, as `UIView.animate` would, into tracks: each
    /// block's window starts its delay factor into the remaining fraction.
    private func activate(paused: Bool) {
        let wasActive = state == .active
        if !wasActive {
            tracks = []
            pausedFraction = isReversed ? 1 : 0
        }
        let f = wasActive ? Double(fractionComplete) : 0
        var parameters = AnimationParameters(duration: duration, delay: delay)
        // Added to an active animator, a block starts from what shows now.
        parameters.beginsFromCurrentState = wasActive
        let recorder = AnimationRecorder(parameters: parameters)
        let blocks = animationBlocks
        animationBlocks = []
        for (block, factor) in blocks {
            let start = f + Double(factor) * (1 - f)
            recorder.record(start: start, duration: 1 - start, block)
        }
        for recorded in recorder.tracks {
            guard let end = recorded.keyframes.last?.value, let windowStart = recorded.keyframes.map(\.start).min() else { continue }
            let existing = tracks.firstIndex { $0.layer === recorded.layer && $0.key == recorded.key }
            let track = Track(layer: recorded.layer, key: recorded.key, start: existing.map { tracks[$0].start } ?? recorded.initial,
                              end: end, from: recorded.initial, to: end, window: (windowStart, 1),
                              curve: curve(for: timingParameters, seconds: (1 - windowStart) * duration))
            if let existing { tracks[existing] = track } else { tracks.append(track) }
        }
        if !wasActive {
            state = .active
            if isReversed {
                for track in tracks { LayerProperties.set(track.layer, keyPath: track.key, track.start) }
            }
            run = (isReversed ? 1 : 0, isReversed ? 0 : 1, duration, delay)
            startTime = SnapshotClock.now
            isRunning = !paused
        }
        install()
    }

    /// Puts one animation per track on the layers for the current run, or for the pause,
    /// replacing the animator's animations there.
    private func install() {
        removeAnimations()
        let group = isRunning ? makeCompletionGroup() : nil
        let moves = run.length > 0 && run.base != run.target
        for track in tracks where !isRunning || moves {
            let animation = PropertyAnimatorAnimation(keyPath: track.key)
            animation.fromValue = track.from.anyValue
            animation.toValue = track.to.anyValue
            animation.curve = track.curve
            animation.window = track.window
            animation.anchoredAtEnd = track.anchoredAtEnd
            if let group {
                animation.segment = (run.base, run.target)
                animation.duration = run.length
                // Added now, its time already where the run is: before the run's start during a delay.
                animation.timeOffset = SnapshotClock.now - startTime - run.lead
                animation.fillMode = .backwards
                animation.completionGroups.append(group)
            } else {
                // Frozen at the fraction, its time never past its end, so it never completes.
                animation.segment = (0, 1)
                animation.duration = 1
                animation.speed = 0
                animation.timeOffset = Double(pausedFraction)
                animation.fillMode = .both
                animation.isRemovedOnCompletion = false
                animation.linear = scrubsLinearly
            }
            track.layer.add(animation, forKey: track.key)
            if let stored = track.layer.animation(forKey: track.key) { added.append((track.layer, stored)) }
        }
        group?.close()
    }

    /// Sets the model to the start, the end or what shows now, and removes the animations.
    private func settle(at position: UIViewAnimatingPosition) {
        for track in tracks {
            switch position {
            case .start:
                LayerProperties.set(track.layer, keyPath: track.key, track.start)
            case .end:
                LayerProperties.set(track.layer, keyPath: track.key, track.end)
            case .current:
                if let value = shownValue(of: track.layer, track.key) { LayerProperties.set(track.layer, keyPath: track.key, value) }
            }
        }
        removeAnimations()
    }

    /// Takes the animator's animations off their layers without telling their completion group.
    private func removeAnimations() {
        for (layer, animation) in added {
            animation.completionGroups = []
            animation.didStop = true
            layer.animationEntries.removeAll { $0.animation === animation }
        }
        added = []
    }

    private func complete(_ position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        added = []
        tracks = []
        let run = completions
        for completion in run { completion(position) }
    }
}

/// The states of an animator, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Running or paused.
    case active
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation finished, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end values.
    case end
    /// At its start values.
    case start
    /// Where it was when stopped.
    case current
}

/// What every animator does, as UIKit's `UIViewAnimating`.
public protocol UIViewAnimating: AnyObject {
    /// Whether the animator is inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running.
    var isRunning: Bool { get }
    /// Whether the animation runs backwards.
    var isReversed: Bool { get set }
    /// How far the animation has run.
    var fractionComplete: CGFloat { get set }
    /// Starts the animation.
    func startAnimation()
    /// Starts the animation after a delay.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation.
    func pauseAnimation()
    /// Stops the animation.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions, as UIKit's `UIViewImplicitlyAnimating`.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block, delayed by a fraction of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animation with new timing.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// A timing curve for an animator, as UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.cubic`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kinds of timing curve, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic curve and a spring.
    case composed
}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, when the parameters were made from one.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// UIKit's default curve, ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: [Float] = switch curve {
        case .easeInOut: [0.42, 0, 0.58, 1]
        case .easeIn: [0.42, 0, 1, 1]
        case .easeOut: [0, 0, 0.58, 1]
        case .linear: [0, 0, 1, 1]
        }
        controlPoint1 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        controlPoint2 = CGPoint(x: CGFloat(points[2]), y: CGFloat(points[3]))
        super.init()
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring timing curve, as UIKit's `UISpringTimingParameters`.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio: 1 settles without overshoot, lower values oscillate.
    public let dampingRatio: CGFloat
    /// The starting speed, in distances per second.
    public let initialVelocity: CGVector

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with damping ratio `ratio`.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with damping ratio `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// A spring from its physical constants; its damping ratio is `damping / (2 √(stiffness × mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (stiffness * mass).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
