import Designable
import DesignableTesting
import XCTest
@testable import AppViews

/// A carousel written as carousel libraries write theirs (a collection view subclass, a layout
/// of its own with an attributes subclass, a cell subclass, its own data source and delegate
/// in front of the collection view's), compiled through the plugin: it lays out, centres an
/// item, styles the neighbours, and hears taps and scrolling as on iOS.
final class CarouselTests: XCTestCase {
    final class Posters: NSObject, CarouselViewDataSource, CarouselViewDelegate {
        static let colours: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]
        var selected: [Int] = []
        var displayed: [Int] = []
        var scrolls = 0

        func numberOfItems(in carousel: CarouselView) -> Int { Self.colours.count }

        func carousel(_ carousel: CarouselView, cellForItemAt index: Int) -> CarouselCell {
            let cell = carousel.dequeueReusableCell(withReuseIdentifier: "poster", at: index)
            cell.imageView?.backgroundColor = Self.colours[index]
            cell.captionLabel?.text = "Poster \(index + 1)"
            return cell
        }

        func carousel(_ carousel: CarouselView, didSelectItemAt index: Int) { selected.append(index) }
        func carousel(_ carousel: CarouselView, willDisplay cell: CarouselCell, forItemAt index: Int) { displayed.append(index) }
        func carouselDidScroll(_ carousel: CarouselView) { scrolls += 1 }
    }

    /// Implements none of the delegate's optional methods.
    final class Silent: NSObject, CarouselViewDelegate {}

    override func setUp() {
        AppViews.registerDesignables()
    }

    func makeCarousel(_ posters: Posters, style: CarouselStyle) -> CarouselView {
        let carousel = CarouselView(frame: CGRect(x: 0, y: 0, width: 390, height: 220))
        carousel.register(CarouselCell.self, forCellWithReuseIdentifier: "poster")
        carousel.itemSize = CGSize(width: 200, height: 180)
        carousel.style = CarouselTransform(style: style)
        carousel.dataSource = posters
        carousel.delegate = posters
        carousel.backgroundColor = .systemGray6
        return carousel
    }

    func testTheCentredItemIsFullSizeAndItsNeighboursShrinkAndFade() throws {
        let posters = Posters()
        let carousel = makeCarousel(posters, style: .shrink)
        carousel.layoutIfNeeded()
        XCTAssertEqual(carousel.currentIndex, 0)
        carousel.scrollToItem(at: 2, animated: true)
        XCTAssertEqual(carousel.currentIndex, 2, "the collection view told the carousel it scrolled, and the carousel followed")
        XCTAssertGreaterThan(posters.scrolls, 0, "the carousel's delegate heard it through the optional method's reference")
        carousel.layoutIfNeeded()
        let centre = try XCTUnwrap(carousel.cellForItem(at: 2))
        let left = try XCTUnwrap(carousel.cellForItem(at: 1))
        XCTAssertEqual(centre.transform, .identity)
        XCTAssertEqual(centre.alpha, 1)
        // Items overlap by the style's spacing, so a neighbour's centre is one item (170 pt) away: fully shrunk.
        XCTAssertEqual(left.transform.a, 0.7, accuracy: 1e-9)
        XCTAssertEqual(left.alpha, 0.5, accuracy: 1e-6)
        XCTAssertGreaterThan(centre.layer.zPosition, left.layer.zPosition, "the centred item is above its neighbours")
        XCTAssertEqual(centre.center.x - carousel.convert(CGPoint(x: 195, y: 0), to: centre.superview).x, 0, accuracy: 1e-9,
                       "centred in the carousel")
        XCTAssertEqual(carousel.index(for: centre), 2)
        XCTAssertTrue(Set(posters.displayed).isSuperset(of: [1, 2, 3]), "willDisplay reached the carousel's delegate")
        XCTAssertEqual(centre.captionLabel?.text, "Poster 3")
        assertSnapshot(of: carousel, as: .image(paths: [.code]), named: "shrink")
    }

    func testNeighboursTurnAwayInPerspective() throws {
        let posters = Posters()
        let carousel = makeCarousel(posters, style: .turn)
        carousel.layoutIfNeeded()
        carousel.scrollToItem(at: 1, animated: false)
        carousel.layoutIfNeeded()
        let right = try XCTUnwrap(carousel.cellForItem(at: 2))
        XCTAssertNotEqual(right.layer.transform.m34, 0, "the attributes' transform3D, perspective and all, is the cell's layer transform")
        assertSnapshot(of: carousel, as: .image(paths: [.code]), named: "turn")
    }

    func testATapOnAnItemReachesTheCarouselsDelegateAndANeighbourSelectsThroughTheCollectionView() throws {
        let posters = Posters()
        let carousel = makeCarousel(posters, style: .shrink)
        carousel.layoutIfNeeded()
        carousel.simulateTap(at: CGPoint(x: 195, y: 110))
        XCTAssertEqual(posters.selected, [0])
        XCTAssertTrue(try XCTUnwrap(carousel.cellForItem(at: 0)).isSelected)
        let silent = Silent()
        carousel.delegate = silent
        carousel.simulateTap(at: CGPoint(x: 195, y: 110))
        XCTAssertEqual(posters.selected, [0], "a delegate without the optional method is not called")
    }

    func testTheLayoutSnapsAFlingToWholeItems() throws {
        let posters = Posters()
        let carousel = makeCarousel(posters, style: .shrink)
        carousel.layoutIfNeeded()
        let layout = try XCTUnwrap(carousel.layout)
        let spacing = layout.itemSpacing
        XCTAssertEqual(spacing, 170, "200 pt items overlapping by 30")
        let stop = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: spacing * 1.2, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
        XCTAssertEqual(stop, CGPoint(x: spacing * 2, y: 0), "a fling to the left carries on to the next whole item")
    }

    func testEndlessCarouselsStartInTheMiddleOfTheirRepeats() throws {
        let posters = Posters()
        let carousel = makeCarousel(posters, style: .shrink)
        carousel.isInfinite = true
        carousel.layoutIfNeeded()
        let visible = try XCTUnwrap(carousel.collectionView).indexPathsForVisibleItems
        let middle = Int(Int16.max) / 5 / 2
        XCTAssertTrue(visible.contains(IndexPath(item: 0, section: middle)), "\(visible)")
        XCTAssertEqual(carousel.currentIndex, 0)
    }
}
