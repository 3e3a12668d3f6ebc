import Foundation

/// A scroll view that shows items placed by a ``UICollectionViewLayout``, as UIKit's
/// `UICollectionView`: its ``dataSource`` gives the counts and a cell for each item, and its
/// ``delegate`` hears about display and selection.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 80, height: 80)
/// let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
/// grid.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
/// grid.dataSource = palette
/// assertSnapshot(of: grid, as: .image)
/// ```
///
/// ## Layout
/// At each layout (`layoutSubviews`), the collection view prepares its layout if it needs it
/// (see ``UICollectionViewLayout``), sets ``UIScrollView/contentSize`` to the layout's content
/// size, and asks for the attributes of the elements in its bounds, at the current
/// ``UIScrollView/contentOffset``. Each element's view is the one already showing it, or a new
/// one from the data source (cells, supplementary views) or the layout's registrations
/// (decoration views); the attributes' centre, size, `transform3D`, alpha and hidden state are
/// applied, `zIndex` becomes the layer's `zPosition` (and orders the views among themselves),
/// and then the view's ``UICollectionReusableView/apply(_:)`` runs. Views no longer in the
/// bounds go back to the reuse queue.
///
/// ## Building cells
/// ``register(_:forCellWithReuseIdentifier:)-(AnyClass?,_)`` takes a class: one a module
/// registered (its `registerDesignables()`) is built through its `init(frame:)`, and any other
/// through its `init?(coder:)` with nothing to decode, since Swift on Linux cannot call
/// `init(frame:)` on a class given at run time. ``register(_:forCellWithReuseIdentifier:)-(UINib?,_)``
/// takes a nib whose top-level object is the cell.
///
/// Differs from UIKit on purpose: nothing scrolls, animates or prefetches; updates
/// (``performBatchUpdates(_:completion:)``, ``insertItems(at:)`` and the like) reload the data
/// at once and call their completion before returning. Dequeuing under an identifier nothing
/// registered gives a blank cell and makes the render fail with UIKit's message, rather than
/// ending the test run with UIKit's exception.
open class UICollectionView: UIScrollView {
    /// The direction a flow layout's content scrolls in, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items follow each other downwards; the content scrolls up and down.
        case vertical
        /// Columns of items follow each other to the right; the content scrolls sideways.
        case horizontal
    }

    /// What kind of element layout attributes describe, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell, from the data source.
        case cell
        /// A view such as a section header, from the data source.
        case supplementaryView
        /// A view the layout adds itself, from its registrations.
        case decorationView
    }

    /// Where an item ends up when scrolled to, as UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The positions as bits.
        public let rawValue: UInt
        /// The positions whose bits `rawValue` sets.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private var layout: UICollectionViewLayout

    /// Gives the counts and the cells; setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Hears about display, selection and scrolling.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { layout.invalidateLayout() }
    }

    /// A view behind the items, filling the bounds; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects items; `true` by default.
    open var allowsSelection = true
    /// Whether several items may be selected at once; `false` by default.
    open var allowsMultipleSelection = false
    /// Whether cells are prepared before they show; kept for source compatibility, as nothing
    /// scrolls here.
    open var isPrefetchingEnabled = true
    /// Whether the collection view remembers the last focused item; kept for source compatibility.
    open var remembersLastFocusedIndexPath = false

    private var counts = ListCounts()
    private var cellQueue = ReuseQueue()
    private var supplementaryQueue = ReuseQueue()
    private var shown: [ElementKey: Shown] = [:]
    /// Whether the next layout asks the data source again for every shown view.
    private var reloadPending = true
    private var isPlacing = false
    private var selected: [IndexPath] = []

    /// A collection view of the specified frame whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// A collection view of the specified frame with a flow layout.
    ///
    /// Differs from UIKit on purpose: UIKit raises an exception for a collection view made
    /// without a layout; a flow layout lets code that builds one through `init(frame:)` (and
    /// Designable's registration of subclasses) render.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// A collection view decoded from an Interface Builder document: the document's layout (a
    /// flow layout with its metrics, or a registered layout class the document names), and the
    /// document's cells, headers and footers registered under their reuse identifiers.
    public required init?(coder: NSCoder) {
        let document = coder as? IBDocumentCoder
        layout = document?.decodedLayout() ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        if let document {
            for (identifier, cell) in document.prototypeCells() { cellQueue.register(.prototype(cell), for: identifier) }
            for (kind, identifier, view) in document.supplementaryPrototypes() {
                supplementaryQueue.register(.prototype(view), for: Self.supplementaryKey(kind, identifier))
            }
        }
        attach(layout)
    }

    /// Replaces the layout; `animated` is ignored.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, then calls `completion` with `true`; `animated` is ignored.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let old = self.layout
        guard layout !== old else { completion?(true); return }
        for view in shown.values.map(\.view) { view.willTransition(from: old, to: layout) }
        if old.attachedCollectionView === self { old.attachedCollectionView = nil }
        self.layout = layout
        attach(layout)
        for view in shown.values.map(\.view) { view.didTransition(from: old, to: layout) }
        completion?(true)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        layout.attachedCollectionView = self
        layout.invalidateLayout()
    }

    // MARK: Data

    /// The number of sections the data source gave.
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items the data source gave for `section`; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int { loadedCounts.count(inSection: section) }

    private var loadedCounts: [Int] {
        let dataSource = self.dataSource
        return counts.read(sections: { dataSource?.numberOfSections(in: self) ?? 0 },
                           items: { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 })
    }

    /// Reads the counts again and asks the data source again for every view at the next layout.
    open func reloadData() {
        counts.reset()
        reloadPending = true
        selected = []
        layout.invalidateLayout(with: .reloading(type(of: layout).invalidationContextClass))
    }

    /// Runs `updates` (which change the data and call ``insertItems(at:)`` and the like), lays
    /// the items out again, and calls `completion` with `true` before returning.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Items were inserted; reloads the data.
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items were deleted; reloads the data.
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items changed; reloads the data.
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// An item moved; reloads the data.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted; reloads the data.
    open func insertSections(_ sections: IndexSet) { reloadData() }
    /// Sections were deleted; reloads the data.
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Sections changed; reloads the data.
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    /// A section moved; reloads the data.
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

    // MARK: Registering and dequeuing

    /// Registers the class of the cells dequeued with `identifier`; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(ReuseQueue.source(cellClass), for: identifier)
    }

    /// Registers a nib whose top-level object is the cell dequeued with `identifier`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(nib.map { .nib($0) }, for: identifier)
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue.register(ReuseQueue.source(viewClass), for: Self.supplementaryKey(elementKind, identifier))
    }

    /// Registers a nib whose top-level object is the supplementary view of `kind` dequeued with `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue.register(nib.map { .nib($0) }, for: Self.supplementaryKey(kind, identifier))
    }

    /// A cell for the item at `indexPath`: one that left the screen, prepared for reuse, or a
    /// new one of the class or nib registered under `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        switch cellQueue.dequeue(identifier) {
        case let (cell as UICollectionViewCell, isReused)?:
            cell.storedReuseIdentifier = identifier
            if isReused { cell.prepareForReuse() }
            return cell
        case let (other, _)?:
            raiseException("the view registered for the identifier \(identifier), a \(type(of: other)), is not a UICollectionViewCell")
        case nil:
            raiseException("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let blank = UICollectionViewCell(frame: .zero)
        blank.storedReuseIdentifier = identifier
        return blank
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new, from what is
    /// registered under `identifier` for that kind.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        switch supplementaryQueue.dequeue(Self.supplementaryKey(elementKind, identifier)) {
        case let (view as UICollectionReusableView, isReused)?:
            view.storedReuseIdentifier = identifier
            if isReused { view.prepareForReuse() }
            return view
        case let (other, _)?:
            raiseException("the view registered for the identifier \(identifier), a \(type(of: other)), is not a UICollectionReusableView")
        case nil:
            raiseException("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let blank = UICollectionReusableView(frame: .zero)
        blank.storedReuseIdentifier = identifier
        return blank
    }

    private static func supplementaryKey(_ kind: String, _ identifier: String) -> String { "\(kind)\u{0}\(identifier)" }

    // MARK: What shows

    /// The cells showing, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        sortedShown(.cell).compactMap { $0.view as? UICollectionViewCell }
    }

    /// The index paths of the items showing, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        sortedShown(.cell).map(\.key.indexPath)
    }

    /// The cell showing the item at `indexPath`, or `nil` when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shown[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]?.view as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows, or `nil` when it shows none.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shown.first { $0.value.view === cell && $0.key.category == .cell }?.key.indexPath
    }

    /// The index path of the item at `point`, in content coordinates, or `nil`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let found = OptionalRequirement.outside { layout.layoutAttributesForElements(in: probe) } ?? []
        return found.filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view of `elementKind` showing at `indexPath`, or `nil`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shown[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]?.view
    }

    /// The supplementary views of `elementKind` showing, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        sortedShown(.supplementaryView).filter { $0.key.kind == elementKind }.map(\.view)
    }

    /// The index paths of the supplementary views of `elementKind` showing, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        sortedShown(.supplementaryView).filter { $0.key.kind == elementKind }.map(\.key.indexPath)
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return OptionalRequirement.outside { layout.layoutAttributesForItem(at: indexPath) }
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return OptionalRequirement.outside { layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }
    }

    private func sortedShown(_ category: ElementCategory) -> [(key: ElementKey, view: UICollectionReusableView)] {
        shown.filter { $0.key.category == category }.map { ($0.key, $0.value.view) }.sorted { $0.key < $1.key }
    }

    // MARK: Scrolling and selection

    /// Scrolls at once so the item at `indexPath` is where `scrollPosition` says, kept inside the
    /// content; `animated` is ignored.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let inset = adjustedContentInset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        let size = layout.collectionViewContentSize
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, size.width - bounds.width + inset.right))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, size.height - bounds.height + inset.bottom))
        setContentOffset(offset, animated: animated)
    }

    /// The index paths of the selected items, in the order they were selected; `nil` when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects the item at `indexPath` (deselecting the others unless ``allowsMultipleSelection``)
    /// and scrolls to it when `scrollPosition` says where; the delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else {
            if indexPath == nil { for path in selected { deselectItem(at: path, animated: animated) } }
            return
        }
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectItem(at: path, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Touches

    private var highlighted: IndexPath?

    /// Highlights the item under the finger, if the delegate lets it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard allowsSelection, let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        let delegate = self.delegate
        OptionalRequirement.outside {
            guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
            highlighted = indexPath
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }

    /// Selects the highlighted item when the finger lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let indexPath = unhighlight() else { return }
        if let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath { tapItem(at: indexPath) }
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
        cellForItem(at: indexPath)?.isHighlighted = false
        if let delegate { OptionalRequirement.outside { delegate.collectionView(self, didUnhighlightItemAt: indexPath) } }
        return indexPath
    }

    /// Selects the item under a tap as UIKit does, asking and telling the delegate.
    private func tapItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = self.delegate
        OptionalRequirement.outside {
            if selected.contains(indexPath), allowsMultipleSelection {
                guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
                deselectItem(at: indexPath, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
                return
            }
            guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
            let others = allowsMultipleSelection ? [] : selected.filter { $0 != indexPath }
            selectItem(at: indexPath, animated: false, scrollPosition: [])
            for path in others { delegate?.collectionView(self, didDeselectItemAt: path) }
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
    }

    // MARK: Laying out

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }
    override var insetsContentForSafeArea: Bool { true }

    override func boundsWillChange(to newBounds: CGRect) {
        let layout = self.layout
        if OptionalRequirement.outside({ layout.shouldInvalidateLayout(forBoundsChange: newBounds) }) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        if !isPlacing { setNeedsLayout() }
    }

    /// The layout asks to be prepared again.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { counts.reset() }
        if !isPlacing { setNeedsLayout() }
    }

    /// Places the background view and the views of the elements in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard !isPlacing else { return }
        isPlacing = true
        defer { isPlacing = false }
        followTopInset()
        // A layout that sizes by preference (self-sizing cells) is prepared again with the sizes
        // the cells preferred, a few times at most, as UIKit's layout settles within a pass.
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            contentSize = layout.collectionViewContentSize
            let attributes = OptionalRequirement.outside { layout.layoutAttributesForElements(in: bounds) } ?? []
            place(attributes)
            if !askPreferredAttributes(of: attributes) { break }
        }
    }

    private func prepareLayoutIfNeeded() {
        // An invalidation during prepare() (a layout that moves the bounds) prepares it again, twice at most.
        var prepares = 0
        while layout.needsPrepare, prepares < 3 {
            layout.needsPrepare = false
            prepares += 1
            let layout = self.layout
            OptionalRequirement.outside { layout.prepare() }
        }
    }

    private func place(_ attributes: [UICollectionViewLayoutAttributes]) {
        if reloadPending {
            reloadPending = false
            for key in shown.keys.sorted() { recycle(shown[key]!.view, key: key) }
            shown = [:]
        }
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [ElementKey] = []
        for element in attributes {
            let key = ElementKey(element)
            if element.representedElementCategory == .cell, !isItem(element.indexPath) { continue }
            if wanted[key] == nil { order.append(key) }
            wanted[key] = element
        }
        // In index path order, so the queue, and so which view shows which item, is the same every run.
        for key in shown.keys.sorted() where wanted[key] == nil {
            let view = shown.removeValue(forKey: key)!.view
            recycle(view, key: key)
        }
        for key in order {
            guard let element = wanted[key] else { continue }
            if let entry = shown[key] {
                apply(element, to: entry.view)
                shown[key] = Shown(view: entry.view, attributes: element)
            } else if let view = makeView(for: element, key: key) {
                apply(element, to: view)
                if let cell = view as? UICollectionViewCell { cell.isSelected = selected.contains(key.indexPath) }
                if view.superview !== self { addSubview(view) }
                shown[key] = Shown(view: view, attributes: element)
                tellWillDisplay(view, key: key)
            }
        }
        orderByZIndex(order)
    }

    private func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    private func makeView(for element: UICollectionViewLayoutAttributes, key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            return OptionalRequirement.outside { dataSource.collectionView(self, cellForItemAt: key.indexPath) }
        case .supplementaryView:
            guard let dataSource, let kind = key.kind else { return nil }
            return OptionalRequirement.outside {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            }
        case .decorationView:
            guard let kind = key.kind else { return nil }
            guard let (view, isReused) = layout.decorationSources.dequeue(kind), let decoration = view as? UICollectionReusableView else {
                raiseException("could not dequeue a decoration view of kind \(kind): register a class or a nib for it with the layout's register(_:forDecorationViewOfKind:)")
                return nil
            }
            if isReused { decoration.prepareForReuse() }
            return decoration
        }
    }

    private func apply(_ element: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.bounds.size != element.size { view.bounds = CGRect(origin: view.bounds.origin, size: element.size) }
        if view.center != element.center { view.center = element.center }
        if view.layer.transform != element.transform3D { view.layer.transform = element.transform3D }
        if view.alpha != element.alpha { view.alpha = element.alpha }
        if view.isHidden != element.isHidden { view.isHidden = element.isHidden }
        view.layer.zPosition = CGFloat(element.zIndex)
        OptionalRequirement.outside { view.apply(element) }
    }

    private func recycle(_ view: UICollectionReusableView, key: ElementKey) {
        view.removeFromSuperview()
        switch key.category {
        case .cell:
            if let identifier = view.reuseIdentifier { cellQueue.enqueue(view, for: identifier) }
            if let cell = view as? UICollectionViewCell, let delegate {
                OptionalRequirement.outside { delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
            }
        case .supplementaryView:
            if let identifier = view.reuseIdentifier, let kind = key.kind {
                supplementaryQueue.enqueue(view, for: Self.supplementaryKey(kind, identifier))
            }
            if let delegate, let kind = key.kind {
                OptionalRequirement.outside {
                    delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
                }
            }
        case .decorationView:
            if let kind = key.kind { layout.decorationSources.enqueue(view, for: kind) }
        }
    }

    private func tellWillDisplay(_ view: UICollectionReusableView, key: ElementKey) {
        guard let delegate else { return }
        OptionalRequirement.outside {
            if let cell = view as? UICollectionViewCell, key.category == .cell {
                delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView, let kind = key.kind {
                delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            }
        }
    }

    /// The shown views in increasing `zIndex` (in the layout's order where equal), above the
    /// collection view's other subviews, so that the subview order agrees with the z positions.
    private func orderByZIndex(_ order: [ElementKey]) {
        let views = order.enumerated().compactMap { index, key in shown[key].map { (index, $0) } }
            .sorted { ($0.1.attributes.zIndex, $0.0) < ($1.1.attributes.zIndex, $1.0) }.map(\.1.view)
        guard !subviews.suffix(views.count).elementsEqual(views, by: ===) else { return }
        for view in views { bringSubviewToFront(view) }
    }

    /// Asks each shown cell for its preferred attributes; true when the layout was invalidated
    /// by one.
    private func askPreferredAttributes(of attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        guard layout.asksPreferredAttributes else { return false }
        var invalidated = false
        for element in attributes where element.representedElementCategory == .cell {
            guard let view = shown[ElementKey(element)]?.view else { continue }
            let layout = self.layout
            OptionalRequirement.outside {
                let preferred = view.preferredLayoutAttributesFitting(element)
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element))
                    invalidated = true
                }
            }
        }
        return invalidated
    }

    /// An element the collection view shows, as its layout attributes name it.
    private struct ElementKey: Hashable, Comparable {
        let category: ElementCategory
        let kind: String?
        let indexPath: IndexPath

        init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
            self.category = category
            self.kind = kind
            self.indexPath = indexPath
        }

        init(_ attributes: UICollectionViewLayoutAttributes) {
            self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                      indexPath: attributes.indexPath)
        }

        static func < (l: ElementKey, r: ElementKey) -> Bool {
            if l.indexPath != r.indexPath { return l.indexPath < r.indexPath }
            if l.category != r.category { return l.category.rawValue < r.category.rawValue }
            return (l.kind ?? "") < (r.kind ?? "")
        }
    }

    private struct Shown {
        let view: UICollectionReusableView
        let attributes: UICollectionViewLayoutAttributes
    }
}
