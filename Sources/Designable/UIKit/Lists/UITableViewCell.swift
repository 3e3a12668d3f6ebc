import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`: put custom content in
/// ``contentView``, or use a standard style's ``textLabel``, ``detailTextLabel`` and
/// ``imageView``, with an accessory at the trailing edge.
///
/// The standard styles are laid out as iOS lays them out: ``CellStyle/default`` a label,
/// ``CellStyle/subtitle`` a label over a smaller one, ``CellStyle/value1`` a label and a grey
/// value at the trailing edge, ``CellStyle/value2`` a tinted, right-aligned label in a narrow
/// column and its value beside it; an image, when set, leads. The labels and the image view
/// exist once asked for, as in UIKit.
///
/// In a table, the cell's content view ends above its separator line, and a grouped table gives
/// it the grouped background; while selected or highlighted it shows ``selectedBackgroundView``,
/// or iOS's grey unless ``selectionStyle`` is ``SelectionStyle/none``.
///
/// Differs from UIKit on purpose: the accessories are drawn as strokes, not from the SF
/// Symbols font; nothing animates.
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A label, and an image before it.
        case `default`
        /// A label, and a grey value label at the trailing edge.
        case value1
        /// A tinted label right-aligned in a narrow column, and its value beside it.
        case value2
        /// A label over a smaller one.
        case subtitle
    }

    /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// Nothing shows the selection.
        case none
        /// iOS's grey since iOS 7, as ``default``.
        case blue
        /// iOS's grey, as ``default``.
        case gray
        /// iOS's grey background behind the content.
        case `default`
    }

    /// The standard accessories, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// A detail button, then a chevron.
        case detailDisclosureButton
        /// A tinted checkmark: the row is chosen.
        case checkmark
        /// A tinted circled "i" that reports its taps to the delegate.
        case detailButton
    }

    /// How a row is edited, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// The row cannot be deleted or inserted.
        case none
        /// The row can be deleted.
        case delete
        /// A row can be inserted here.
        case insert
    }

    /// The lines between rows, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// A hairline under each row.
        case singleLine
        /// A hairline under each row, as ``singleLine`` here.
        case singleLineEtched
    }

    /// The style the cell was made with.
    let cellStyle: CellStyle
    var storedReuseIdentifier: String?
    private var ownContentView: UIView!
    private var standardText: UILabel?
    private var standardDetail: UILabel?
    private var standardImage: UIImageView?
    private let styleBackground = ListChromeView()
    private let defaultSelectionBackground = ListChromeView()
    private let separator = ListChromeView()
    private var shownAccessory: UIView?
    /// Whether the content view takes a cell's margins: 11 points above and below, and the
    /// standard margin at each side, as on iOS.
    private var followsCellMargins = false

    // What the table sets for the row the cell shows.
    /// The style of the table showing the cell, `nil` outside a table.
    var tableStyle: UITableView.Style? { didSet { if oldValue != tableStyle { setNeedsLayout() } } }
    /// Whether the table draws a separator below this row, and how.
    var separatorLine: (color: UIColor, thickness: CGFloat, inset: UIEdgeInsets)? { didSet { setNeedsLayout() } }

    /// The identifier the cell was registered and dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view to add custom content to; it fills the cell but for the accessory and the separator.
    open var contentView: UIView { ownContentView }

    /// The main label; created in the content view when first asked for.
    open var textLabel: UILabel? {
        if let standardText { return standardText }
        let label = makeStandardLabel(font: .preferredFont(forTextStyle: .body), color: .label)
        if cellStyle == .value2 {
            label.font = .systemFont(ofSize: 12, weight: .semibold)
            label.textColor = tintColor
            label.textAlignment = .right
        }
        standardText = label
        return label
    }

    /// The secondary label of the ``CellStyle/subtitle``, ``CellStyle/value1`` and
    /// ``CellStyle/value2`` styles; `nil` in the default style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let standardDetail { return standardDetail }
        let label: UILabel
        switch cellStyle {
        case .subtitle: label = makeStandardLabel(font: .systemFont(ofSize: 12), color: .label)
        case .value1:
            label = makeStandardLabel(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
            label.textAlignment = .right
        default: label = makeStandardLabel(font: .systemFont(ofSize: 12), color: .label)
        }
        standardDetail = label
        return label
    }

    /// The image before the labels; created in the content view when first asked for.
    open var imageView: UIImageView? {
        if let standardImage { return standardImage }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        standardImage = view
        setNeedsLayout()
        return view
    }

    /// The standard accessory at the trailing edge, unless ``accessoryView`` is set.
    open var accessoryType: AccessoryType = .none { didSet { if oldValue != accessoryType { updateAccessory() } } }
    /// A view of your own at the trailing edge, in place of ``accessoryType``'s.
    open var accessoryView: UIView? { didSet { if oldValue !== accessoryView { updateAccessory() } } }
    /// The accessory while editing; kept for source compatibility, as nothing edits here.
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view while editing; kept for source compatibility.
    open var editingAccessoryView: UIView?

    /// How the cell looks while selected or highlighted.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground() } }

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false

    /// Whether the cell is in editing mode; kept for source compatibility.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            placeBackgrounds()
        }
    }

    /// The view behind the content while selected or highlighted, in place of iOS's grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            placeBackgrounds()
        }
    }

    /// The background of a selected cell while the table selects several; kept for source compatibility.
    open var multipleSelectionBackgroundView: UIView?

    /// The insets of the separator below the cell: the table's (the text's leading edge) unless set.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? separatorLine?.inset ?? UIEdgeInsets(top: 0, left: standardMargin, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorInset: UIEdgeInsets?

    /// How many steps of ``indentationWidth`` the content is indented; kept for source compatibility.
    open var indentationLevel = 0
    /// The width of one indentation step; 10 by default.
    open var indentationWidth: CGFloat = 10
    /// Whether the cell indents while editing; kept for source compatibility.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while editing; kept for source compatibility.
    open var showsReorderControl = false

    /// A cell of `style` for the table to dequeue under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        ownContentView = ListCellContentView.install(in: self)
        followsCellMargins = true
        applyCellMargins()
        setUpChrome()
    }

    /// A default-style cell of the specified frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell decoded from an Interface Builder document, with the document's content view.
    public required init?(coder: NSCoder) {
        cellStyle = coder.decodedEnum(ViewCodingKey.cellStyle, as: CellStyle.self) ?? .default
        super.init(coder: coder)
        storedReuseIdentifier = coder.decoded(ViewCodingKey.reuseIdentifier, as: String.self)
        ownContentView = ListCellContentView.adopt(in: self, from: coder)
        // A document that gives the content view margins of its own keeps them.
        followsCellMargins = contentView.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        setUpChrome()
        if let type = coder.decodedEnum(ViewCodingKey.accessoryType, as: AccessoryType.self) {
            accessoryType = type
            // An initialiser's own assignment runs no didSet.
            updateAccessory()
        }
        if let style = coder.decodedEnum(ViewCodingKey.selectionStyle, as: SelectionStyle.self) { selectionStyle = style }
        if let width = coder.decodedCGFloat(ViewCodingKey.indentationWidth) { indentationWidth = width }
        if let level = coder.decodedInteger(ViewCodingKey.indentationLevel) { indentationLevel = level }
        adoptDecodedStandardViews(from: coder)
    }

    /// Selects or deselects the cell; override to change the content's look, and call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionBackground()
    }

    /// Highlights the cell or removes its highlight; override to change the content's look, and call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionBackground()
    }

    /// Enters or leaves editing mode; kept for source compatibility.
    open func setEditing(_ editing: Bool, animated: Bool) { editingState = editing }

    /// Called before the table hands the cell out again; resets selection and highlighting, as
    /// UIKit does. Reset per-row state here.
    open func prepareForReuse() {
        if selectedState { setSelected(false, animated: false) }
        if highlightedState { setHighlighted(false, animated: false) }
    }

    // MARK: Layout

    /// The leading and trailing margin of the standard content: 16 points, or 20 on the widest phones.
    var standardMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// Places the backgrounds, the content view beside the accessory and above the separator,
    /// and the standard labels and image; call `super` when overriding.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let line = separatorLine
        let height = max(0, bounds.height - (line?.thickness ?? 0))
        if let accessory = shownAccessory, let frame = accessoryFrame(forWidth: bounds.width) {
            accessory.frame = CGRect(x: frame.minX, y: ((height - frame.height) / 2).rounded(), width: frame.width, height: frame.height)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth(forWidth: bounds.width), height: height)
        applyCellMargins()
        for view in [styleBackground, defaultSelectionBackground, backgroundView, selectedBackgroundView] {
            view?.frame = bounds
        }
        styleBackground.backgroundColor = tableStyle == .grouped || tableStyle == .insetGrouped ? .secondarySystemGroupedBackground : .systemBackground
        styleBackground.isHidden = backgroundColor != nil || backgroundView != nil
        layOutStandardViews(in: contentView.bounds, hasAccessory: shownAccessory != nil)
        if let line {
            let inset = separatorInset
            separator.backgroundColor = line.color
            separator.frame = CGRect(x: inset.left, y: bounds.height - line.thickness,
                                     width: max(0, bounds.width - inset.left - inset.right), height: line.thickness)
        }
        separator.isHidden = line == nil
    }

    /// The content view's margins as iOS gives a cell's, for the cell's width.
    func applyCellMargins() {
        guard followsCellMargins else { return }
        let margins = UIEdgeInsets(top: 11, left: standardMargin, bottom: 11, right: standardMargin)
        if contentView.layoutMargins != margins { contentView.layoutMargins = margins }
    }

    /// The accessory's frame in a cell `width` wide, at the top; `nil` without one.
    private func accessoryFrame(forWidth width: CGFloat) -> CGRect? {
        guard let accessory = shownAccessory else { return nil }
        let size = accessory is TableAccessoryView ? TableAccessoryView.size(of: accessoryType) : accessory.frame.size
        let margin: CGFloat = width >= 414 ? 20 : 16
        return CGRect(x: width - margin - size.width, y: 0, width: size.width, height: size.height)
    }

    /// The content view's width in a cell `width` wide: all of it but the accessory and its gap.
    func contentWidth(forWidth width: CGFloat) -> CGFloat {
        guard let accessory = accessoryFrame(forWidth: width) else { return width }
        return max(0, accessory.minX - TableAccessoryView.gap)
    }

    /// The row height the standard labels and image need in a content view `width` wide, with a
    /// separator `separator` thick below: iOS's 44 points at least, and 11 points above and
    /// below the text.
    func standardContentHeight(forWidth width: CGFloat, separator: CGFloat) -> CGFloat? {
        guard hasStandardContent else { return nil }
        let frames = standardFrames(in: CGRect(x: 0, y: 0, width: width, height: 44), hasAccessory: shownAccessory != nil)
        let text = (frames.text?.height ?? 0) + (cellStyle == .subtitle ? frames.detail?.height ?? 0 : 0)
        let image = standardImage?.image.map { $0.size.height } ?? 0
        return max(TableGeometry.defaultRowHeight, (text + 22).rounded(.up) + separator, image + 8 + separator)
    }

    private var hasStandardContent: Bool {
        [standardText?.text, standardDetail?.text].contains { !($0 ?? "").isEmpty } || standardImage?.image != nil
    }

    private func layOutStandardViews(in bounds: CGRect, hasAccessory: Bool) {
        let frames = standardFrames(in: bounds, hasAccessory: hasAccessory)
        if let frame = frames.image { standardImage?.frame = frame }
        if let frame = frames.text { standardText?.frame = frame }
        if let frame = frames.detail { standardDetail?.frame = frame }
    }

    /// Where the standard views go in content bounds `bounds`, each as tall as its text.
    private func standardFrames(in bounds: CGRect, hasAccessory: Bool) -> (image: CGRect?, text: CGRect?, detail: CGRect?) {
        let margin = standardMargin
        var x = margin
        var image: CGRect?
        if let size = standardImage?.image?.size, size.width > 0, size.height > 0 {
            let scale = min(1, max(0, bounds.height - 8) / size.height)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            image = CGRect(x: margin, y: ((bounds.height - fitted.height) / 2).rounded(), width: fitted.width, height: fitted.height)
            x = margin + fitted.width + 16
        }
        let right = bounds.width - (hasAccessory ? 0 : margin)
        let width = max(0, right - x)
        func size(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            guard let label, !(label.text ?? "").isEmpty || label.attributedText.map({ $0.length > 0 }) == true else { return .zero }
            let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, fitted.width.rounded(.up)), height: fitted.height.rounded(.up))
        }
        func centred(_ x: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
        }
        switch cellStyle {
        case .default:
            return (image, centred(x, width, size(standardText, width).height), nil)
        case .subtitle:
            let text = size(standardText, width), detail = size(standardDetail, width)
            let top = ((bounds.height - text.height - detail.height) / 2).rounded()
            return (image, CGRect(x: x, y: top, width: width, height: text.height),
                    CGRect(x: x, y: top + text.height, width: width, height: detail.height))
        case .value1:
            let detail = size(standardDetail, width)
            let textWidth = max(0, width - detail.width - (detail.width > 0 ? 8 : 0))
            let text = size(standardText, textWidth)
            return (image, centred(x, textWidth, text.height), centred(right - detail.width, detail.width, detail.height))
        case .value2:
            let column: CGFloat = 67
            let text = size(standardText, column)
            let detailX = x + column + 6
            let detail = size(standardDetail, max(0, right - detailX))
            return (image, centred(x, column, text.height), centred(detailX, max(0, right - detailX), detail.height))
        }
    }

    // MARK: Parts

    private func makeStandardLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = font
        label.textColor = color
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Takes the labels and image view a document placed in the content view as its standard
    /// ones: IB names them by id in the cell's `textLabel`, `detailTextLabel` and `imageView`.
    private func adoptDecodedStandardViews(from coder: NSCoder) {
        guard let document = coder as? IBDocumentCoder else { return }
        adoptStandardViews(text: document.decodedView(referencedBy: ViewCodingKey.textLabel) as? UILabel,
                           detail: document.decodedView(referencedBy: ViewCodingKey.detailTextLabel) as? UILabel,
                           image: document.decodedView(referencedBy: ViewCodingKey.imageView) as? UIImageView)
    }

    /// Takes views already in the content view as the standard ones, as a document names them;
    /// the code path of the init-path matrix gives those it built.
    func adoptStandardViews(text: UILabel?, detail: UILabel?, image: UIImageView?) {
        standardText = text
        standardDetail = cellStyle == .default ? nil : detail
        standardImage = image
        setNeedsLayout()
    }

    private func setUpChrome() {
        defaultSelectionBackground.backgroundColor = .systemGray4
        separator.isHidden = true
        insertSubview(styleBackground, at: 0)
        addSubview(separator)
        placeBackgrounds()
        updateAccessory()
    }

    /// The backgrounds at the back, in UIKit's order, below the content view.
    private func placeBackgrounds() {
        var index = 1
        for view in [backgroundView, selectedBackgroundView ?? defaultSelectionBackground].compactMap({ $0 }) {
            view.frame = bounds
            insertSubview(view, at: index)
            index += 1
        }
        if selectedBackgroundView != nil { defaultSelectionBackground.removeFromSuperview() }
        updateSelectionBackground()
    }

    private func updateSelectionBackground() {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        (selectedBackgroundView ?? defaultSelectionBackground).isHidden = !shows
    }

    private func updateAccessory() {
        let wanted: UIView? = accessoryView ?? (accessoryType == .none ? nil : TableAccessoryView(type: accessoryType))
        if let shownAccessory, shownAccessory !== wanted { shownAccessory.removeFromSuperview() }
        shownAccessory = wanted
        if let wanted, wanted.superview !== self { insertSubview(wanted, belowSubview: separator) }
        setNeedsLayout()
    }

    /// The accessory's frame, in the cell's coordinates, when it is a detail button, for taps.
    var detailButtonFrame: CGRect? {
        guard accessoryView == nil, accessoryType == .detailButton || accessoryType == .detailDisclosureButton,
              let accessory = shownAccessory else { return nil }
        return CGRect(origin: accessory.frame.origin, size: TableAccessoryView.detailButtonSize).insetBy(dx: -8, dy: -8)
    }
}
