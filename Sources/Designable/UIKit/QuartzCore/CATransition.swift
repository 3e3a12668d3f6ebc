import Foundation

/// A transition between two states of a layer (a fade, a push, a reveal), as Core Animation's
/// `CATransition`, added with `layer.add(transition, forKey: kCATransition)`.
///
/// ```swift
/// let push = CATransition()
/// push.type = .push
/// push.subtype = .fromRight
/// push.duration = 0.3
/// label.layer.add(push, forKey: kCATransition)
/// label.text = "Step 2"
/// ```
///
/// When it is added, the transition takes a picture of the layer as it looks then (its
/// background, content, sublayers and subviews, with their animations at that moment). A render
/// at a moment of the transition (`.image(at:)`) draws that old picture and the layer's current
/// state as Core Animation does, at the progress `startProgress + (endProgress − startProgress)
/// × timingFunction(elapsed fraction)`:
/// - `.fade`: the old state fades out exactly as the new fades in (a cross-dissolve);
/// - `.push`: both slide by the layer's width or height in the subtype's direction (`.fromRight`:
///   the new state enters from the right edge as the old leaves by the left); `.moveIn`: the new
///   slides in over the old; `.reveal`: the old slides away, uncovering the new. The subtype is
///   `.fromLeft` when unset. The sliding states are clipped to the layer's bounds only when it
///   masks to them, as on iOS;
/// - the types UIKit's `transition(with:…)` uses: `"flip"` (also `"oglFlip"`) turns the layer
///   about its vertical axis (`.fromLeft`, `.fromRight`) or horizontal axis (`.fromTop`,
///   `.fromBottom`) through its centre, the side the subtype names coming towards the viewer,
///   seen in perspective with `m34 = −1/500` (an eye 500 points away; UIKit does not publish its
///   own): the old face until a quarter turn, the new face after. `"pageCurl"` and `"pageUnCurl"`
///   are drawn as a straight fold, not a curl: the old page folds up from the bottom edge
///   uncovering the new, or the new page unfolds down from the top over the old, the folded
///   flap showing the page's mirrored back under a white veil.
///
/// Other private types (`"cube"`, `"rippleEffect"`…) draw as `.fade`. `.image` (no moment)
/// renders the model, the new state, as iOS snapshots do.
///
/// Differs from Core Animation on purpose: Designable keeps no picture of what was last
/// displayed, so the old state is the layer as it is when the transition is added. Add the
/// transition before changing the layer, as above; a layer changed first shows its new state
/// on both sides. (`UIView.transition(with:…)` and `transition(from:to:…)` take the picture
/// before they change anything.) The picture is taken at the scale of the layer's last render
/// (2 before any), and resampled when a render asks for another scale. Taking it costs an
/// offscreen render of the layer's tree when the transition is added, whether or not a render
/// at a moment ever draws it, since the layer may change before then.
open class CATransition: CAAnimation, @unchecked Sendable {
    /// The kind of transition; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction of a push, move-in or reveal.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0...1.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0...1.
    open var endProgress: Float = 1
    /// A Core Image filter for the transition; accepted for source compatibility.
    open var filter: Any?

    /// The picture of the layer's old state, taken when the transition was added (or, for
    /// UIKit's transitions, before their changes); `nil` until then.
    var oldState: TransitionSnapshot?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress; filter = o.filter
        oldState = o.oldState
    }

    /// The transition's progress at `state`: its timing curve between start and end progress.
    func progress(at state: AnimationTiming.State) -> Double {
        func unit(_ v: Float) -> Double { v.isFinite ? Swift.min(1, Swift.max(0, Double(v))) : 0 }
        let eased = timingFunction?.progress(state.fraction) ?? state.fraction
        let start = unit(startProgress), end = unit(endProgress)
        return start + (end - start) * eased
    }

    /// The transition `layer` is in at its local time `t`, with its progress: the last one added
    /// that is active (or filling) then.
    static func active(on layer: CALayer, at t: CFTimeInterval) -> (CATransition, Double)? {
        for entry in layer.animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition, transition.oldState != nil,
                  let state = transition.timing.state(at: t) else { continue }
            return (transition, transition.progress(at: state))
        }
        return nil
    }
}

/// The kinds of ``CATransition``, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name, as Core Animation spells it.
    public var rawValue: String
    /// A kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away to reveal the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a ``CATransition``, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name, as Core Animation spells it.
    public var rawValue: String
    /// A direction from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
