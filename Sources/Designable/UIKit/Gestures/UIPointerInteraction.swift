import Foundation

/// How a view reacts to an iPad's pointer, as UIKit's `UIPointerInteraction`.
///
/// No pointer hovers over a snapshot, so nothing here changes a render. A test can ask what
/// the interaction would do with ``UIView/simulatePointerHover(at:)``, which calls the
/// delegate as iPadOS does when the pointer arrives.
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The object that chooses regions and styles; held weakly, as in UIKit.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?
    /// Whether the interaction responds to the pointer.
    open var isEnabled = true

    /// An interaction whose regions and styles `delegate` chooses.
    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

    /// Asks the delegate for its regions again; nothing is cached here, so there is nothing to drop.
    open func invalidate() {}

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// The region and style for the pointer at `location` in the view: the view's bounds and
    /// an automatic effect unless the delegate says otherwise; `nil` when the interaction is
    /// disabled or the delegate declines the region.
    func hover(at location: CGPoint) -> (region: UIPointerRegion, style: UIPointerStyle?)? {
        guard isEnabled, let view else { return nil }
        let request = UIPointerRegionRequest(location: location)
        let fallback = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return (fallback, UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))) }
        guard let region = OptionalRequirement.outside({ delegate.pointerInteraction(self, regionFor: request, defaultRegion: fallback) }) else {
            return nil
        }
        return (region, OptionalRequirement.outside { delegate.pointerInteraction(self, styleFor: region) })
    }
}

/// What a ``UIPointerInteraction`` asks, as UIKit's `UIPointerInteractionDelegate`; every
/// method is optional and defaults to UIKit's behaviour.
///
/// Its optional methods' defaults also tell ``OptionalRequirement`` they are not implemented,
/// so an optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.method?(…)`) gives `nil` for them, as on iOS.
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in; `defaultRegion` (the view's bounds) by default.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// How the pointer looks over `region`; `nil` for the system's automatic effect.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer entered `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer left `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { OptionalRequirement.unimplemented(defaultRegion) }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { OptionalRequirement.unimplemented(nil) }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) { OptionalRequirement.unimplemented(()) }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) { OptionalRequirement.unimplemented(()) }
}

/// Animations alongside the pointer's entering or leaving a region, as UIKit's
/// `UIPointerInteractionAnimating`: run at once, as every animation is in a render.
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Runs `animations` with the pointer's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the change is done.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// Where the pointer is, as UIKit's `UIPointerRegionRequest`.
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    init(location: CGPoint) { self.location = location }
}

/// A part of a view the pointer treats as one target, as UIKit's `UIPointerRegion`.
open class UIPointerRegion: NSObject {
    /// The region, in the interaction's view.
    public let rect: CGRect
    /// What the delegate tells regions apart by.
    public let identifier: AnyHashable?

    /// A region covering `rect`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// How the pointer looks over a region, as UIKit's `UIPointerStyle`.
open class UIPointerStyle: NSObject {
    /// The effect on the view under the pointer.
    public let effect: UIPointerEffect?
    /// The pointer's own shape.
    public let shape: UIPointerShape?

    /// A style applying `effect`, with the pointer in `shape` (the effect's own by default).
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
    }

    /// A style with the pointer in `shape`, as a text beam or a custom path.
    public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        effect = nil
        self.shape = shape
    }

    /// The pointer hidden over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(shape: .roundedRect(.zero, radius: 0)) }
}

/// What the pointer does to the view under it, as UIKit's `UIPointerEffect`.
public enum UIPointerEffect {
    /// The system's choice for the view.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts and the pointer fades into it.
    case lift(UITargetedPreview)
    /// The view changes as the pointer hovers, with the pointer still shown.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint over the view.
        case overlay
        /// A tint under the view.
        case underlay
    }
}

/// The pointer's shape, as UIKit's `UIPointerShape`.
public enum UIPointerShape {
    /// A custom outline.
    case path(UIBezierPath)
    /// A rounded rectangle, with the system's radius unless given.
    case roundedRect(CGRect, radius: CGFloat = 8)
    /// A vertical text beam of this length.
    case verticalBeam(length: CGFloat)
    /// A horizontal text beam of this length.
    case horizontalBeam(length: CGFloat)
}

/// A view as a preview for pointer effects and context menus, as UIKit's `UITargetedPreview`.
/// Nothing is drawn from it in a snapshot; pointer and menu code builds it, and tests read it.
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How the preview is cut out and backed.
    public let parameters: UIPreviewParameters
    /// Where the preview sits: in place, in the view's superview, unless given.
    public let target: UIPreviewTarget
    /// The preview's size: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view`, in place.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// A preview of `view`, in place, drawn with `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        target = UIPreviewTarget(container: view.superview ?? view, center: view.center)
    }

    /// A preview of `view`, drawn with `parameters`, at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// How a targeted preview is cut out and backed, as UIKit's `UIPreviewParameters`.
open class UIPreviewParameters: NSObject {
    /// The part of the view shown; all of it when `nil`.
    open var visiblePath: UIBezierPath?
    /// The shadow's outline; the visible path's when `nil`.
    open var shadowPath: UIBezierPath?
    /// The colour behind the view; UIKit's default is the system background.
    open var backgroundColor: UIColor! = .systemBackground

    /// Parameters showing the whole view.
    public override init() { super.init() }

    /// Parameters showing the given lines of text, as UIKit makes for text previews: the
    /// visible path is their rectangles.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(roundedRect: value.cgRectValue, cornerRadius: 4)) }
        visiblePath = path
    }
}

/// Where a targeted preview is shown, as UIKit's `UIPreviewTarget`.
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview there.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target at `center` in `container`.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// Axes, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axes' bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Axes from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The x axis.
    public static let horizontal = UIAxis(rawValue: 1)
    /// The y axis.
    public static let vertical = UIAxis(rawValue: 2)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

extension UIView {
    /// What iPadOS would do as the pointer arrives at `point` (in the view's coordinates): the
    /// region and style the topmost pointer interaction of the view or an ancestor chooses
    /// through its delegate, or `nil` when none takes it. Nothing is drawn differently.
    public func simulatePointerHover(at point: CGPoint) -> (region: UIPointerRegion, style: UIPointerStyle?)? {
        var view: UIView? = self, location = point
        while let current = view {
            for case let pointer as UIPointerInteraction in current.interactions.reversed() {
                if let answer = pointer.hover(at: location) { return answer }
            }
            if let parent = current.superview { location = current.convert(location, to: parent) }
            view = current.superview
        }
        return nil
    }
}
