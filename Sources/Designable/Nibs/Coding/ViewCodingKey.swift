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
    /// The key of the view's frame, a `CGRect`.
    public static let frame = "frame"
    /// The key of the view's background colour.
    public static let backgroundColor = "backgroundColor"
    /// The key of the view's tint colour.
    public static let tintColor = "tintColor"
    /// The key of the view's opacity, a number from 0 to 1.
    public static let alpha = "alpha"
    /// The key of whether the view is hidden.
    public static let hidden = "hidden"
    /// The key of whether the view declares itself opaque.
    public static let opaque = "opaque"
    /// The key of whether the view clips its subviews to its bounds (`clipsToBounds`).
    public static let clipsSubviews = "clipsSubviews"
    /// The key of the view's integer tag.
    public static let tag = "tag"
    /// The key of the view's content mode.
    public static let contentMode = "contentMode"
    /// The key of whether the view takes part in touch handling.
    public static let userInteractionEnabled = "userInteractionEnabled"
    /// The key of the view's autoresizing mask.
    public static let autoresizingMask = "autoresizingMask"
    /// The key of the view's accessibility identifier.
    public static let accessibilityIdentifier = "accessibilityIdentifier"
    /// The key of the light or dark appearance the view forces on itself and its subviews.
    public static let overrideUserInterfaceStyle = "overrideUserInterfaceStyle"
    /// An array of `UIView`, added in order, bottom first.
    public static let subviews = "subviews"
    /// A `UIEdgeInsets`: IB's `<edgeInsets key="layoutMargins">` (or its directional form, left to right).
    public static let layoutMargins = "layoutMargins"
    /// Content hugging along the horizontal axis, a priority from 1 to 1000 (IB writes labels' 251 explicitly).
    public static let horizontalHuggingPriority = "horizontalHuggingPriority"
    /// Content hugging along the vertical axis, a priority from 1 to 1000.
    public static let verticalHuggingPriority = "verticalHuggingPriority"
    /// Compression resistance along the horizontal axis, a priority from 1 to 1000.
    public static let horizontalCompressionResistancePriority = "horizontalCompressionResistancePriority"
    /// Compression resistance along the vertical axis, a priority from 1 to 1000.
    public static let verticalCompressionResistancePriority = "verticalCompressionResistancePriority"

    // UIStackView
    /// `horizontal` or `vertical`.
    public static let axis = "axis"
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing` or `equalCentering`.
    public static let distribution = "distribution"
    /// `fill`, `leading`/`top`, `center`, `trailing`/`bottom`, `firstBaseline` or `lastBaseline`.
    public static let alignment = "alignment"
    /// The gap between arranged subviews, in points.
    public static let spacing = "spacing"
    /// `YES` to measure spacing between baselines.
    public static let baselineRelativeArrangement = "baselineRelativeArrangement"
    /// `YES` to arrange within the layout margins.
    public static let layoutMarginsRelativeArrangement = "layoutMarginsRelativeArrangement"

    // Text: UILabel, UITextField, UITextView, UIButton's title
    /// The key of the text of a label, text field or text view.
    public static let text = "text"
    /// The key of the styled text of a label, text field or text view (`<attributedString>`).
    public static let attributedText = "attributedText"
    /// The key of a text field's styled placeholder (`<attributedString>`).
    public static let attributedPlaceholder = "attributedPlaceholder"
    /// The key of the text colour of a label, text field or text view.
    public static let textColor = "textColor"
    /// The key of a label's text colour while highlighted, IB's `<color key="highlightedColor">`.
    public static let highlightedColor = "highlightedColor"
    /// The key of the font of a label, text field, text view or button's title; IB's `fontDescription`.
    public static let font = "fontDescription"
    /// The key of the text alignment of a label, text field or text view.
    public static let textAlignment = "textAlignment"
    /// The key of a label's maximum number of lines; 0 for no limit.
    public static let numberOfLines = "numberOfLines"
    /// The key of how a label wraps and truncates its text.
    public static let lineBreakMode = "lineBreakMode"
    /// The key of whether a label shrinks its font to fit its width.
    public static let adjustsFontSizeToFit = "adjustsFontSizeToFit"
    /// The key of the smallest scale a label may shrink its font to.
    public static let minimumScaleFactor = "minimumScaleFactor"
    /// The key of a text field's placeholder.
    public static let placeholder = "placeholder"
    /// The key of a text field's border style.
    public static let borderStyle = "borderStyle"

    // Images and controls
    /// The key of an image view's image.
    public static let image = "image"
    /// The key of an image view's highlighted image.
    public static let highlightedImage = "highlightedImage"
    /// The key of a button's type.
    public static let buttonType = "buttonType"
    /// The key of a button's ``UIButton/Configuration-swift.struct``, IB's `<buttonConfiguration key="configuration">`.
    public static let buttonConfiguration = "configuration"
    /// A button's insets, `UIEdgeInsets`, through `decodeObject(forKey:)`: IB's
    /// `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=/>`.
    public static let contentEdgeInsets = "contentEdgeInsets"
    /// The key of a button's title insets, as ``contentEdgeInsets``.
    public static let titleEdgeInsets = "titleEdgeInsets"
    /// The key of a button's image insets, as ``contentEdgeInsets``.
    public static let imageEdgeInsets = "imageEdgeInsets"
    /// The key of a control's horizontal content alignment.
    public static let contentHorizontalAlignment = "contentHorizontalAlignment"
    /// The key of a control's vertical content alignment.
    public static let contentVerticalAlignment = "contentVerticalAlignment"
    /// The key of whether a control is enabled.
    public static let enabled = "enabled"
    /// The key of whether a control is selected.
    public static let selected = "selected"
    /// The key of whether a control or image view is highlighted.
    public static let highlighted = "highlighted"
    /// The key of whether a switch is on.
    public static let on = "on"
    /// The key of a switch's track colour when on.
    public static let onTintColor = "onTintColor"
    /// The key of a switch's thumb colour.
    public static let thumbTintColor = "thumbTintColor"
    /// The key of a segmented control's selected segment.
    public static let selectedSegmentIndex = "selectedSegmentIndex"
    /// An array of `String`, one per segment.
    public static let segmentTitles = "segmentTitles"
    /// The key of whether an activity indicator is animating.
    public static let animating = "animating"
    /// The key of whether an activity indicator hides when stopped.
    public static let hidesWhenStopped = "hidesWhenStopped"
    /// The key of an activity indicator's colour.
    public static let color = "color"
    /// The key of an activity indicator's style.
    public static let style = "style"

    // UISlider, UIStepper, UIPageControl, UIProgressView: numbers through `decodeDouble(forKey:)`
    /// The key of a slider's or stepper's value.
    public static let value = "value"
    /// The key of a slider's minimum value: IB writes `minValue`.
    public static let sliderMinimumValue = "minValue"
    /// The key of a slider's maximum value: IB writes `maxValue`.
    public static let sliderMaximumValue = "maxValue"
    /// The key of a stepper's minimum value.
    public static let minimumValue = "minimumValue"
    /// The key of a stepper's maximum value.
    public static let maximumValue = "maximumValue"
    /// The key of a stepper's step.
    public static let stepValue = "stepValue"
    /// The key of whether a stepper wraps past its ends.
    public static let wraps = "wraps"
    /// The key of whether a held stepper keeps stepping.
    public static let autorepeat = "autorepeat"
    /// The key of whether a slider or stepper sends its value changes while it is touched.
    public static let continuous = "continuous"
    /// The key of the image before a slider's track, by name.
    public static let minimumValueImage = "minimumValueImage"
    /// The key of the image after a slider's track, by name.
    public static let maximumValueImage = "maximumValueImage"
    /// The key of the colour of a slider's track before the thumb.
    public static let minimumTrackTintColor = "minimumTrackTintColor"
    /// The key of the colour of a slider's track after the thumb.
    public static let maximumTrackTintColor = "maximumTrackTintColor"
    /// The key of a page control's number of pages.
    public static let numberOfPages = "numberOfPages"
    /// The key of a page control's current page.
    public static let currentPage = "currentPage"
    /// The key of whether a page control hides itself for a single page.
    public static let hidesForSinglePage = "hidesForSinglePage"
    /// The key of the colour of a page control's other pages' indicators.
    public static let pageIndicatorTintColor = "pageIndicatorTintColor"
    /// The key of the colour of a page control's current page indicator.
    public static let currentPageIndicatorTintColor = "currentPageIndicatorTintColor"
    /// The key of a page control's background style: `automatic`, `prominent` or `minimal`.
    public static let backgroundStyle = "backgroundStyle"
    /// The key of a page control's direction: `natural`, `leftToRight`, `rightToLeft`, `topToBottom` or `bottomToTop`.
    public static let direction = "direction"
    /// The key of whether a page control can be scrubbed.
    public static let allowsContinuousInteraction = "allowsContinuousInteraction"
    /// The key of the image a page control's indicators show, by name.
    public static let preferredIndicatorImage = "preferredIndicatorImage"
    /// The key of the image a page control's current page indicator shows, by name.
    public static let preferredCurrentPageIndicatorImage = "preferredCurrentPageIndicatorImage"
    /// The key of a progress view's progress, from 0 to 1.
    public static let progress = "progress"
    /// The key of a progress view's style: `default` or `bar`.
    public static let progressViewStyle = "progressViewStyle"
    /// The key of the colour of a progress view's filled part.
    public static let progressTintColor = "progressTintColor"
    /// The key of the colour of a progress view's track.
    public static let trackTintColor = "trackTintColor"
    /// The key of the image of a progress view's filled part, by name.
    public static let progressImage = "progressImage"
    /// The key of the image of a progress view's track, by name.
    public static let trackImage = "trackImage"

    /// The keys whose attribute is an image name, decoded as a ``UIImage``.
    static let imageKeys = [image, highlightedImage, minimumValueImage, maximumValueImage, preferredIndicatorImage,
                            preferredCurrentPageIndicatorImage, progressImage, trackImage]

    // Lists: UICollectionView, UITableView and their cells
    /// The key of a cell's or reusable view's reuse identifier, which a storyboard's prototype
    /// cells register under.
    public static let reuseIdentifier = "reuseIdentifier"
    /// The key of a table view cell's standard style: IB's `IBUITableViewCellStyleSubtitle` and the like.
    public static let cellStyle = "style"
    /// The key of a table view cell's accessory: `disclosureIndicator`, `checkmark`, `detailButton`…
    public static let accessoryType = "accessoryType"
    /// The key of how a table view cell looks selected: `default`, `none`, `blue` or `gray`.
    public static let selectionStyle = "selectionStyle"
    /// The key of a table view cell's indentation step, in points.
    public static let indentationWidth = "indentationWidth"
    /// The key of a table view cell's indentation level.
    public static let indentationLevel = "indentationLevel"
    /// The id of the label a table view cell's style uses as its `textLabel`.
    public static let textLabel = "textLabel"
    /// The id of the label a table view cell's style uses as its `detailTextLabel`.
    public static let detailTextLabel = "detailTextLabel"
    /// The id of the image view a table view cell's style uses as its `imageView`.
    public static let imageView = "imageView"
    /// The key of a table view's style: `plain`, `grouped` or `insetGrouped`.
    public static let tableStyle = "style"
    /// The key of a table view's row height, in points.
    public static let rowHeight = "rowHeight"
    /// The key of a table view's estimated row height, in points.
    public static let estimatedRowHeight = "estimatedRowHeight"
    /// The key of a table view's section header height, in points.
    public static let sectionHeaderHeight = "sectionHeaderHeight"
    /// The key of a table view's section footer height, in points.
    public static let sectionFooterHeight = "sectionFooterHeight"
    /// The key of a table view's separator style: `default`, `none` or `singleLineEtched`.
    public static let separatorStyle = "separatorStyle"
    /// The key of a table view's separator colour.
    public static let separatorColor = "separatorColor"

    /// A per-state key for buttons, as IB's `<state key="normal" title=…>`: for example
    /// `ViewCodingKey.state(.normal, "title")`, `ViewCodingKey.state(.selected, "titleColor")`
    /// or `ViewCodingKey.state(.highlighted, "image")`.
    public static func state(_ state: UIControl.State, _ property: String) -> String {
        "state.\(state.ibName).\(property)"
    }
}
