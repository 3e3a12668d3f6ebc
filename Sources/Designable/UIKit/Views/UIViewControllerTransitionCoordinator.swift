import Foundation

/// What a size transition's alongside animations are told, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has gone.
    var percentComplete: CGFloat { get }
    /// How fast the transition finishes.
    var completionVelocity: CGFloat { get }
    /// The curve the transition finishes on.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation applied to the interface, for a rotation.
    var targetTransform: CGAffineTransform { get }
    /// The controller the transition comes from (`.from`) or goes to (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the transition comes from or goes to.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition, as UIKit's `UIViewControllerTransitionCoordinator`;
/// a controller receives one in `viewWillTransition(to:with:)`.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `animation` alongside the transition, for a view outside it, and `completion` after it.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's user lets go; never, here.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of ``UIViewController/simulateTransition(to:)``: the alongside animations
/// run once the root view has its new size, in an animation block (so they end at once, as a
/// render shows them), then the completions.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private weak var controller: UIViewController?
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(controller: UIViewController) {
        self.controller = controller
        containerView = controller.view
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controller }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { controller?.viewIfLoaded }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func finish() {
        let animations = animations
        UIView.animate(withDuration: transitionDuration) { for animation in animations { animation(self) } }
        for completion in completions { completion(self) }
    }
}

extension UIViewController {
    /// Resizes the root view to `size` as a rotation or a split-screen change does on iOS:
    /// ``viewWillTransition(to:with:)`` is called with a coordinator, the view takes its new size
    /// and is laid out, then the animations registered alongside run (ending at once, as a render
    /// shows them) and their completions follow.
    ///
    /// ```swift
    /// let tabs = AnimatedTabBarController()
    /// tabs.simulateTransition(to: CGSize(width: 844, height: 390))
    /// assertSnapshot(of: tabs, as: .image)
    /// ```
    public func simulateTransition(to size: CGSize) {
        let coordinator = SizeTransitionCoordinator(controller: self)
        viewWillTransition(to: size, with: coordinator)
        view.frame.size = size
        view.layoutIfNeeded()
        coordinator.finish()
    }
}
