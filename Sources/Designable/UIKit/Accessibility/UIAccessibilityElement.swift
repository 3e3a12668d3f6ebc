import Foundation

/// An element for assistive technologies that is not a view, as UIKit's `UIAccessibilityElement`:
/// a part a control draws itself (a range slider's thumb, a chart's bar), which the control
/// returns from ``UIView/accessibilityElement(at:)``.
///
/// Snapshots draw nothing of it; it keeps what a test of the control's accessibility reads, and
/// its ``accessibilityIncrement()`` and ``accessibilityDecrement()`` run the control's code as
/// VoiceOver's swipes would.
open class UIAccessibilityElement: NSObject {
    /// The view (or other element) that holds this one, held weakly as on iOS.
    open var accessibilityContainer: Any? {
        get { container }
        set { container = newValue as AnyObject? }
    }
    private weak var container: AnyObject?

    /// Whether assistive technologies visit the element; `false` until set, as on iOS.
    open var isAccessibilityElement = false
    /// A short description of the element: "Minimum price".
    open var accessibilityLabel: String?
    /// What activating or adjusting the element does.
    open var accessibilityHint: String?
    /// The element's current value: "$20".
    open var accessibilityValue: String?
    /// What the element is and how it behaves: `.adjustable` for a thumb.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A string that identifies the element to UI tests.
    open var accessibilityIdentifier: String?
    /// The language its label and value are spoken in, as a BCP 47 tag.
    open var accessibilityLanguage: String?

    /// The element's frame in screen coordinates: the one set, else
    /// ``accessibilityFrameInContainerSpace`` converted from the container view, as on iOS.
    open var accessibilityFrame: CGRect {
        get {
            if let frame = screenFrame { return frame }
            guard usesContainerSpace, let view = container as? UIView else { return .zero }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { screenFrame = newValue }
    }
    private var screenFrame: CGRect?

    /// The element's frame in its container view's coordinates, which follows the view as it
    /// moves; `.zero` until set.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { usesContainerSpace = true; screenFrame = nil }
    }
    private var usesContainerSpace = false

    /// An element held by `container`, as `init(accessibilityContainer:)`.
    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
        super.init()
    }

    /// Increments the element's value (VoiceOver's swipe up); override it in an adjustable element.
    open func accessibilityIncrement() {}
    /// Decrements the element's value (VoiceOver's swipe down).
    open func accessibilityDecrement() {}
    /// Activates the element (VoiceOver's double tap); `false` lets the system tap its centre.
    open func accessibilityActivate() -> Bool { false }
}
