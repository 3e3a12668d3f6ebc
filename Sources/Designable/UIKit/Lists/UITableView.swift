import Foundation

/// A scroll view that shows rows in sections, as UIKit's `UITableView`: its ``dataSource``
/// gives the counts, the cells and the section titles, and its ``delegate`` the heights, header
/// and footer views, and hears about display and selection.
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), style: .insetGrouped)
/// table.register(SettingCell.self, forCellReuseIdentifier: "setting")
/// table.dataSource = settings
/// assertSnapshot(of: table, as: .image)
/// ```
///
/// ## Layout
/// At each layout the table reads its counts (after ``reloadData()``), works out every row's
/// height (the delegate's, else ``rowHeight``), places the table header, each section's header,
/// rows and footer, and the table footer down the content, and asks the data source only for
/// the cells of the rows in its bounds at the current ``UIScrollView/contentOffset``. Rows that
/// leave the bounds go back to the reuse queue.
///
/// A row whose height is ``automaticDimension`` (the default) takes its cell's size: what the
/// content view's Auto Layout constraints fit at the row's width, what the standard labels need,
/// or 44 points. Rows not yet shown use ``estimatedRowHeight`` until they are.
///
/// ## Styles
/// ``Style/plain`` draws a separator under every row (and under the empty rows that fill the
/// bounds below the last one, unless there is a ``tableFooterView``) and keeps a section's
/// header at the top while its rows scroll under it; ``Style/grouped`` and
/// ``Style/insetGrouped`` draw sections on the grouped background with space between them,
/// separators between a section's rows only, titles in small grey capitals, and the inset
/// style rounds each section's corners 20 points in from the edges.
///
/// Differs from UIKit on purpose: nothing scrolls, animates or edits; updates
/// (``performBatchUpdates(_:completion:)``, ``insertRows(at:with:)`` and the like) reload the
/// data at once. Dequeuing under an identifier nothing registered gives a blank cell and makes
/// the render fail with UIKit's message.
open class UITableView: UIScrollView {
    /// The look of a table, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge with separators under each, and headers that stay at the top.
        case plain
        /// Sections on the grouped background, with space between them.
        case grouped
        /// Grouped sections inset from the edges, with rounded corners.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least move that shows the row.
        case none
        /// The row at the top of the bounds.
        case top
        /// The row in the middle of the bounds.
        case middle
        /// The row at the bottom of the bounds.
        case bottom
    }

    /// How changed rows animate, as UIKit's `UITableView.RowAnimation`; nothing animates here.
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in or out.
        case fade
        /// Rows slide in from or out to the right.
        case right
        /// Rows slide in from or out to the left.
        case left
        /// Rows slide in from or out to the top.
        case top
        /// Rows slide in from or out to the bottom.
        case bottom
        /// No animation.
        case none
        /// Rows grow from or shrink to their middle.
        case middle
        /// The animation UIKit chooses.
        case automatic = 100
    }

    /// A height that asks the table to work it out from the content, as UIKit's constant.
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed when it is made.
    public let style: Style

    /// Gives the counts, cells and titles; setting it reloads the data.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// Gives heights and header views, and hears about display, selection and scrolling.
    open weak var delegate: (any UITableViewDelegate)? { didSet { reloadData() } }

    /// The height of every row the delegate does not size; ``automaticDimension`` by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of section headers the delegate does not size; ``automaticDimension`` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of section footers the delegate does not size; ``automaticDimension`` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// A first guess at the height of rows not yet shown; ``automaticDimension`` (44) by default.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// A first guess at section header heights; kept for source compatibility, as headers are measured.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// A first guess at section footer heights; kept for source compatibility.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header of a plain table; kept for source compatibility.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// Whether lines separate the rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The colour of the lines between rows; iOS's `separator` colour by default.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The insets of the lines between rows; by default they start where the row's text starts.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: standardMargin, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorInset: UIEdgeInsets?

    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table and as tall as its frame.
    open var tableFooterView: UIView? {
        didSet { replace(oldValue, with: tableFooterView) }
    }
    /// A view behind the content, filling the bounds; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects rows; `true` by default.
    open var allowsSelection = true
    /// Whether several rows may be selected at once; `false` by default.
    open var allowsMultipleSelection = false
    /// Whether rows may be selected while editing; kept for source compatibility.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows may be selected while editing; kept for source compatibility.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; kept for source compatibility, as nothing edits here.
    open var isEditing = false
    /// Whether cells' margins follow the readable width; kept for source compatibility.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether content views stay inside the safe area; kept for source compatibility.
    open var insetsContentViewsToSafeArea = true
    /// The colour of the section index's titles; kept for source compatibility, as no index is drawn.
    open var sectionIndexColor: UIColor?
    /// The background of the section index; kept for source compatibility.
    open var sectionIndexBackgroundColor: UIColor?

    private var counts = ListCounts()
    private var cellQueue = ReuseQueue()
    private var headerFooterQueue = ReuseQueue()
    private var shownCells: [IndexPath: UITableViewCell] = [:]
    private var sectionViews: [SectionViewKey: UIView?] = [:]
    private var shownSectionViews: [SectionViewKey: UIView] = [:]
    private var fillerSeparators: [UIView] = []
    /// A storyboard's static sections and cells, which ``UITableViewController`` answers from.
    var staticContent: StaticTableContent? { didSet { reloadData() } }
    /// Who gives the rows: the data source, else the static content.
    private var activeDataSource: (any UITableViewDataSource)? { dataSource ?? staticContent }
    /// Who gives the heights: the delegate, else the static content.
    var activeDelegate: (any UITableViewDelegate)? { delegate ?? staticContent }
    /// Heights rows with ``automaticDimension`` took from their cells, kept until a reload.
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var geometry: TableGeometry?
    private var reloadPending = true
    private var isPlacing = false
    private var selected: [IndexPath] = []
    private var highlighted: IndexPath?

    /// A table of `style` with the specified frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpStyle()
    }

    /// A plain table with the specified frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table decoded from an Interface Builder document, with its style, row height and separators.
    public required init?(coder: NSCoder) {
        style = coder.decodedEnum(ViewCodingKey.tableStyle, as: Style.self) ?? .plain
        super.init(coder: coder)
        if let height = coder.decodedCGFloat(ViewCodingKey.rowHeight), height > 0 { rowHeight = height }
        if let height = coder.decodedCGFloat(ViewCodingKey.estimatedRowHeight), height > 0 { estimatedRowHeight = height }
        if let height = coder.decodedCGFloat(ViewCodingKey.sectionHeaderHeight), height > 0 { sectionHeaderHeight = height }
        if let height = coder.decodedCGFloat(ViewCodingKey.sectionFooterHeight), height > 0 { sectionFooterHeight = height }
        if let separators = coder.decodedEnum(ViewCodingKey.separatorStyle, as: UITableViewCell.SeparatorStyle.self) { separatorStyle = separators }
        if let color = coder.decoded(ViewCodingKey.separatorColor, as: UIColor.self) { separatorColor = color }
        if let document = coder as? IBDocumentCoder {
            for (identifier, cell) in document.prototypeCells() { cellQueue.register(.prototype(cell), for: identifier) }
            tableHeaderView = document.decodedChild(forKey: "tableHeaderView")
            tableFooterView = document.decodedChild(forKey: "tableFooterView")
            let sections = document.staticSections()
            if !sections.isEmpty { staticContent = StaticTableContent(sections: sections) }
        }
        setUpStyle()
    }

    private func setUpStyle() {
        if style != .plain, backgroundColor == nil { backgroundColor = .systemGroupedBackground }
        if style == .plain, backgroundColor == nil { backgroundColor = .systemBackground }
    }

    private var standardMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    // MARK: Data

    /// The number of sections the data source gave.
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of rows the data source gave for `section`; 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int { loadedCounts.count(inSection: section) }

    private var loadedCounts: [Int] {
        let dataSource = activeDataSource
        return counts.read(sections: { dataSource?.numberOfSections(in: self) ?? 0 },
                           items: { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 })
    }

    /// Reads the counts, heights and titles again and asks the data source again for every
    /// row shown, at the next layout.
    open func reloadData() {
        counts.reset()
        reloadPending = true
        selected = []
        measuredHeights = [:]
        invalidateGeometry()
    }

    private func invalidateGeometry() {
        geometry = nil
        if !isPlacing { setNeedsLayout() }
    }

    /// Runs `updates`, reloads the data and lays the rows out again, then calls `completion`
    /// with `true` before returning.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Starts a group of updates; kept for source compatibility, as each update reloads at once.
    open func beginUpdates() {}
    /// Ends a group of updates and lays the rows out again.
    open func endUpdates() {
        reloadData()
        layoutIfNeeded()
    }

    /// Rows were inserted; reloads the data.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Rows were deleted; reloads the data.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Rows changed; reloads the data.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// A row moved; reloads the data.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted; reloads the data.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Sections were deleted; reloads the data.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Sections changed; reloads the data.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// A section moved; reloads the data.
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

    /// Enters or leaves editing mode; kept for source compatibility.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Registering and dequeuing

    /// Registers the class of the cells dequeued with `identifier`; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(ReuseQueue.source(cellClass), for: identifier)
    }

    /// Registers a nib whose top-level object is the cell dequeued with `identifier`.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(nib.map { .nib($0) }, for: identifier)
    }

    /// Registers the class of the header and footer views dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(ReuseQueue.source(aClass), for: identifier)
    }

    /// Registers a nib whose top-level object is the header or footer view dequeued with `identifier`.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(nib.map { .nib($0) }, for: identifier)
    }

    /// A cell for the row at `indexPath`: one that left the screen, prepared for reuse, or a new
    /// one of the class, nib or prototype registered under `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeue(identifier) { return cell }
        raiseException("unable to dequeue a cell with identifier \(identifier) - "
            + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for `identifier`, reused or new, or `nil` when nothing is registered for it, as
    /// older code expects before making one itself.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeue(identifier)
    }

    private func dequeue(_ identifier: String) -> UITableViewCell? {
        switch cellQueue.dequeue(identifier) {
        case let (cell as UITableViewCell, isReused)?:
            cell.storedReuseIdentifier = identifier
            if isReused { cell.prepareForReuse() }
            return cell
        case let (other, _)?:
            raiseException("the view registered for the identifier \(identifier), a \(type(of: other)), is not a UITableViewCell")
            return nil
        case nil:
            return nil
        }
    }

    /// A header or footer view for `identifier`, reused or new, or `nil` when nothing is registered for it.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, isReused) = headerFooterQueue.dequeue(identifier), let header = view as? UITableViewHeaderFooterView else { return nil }
        header.storedReuseIdentifier = identifier
        if isReused { header.prepareForReuse() }
        return header
    }

    // MARK: What shows

    /// The cells showing, in row order.
    open var visibleCells: [UITableViewCell] { shownCells.keys.sorted().compactMap { shownCells[$0] } }

    /// The index paths of the rows showing, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }

    /// The cell showing the row at `indexPath`, or `nil` when it is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    /// The index path of the row `cell` shows, or `nil` when it shows none.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The index path of the row at `point`, in content coordinates, or `nil`.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        currentGeometry.rows.first { $0.value.contains(point) }?.key
    }

    /// The index paths of the rows meeting `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        currentGeometry.rows.filter { $0.value.overlaps(rect) }.map(\.key).sorted()
    }

    /// The rectangle of the row at `indexPath`, in content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { currentGeometry.rows[indexPath] ?? .zero }

    /// The rectangle of `section`, header to footer, in content coordinates.
    open func rect(forSection section: Int) -> CGRect {
        let g = currentGeometry
        return g.sections.indices.contains(section) ? g.sections[section].frame : .zero
    }

    /// The rectangle of `section`'s header, in content coordinates.
    open func rectForHeader(inSection section: Int) -> CGRect {
        let g = currentGeometry
        return g.sections.indices.contains(section) ? g.sections[section].header : .zero
    }

    /// The rectangle of `section`'s footer, in content coordinates.
    open func rectForFooter(inSection section: Int) -> CGRect {
        let g = currentGeometry
        return g.sections.indices.contains(section) ? g.sections[section].footer : .zero
    }

    /// The header view showing for `section`, or `nil`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownSectionViews[SectionViewKey(section: section, isFooter: false)] as? UITableViewHeaderFooterView
    }

    /// The footer view showing for `section`, or `nil`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownSectionViews[SectionViewKey(section: section, isFooter: true)] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling and selection

    /// Scrolls at once so the row at `indexPath` is where `scrollPosition` says (``ScrollPosition/none``:
    /// the least move that shows it), kept inside the content; `animated` is ignored.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        guard row != .zero else { return }
        let inset = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - bounds.height / 2
        case .bottom: y = row.maxY - bounds.height + inset.bottom
        case .none:
            if row.minY < y + inset.top { y = row.minY - inset.top } else if row.maxY > y + bounds.height - inset.bottom {
                y = row.maxY - bounds.height + inset.bottom
            }
        }
        let height = currentGeometry.contentHeight
        y = min(max(y, -inset.top), max(-inset.top, height - bounds.height + inset.bottom))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls at once so the rows meeting `rect` show.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let first = selected.sorted().first { scrollToRow(at: first, at: scrollPosition, animated: animated) }
    }

    /// The selected row, or the first selected one; `nil` when none is.
    open var indexPathForSelectedRow: IndexPath? { selected.sorted().first }

    /// The selected rows, in order; `nil` when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects the row at `indexPath` (deselecting the others unless ``allowsMultipleSelection``)
    /// and scrolls to it; `nil` deselects every row. The delegate is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectRow(at: path, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectRow(at: path, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; the delegate is not told, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// Highlights the row under the finger, if the delegate lets it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard allowsSelection, let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)),
              let cell = shownCells[indexPath] else { return }
        let delegate = activeDelegate
        OptionalRequirement.outside {
            guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
            highlighted = indexPath
            cell.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
        }
    }

    /// Selects the highlighted row when the finger lifts on it, or reports a tap on its detail button.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let indexPath = unhighlight(), let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        let delegate = activeDelegate
        if let cell = shownCells[indexPath], let button = cell.detailButtonFrame, button.contains(touch.location(in: cell)) {
            if let delegate { OptionalRequirement.outside { delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath) } }
            return
        }
        OptionalRequirement.outside {
            if allowsMultipleSelection, selected.contains(indexPath) {
                deselectRow(at: indexPath, animated: false)
                delegate?.tableView(self, didDeselectRowAt: indexPath)
                return
            }
            guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
            let others = allowsMultipleSelection ? [] : selected.filter { $0 != target }
            selectRow(at: target, animated: false, scrollPosition: .none)
            for path in others { delegate?.tableView(self, didDeselectRowAt: path) }
            delegate?.tableView(self, didSelectRowAt: target)
        }
    }

    /// Drops the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        unhighlight()
    }

    @discardableResult
    private func unhighlight() -> IndexPath? {
        guard let indexPath = highlighted else { return nil }
        highlighted = nil
        shownCells[indexPath]?.setHighlighted(false, animated: false)
        if let delegate = activeDelegate { OptionalRequirement.outside { delegate.tableView(self, didUnhighlightRowAt: indexPath) } }
        return indexPath
    }

    // MARK: Laying out

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }
    override var insetsContentForSafeArea: Bool { true }

    override func boundsWillChange(to newBounds: CGRect) {
        if newBounds.width != bounds.width { invalidateGeometry() } else if !isPlacing { setNeedsLayout() }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        invalidateGeometry()
    }

    /// The geometry for the current data and width, worked out if needed.
    private var currentGeometry: TableGeometry {
        if let geometry { return geometry }
        let made = TableGeometry(table: self)
        geometry = made
        return made
    }

    /// Places the background, the table's header and footer, and the views of the sections and
    /// rows in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard !isPlacing else { return }
        isPlacing = true
        defer { isPlacing = false }
        followTopInset()
        if reloadPending {
            reloadPending = false
            for indexPath in shownCells.keys.sorted() { recycle(row: indexPath) }
            for key in sectionViews.keys.sorted() { sectionViews[key]??.removeFromSuperview() }
            for view in sectionViews.values.compactMap({ $0 }) { enqueueHeaderFooter(view) }
            sectionViews = [:]
            shownSectionViews = [:]
        }
        // Rows sized by their cells are measured as they show, which moves the rows below; a
        // few rounds settle it, as UIKit's layout does within a pass.
        for _ in 0..<4 {
            let g = currentGeometry
            contentSize = CGSize(width: bounds.width, height: g.contentHeight)
            if let header = tableHeaderView { header.frame = g.tableHeader }
            if let footer = tableFooterView { footer.frame = g.tableFooter }
            placeSectionViews(g)
            placeRows(g)
            if !measureShownRows(g) { break }
            geometry = nil
        }
        placeFillerSeparators(currentGeometry)
    }

    private func placeRows(_ g: TableGeometry) {
        let wanted = g.rows.filter { $0.value.overlaps(bounds) }.map(\.key).sorted()
        let wantedSet = Set(wanted)
        for indexPath in shownCells.keys.sorted() where !wantedSet.contains(indexPath) { recycle(row: indexPath) }
        let thickness = 1 / max(1, traitCollection.displayScale)
        for indexPath in wanted {
            let cell: UITableViewCell
            var isNew = false
            if let shown = shownCells[indexPath] {
                cell = shown
            } else if let dataSource = activeDataSource {
                cell = OptionalRequirement.outside { dataSource.tableView(self, cellForRowAt: indexPath) }
                isNew = true
            } else {
                continue
            }
            configure(cell, at: indexPath, in: g, thickness: thickness)
            if isNew {
                cell.setSelected(selected.contains(indexPath), animated: false)
                if cell.superview !== self { insertSubview(cell, at: firstContentIndex) }
                shownCells[indexPath] = cell
                if let delegate = activeDelegate { OptionalRequirement.outside { delegate.tableView(self, willDisplay: cell, forRowAt: indexPath) } }
            }
        }
        for key in shownSectionViews.keys.sorted() { if let view = shownSectionViews[key] { bringSubviewToFront(view) } }
    }

    /// Where rows go among the subviews: above the background view.
    private var firstContentIndex: Int { backgroundView?.superview === self ? 1 : 0 }

    private func configure(_ cell: UITableViewCell, at indexPath: IndexPath, in g: TableGeometry, thickness: CGFloat) {
        let rows = numberOfRows(inSection: indexPath.section)
        let isLast = indexPath.row == rows - 1
        cell.tableStyle = style
        let showsLine = separatorStyle != .none && (style == .plain || !isLast)
        cell.separatorLine = showsLine ? (separatorColor ?? .separator, thickness, separatorInset) : nil
        if let frame = g.rows[indexPath], cell.frame != frame { cell.frame = frame }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : TableGeometry.insetCornerRadius
            cell.layer.maskedCorners = corners
            cell.layer.masksToBounds = !corners.isEmpty
        }
    }

    private func recycle(row indexPath: IndexPath) {
        guard let cell = shownCells.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier, staticContent?.holds(cell) != true { cellQueue.enqueue(cell, for: identifier) }
        if let delegate = activeDelegate { OptionalRequirement.outside { delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) } }
    }

    private func enqueueHeaderFooter(_ view: UIView) {
        if let header = view as? UITableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            headerFooterQueue.enqueue(header, for: identifier)
        }
    }

    /// The header or footer view of a section: the delegate's, else one showing the data
    /// source's title, else none; kept until a reload.
    func sectionView(_ key: SectionViewKey) -> UIView? {
        if let made = sectionViews[key] { return made }
        let made: UIView? = OptionalRequirement.outside {
            if let delegate = activeDelegate, let view = key.isFooter ? delegate.tableView(self, viewForFooterInSection: key.section)
                : delegate.tableView(self, viewForHeaderInSection: key.section) {
                return view
            }
            guard let dataSource = activeDataSource, let title = key.isFooter ? dataSource.tableView(self, titleForFooterInSection: key.section)
                    : dataSource.tableView(self, titleForHeaderInSection: key.section), !title.isEmpty else { return nil }
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.placement = (style, key.isFooter)
            view.textLabel?.text = style != .plain && !key.isFooter ? title.uppercased() : title
            return view
        }
        if let header = made as? UITableViewHeaderFooterView { header.placement = (style, key.isFooter) }
        sectionViews[key] = .some(made)
        return made
    }

    private func placeSectionViews(_ g: TableGeometry) {
        var wanted: [SectionViewKey: CGRect] = [:]
        for (index, section) in g.sections.enumerated() {
            var header = section.header
            if style == .plain, header.height > 0 {
                // A plain table's header stays at the top while its section's rows pass under it.
                header.origin.y = min(max(header.minY, bounds.minY + adjustedContentInset.top), section.frame.maxY - header.height)
            }
            for (key, frame) in [(SectionViewKey(section: index, isFooter: false), header), (SectionViewKey(section: index, isFooter: true), section.footer)]
            where frame.height > 0 && frame.overlaps(bounds) {
                wanted[key] = frame
            }
        }
        for key in shownSectionViews.keys.sorted() where wanted[key] == nil {
            shownSectionViews.removeValue(forKey: key)?.removeFromSuperview()
        }
        for key in wanted.keys.sorted() {
            guard let frame = wanted[key], let view = sectionView(key) else { continue }
            view.frame = frame
            if shownSectionViews[key] == nil {
                addSubview(view)
                shownSectionViews[key] = view
                if let delegate = activeDelegate {
                    OptionalRequirement.outside {
                        if key.isFooter {
                            delegate.tableView(self, willDisplayFooterView: view, forSection: key.section)
                        } else {
                            delegate.tableView(self, willDisplayHeaderView: view, forSection: key.section)
                        }
                    }
                }
            }
        }
    }

    /// Measures the shown rows whose height is their cell's; whether any height changed.
    private func measureShownRows(_ g: TableGeometry) -> Bool {
        var changed = false
        for indexPath in shownCells.keys.sorted() where g.isAutomatic(indexPath) && measuredHeights[indexPath] == nil {
            guard let cell = shownCells[indexPath], let frame = g.rows[indexPath] else { continue }
            let height = fittingHeight(of: cell, width: frame.width)
            measuredHeights[indexPath] = height
            if height != frame.height { changed = true }
        }
        return changed
    }

    /// The height of a row sized by its cell at `width`: what its content view's constraints
    /// fit plus the separator below it, else what its standard labels and image need, else 44
    /// points. The cell is measured where it is, not laid out.
    func fittingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        let thickness = separatorStyle == .none ? 0 : 1 / max(1, traitCollection.displayScale)
        if cell.frame.width != width { cell.frame.size.width = width }
        cell.applyCellMargins()
        let contentWidth = cell.contentWidth(forWidth: width)
        let content = cell.contentView
        if LayoutSystem.usesAutoLayout(content) {
            let fitted = content.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height + thickness }
        }
        if let standard = cell.standardContentHeight(forWidth: contentWidth, separator: thickness) { return standard }
        return TableGeometry.defaultRowHeight
    }

    /// The measured height of a row sized by its cell, or `nil` until it has shown.
    func measuredHeight(at indexPath: IndexPath) -> CGFloat? { measuredHeights[indexPath] }

    /// The lines under the empty rows that fill a plain table's bounds below its last row.
    private func placeFillerSeparators(_ g: TableGeometry) {
        var frames: [CGRect] = []
        // As on iOS, an empty plain table, even one without a data source, shows the lines.
        if style == .plain, separatorStyle != .none, tableFooterView == nil {
            let step = rowHeight > 0 ? rowHeight : 44
            let thickness = 1 / max(1, traitCollection.displayScale)
            let inset = separatorInset
            var y = g.contentHeight + step
            while y - thickness < bounds.maxY, frames.count < 200 {
                frames.append(CGRect(x: inset.left, y: y - thickness, width: max(0, bounds.width - inset.left - inset.right), height: thickness))
                y += step
            }
        }
        while fillerSeparators.count > frames.count { fillerSeparators.removeLast().removeFromSuperview() }
        while fillerSeparators.count < frames.count {
            fillerSeparators.append(ListChromeView())
        }
        for (line, frame) in zip(fillerSeparators, frames) {
            line.frame = frame
            line.backgroundColor = separatorColor ?? .separator
            if line.superview !== self { insertSubview(line, at: firstContentIndex) }
        }
    }

    /// A section's header or footer.
    struct SectionViewKey: Hashable, Comparable {
        let section: Int
        let isFooter: Bool

        static func < (l: SectionViewKey, r: SectionViewKey) -> Bool {
            (l.section, l.isFooter ? 1 : 0) < (r.section, r.isFooter ? 1 : 0)
        }
    }
}
