import Foundation

/// An interruptible view animation, as UIKit's `UIViewPropertyAnimator`: animation blocks run
/// when it starts (or is paused or scrubbed), and it can be paused, scrubbed with
/// ``fractionComplete``, stopped and finished at its start, end or current state.
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
    /// Whether scrubbing follows time linearly; accepted for source compatibility.
    open var scrubsLinearly = true
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
    private var added: [(layer: CALayer, animation: CAAnimation)] = []
    private var pausedFraction: CGFloat = 0
    private var startTime: CFTimeInterval = 0
    /// How the animations' own time maps to ``fractionComplete``: they run from `base` towards
    /// `target` for `length` seconds after `lead`; `(0, 1, duration, delay)` until retimed.
    private var timeline: (base: CGFloat, target: CGFloat, length: TimeInterval, lead: TimeInterval)?
    /// Each animated property's values at the start and at the end, to run towards either.
    private var ends: [(layer: CALayer, key: String, start: AnimatableValue, end: AnimatableValue)] = []

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

    /// Adds an animation block, run when the animator starts.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animation block starting `delayFactor` (0...1) of the remaining duration late.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animationBlocks.append((animation, Swift.min(1, Swift.max(0, delayFactor))))
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
            self.delay = Swift.max(0, delay)
            activate(paused: false)
        } else if !isRunning {
            resume()
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
        for (_, animation) in added {
            animation.speed = 0
            animation.timeOffset = animationTime(at: pausedFraction)
        }
    }

    /// How far the animation has run, 0...1; setting it scrubs a paused animation there.
    open var fractionComplete: CGFloat {
        get { isRunning ? currentFraction : pausedFraction }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { activate(paused: true) }
            pausedFraction = Swift.min(1, Swift.max(0, newValue.isFinite ? newValue : 0))
            for (_, animation) in added { animation.timeOffset = animationTime(at: pausedFraction) }
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

    /// Continues a paused animation from where it is to its end, on `parameters`' curve (the
    /// animator's own when `nil`) over `durationFactor` times the original ``duration`` (the
    /// remaining part of it when 0), as an interactive transition hands over to the animator
    /// when the finger lifts. ``fractionComplete`` then runs from where it was to 1 over that
    /// time, and the completions run at the end.
    ///
    /// Differs from UIKit on purpose: the new curve takes over at once, with no blending from
    /// the previous one.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return startAnimation() }
        if isRunning { pauseAnimation() }
        if let parameters { timingParameters = parameters }
        let target: CGFloat = isReversed ? 0 : 1
        let length = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) * duration : Double(abs(target - pausedFraction)) * duration
        retime(towards: target, over: length, running: true)
    }

    /// Turns an active animation around where it is, keeping it running or paused.
    private func turnAround() {
        let wasRunning = isRunning
        if isRunning { pauseAnimation() }
        let target: CGFloat = isReversed ? 0 : 1
        retime(towards: target, over: Double(abs(target - pausedFraction)) * duration, running: wasRunning)
    }

    /// Replaces the animations with ones from what shows now to the start (`target` 0) or the
    /// end (1) over `length` seconds on the current curve, the model set to where they go.
    private func retime(towards target: CGFloat, over length: TimeInterval, running: Bool) {
        let base = pausedFraction
        var retimed = AnimationParameters(duration: Swift.max(0, length))
        retimed.timingFunction = timingFunction
        retimed.spring = spring
        let group = makeCompletionGroup()
        var replaced: [(layer: CALayer, animation: CAAnimation)] = []
        for (layer, key, start, end) in ends {
            let shown = layer.presentationForRender(atLocalTime: layer.localTime(atClockTime: SnapshotClock.now)).animatableValue(forKey: key)
            let goal = target == 0 ? start : end
            LayerProperties.set(layer, keyPath: key, goal)
            guard let shown, length > 0, base != target else { continue }
            let animation = retimed.basicAnimation(keyPath: key, from: shown, to: goal)
            animation.completionGroups.append(group)
            replaced.append((layer, animation))
        }
        removeAnimations()
        for (layer, animation) in replaced {
            let key = (animation as? CAPropertyAnimation)?.keyPath
            layer.add(animation, forKey: key)
            if let key, let stored = layer.animation(forKey: key) { added.append((layer, stored)) }
        }
        timeline = (base, target, Swift.max(0, length), 0)
        startTime = SnapshotClock.now
        isRunning = running
        if !running {
            for (_, animation) in added {
                animation.speed = 0
                animation.timeOffset = 0
            }
        }
        group.close()
    }

    // MARK: Running

    private var currentFraction: CGFloat {
        let (base, target, length, lead) = timeline ?? (0, 1, duration, delay)
        guard length > 0 else { return target }
        let elapsed = Swift.min(1, Swift.max(0, (SnapshotClock.now - startTime - lead) / length))
        return base + (target - base) * CGFloat(elapsed)
    }

    /// The animations' own time at which they show `fraction`.
    private func animationTime(at fraction: CGFloat) -> TimeInterval {
        let (base, target, length, _) = timeline ?? (0, 1, duration, delay)
        guard base != target else { return length }
        return Swift.min(length, Swift.max(0, Double((fraction - base) / (target - base)) * length))
    }

    private var timingFunction: CAMediaTimingFunction? {
        (timingParameters as? UICubicTimingParameters)?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
    }

    private var spring: (dampingRatio: Double, velocity: Double)? {
        (timingParameters as? UISpringTimingParameters).map { (Double($0.dampingRatio), Double($0.initialVelocity.dx)) }
    }

    /// The group the animations join: when they all end, the animator completes at its end.
    /// Held strongly, as UIKit keeps a running animator alive until it finishes: the layers'
    /// animations hold the group, and the group lets go once it has run.
    private func makeCompletionGroup() -> AnimationCompletionGroup {
        AnimationCompletionGroup { finished in
            guard finished, self.state == .active else { return }
            if self.pausesOnCompletion {
                self.pausedFraction = self.isReversed ? 0 : 1
                self.isRunning = false
                return
            }
            self.complete(self.isReversed ? .start : .end)
        }
    }

    /// Runs the animation blocks, as `UIView.animate` would, keeping the animations to control them.
    private func activate(paused: Bool) {
        if state == .inactive {
            // A finished or abandoned run leaves nothing for the next.
            timeline = nil
            ends = []
            pausedFraction = 0
        }
        let group = makeCompletionGroup()
        var parameters = AnimationParameters(duration: duration, delay: delay)
        parameters.timingFunction = timingFunction
        parameters.spring = spring
        let recorder = AnimationRecorder(parameters: parameters)
        let blocks = animationBlocks
        animationBlocks = []
        // A block added with a delay factor starts that far into the duration and ends with it.
        for (block, factor) in blocks { recorder.record(start: Double(factor), duration: 1 - Double(factor), block) }
        for track in recorder.tracks {
            guard let end = track.keyframes.last?.value else { continue }
            ends.removeAll { $0.layer === track.layer && $0.key == track.key }
            ends.append((track.layer, track.key, track.initial, end))
        }
        startTime = SnapshotClock.now
        state = .active
        isRunning = !paused
        added += recorder.commit(group: group, keyframeMode: nil)
        if paused {
            for (_, animation) in added {
                animation.speed = 0
                animation.timeOffset = animationTime(at: pausedFraction)
            }
        }
        group.close()
    }

    private func resume() {
        isRunning = true
        let time = animationTime(at: pausedFraction)
        startTime = SnapshotClock.now - time - (timeline?.lead ?? delay)
        for (layer, animation) in added {
            animation.speed = 1
            animation.timeOffset = 0
            animation.beginTime = layer.localTime(atClockTime: SnapshotClock.now) - time
        }
    }

    /// Sets the model to the start, the end or what shows now, and removes the animations.
    private func settle(at position: UIViewAnimatingPosition) {
        for (layer, key, start, end) in ends {
            switch position {
            case .start:
                LayerProperties.set(layer, keyPath: key, start)
            case .end:
                LayerProperties.set(layer, keyPath: key, end)
            case .current:
                let shown = layer.presentationForRender(atLocalTime: layer.localTime(atClockTime: SnapshotClock.now))
                if let value = shown.animatableValue(forKey: key) { LayerProperties.set(layer, keyPath: key, value) }
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
        ends = []
        timeline = nil
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
