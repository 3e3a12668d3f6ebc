import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Collection views: the data source asked for what the layout shows, cells placed from their
/// attributes and reused as the content scrolls, the flow layout's rows, headers and
/// self-sizing, and what a render shows.
final class CollectionViewTests: XCTestCase {
    final class Swatch: UICollectionViewCell {
        let label = UILabel()
        var reuses = 0
        var applied: [UICollectionViewLayoutAttributes] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }
        // Unregistered, it is built through this initialiser.
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }
        private func setUp() {
            label.textAlignment = .center
            label.font = .boldSystemFont(ofSize: 15)
            label.textColor = .white
            contentView.addSubview(label)
            contentView.layer.cornerRadius = 8
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(layoutAttributes)
        }
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 17)
            addSubview(label)
        }
        // Unregistered, it is built through this initialiser.
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            label.font = .boldSystemFont(ofSize: 17)
            addSubview(label)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 12, dy: 0)
        }
    }

    /// Sections of coloured items, recording what it is asked.
    final class Palette: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        static let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink]
        var counts: [Int]
        var asked: [IndexPath] = []
        var displayed: [IndexPath] = []
        var ended: [IndexPath] = []
        var selected: [IndexPath] = []
        var scrolls = 0
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! Swatch
            cell.contentView.backgroundColor = Self.colours[indexPath.item % Self.colours.count]
            cell.label.text = "\(indexPath.item + 1)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
            header.label.text = "Section \(indexPath.section + 1)"
            return header
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            ended.append(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    func grid(width: CGFloat = 200, height: CGFloat = 400, _ palette: Palette) -> (UICollectionView, UICollectionViewFlowLayout) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(Swatch.self, forCellWithReuseIdentifier: "swatch")
        view.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = palette
        view.delegate = palette
        return (view, layout)
    }

    func testTheFlowLayoutWrapsItemsIntoRowsThatSpreadToBothEdgesAndCentresALoneItem() throws {
        let palette = Palette([7])
        let (view, layout) = grid(palette)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        view.layoutIfNeeded()
        // 180 pt of room: three 50 pt items with at least 10 between fit, a fourth does not;
        // the 30 pt left over spreads the three to both edges, 15 apart.
        let frames = (0..<7).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [
            CGRect(x: 10, y: 40, width: 50, height: 50), CGRect(x: 75, y: 40, width: 50, height: 50), CGRect(x: 140, y: 40, width: 50, height: 50),
            CGRect(x: 10, y: 100, width: 50, height: 50), CGRect(x: 75, y: 100, width: 50, height: 50), CGRect(x: 140, y: 100, width: 50, height: 50),
            CGRect(x: 75, y: 160, width: 50, height: 50),
        ])
        let header = try XCTUnwrap(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 200, height: 30), "the header spans the width above the inset")
        XCTAssertEqual(view.contentSize, CGSize(width: 200, height: 220), "header, inset, three rows with two gaps, inset")
    }

    func testTheDelegateSizesAndSpacesAFlowLayoutsItemsAndSections() {
        final class Sizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 40 + 20 * indexPath.item, height: 20 + 10 * indexPath.item)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 5 }
        }
        let sizes = Sizes()
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = sizes
        view.delegate = sizes
        view.layoutIfNeeded()
        // 40 + 60 + 80 = 180 of 300: the 120 left spreads into two gaps of 60; each item is
        // centred on the row's tallest (40 pt).
        XCTAssertEqual(view.visibleCells.map(\.frame), [
            CGRect(x: 0, y: 10, width: 40, height: 20), CGRect(x: 100, y: 5, width: 60, height: 30), CGRect(x: 220, y: 0, width: 80, height: 40),
        ])
    }

    func testTheDataSourceIsAskedOnlyForTheItemsInTheBoundsWhoseCellsArePlacedAtTheirAttributes() throws {
        let palette = Palette([12])
        let (view, _) = grid(height: 100, palette)
        view.layoutIfNeeded()
        // Rows at y = 10 and 70 meet the 100 pt bounds; the third, at 130, does not.
        XCTAssertEqual(palette.asked, (0..<6).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(view.indexPathsForVisibleItems, palette.asked)
        XCTAssertEqual(palette.displayed, palette.asked, "the delegate hears willDisplay for each")
        for indexPath in palette.asked {
            let cell = try XCTUnwrap(view.cellForItem(at: indexPath))
            XCTAssertTrue(cell.superview === view)
            XCTAssertEqual(cell.frame, view.layoutAttributesForItem(at: indexPath)?.frame)
            XCTAssertEqual(view.indexPath(for: cell), indexPath)
            XCTAssertEqual(cell.reuseIdentifier, "swatch")
            XCTAssertEqual(cell.contentView.frame, cell.bounds, "the content view fills the cell")
        }
        XCTAssertNil(view.cellForItem(at: IndexPath(item: 6, section: 0)))
        XCTAssertEqual(view.numberOfSections, 1)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 12)
    }

    func testCellsScrolledOutGoBackToTheQueueAndComeBackPreparedForTheItemsScrolledIn() throws {
        let palette = Palette([12])
        let (view, _) = grid(height: 100, palette)
        view.layoutIfNeeded()
        let first = view.visibleCells
        view.contentOffset = CGPoint(x: 0, y: 130)
        XCTAssertEqual(palette.scrolls, 1, "a new content offset tells the delegate it scrolled")
        view.layoutIfNeeded()
        // Bounds 130...230 meet rows 3 (130) and 4 (190): items 7 to 12.
        XCTAssertEqual(view.indexPathsForVisibleItems, (6..<12).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(palette.ended, (0..<6).map { IndexPath(item: $0, section: 0) }, "the delegate hears the cells leave")
        let second = view.visibleCells.compactMap { $0 as? Swatch }
        XCTAssertEqual(Set(second.map(ObjectIdentifier.init)), Set(first.map(ObjectIdentifier.init)), "the same six cells, reused")
        XCTAssertTrue(second.allSatisfy { $0.reuses == 1 }, "each prepared for reuse once")
        XCTAssertEqual(second.map { $0.label.text }, ["7", "8", "9", "10", "11", "12"])
        XCTAssertTrue(first.allSatisfy { $0.superview === view })
    }

    func testReloadingAsksForTheCountsAndEveryCellAgain() {
        let palette = Palette([3])
        let (view, _) = grid(palette)
        view.layoutIfNeeded()
        palette.counts = [5]
        view.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.count, 3, "the counts are kept until a reload")
        palette.asked = []
        var completed = false
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)]) }) { completed = $0 }
        XCTAssertTrue(completed, "the completion runs before performBatchUpdates returns")
        XCTAssertEqual(view.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(palette.asked.count, 5, "every shown item is asked for again")
        XCTAssertEqual(view.visibleCells.count, 5)
    }

    /// A layout of its own, with an attributes subclass, as carousels are written.
    final class TiltAttributes: UICollectionViewLayoutAttributes {
        var tilt: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TiltAttributes
            copy.tilt = tilt
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TiltAttributes else { return false }
            return super.isEqual(other) && tilt == other.tilt
        }
    }

    final class Stack: UICollectionViewLayout {
        var prepares = 0
        override class var layoutAttributesClass: AnyClass { TiltAttributes.self }
        override func prepare() {
            super.prepare()
            prepares += 1
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = TiltAttributes(forCellWith: indexPath)
            attributes.center = CGPoint(x: 60 + 40 * CGFloat(indexPath.item), y: 50)
            attributes.size = CGSize(width: 80, height: 80)
            attributes.tilt = CGFloat(indexPath.item)
            attributes.transform = CGAffineTransform(scaleX: 1 - 0.1 * CGFloat(indexPath.item), y: 1 - 0.1 * CGFloat(indexPath.item))
            attributes.alpha = 1 - 0.2 * CGFloat(indexPath.item)
            attributes.zIndex = 10 - indexPath.item
            return attributes
        }
    }

    func testACustomLayoutsAttributesArePlacedWithTheirTransformAlphaAndZIndexAndHandedToTheCell() throws {
        let palette = Palette([3])
        let layout = Stack()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(Swatch.self, forCellWithReuseIdentifier: "swatch")
        view.dataSource = palette
        view.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 1)
        let cells = try (0..<3).map { try XCTUnwrap(view.cellForItem(at: IndexPath(item: $0, section: 0)) as? Swatch) }
        XCTAssertEqual(cells.map(\.center), [CGPoint(x: 60, y: 50), CGPoint(x: 100, y: 50), CGPoint(x: 140, y: 50)])
        XCTAssertEqual(cells.map(\.bounds.size), Array(repeating: CGSize(width: 80, height: 80), count: 3))
        XCTAssertEqual(cells[2].transform, CGAffineTransform(scaleX: 0.8, y: 0.8))
        XCTAssertEqual(cells.map(\.alpha), [1, 0.8, 0.6], accuracy: 1e-6)
        XCTAssertEqual(cells.map(\.layer.zPosition), [10, 9, 8], "zIndex is the layer's z position, as in UIKit")
        XCTAssertTrue(view.subviews.suffix(3).elementsEqual([cells[2], cells[1], cells[0]], by: ===), "and orders the subviews, lowest first")
        let applied = try XCTUnwrap(cells[1].applied.last as? TiltAttributes, "apply(_:) receives the layout's attributes class")
        XCTAssertEqual(applied.tilt, 1)
        XCTAssertTrue(applied.isEqual(applied.copy()), "a copy of the subclass keeps its property")
        XCTAssertEqual(view.contentSize, CGSize(width: 300, height: 100))
        view.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 1, "nothing invalidated the layout")
        layout.invalidateLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 2)
    }

    func testACellClassNoModuleRegisteredIsBuiltThroughItsCoderInitialiser() throws {
        final class CoderOnly: UICollectionViewCell {
            var builtFromCoder = false
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                builtFromCoder = true
            }
        }
        final class One: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "coder", for: indexPath)
            }
        }
        let one = One()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        view.register(CoderOnly.self, forCellWithReuseIdentifier: "coder")
        view.dataSource = one
        view.layoutIfNeeded()
        let cell = try XCTUnwrap(view.visibleCells.first as? CoderOnly)
        XCTAssertTrue(cell.builtFromCoder)
        XCTAssertTrue(cell.contentView.superview === cell, "with a content view of its own")
        XCTAssertEqual(cell.frame, CGRect(x: 25, y: 0, width: 50, height: 50), "a lone item is centred in its row")
    }

    func testDequeuingAnIdentifierNothingRegisteredFailsTheRenderWithUIKitsMessage() {
        final class Misspelt: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            }
        }
        let misspelt = Misspelt()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatches")
        view.dataSource = misspelt
        view.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.map(\.reuseIdentifier), ["swatch", "swatch"], "blank cells stand in, so the layout goes on")
        XCTAssertThrowsError(try ViewRenderer.render(view)) { error in
            guard case .exceptionRaised(let reason)? = error as? ViewRenderError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier swatch"), reason)
        }
    }

    func testScrollingToAnItemPutsItWhereAskedWithinTheContent() {
        let palette = Palette([30])
        let (view, _) = grid(height: 100, palette)
        view.layoutIfNeeded()
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredVertically, animated: true)
        // Item 11 is on the fourth row, y = 190...240: centred, the offset is 215 - 50.
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 165))
        view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: view.contentSize.height - 100), "not past the end of the content")
        view.layoutIfNeeded()
        XCTAssertTrue(view.indexPathsForVisibleItems.contains(IndexPath(item: 29, section: 0)))
    }

    func testATapSelectsTheItemUnderItAndTellsTheDelegate() throws {
        let palette = Palette([6])
        let (view, _) = grid(palette)
        view.layoutIfNeeded()
        view.simulateTap(at: CGPoint(x: 100, y: 95))
        XCTAssertEqual(palette.selected, [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(try XCTUnwrap(view.cellForItem(at: IndexPath(item: 4, section: 0))).isSelected)
        XCTAssertFalse(try XCTUnwrap(view.cellForItem(at: IndexPath(item: 4, section: 0))).isHighlighted, "the highlight ends with the touch")
    }

    func testSelfSizingCellsTakeTheSizeTheirConstraintsFit() throws {
        final class Tag: UICollectionViewCell {
            let label = UILabel()
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                label.translatesAutoresizingMaskIntoConstraints = false
                label.font = .systemFont(ofSize: 17)
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                ])
            }
        }
        final class Words: NSObject, UICollectionViewDataSource {
            let words = ["a", "longer word"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! Tag
                cell.label.text = words[indexPath.item]
                return cell
            }
        }
        let words = Words()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        view.register(Tag.self, forCellWithReuseIdentifier: "tag")
        view.dataSource = words
        view.layoutIfNeeded()
        let cells = try (0..<2).map { try XCTUnwrap(view.cellForItem(at: IndexPath(item: $0, section: 0)) as? Tag) }
        for cell in cells {
            let text = cell.label.intrinsicContentSize
            XCTAssertEqual(cell.bounds.size.width, text.width + 16, accuracy: 0.01, "the label's width and its margins")
            XCTAssertEqual(cell.bounds.size.height, text.height + 8, accuracy: 0.01)
        }
        XCTAssertGreaterThan(cells[1].bounds.width, cells[0].bounds.width + 40)
    }

    func testAFlowLayoutGridOfColouredCellsUnderSectionHeaders() {
        let palette = Palette([5, 3])
        let (view, layout) = grid(width: 240, height: 300, palette)
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.minimumLineSpacing = 12
        view.backgroundColor = .systemGroupedBackground
        assertSnapshot(of: view, as: .image(paths: [.code]), named: "grid")
    }
}

private func XCTAssertEqual(_ a: [CGFloat], _ b: [CGFloat], accuracy: CGFloat, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, message, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, message, file: file, line: line) }
}
