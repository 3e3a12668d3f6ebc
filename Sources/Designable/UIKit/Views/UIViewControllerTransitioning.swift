import Foundation

/// The object that supplies a custom presentation's animators, as UIKit's
/// `UIViewControllerTransitioningDelegate`; every method is optional and returns `nil`
/// (UIKit's standard transition) by default.
///
/// Nothing is presented in a render, so these are never asked by Designable itself; a test can
/// ask them, and drive an animator with its own context.
///
/// Its optional methods' defaults also tell ``OptionalRequirement`` they are not implemented,
/// so an optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.method?(…)`) gives `nil` for them, as on iOS.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { OptionalRequirement.unimplemented(nil) }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { OptionalRequirement.unimplemented(nil) }
}

/// An animator for a transition between view controllers, as UIKit's
/// `UIViewControllerAnimatedTransitioning`.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition, then calls the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called once the transition has finished.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What a transition animator works with, as UIKit's `UIViewControllerContextTransitioning`.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are animated in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The controller the transition comes from (`.from`) or goes to (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the transition comes from or goes to.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view ends.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Tells UIKit the animation is over; `didComplete` false when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// Whether the transition was cancelled, as an interactive dismissal let go early is.
    var transitionWasCancelled: Bool { get }
    /// Whether the transition is driven by a gesture.
    var isInteractive: Bool { get }
    /// Where `vc`'s view starts.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Moves an interactive transition to `percentComplete`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition.
    func finishInteractiveTransition()
    /// Cancels an interactive transition.
    func cancelInteractiveTransition()
}

extension UIViewControllerContextTransitioning {
    /// Never cancelled, unless the context says so.
    public var transitionWasCancelled: Bool { false }
    /// Not interactive, unless the context says so.
    public var isInteractive: Bool { false }
    /// `.zero`, as UIKit answers for a view that starts off screen, unless the context says otherwise.
    public func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    /// Nothing to move, unless the context is interactive.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    /// Nothing to finish, unless the context is interactive.
    public func finishInteractiveTransition() {}
    /// Nothing to cancel, unless the context is interactive.
    public func cancelInteractiveTransition() {}
}

/// Which controller of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller being left.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller being shown.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view being left.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view being shown.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
