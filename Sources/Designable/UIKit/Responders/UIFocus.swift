import Foundation

/// A change of focus, as UIKit's `UIFocusUpdateContext`: where focus was and where it goes.
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus.
    open private(set) weak var previouslyFocusedView: UIView?
    /// The view that gets focus.
    open private(set) weak var nextFocusedView: UIView?

    /// A change from `previous` to `next`.
    public init(previouslyFocusedView previous: UIView?, nextFocusedView next: UIView?) {
        previouslyFocusedView = previous
        nextFocusedView = next
    }
}

/// Runs animations alongside a focus change, as UIKit's `UIFocusAnimationCoordinator`: at
/// once, as a render shows the end state.
open class UIFocusAnimationCoordinator: NSObject {
    /// Runs `animations`, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
