import Foundation

/// A section header or footer of a table view, as UIKit's `UITableViewHeaderFooterView`: the
/// view a table shows for a section's title, and a reusable base for headers of your own.
///
/// Its ``textLabel`` is styled as the table's style styles titles: in a plain table a bold
/// label on a light grey band; in a grouped one a small grey label in capitals, along the
/// bottom of a header or the top of a footer.
open class UITableViewHeaderFooterView: UIView {
    var storedReuseIdentifier: String?
    private var ownContentView: UIView!
    private var standardText: UILabel?
    private var standardDetail: UILabel?
    private let band = ListChromeView()

    /// The style of the table showing the view and whether it is a footer, set by the table.
    var placement: (style: UITableView.Style, isFooter: Bool)? { didSet { restyle() } }

    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view to add custom content to; it fills the header.
    open var contentView: UIView { ownContentView }

    /// A view behind the content, filling the header.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 1) }
            setNeedsLayout()
        }
    }

    /// The title's label; created in the content view when first asked for.
    open var textLabel: UILabel? {
        if let standardText { return standardText }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        standardText = label
        restyle()
        return label
    }

    /// A second label under the title; created when first asked for.
    open var detailTextLabel: UILabel? {
        if let standardDetail { return standardDetail }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        standardDetail = label
        return label
    }

    /// A header or footer for the table to dequeue under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        ownContentView = ListCellContentView.install(in: self)
        setUp()
    }

    /// A header or footer of the specified frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A header or footer decoded from an Interface Builder document.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedReuseIdentifier = coder.decoded(ViewCodingKey.reuseIdentifier, as: String.self)
        ownContentView = ListCellContentView.adopt(in: self, from: coder)
        setUp()
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// Places the content and the title as the table's style places it; call `super` when overriding.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        band.frame = bounds
        guard let label = standardText, !(label.text ?? "").isEmpty else { return }
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        let inset: CGFloat = placement?.style == .insetGrouped ? 20 : 0
        let width = max(0, bounds.width - 2 * (margin + inset))
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        let y: CGFloat
        switch placement {
        case (.plain, _)?, nil: y = ((bounds.height - height) / 2).rounded()
        case (_, false)?: y = bounds.height - 7 - height
        case (_, true)?: y = 7
        }
        label.frame = CGRect(x: margin + inset, y: y, width: width, height: height)
    }

    private func setUp() {
        insertSubview(band, at: 0)
        restyle()
    }

    /// The band and the title's font and colour for the table's style.
    private func restyle() {
        let isPlain = placement.map { $0.style == .plain } ?? true
        band.backgroundColor = isPlain && backgroundColor == nil ? .systemGray6 : nil
        if let label = standardText {
            label.font = isPlain ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13)
            label.textColor = isPlain ? .label : .secondaryLabel
            label.numberOfLines = isPlain ? 1 : 0
        }
        setNeedsLayout()
    }
}
