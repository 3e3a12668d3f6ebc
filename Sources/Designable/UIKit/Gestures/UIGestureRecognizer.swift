import Foundation

/// The base of gesture recognizers, as UIKit's `UIGestureRecognizer`: it watches the touches of
/// the view it is attached to (and its subviews), moves through its ``State``s, and sends its
/// action to its targets when it begins, changes, ends or is cancelled.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: Selector("toggle"))
/// addGestureRecognizer(tap)
/// ```
///
/// Actions are called through ``SelectorTable``: register the method the selector names (the
/// `UIKitSources` plugin does it for `#selector`). Touches come from Designable's touch
/// simulation (``UIView/simulate(_:)``); a render never touches anything.
///
/// ## Writing a recognizer (UIKit's `UIGestureRecognizerSubclass`)
/// Override ``touchesBegan(_:with:)`` and its siblings, call `super`, and set ``state``, which is
/// settable here as it is in UIKit's subclass header. Override ``reset()`` to clear your state.
open class UIGestureRecognizer: NSObject {
    private var targets: [(target: WeakTarget, action: Selector)] = []
    private var storedState: State = .possible

    /// The object deciding what the recognizer may do; held weakly, as in UIKit.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer receives touches; turning it off cancels a gesture in progress.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue, storedState == .began || storedState == .changed { state = .cancelled } }
    }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the view's own touch handling is cancelled once the gesture is recognized; true by default.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only once the gesture fails; accepted, touches are delivered at once.
    open var delaysTouchesBegan = false
    /// Whether touch ends reach the view only once the gesture fails; accepted, touches are delivered at once.
    open var delaysTouchesEnded = true
    /// The touch types the recognizer accepts, as raw `UITouch.TouchType` values.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer accepts; accepted for source compatibility.
    open var allowedPressTypes: [NSNumber] = []
    /// Whether touches of other types are ignored once one type is seen; accepted for source compatibility.
    open var requiresExclusiveTouchType = true
    /// A name for the recognizer, for your code and for descriptions.
    open var name: String?

    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// The touches the recognizer is following, in the order they began.
    var trackedTouches: [UITouch] = []
    /// A state this recognizer asked for while waiting for another recognizer to fail.
    var pendingState: State?
    /// The touch sequence in progress, while one is being simulated.
    weak var session: TouchSession?

    /// A recognizer that sends `action` to `target` (either may be `nil`).
    /// A recognizer from an Interface Builder document, with no target yet: a document's
    /// recognizers are connected to their actions by the loader, as on iOS.
    public init?(coder: NSCoder) {
        super.init()
    }

    /// The modifier keys held when the event began: none, as no keyboard is attached.
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The buttons held (a pointer's); the primary one while touches are down, as a finger is.
    open var buttonMask: UIEvent.ButtonMask { numberOfTouches > 0 ? .primary : [] }
    /// Whether the recognizer sees `event`; `true` unless its delegate says otherwise, as UIKit's default.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
    /// Touches whose estimated force or position were refined; ignored, as simulated touches are exact.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Physical presses began (a remote's or keyboard's); none arrive in a snapshot.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// Adds a target and action; the action may take the recognizer as its argument.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(target as AnyObject), action))
    }

    /// Removes the matching targets and actions (`nil` matches any).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target.target === (target as AnyObject)) && (action == nil || entry.action == action)
        }
    }

    /// Where the gesture is: possible until it begins (continuous gestures) or is recognized
    /// (discrete ones), then ended, cancelled or failed. Setting it (as a subclass does) sends
    /// the action for `.began`, `.changed`, `.ended` and `.cancelled`.
    open var state: State {
        get { storedState }
        set { GestureArbiter.request(self, newValue) }
    }

    /// Applies a state the arbiter allowed, and sends the action.
    func applyState(_ newState: State) {
        storedState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: sendActions()
        default: break
        }
    }

    /// Puts the recognizer back to `.possible` without sending anything, as after a gesture.
    func resetToPossible() {
        storedState = .possible
        pendingState = nil
        trackedTouches = []
        reset()
    }

    private func sendActions() {
        for (target, action) in targets {
            guard let object = target.target else { continue }
            ActionDispatch.send(action, to: object, sender: self)
        }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before recognizing, as a
    /// single tap waits for a double tap.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// The centroid of the touches, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.map { $0.location(in: view) }
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// The location of touch `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    /// How many touches the recognizer is following.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    /// Clears the recognizer's own state after a gesture; override and call `super`.
    open func reset() {}

    /// Stops following `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }

    /// Whether recognizing prevents `preventedGestureRecognizer` from recognizing; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents this one; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Fingers touched down; subclasses override and call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved; subclasses override and call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted; subclasses override and call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were taken away; the default cancels a gesture in progress and fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// The states of a gesture recognizer, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not recognized yet: the start.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (or a discrete gesture was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }
}

/// A recognizer held weakly, for failure requirements.
final class WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// What a gesture recognizer's delegate may decide, as UIKit's `UIGestureRecognizerDelegate`.
/// Every method has UIKit's default, as Objective-C's optional methods do.
///
/// Its optional methods' defaults also tell ``OptionalRequirement`` they are not implemented,
/// so an optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.method?(…)`) gives `nil` for them, as on iOS.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin; true by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer must wait for the other to fail; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the other recognizer must wait for this one to fail; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch`; true by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { OptionalRequirement.unimplemented(true) }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { OptionalRequirement.unimplemented(false) }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { OptionalRequirement.unimplemented(false) }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { OptionalRequirement.unimplemented(false) }
    /// True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { OptionalRequirement.unimplemented(true) }
}
