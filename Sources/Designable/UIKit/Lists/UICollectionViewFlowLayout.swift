import Foundation

/// Lays items out in lines that wrap, section after section, with optional section headers
/// and footers, as UIKit's `UICollectionViewFlowLayout`.
///
/// Scrolling vertically, items fill rows from the leading edge and wrap to a new row when the
/// next one would not fit the width; a row of several items spreads them to both edges (the
/// space between them grows past ``minimumInteritemSpacing``), a row of one centres it, and each
/// item is centred vertically in its row. Rows are ``minimumLineSpacing`` apart, and each
/// section sits inside its ``sectionInset``, below its header (``headerReferenceSize``'s height)
/// and above its footer. Scrolling horizontally, the same happens with columns.
///
/// When the collection view's delegate conforms to ``UICollectionViewDelegateFlowLayout``, its
/// methods size and space each item and section instead of these properties.
///
/// With an ``estimatedItemSize``, items start at the estimate and take the size their cell
/// prefers (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) once the collection
/// view has placed them; ``UICollectionViewFlowLayout/automaticSize`` estimates 50 × 50.
/// Differs from UIKit on purpose: items that have never been on screen keep the estimate.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// An ``estimatedItemSize`` that asks every cell for its own size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Which edge insets section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// The content's edge, inside the collection view's content inset.
        case fromContentInset
        /// The safe area's edge.
        case fromSafeArea
        /// The layout margins' edge.
        case fromLayoutMargins
    }

    /// The least space between lines (rows scrolling vertically); 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of every item, unless the delegate sizes them; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A first guess at the items' size that turns on self-sizing cells; `.zero` (off) by default.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls in; vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header; only the height counts scrolling vertically, the
    /// width scrolling horizontally. No header when that is 0, as by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, read as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The margins around each section's items; none by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Which edges ``sectionInset`` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible content while the section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible content while the section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero
    /// The sizes cells preferred, for self-sizing.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// A flow layout decoded from an Interface Builder document, with UIKit's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places every section's header, items and footer.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let flow = FlowAxes(vertical: scrollDirection == .vertical)
        let extent = flow.across(collectionView.bounds.size) - flow.acrossInsets(referenceInsets(of: collectionView))
        var along: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let placed = placeSection(section, in: collectionView, flow: flow, extent: extent, along: along)
            along = placed.end
            return placed
        }
        contentSize = flow.size(across: max(0, extent), along: along)
    }

    /// The size every section adds up to.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the attributes of the headers, items and footers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.overlaps(rect) {
            if let header = section.header, let pinned = pinned(header, in: index), pinned.frame.overlaps(rect) { found.append(pinned) }
            for item in section.items where item.frame.overlaps(rect) { found.append(copy(item)) }
            if let footer = section.footer, let pinned = pinned(footer, in: index), pinned.frame.overlaps(rect) { found.append(pinned) }
        }
        return found
    }

    /// A copy of the attributes of the item at `indexPath`, or `nil` when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return copy(sections[indexPath.section].items[indexPath.item])
    }

    /// A copy of the attributes of a section's header or footer.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let element = elementKind == UICollectionView.elementKindSectionHeader ? section.header
            : elementKind == UICollectionView.elementKindSectionFooter ? section.footer : nil
        return element.flatMap { pinned($0, in: indexPath.section) }
    }

    /// Whether the new bounds change the size the items flow in, or headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// With an ``estimatedItemSize``, whether a cell prefers another size than the one it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// Keeps the preferred size of the cell, to lay it out at that size from now on.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Forgets preferred sizes when the data changes, as they belong to the old items.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes = [:] }
        super.invalidateLayout(with: context)
    }

    override var asksPreferredAttributes: Bool { estimatedItemSize != .zero }

    // MARK: Placing

    private struct FlowSection {
        var header: UICollectionViewLayoutAttributes?
        var items: [UICollectionViewLayoutAttributes] = []
        var footer: UICollectionViewLayoutAttributes?
        /// Everything the section covers, header to footer, across the whole width.
        var frame: CGRect = .zero
        var end: CGFloat = 0
    }

    /// The section's metrics, from the delegate when it has them.
    private struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    private func metrics(of section: Int, in collectionView: UICollectionView) -> Metrics {
        guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else {
            return Metrics(inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
                           header: headerReferenceSize, footer: footerReferenceSize)
        }
        return OptionalRequirement.outside {
            Metrics(inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
                    lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
                    interitemSpacing: delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
                    header: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
                    footer: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section))
        }
    }

    private func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        if estimatedItemSize != .zero {
            if let preferred = preferredSizes[indexPath] { return preferred }
            return estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
        }
        guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else { return itemSize }
        return OptionalRequirement.outside { delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) }
    }

    /// The insets ``sectionInsetReference`` adds to the section insets.
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: collectionView.contentInset
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
    }

    private func placeSection(_ section: Int, in collectionView: UICollectionView, flow: FlowAxes, extent: CGFloat,
                              along start: CGFloat) -> FlowSection {
        let m = metrics(of: section, in: collectionView)
        var placed = FlowSection()
        var along = start
        let headerLength = flow.along(m.header)
        if headerLength > 0 {
            let header = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                        with: IndexPath(item: 0, section: section))
            header.frame = flow.rect(across: 0, along: along, acrossLength: extent, alongLength: headerLength)
            placed.header = header
            along += headerLength
        }
        along += flow.alongStart(m.inset)
        let room = extent - flow.acrossInsets(m.inset)
        var line: [(attributes: UICollectionViewLayoutAttributes, size: CGSize)] = []
        var lineLength: CGFloat = 0
        var isFirstLine = true
        func closeLine() {
            guard !line.isEmpty else { return }
            if !isFirstLine { along += m.lineSpacing }
            isFirstLine = false
            let thickness = line.map { flow.along($0.size) }.max() ?? 0
            let lengths = line.map { flow.across($0.size) }.reduce(0, +)
            // One item is centred; several spread to both edges.
            let gap = line.count > 1 ? max(m.interitemSpacing, (room - lengths) / CGFloat(line.count - 1)) : 0
            var across = flow.acrossStart(m.inset) + (line.count == 1 ? max(0, (room - lengths) / 2) : 0)
            for (attributes, size) in line {
                let offset = (thickness - flow.along(size)) / 2
                attributes.frame = flow.rect(across: across, along: along + offset, acrossLength: flow.across(size), alongLength: flow.along(size))
                across += flow.across(size) + gap
            }
            along += thickness
            line = []
            lineLength = 0
        }
        for item in 0..<collectionView.numberOfItems(inSection: section) {
            let indexPath = IndexPath(item: item, section: section)
            let size = itemSize(at: indexPath, in: collectionView)
            let length = flow.across(size)
            if !line.isEmpty, lineLength + m.interitemSpacing + length > room { closeLine() }
            let attributes = makeAttributes(forCellWith: indexPath)
            placed.items.append(attributes)
            lineLength += (line.isEmpty ? 0 : m.interitemSpacing) + length
            line.append((attributes, size))
        }
        closeLine()
        along += flow.alongEnd(m.inset)
        let footerLength = flow.along(m.footer)
        if footerLength > 0 {
            let footer = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                        with: IndexPath(item: 0, section: section))
            footer.frame = flow.rect(across: 0, along: along, acrossLength: extent, alongLength: footerLength)
            placed.footer = footer
            along += footerLength
        }
        placed.frame = flow.rect(across: 0, along: start, acrossLength: extent, alongLength: along - start)
        placed.end = along
        return placed
    }

    private func copy(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
    }

    /// A copy of a header or footer, moved to stay on screen while its section shows when pinned.
    private func pinned(_ attributes: UICollectionViewLayoutAttributes, in section: Int) -> UICollectionViewLayoutAttributes? {
        let result = copy(attributes)
        let isHeader = attributes.representedElementKind == UICollectionView.elementKindSectionHeader
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
              let visible = collectionView?.bounds, sections.indices.contains(section) else { return result }
        let flow = FlowAxes(vertical: scrollDirection == .vertical)
        let sectionFrame = sections[section].frame
        let length = flow.along(attributes.size)
        var start = flow.alongMin(attributes.frame)
        if isHeader {
            start = min(max(start, flow.alongMin(visible)), flow.alongMax(sectionFrame) - length)
        } else {
            start = max(min(start, flow.alongMax(visible) - length), flow.alongMin(sectionFrame))
        }
        result.frame = flow.rect(across: flow.acrossMin(attributes.frame), along: start,
                                 acrossLength: flow.across(attributes.size), alongLength: length)
        result.zIndex = max(result.zIndex, 1024)
        return result
    }
}

/// The flow layout's geometry written once for both directions: `across` is the direction
/// items fill a line in (the width when scrolling vertically), `along` the direction lines
/// follow each other in, which is the scrolling one.
private struct FlowAxes {
    let vertical: Bool

    func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func acrossInsets(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.left + insets.right : insets.top + insets.bottom }
    func acrossStart(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.left : insets.top }
    func alongStart(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.top : insets.left }
    func alongEnd(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.bottom : insets.right }
    func acrossMin(_ rect: CGRect) -> CGFloat { vertical ? rect.minX : rect.minY }
    func alongMin(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
    func alongMax(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }

    func size(across: CGFloat, along: CGFloat) -> CGSize {
        vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func rect(across: CGFloat, along: CGFloat, acrossLength: CGFloat, alongLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }
}
