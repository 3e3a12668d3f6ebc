import Foundation

/// The base of Core Animation's animations, as `CAAnimation`: timing (``CAMediaTiming``), a
/// timing function, a delegate, and whether the layer drops it once it ends.
///
/// ```swift
/// let fill = CABasicAnimation(keyPath: "strokeEnd")
/// fill.fromValue = 0
/// fill.toValue = 1
/// fill.duration = 0.5
/// ring.add(fill, forKey: "fill")
/// ```
///
/// ## Snapshot semantics
/// - A snapshot renders the **model layer**, as iOS snapshots do: an animation does not
///   change `.image`. The delegate's `animationDidStart(_:)` and
///   `animationDidStop(_:finished:)` (and UIKit and `CATransaction` completions) run before
///   the render draws, in the order of the times they would run on a device, so the view
///   looks as it will once its animations finish.
/// - `.image(at: .milliseconds(250))` renders the **presentation** at that moment of a
///   deterministic clock that starts at 0: every animation evaluated with its timing function,
///   fill mode and repeats. Callbacks due by then run first.
/// - Time only moves forward: render earlier moments before later ones, and the model last.
///
/// Differs from Core Animation on purpose: nothing reads a real clock (see
/// ``CACurrentMediaTime()``), and an animation with a duration of 0 lasts 0.25 s, as Core
/// Animation's default transaction duration.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying, @unchecked Sendable {
    /// The pacing of each iteration; linear when `nil`.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; retained, as Core Animation retains it.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer removes the animation once it ends (the default); set it to false with
    /// `fillMode = .forwards` to keep the final value on screen.
    open var isRemovedOnCompletion = true
    /// When the animation begins, in the layer's time; 0 means "now" when it is added.
    open var beginTime: CFTimeInterval = 0
    /// One iteration's length in seconds; 0 means 0.25.
    open var duration: CFTimeInterval = 0
    /// How fast the animation runs; 0 freezes it at ``timeOffset``.
    open var speed: Float = 1
    /// Added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many iterations run (fractions allowed); `.infinity` or `HUGE` for ever.
    open var repeatCount: Float = 0
    /// How long the iterations run in all, instead of ``repeatCount``.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration runs forwards then backwards.
    open var autoreverses = false
    /// What shows before the animation begins and after it ends; `.removed` by default.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Accepted for source compatibility: renders are frames chosen by the test.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Values set with ``setValue(_:forKey:)``, which code uses to tag animations for its delegate.
    var userValues: [String: Any] = [:]
    /// The completions (UIKit blocks, transactions, property animators) waiting for this animation.
    var completionGroups: [AnimationCompletionGroup] = []
    /// Whether `animationDidStart(_:)` has run for this added copy.
    var didStart = false
    /// Whether the animation's stop has been handled for this added copy.
    var didStop = false
    /// The order in which animations were added, which breaks ties between events at one time.
    var sequence = 0

    /// A new animation with Core Animation's defaults.
    public required override init() { super.init() }

    /// A new animation, as `CABasicAnimation.animation()` in Objective-C style code.
    open class func animation() -> Self { Self() }

    /// The value a key has before anything sets it; `nil` by default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value for `key` is archived; always true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Stores `value` under `key` on the animation, as key-value coding does on iOS, where code
    /// tags an animation (`anim.setValue(layer, forKey: "layer")`) to find it in its delegate.
    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

    /// The value stored under `key` with ``setValue(_:forKey:)``.
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// Adds the animation to `anObject` (a layer) for `event`, as Core Animation runs actions.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy with the same settings, as Core Animation copies an animation when it is added.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        return copy
    }

    /// Copies every setting of `other`; subclasses copy theirs and call `super`.
    func copyState(from other: CAAnimation) {
        timingFunction = other.timingFunction; delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; preferredFrameRateRange = other.preferredFrameRateRange; userValues = other.userValues
        completionGroups = other.completionGroups
    }

    // MARK: Evaluation

    /// Applies the animation's value at `parentTime` (the layer's local time, or a group's) to
    /// the presentation copy `layer`. The base class animates nothing.
    func apply(to layer: CALayer, at parentTime: CFTimeInterval) {}

    /// The length of one iteration, with Core Animation's default for 0.
    var effectiveDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The animation's timing at a moment of its parent's time.
    var timing: AnimationTiming {
        AnimationTiming(beginTime: beginTime, duration: effectiveDuration, speed: Double(speed), timeOffset: timeOffset,
                        repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
                        fillMode: fillMode)
    }
}

/// Told when an added animation starts and stops, as Core Animation's `CAAnimationDelegate`.
/// Both methods have defaults that do nothing, as Objective-C's optional methods have.
///
/// Snapshot semantics: see ``CAAnimation``. The calls come from the render, with
/// ``CACurrentMediaTime()`` reading the moment the event happens on the snapshot clock.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before it ended (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A range of frame rates, as Core Animation's `CAFrameRateRange`; accepted for source compatibility.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The preferred rate.
    public var preferred: Float?

    /// A range of rates, with a preferred one.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Whatever the display offers.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
