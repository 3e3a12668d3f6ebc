import Designable; #sourceLocation(file: "Sources/DesignableGallery/Views/SelectorTextField.swift", line: 2)

/// The drop-down selector from the seeds: a text field reading "Select a Sport", with a
/// drop-down arrow, a divider along its bottom and, when open, a table of options below.
///
/// ```swift
/// let sports = SelectorTextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
/// sports.options = ["Football", "Tennis", "Rowing"]
/// sports.isOpen = true
/// sports.frame.size = sports.intrinsicContentSize     // 44 pt of field plus three rows
/// ```
///
/// Everything visible comes from one place, ``applyAppearance()``, which the initialisers and
/// every inspectable's `didSet` call; and the text is centred in ``textRect(forBounds:)``,
/// layout code that every path runs. So a selector made in code, decoded from a storyboard,
/// or drawn by Interface Builder looks the same. ``BrokenSeedSelectorTextField`` and
/// ``BrokenAppBundleSelectorTextField`` keep the seed's two bugs.
@IBDesignable
open class SelectorTextField: UITextField {
    /// The height of the field row when the font leaves room, in points.
    public static let minimumFieldHeight: CGFloat = 44
    /// The room the arrow takes at the trailing edge, mirrored at the leading edge so the text
    /// is centred on the whole field.
    public static let arrowSlotWidth: CGFloat = 32

    @IBInspectable public var arrowColor: UIColor = .systemGray { didSet { applyAppearance() } }
    /// The text shown until a choice is made; setting it replaces the current text.
    @IBInspectable public var initialText: String = "Select a Sport" { didSet { text = initialText } }
    @IBInspectable public var selectorTextColor: UIColor = .label { didSet { applyAppearance() } }
    @IBInspectable public var selectorFontSize: CGFloat = 17 { didSet { applyAppearance() } }
    @IBInspectable public var selectorBackgroundColor: UIColor = .systemBackground { didSet { applyAppearance() } }
    @IBInspectable public var dividerEnabled: Bool = true { didSet { applyAppearance() } }
    @IBInspectable public var dividerSize: CGFloat = 1 { didSet { applyAppearance() } }
    @IBInspectable public var dividerColor: UIColor = .separator { didSet { applyAppearance() } }

    /// The choices the table lists; its row count sets the open selector's height.
    public var options: [String] = ["Football", "Tennis", "Rowing"] { didSet { applyAppearance() } }
    /// Whether the table of options shows below the field.
    public var isOpen = false { didSet { applyAppearance() } }

    /// The bottom divider: a border sublayer kept along the field's bottom edge at each layout.
    public let divider = CALayer()
    /// The table of ``options``, shown while ``isOpen``.
    public let optionsTable = SelectorOptionsTable(frame: .zero)
    /// Shows the drop-down arrow, as the field's right view.
    public let arrowView = UIImageView(frame: CGRect(x: 0, y: 0, width: 12, height: 8))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        textAlignment = .center
        contentVerticalAlignment = .center
        rightView = arrowView
        rightViewMode = .always
        layer.addSublayer(divider)
        addSubview(optionsTable)
        text = initialText
        applyAppearance()
    }

    /// Pushes every inspectable to the views and layers that show it. Swift runs no `didSet`
    /// for initial values, so the initialisers call this too.
    open func applyAppearance() {
        textColor = selectorTextColor
        font = .systemFont(ofSize: selectorFontSize)
        backgroundColor = selectorBackgroundColor
        arrowView.tintColor = arrowColor
        divider.isHidden = !dividerEnabled
        divider.backgroundColor = dividerColor.cgColor
        optionsTable.options = options
        optionsTable.isHidden = !isOpen
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The drop-down arrow as a template image, from the gallery's own bundle.
    open func loadArrowImage(compatibleWith traits: UITraitCollection) -> UIImage? {
        UIImage(named: "dropdown-arrow", in: Bundle(for: SelectorTextField.self), compatibleWith: traits)?.withRenderingMode(.alwaysTemplate)
    }

    // MARK: Layout shared by every path

    /// The height of the field row: room for the font with 8 pt above and below, at least 44 pt.
    public var fieldHeight: CGFloat {
        max(SelectorTextField.minimumFieldHeight, ((font?.lineHeight ?? 0) + 16).rounded(.up))
    }

    /// The height the open table adds below the field.
    public var tableHeight: CGFloat { isOpen ? optionsTable.intrinsicContentSize.height : 0 }

    /// The field row: the top of the bounds, above any open table.
    public func fieldRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - tableHeight))
    }

    /// The field row less an arrow slot at both ends, so centred text is centred on the field.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        fieldRect(forBounds: bounds).insetBy(dx: SelectorTextField.arrowSlotWidth, dy: 0)
    }

    /// The arrow, centred in the trailing arrow slot of the field row.
    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let field = fieldRect(forBounds: bounds)
        let size = arrowView.image?.size ?? arrowView.bounds.size
        return CGRect(x: field.maxX - (SelectorTextField.arrowSlotWidth + size.width) / 2, y: field.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The field's natural width is the container's to choose; its height is the field row
    /// plus one table row per option while open.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fieldHeight + tableHeight)
    }

    open override func layoutSubviews() {
        // The arrow is looked up during layout, where the traits give the display scale to pick @2x or @3x.
        arrowView.image = loadArrowImage(compatibleWith: traitCollection)
        super.layoutSubviews()
        let field = fieldRect(forBounds: bounds)
        divider.frame = CGRect(x: field.minX, y: field.maxY - dividerSize, width: field.width, height: dividerSize)
        optionsTable.frame = CGRect(x: bounds.minX, y: field.maxY, width: bounds.width, height: tableHeight)
    }
}
#sourceLocation()
import Designable

// Generated by the UIKitSources plugin for the declarations of SelectorTextField.swift above.
extension SelectorTextField {
    static func __designable_register_f11_1(in registry: DesignableRegistry) {
        registry.declare("SelectorTextField", file: "Sources/DesignableGallery/Views/SelectorTextField.swift", line: 19)
        registry.register(SelectorTextField.self, name: "SelectorTextField", make: SelectorTextField.init(frame:)) {
            $0.generatedInspectable("arrowColor", \SelectorTextField.arrowColor) { view, value in view.arrowColor = value }
            $0.generatedInspectable("initialText", \SelectorTextField.initialText) { view, value in view.initialText = value }
            $0.generatedInspectable("selectorTextColor", \SelectorTextField.selectorTextColor) { view, value in view.selectorTextColor = value }
            $0.generatedInspectable("selectorFontSize", \SelectorTextField.selectorFontSize) { view, value in view.selectorFontSize = value }
            $0.generatedInspectable("selectorBackgroundColor", \SelectorTextField.selectorBackgroundColor) { view, value in view.selectorBackgroundColor = value }
            $0.generatedInspectable("dividerEnabled", \SelectorTextField.dividerEnabled) { view, value in view.dividerEnabled = value }
            $0.generatedInspectable("dividerSize", \SelectorTextField.dividerSize) { view, value in view.dividerSize = value }
            $0.generatedInspectable("dividerColor", \SelectorTextField.dividerColor) { view, value in view.dividerColor = value }
        }
    }
}
