import Foundation
import Locking

/// What a view keeps for UIKit APIs that a snapshot records but that change no pixels:
/// restoration, focus groups, the large content viewer, motion effects, content size limits.
struct ViewSDKExtras {
    var restorationIdentifier: String?
    var focusGroupIdentifier: String?
    var focusGroupPriority = UIFocusGroupPriority.ignored
    var focusEffect: UIFocusEffect?
    var accessibilityIgnoresInvertColors = false
    var showsLargeContentViewer = false
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets = UIEdgeInsets.zero
    var motionEffects: [UIMotionEffect] = []
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var readableGuide: UILayoutGuide?
}

extension UIView {
    /// The identifier state restoration finds the view by; kept, as nothing is restored here.
    public var restorationIdentifier: String? {
        get { sdkExtras.restorationIdentifier }
        set { sdkExtras.restorationIdentifier = newValue }
    }
    /// The focus group the view belongs to, for keyboard and remote focus; kept for source compatibility.
    public var focusGroupIdentifier: String? {
        get { sdkExtras.focusGroupIdentifier }
        set { sdkExtras.focusGroupIdentifier = newValue }
    }
    /// How strongly the view's group is preferred when focus moves.
    public var focusGroupPriority: UIFocusGroupPriority {
        get { sdkExtras.focusGroupPriority }
        set { sdkExtras.focusGroupPriority = newValue }
    }
    /// The effect shown while focused; nothing is focused in a snapshot.
    public var focusEffect: UIFocusEffect? {
        get { sdkExtras.focusEffect }
        set { sdkExtras.focusEffect = newValue }
    }
    /// Whether Smart Invert leaves the view as it is; no inversion is applied here.
    public var accessibilityIgnoresInvertColors: Bool {
        get { sdkExtras.accessibilityIgnoresInvertColors }
        set { sdkExtras.accessibilityIgnoresInvertColors = newValue }
    }
    /// Whether a long press shows the view enlarged, at the largest accessibility sizes.
    public var showsLargeContentViewer: Bool {
        get { sdkExtras.showsLargeContentViewer }
        set { sdkExtras.showsLargeContentViewer = newValue }
    }
    /// The title the large content viewer shows.
    public var largeContentTitle: String? {
        get { sdkExtras.largeContentTitle }
        set { sdkExtras.largeContentTitle = newValue }
    }
    /// The image the large content viewer shows.
    public var largeContentImage: UIImage? {
        get { sdkExtras.largeContentImage }
        set { sdkExtras.largeContentImage = newValue }
    }
    /// Whether the large content viewer scales ``largeContentImage``.
    public var scalesLargeContentImage: Bool {
        get { sdkExtras.scalesLargeContentImage }
        set { sdkExtras.scalesLargeContentImage = newValue }
    }
    /// Insets around ``largeContentImage`` in the viewer.
    public var largeContentImageInsets: UIEdgeInsets {
        get { sdkExtras.largeContentImageInsets }
        set { sdkExtras.largeContentImageInsets = newValue }
    }

    /// The motion effects added to the view.
    ///
    /// Snapshot semantics: the device never tilts, so an effect moves nothing.
    public var motionEffects: [UIMotionEffect] {
        get { sdkExtras.motionEffects }
        set { sdkExtras.motionEffects = newValue }
    }
    /// Adds a motion effect; see ``motionEffects``.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !sdkExtras.motionEffects.contains(where: { $0 === effect }) { sdkExtras.motionEffects.append(effect) }
    }
    /// Removes a motion effect.
    public func removeMotionEffect(_ effect: UIMotionEffect) { sdkExtras.motionEffects.removeAll { $0 === effect } }

    /// Whether the view's margins grow to its superview's where they overlap, as
    /// `preservesSuperviewLayoutMargins`; recorded, as margins here are the view's own.
    public var preservesSuperviewLayoutMargins: Bool {
        get { sdkExtras.preservesSuperviewLayoutMargins }
        set { sdkExtras.preservesSuperviewLayoutMargins = newValue }
    }
    /// Whether the margins are measured from the safe area; the same either way where the safe
    /// area is the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { sdkExtras.insetsLayoutMarginsFromSafeArea }
        set { sdkExtras.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The smallest content size category the view and its subviews are given, as
    /// `minimumContentSizeCategory`: Dynamic Type below it draws at it.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { sdkExtras.minimumContentSizeCategory }
        set { sdkExtras.minimumContentSizeCategory = newValue; UIView.contentSizeLimitsWereSet.withLock { $0 = true }; setNeedsLayout() }
    }
    /// The largest content size category the view and its subviews are given.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { sdkExtras.maximumContentSizeCategory }
        set { sdkExtras.maximumContentSizeCategory = newValue; UIView.contentSizeLimitsWereSet.withLock { $0 = true }; setNeedsLayout() }
    }
    /// The limits in force, for debugging, as `appliedContentSizeCategoryLimitsDescription`.
    public var appliedContentSizeCategoryLimitsDescription: String {
        let low = sdkExtras.minimumContentSizeCategory?.rawValue ?? "none"
        let high = sdkExtras.maximumContentSizeCategory?.rawValue ?? "none"
        return "<\(type(of: self))>: minimum \(low), maximum \(high)"
    }

    /// Whether any view was ever given a content size limit, so trait lookups can skip the walk.
    static let contentSizeLimitsWereSet = Locked(false)

    /// `category` within the limits of this view and its ancestors.
    func limitedContentSizeCategory(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        var result = category
        var view: UIView? = self
        while let v = view {
            if let low = v.sdkExtras.minimumContentSizeCategory, result < low { result = low }
            if let high = v.sdkExtras.maximumContentSizeCategory, result > high { result = high }
            view = v.superview
        }
        return result
    }

    /// The frame of the rectangle layout aligns, for `frame`: `frame` less ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame whose alignment rectangle is `alignmentRect`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The view's layer transform, in 3D, as `transform3D`.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// The point of the bounds the view turns and scales about, as `anchorPoint` (iOS 16): the
    /// layer's, (0.5, 0.5) by default.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The view's constraints that affect `axis`, for debugging, as `constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let attributes: Set<NSLayoutConstraint.Attribute> = axis == .horizontal
            ? [.left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins]
            : [.top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins]
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let v = view {
            for c in v.constraints where (c.firstItem === self && attributes.contains(c.firstAttribute))
                || (c.secondItem === self && attributes.contains(c.secondAttribute)) {
                found.append(c)
            }
            view = v.superview
        }
        return found
    }

    /// Moves an ambiguous view to another solution, for debugging; the solver gives the same
    /// answer every time here, so the view stays.
    public func exerciseAmbiguityInLayout() {}

    /// The layout guide of the readable width for text, as `readableContentGuide`: the margins
    /// guide, no wider than 672 points, centred, as iOS gives it at the default text size.
    public var readableContentGuide: UILayoutGuide {
        if let guide = sdkExtras.readableGuide { return guide }
        let guide = UILayoutGuide(identifier: "UIViewReadableContentGuide", owningView: self) { view in
            var insets = view.layoutMargins
            let available = view.bounds.width - insets.left - insets.right
            if available > 672 {
                let extra = (available - 672) / 2
                insets.left += extra
                insets.right += extra
            }
            return insets
        }
        sdkExtras.readableGuide = guide
        return guide
    }

    /// Where the keyboard is, as `keyboardLayoutGuide` (iOS 15): with no keyboard shown, as in
    /// every snapshot, a guide along the bottom as tall as the bottom safe-area inset.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = sdkExtras.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        sdkExtras.keyboardGuide = guide
        return guide
    }
}

/// The keyboard's place as a layout guide, as UIKit's `UIKeyboardLayoutGuide`.
///
/// Snapshot semantics: no keyboard is ever up, so the guide is the bottom safe-area strip.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating keyboard; kept for source compatibility.
    open var followsUndockedKeyboard = false

    init(owningView: UIView) {
        super.init(identifier: "UIViewKeyboardLayoutGuide", owningView: owningView) { view in
            UIEdgeInsets(top: view.bounds.height - view.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
        }
    }
}

/// How strongly a focus group is preferred, as UIKit's `UIFocusGroupPriority`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Not preferred.
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// Preferred over ignored groups.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// Preferred over previously focused ones.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// Always preferred.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The look of a focused view, as UIKit's `UIFocusEffect`; nothing is focused in a snapshot.
open class UIFocusEffect: NSObject {
    /// The system's default focus effect.
    public override init() { super.init() }
}

/// A change of a view's properties as the device tilts, as UIKit's `UIMotionEffect`.
///
/// Snapshot semantics: the device never tilts, so effects move nothing.
open class UIMotionEffect: NSObject {
    /// An effect.
    public override init() { super.init() }
    /// The key paths and values for a viewer at `viewerOffset`; none by default.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect moving one key path between two values, as UIKit's `UIInterpolatingMotionEffect`.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which tilt axis drives the effect, as `UIInterpolatingMotionEffect.EffectType`.
    public enum EffectType: Int, Sendable {
        /// Left and right.
        case tiltAlongHorizontalAxis = 0
        /// Up and down.
        case tiltAlongVerticalAxis = 1
    }
    /// The key path moved.
    public let keyPath: String
    /// The axis.
    public let type: EffectType
    /// The value at full tilt one way.
    open var minimumRelativeValue: Any?
    /// The value at full tilt the other way.
    open var maximumRelativeValue: Any?

    /// An effect moving `keyPath` as the device tilts along `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
}

/// Several motion effects as one, as UIKit's `UIMotionEffectGroup`.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects.
    open var motionEffects: [UIMotionEffect]?
}
