import Foundation

/// UIKit's block-based view animations, with the snapshot semantics a test needs.
///
/// ```swift
/// UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
///     self.thumb.center.x = self.bounds.maxX - 16
///     self.track.backgroundColor = .systemGreen
/// } completion: { _ in
///     self.sendActions(for: .valueChanged)
/// }
/// ```
///
/// As in UIKit, the block's changes apply to the views at once (the model), and each change
/// to a view's frame, bounds, center, transform, alpha, backgroundColor (and its layer's
/// cornerRadius) becomes a Core Animation animation from the old value to the new, with the
/// block's duration, delay, curve or spring, added to the view's layer.
///
/// Snapshot semantics:
/// - `.image` renders the model, so a view looks as it will once its animations finish; the
///   completion runs before the render returns (see ``CAAnimation``).
/// - `.image(at: .milliseconds(150))` renders the animations at that moment: halfway through a
///   0.3 s block, the thumb is halfway (along the curve), and the completion has not run yet.
/// - A block with a duration of 0 (and no delay), or run with animations disabled, changes the
///   views without animating and runs its completion at once.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds after `delay`, with
    /// `options`, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(AnimationParameters(duration: duration, delay: delay, options: options), options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, lower values
    /// oscillate; `velocity` is the starting speed in distances per second. The spring settles
    /// by the end of `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var parameters = AnimationParameters(duration: duration, delay: delay, options: options)
        parameters.spring = (Double(dampingRatio), Double(velocity))
        run(parameters, options: options, animations: animations, completion: completion)
    }

    /// Animates with a spring that settles in about `duration` seconds with `bounce` (0 for
    /// none), as iOS 17's spring animations.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var parameters = AnimationParameters(duration: duration, delay: delay, options: options)
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 - Double(bounce))
        parameters.spring = (ratio, Double(initialSpringVelocity))
        run(parameters, options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes apply at once, even
    /// inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecorder.$current.withValue(nil) { actionsWithoutAnimation() }
    }

    /// Whether animation blocks animate on this thread; true by default.
    public class var areAnimationsEnabled: Bool { !AnimationsDisabled.onThisThread }

    /// Turns animation blocks on or off for this thread.
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationsDisabled.onThisThread = !enabled }

    /// The duration of the enclosing animation block, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationRecorder.current?.parameters.duration ?? 0 }

    /// Runs `animations` with the enclosing block's animations repeating `count` times, reversed
    /// on alternate runs when `autoreverses`.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = AnimationRecorder.current else { animations(); return }
        var parameters = outer.parameters
        parameters.repeatCount = Float(count)
        parameters.autoreverses = autoreverses
        let inner = AnimationRecorder(parameters: parameters)
        inner.record(start: 0, duration: 1, animations)
        _ = inner.commit(group: nil, keyframeMode: nil)
    }

    /// Animates with keyframes added by ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations`; changes made outside a keyframe animate over the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        var parameters = AnimationParameters(duration: duration, delay: delay, options: options.animationOptions)
        parameters.timingFunction = nil
        run(parameters, options: options.animationOptions, keyframeMode: options.calculationMode,
            animations: animations, completion: completion)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``, animates the
    /// changes `animations` makes from `frameStartTime` for `frameDuration` (fractions of the
    /// whole duration); outside one, applies them at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = AnimationRecorder.current else { animations(); return }
        recorder.record(start: frameStartTime, duration: frameDuration, animations)
    }

    /// Changes `view` with `animations` in a transition (a cross-dissolve, a flip, a curl) over
    /// `duration` seconds, then calls `completion`.
    ///
    /// As in UIKit, a picture of the view (its subtree) is taken before `animations` runs, the
    /// changes apply at once, and a moment of the transition draws the picture of the old state
    /// giving way to the new as the option says: `.transitionCrossDissolve` fades one into the
    /// other, the flips turn the view about its centre, the curls fold a page (see
    /// ``CATransition`` for the details and what is approximated), at the progress of the
    /// options' curve. Animatable changes in the block animate too only with
    /// `.allowAnimatedContent`; with `.transitionNone` the changes just apply, and the
    /// completion still waits for the duration.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let old = takePicture(of: view.layer, duration: duration, options: options)
        if options.contains(.allowAnimatedContent), let animations {
            run(AnimationParameters(duration: duration, options: options), options: options, animations: animations, completion: nil)
        } else {
            performWithoutAnimation { animations?() }
        }
        addTransition(to: view.layer, oldState: old, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` by `toView` in a transition: `fromView` leaves its superview and
    /// `toView` takes its place, or with `.showHideTransitionViews` one is hidden and the other
    /// shown. The transition runs on the superview, from a picture of it taken before the swap
    /// (see ``transition(with:duration:options:animations:completion:)``).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let layer = (container ?? toView).layer
        let old = takePicture(of: layer, duration: duration, options: options)
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let container {
            container.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        addTransition(to: layer, oldState: old, duration: duration, options: options, completion: completion)
    }

    /// Performs a system animation on `views` alongside `parallelAnimations`: `.delete` removes
    /// the views from their superviews.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: 0.3, delay: 0, options: options, animations: { parallelAnimations?() }) { finished in
            for view in views { view.removeFromSuperview() }
            completion?(finished)
        }
    }

    // MARK: Running blocks

    private class func run(_ parameters: AnimationParameters, options: AnimationOptions, keyframeMode: CAAnimationCalculationMode? = nil,
                           animations: () -> Void, completion: ((Bool) -> Void)?) {
        var parameters = parameters
        if let outer = AnimationRecorder.current, !options.contains(.overrideInheritedOptions) {
            // A nested block takes the enclosing block's duration and curve, unless told not to.
            if !options.contains(.overrideInheritedDuration) { parameters.duration = outer.parameters.duration }
            if !options.contains(.overrideInheritedCurve) { parameters.timingFunction = outer.parameters.timingFunction }
        }
        let group = completion.map { AnimationCompletionGroup($0) }
        guard areAnimationsEnabled, parameters.duration > 0 || parameters.delay > 0 else {
            performWithoutAnimation(animations)
            group?.close()
            return
        }
        let recorder = AnimationRecorder(parameters: parameters)
        recorder.record(start: 0, duration: 1, animations)
        _ = recorder.commit(group: group, keyframeMode: keyframeMode)
        group?.close()
    }

    /// The picture of `layer`'s old state for a transition that will run, taken before anything
    /// changes; `nil` when no transition will be drawn.
    private class func takePicture(of layer: CALayer, duration: TimeInterval, options: AnimationOptions) -> TransitionSnapshot? {
        guard areAnimationsEnabled, duration > 0, options.transition != nil else { return nil }
        return TransitionSnapshot.capture(layer)
    }

    private class func addTransition(to layer: CALayer, oldState: TransitionSnapshot?, duration: TimeInterval,
                                     options: AnimationOptions, completion: ((Bool) -> Void)?) {
        let group = completion.map { AnimationCompletionGroup($0) }
        if areAnimationsEnabled, duration > 0 {
            // With no transition to draw, a plain animation keeps the completion's time.
            let animation: CAAnimation
            if let (type, subtype) = options.transition, let oldState {
                let transition = CATransition()
                transition.type = type
                transition.subtype = subtype
                transition.oldState = oldState
                animation = transition
            } else {
                animation = CAAnimation()
            }
            animation.duration = duration
            animation.timingFunction = options.curve.timingFunction
            if let group { animation.completionGroups.append(group) }
            layer.add(animation, forKey: kCATransition)
        }
        group?.close()
    }
}

/// The key UIKit adds its transitions under.
public let kCATransition = "transition"

/// `UIView.setAnimationsEnabled(_:)`'s switch, kept per thread.
enum AnimationsDisabled {
    static var onThisThread: Bool {
        get { Thread.current.threadDictionary["Designable.animationsDisabled"] as? Bool ?? false }
        set { Thread.current.threadDictionary["Designable.animationsDisabled"] = newValue }
    }
}
