/// The keys the standard views read in `init?(coder:)`.
///
/// They are the attribute and element keys of Interface Builder's XML (`clipsSubviews`,
/// `textColor`, …), so a coder reading IB documents can pass values through by name. Values:
/// - colours are ``UIColor``, fonts ``UIFont``, images ``UIImage``, strings `String`, and the
///   frame a `CGRect` (all through `decodeObject(forKey:)`);
/// - numbers through `decodeDouble(forKey:)`, integers through `decodeInteger(forKey:)`,
///   flags through `decodeBool(forKey:)`;
/// - enumerations either as UIKit's raw `Int` or as IB's spelling (`"scaleAspectFit"`,
///   `"center"`, `"roundedRect"`), through `decodeObject(forKey:)`.
public enum ViewCodingKey {
    // UIView
    public static let frame = "frame"
    public static let backgroundColor = "backgroundColor"
    public static let tintColor = "tintColor"
    public static let alpha = "alpha"
    public static let hidden = "hidden"
    public static let opaque = "opaque"
    public static let clipsSubviews = "clipsSubviews"
    public static let tag = "tag"
    public static let contentMode = "contentMode"
    public static let userInteractionEnabled = "userInteractionEnabled"
    public static let autoresizingMask = "autoresizingMask"
    public static let accessibilityIdentifier = "accessibilityIdentifier"
    public static let overrideUserInterfaceStyle = "overrideUserInterfaceStyle"
    /// An array of `UIView`, added in order, bottom first.
    public static let subviews = "subviews"

    // Text: UILabel, UITextField, UITextView, UIButton's title
    public static let text = "text"
    public static let textColor = "textColor"
    public static let font = "fontDescription"
    public static let textAlignment = "textAlignment"
    public static let numberOfLines = "numberOfLines"
    public static let lineBreakMode = "lineBreakMode"
    public static let adjustsFontSizeToFit = "adjustsFontSizeToFit"
    public static let minimumScaleFactor = "minimumScaleFactor"
    public static let placeholder = "placeholder"
    public static let borderStyle = "borderStyle"

    // Images and controls
    public static let image = "image"
    public static let highlightedImage = "highlightedImage"
    public static let buttonType = "buttonType"
    public static let contentHorizontalAlignment = "contentHorizontalAlignment"
    public static let contentVerticalAlignment = "contentVerticalAlignment"
    public static let enabled = "enabled"
    public static let selected = "selected"
    public static let highlighted = "highlighted"
    public static let on = "on"
    public static let onTintColor = "onTintColor"
    public static let thumbTintColor = "thumbTintColor"
    public static let selectedSegmentIndex = "selectedSegmentIndex"
    /// An array of `String`, one per segment.
    public static let segmentTitles = "segmentTitles"
    public static let animating = "animating"
    public static let hidesWhenStopped = "hidesWhenStopped"
    public static let color = "color"
    public static let style = "style"

    /// A per-state key for buttons, as IB's `<state key="normal" title=…>`: for example
    /// `ViewCodingKey.state(.normal, "title")`, `ViewCodingKey.state(.selected, "titleColor")`
    /// or `ViewCodingKey.state(.highlighted, "image")`.
    public static func state(_ state: UIControl.State, _ property: String) -> String {
        "state.\(state.ibName).\(property)"
    }
}
