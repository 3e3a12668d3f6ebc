import Foundation

/// Where a table view's header, sections, rows and footer go down its content, worked out once
/// per reload or change of width from the delegate's heights, the table's, and the heights cells
/// took; the metrics of each style are iOS's.
struct TableGeometry {
    /// The corner radius of an inset grouped section.
    static let insetCornerRadius: CGFloat = 10
    /// A row's height when nothing gives one: iOS's 44 points.
    static let defaultRowHeight: CGFloat = 44
    /// A plain table's titled header.
    static let plainHeaderHeight: CGFloat = 28
    /// The space above a grouped table's first section, and between its other sections'
    /// footers and headers, each half of it.
    static let groupedLeadingSpace: CGFloat = 35
    static let groupedHeaderSpace: CGFloat = 18
    static let groupedFooterSpace: CGFloat = 17
    /// The space between a grouped title and the rows.
    static let groupedTitleGap: CGFloat = 7

    struct Section {
        var header: CGRect
        var footer: CGRect
        /// Header to footer.
        var frame: CGRect
    }

    var tableHeader: CGRect = .zero
    var tableFooter: CGRect = .zero
    var sections: [Section] = []
    var rows: [IndexPath: CGRect] = [:]
    /// Rows whose height is their cell's.
    private var automatic: Set<IndexPath> = []
    var contentHeight: CGFloat = 0

    func isAutomatic(_ indexPath: IndexPath) -> Bool { automatic.contains(indexPath) }

    init(table: UITableView) {
        let width = table.bounds.width
        let margin: CGFloat = width >= 414 ? 20 : 16
        let rowX: CGFloat = table.style == .insetGrouped ? margin : 0
        let rowWidth = max(0, width - 2 * rowX)
        var y: CGFloat = 0
        if let header = table.tableHeaderView {
            tableHeader = CGRect(x: 0, y: 0, width: width, height: max(0, header.frame.height))
            y = tableHeader.maxY
        }
        for section in 0..<table.numberOfSections {
            let start = y
            let headerHeight = Self.sectionViewHeight(table, UITableView.SectionViewKey(section: section, isFooter: false), width: width)
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                var height = Self.askedRowHeight(table, indexPath)
                if height < 0 {
                    automatic.insert(indexPath)
                    height = table.measuredHeight(at: indexPath) ?? Self.estimatedRowHeight(table, indexPath)
                }
                rows[indexPath] = CGRect(x: rowX, y: y, width: rowWidth, height: height)
                y += height
            }
            let footerHeight = Self.sectionViewHeight(table, UITableView.SectionViewKey(section: section, isFooter: true), width: width)
            let footer = CGRect(x: 0, y: y, width: width, height: footerHeight)
            y += footerHeight
            sections.append(Section(header: header, footer: footer, frame: CGRect(x: 0, y: start, width: width, height: y - start)))
        }
        if let footer = table.tableFooterView {
            tableFooter = CGRect(x: 0, y: y, width: width, height: max(0, footer.frame.height))
            y = tableFooter.maxY
        }
        contentHeight = y
    }

    /// The delegate's height for the row, else the table's; negative for ``UITableView/automaticDimension``.
    private static func askedRowHeight(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat {
        guard let delegate = table.activeDelegate else { return table.rowHeight }
        return OptionalRequirement.outside { delegate.tableView(table, heightForRowAt: indexPath) }
    }

    private static func estimatedRowHeight(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat {
        let estimate = table.activeDelegate.map { delegate in OptionalRequirement.outside { delegate.tableView(table, estimatedHeightForRowAt: indexPath) } }
            ?? table.estimatedRowHeight
        return estimate > 0 ? estimate : defaultRowHeight
    }

    /// A section's header or footer height: the delegate's, else the table's, else what its
    /// view or title needs in the table's style, or the style's spacing without one.
    ///
    /// A plain table gives a section without a title or view of its own no header or footer,
    /// whatever its ``UITableView/sectionHeaderHeight``, as UIKit does. The table's own height
    /// is a minimum for a title the table draws itself: Interface Builder
    /// writes `sectionHeaderHeight="18"` into every grouped table, and iOS still shows each
    /// section's title whole.
    private static func sectionViewHeight(_ table: UITableView, _ key: UITableView.SectionViewKey, width: CGFloat) -> CGFloat {
        let delegate = table.activeDelegate
        let answered = delegate.flatMap { delegate in
            OptionalRequirement.outside {
                OptionalRequirement.call {
                    key.isFooter ? delegate.tableView(table, heightForFooterInSection: key.section)
                        : delegate.tableView(table, heightForHeaderInSection: key.section)
                }
            }
        }
        let asked = answered ?? (key.isFooter ? table.sectionFooterHeight : table.sectionHeaderHeight)
        // A plain table leaves no room for a header or footer it has nothing to show in.
        if answered == nil, table.style == .plain, table.sectionView(key) == nil { return 0 }
        // A grouped table reads 0 as "the default", as UIKit does; a tiny height hides the space.
        if asked > 0 || (asked == 0 && table.style == .plain) {
            guard answered == nil, asked > 0, let title = titleHeight(table, key, width: width) else { return asked }
            return max(asked, title)
        }
        let grouped = table.style != .plain
        let spacing = grouped ? groupedSpacing(key) : 0
        guard let view = table.sectionView(key) else { return spacing }
        if let title = titleHeight(table, key, width: width) { return title }
        if LayoutSystem.usesAutoLayout(view) {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height }
        }
        return view.frame.height > 0 ? view.frame.height : (grouped ? spacing : plainHeaderHeight)
    }

    /// The space a grouped table leaves for a header or footer: more above the first section.
    private static func groupedSpacing(_ key: UITableView.SectionViewKey) -> CGFloat {
        key.isFooter ? groupedFooterSpace : key.section == 0 ? groupedLeadingSpace : groupedHeaderSpace
    }

    /// The height a title the table draws in its own header or footer view needs; `nil` when
    /// the section's view is not such a title.
    private static func titleHeight(_ table: UITableView, _ key: UITableView.SectionViewKey, width: CGFloat) -> CGFloat? {
        guard let titled = table.sectionView(key) as? UITableViewHeaderFooterView, titled.reuseIdentifier == nil,
              let label = titled.textLabel, label.text?.isEmpty == false else { return nil }
        guard table.style != .plain else { return plainHeaderHeight }
        let spacing = groupedSpacing(key)
        let inset: CGFloat = (width >= 414 ? 20 : 16) + (table.style == .insetGrouped ? (width >= 414 ? 20 : 16) : 0)
        let text = label.sizeThatFits(CGSize(width: max(0, width - 2 * inset), height: .greatestFiniteMagnitude)).height.rounded(.up)
        return spacing + text + groupedTitleGap
    }
}
