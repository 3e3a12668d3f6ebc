#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import DesignableTesting
import Foundation
import XCTest

final class LayoutStackViewTests: XCTestCase {
    /// A 300 × 100 root holding a stack pinned to its edges.
    private func pinnedStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal,
                             configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        configure(stack)
        let root = makeRoot(stack)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[stack]|", metrics: nil, views: ["stack": stack])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[stack]|", metrics: nil, views: ["stack": stack]))
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        return (root, stack)
    }

    func testArrangedSubviewsAreSubviewsLaidOutByConstraints() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.addArrangedSubview(b)
        XCTAssertEqual(stack.arrangedSubviews, [a, b])
        XCTAssertEqual(stack.subviews, [a, b])
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        let c = UIView()
        stack.insertArrangedSubview(c, at: 1)
        XCTAssertEqual(stack.arrangedSubviews, [a, c, b])
        stack.removeArrangedSubview(c)
        XCTAssertEqual(stack.arrangedSubviews, [a, b])
        XCTAssertTrue(c.superview === stack, "removing from the arrangement keeps the subview, as in UIKit")
        b.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews, [a], "leaving the stack leaves the arrangement")
    }

    func testFillGivesTheExtraSpaceToTheLowestHuggingPriority() {
        let a = SizedView(40, 20), b = SizedView(60, 20)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, _) = pinnedStack([a, b]) { $0.spacing = 10 }
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 230, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 240, y: 0, width: 60, height: 100))
    }

    func testFillEquallyMakesEqualLengths() {
        let views = [SizedView(10, 10), SizedView(50, 10), SizedView(30, 10)]
        _ = pinnedStack(views) { $0.distribution = .fillEqually; $0.spacing = 15 }
        XCTAssertEqual(views.map(\.frame.width), [90, 90, 90])
        XCTAssertEqual(views.map(\.frame.minX), [0, 105, 210])
    }

    func testFillProportionallyFollowsIntrinsicLengths() {
        let a = SizedView(20, 10), b = SizedView(40, 10)
        _ = pinnedStack([a, b]) { $0.distribution = .fillProportionally }
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame.width, 200)
    }

    func testEqualSpacingKeepsSizesAndEqualGaps() {
        let views = [SizedView(20, 10), SizedView(40, 10), SizedView(60, 10)]
        _ = pinnedStack(views) { $0.distribution = .equalSpacing; $0.alignment = .top }
        XCTAssertEqual(views.map(\.frame.width), [20, 40, 60])
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 240], "gaps of (300 - 120) / 2 = 90")
    }

    func testEqualCenteringSpacesCentresEvenly() {
        let views = [SizedView(20, 10), SizedView(40, 10), SizedView(60, 10)]
        _ = pinnedStack(views) { $0.distribution = .equalCentering; $0.alignment = .top }
        let centres = views.map(\.frame.midX)
        XCTAssertEqual(centres, [10, 140, 270])
    }

    func testCrossAxisAlignments() {
        func frames(_ alignment: UIStackView.Alignment) -> [CGRect] {
            let views = [SizedView(20, 10), SizedView(20, 30)]
            _ = pinnedStack(views) { $0.alignment = alignment; $0.distribution = .fillEqually }
            return views.map(\.frame)
        }
        XCTAssertEqual(frames(.fill).map(\.height), [100, 100])
        XCTAssertEqual(frames(.top).map(\.minY), [0, 0])
        XCTAssertEqual(frames(.center).map(\.midY), [50, 50])
        XCTAssertEqual(frames(.bottom).map(\.maxY), [100, 100])
        XCTAssertEqual(frames(.bottom).map(\.height), [10, 30], "non-fill alignments keep intrinsic heights")
    }

    func testVerticalStackUsesLeadingAndTrailingAcross() {
        let a = SizedView(50, 20), b = SizedView(80, 30)
        _ = pinnedStack([a, b], axis: .vertical) { $0.alignment = .trailing; $0.spacing = 5 }
        XCTAssertEqual(a.frame, CGRect(x: 250, y: 0, width: 50, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 220, y: 25, width: 80, height: 75), "equal hugging priorities: the last view stretches")
    }

    func testHiddenArrangedViewsCollapseWithTheirSpacing() {
        let a = SizedView(40, 10), b = SizedView(40, 10), c = SizedView(40, 10)
        b.isHidden = true
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.alignment = .top
        let root = makeRoot(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 90, height: 10), "two views and one gap")
        XCTAssertEqual(c.frame.minX, 50)
        XCTAssertEqual(b.frame.width, 0)
        b.isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 140)
        XCTAssertEqual(b.frame.minX, 50)
    }

    func testLayoutMarginsRelativeArrangementInsetsTheViews() {
        let a = SizedView(40, 10)
        _ = pinnedStack([a]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 5, width: 270, height: 80))
    }

    /// A form in a scroll view: the stack's length along its axis is free, and an equal-spacing
    /// stack hugs its content with its gaps at the smallest spacing, as UIKit's does, instead of
    /// stretching its gaps.
    func testAnEqualSpacingStackInAScrollViewHugsItsContent() {
        for distribution in [UIStackView.Distribution.equalSpacing, .equalCentering] {
            let stack = UIStackView(arrangedSubviews: [SizedView(100, 40), SizedView(100, 60), SizedView(100, 40)])
            stack.axis = .vertical
            stack.distribution = distribution
            stack.spacing = 20
            let scroll = UIScrollView()
            let root = makeRoot(width: 320, height: 480, scroll)
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ])
            root.layoutIfNeeded()
            // .equalCentering spaces centres evenly (60 pt apart, the most the middle view needs), so 40 + 20 + 60 + 20 + 40 either way.
            XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 320, height: 180), "\(distribution)")
            XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minY), [0, 60, 140], "\(distribution)")
            XCTAssertFalse(stack.hasAmbiguousLayout, "\(distribution)")
        }
    }

    func testAStackSizesItselfToItsContent() {
        let stack = UIStackView(arrangedSubviews: [SizedView(30, 10), SizedView(50, 20)])
        stack.spacing = 4
        stack.alignment = .center
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 84, height: 20))
        stack.axis = .vertical
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 50, height: 34))
    }

    func testFirstBaselineAlignmentLinesUpLabels() {
        let small = UILabel(), large = UILabel()
        small.text = "small"; small.font = .systemFont(ofSize: 11)
        large.text = "LARGE"; large.font = .systemFont(ofSize: 28)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 6
        let root = makeRoot(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        func baseline(_ label: UILabel) -> CGFloat { label.frame.minY + (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender }
        XCTAssertEqual(baseline(small), baseline(large), accuracy: 0.51)
        XCTAssertEqual(large.frame.minY, 0, "the tallest ascent touches the top")
        XCTAssertEqual(stack.frame.height, large.frame.height)
    }

    func testLastBaselineAlignmentLinesUpAWrappedLabelsLastLineWithASingleLine() {
        let wrapped = UILabel(), single = UILabel()
        wrapped.text = "two lines of text"; wrapped.numberOfLines = 0; wrapped.preferredMaxLayoutWidth = 70
        wrapped.font = .systemFont(ofSize: 15)
        single.text = "end"; single.font = .systemFont(ofSize: 24)
        let stack = UIStackView(arrangedSubviews: [wrapped, single])
        stack.alignment = .lastBaseline
        let root = makeRoot(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let lines = wrapped.frame.height / wrapped.font.lineHeight
        XCTAssertEqual(lines, 2, accuracy: 0.1, "the label wraps to two lines")
        // The last line's baseline: one ascent below the top of the last line box, the text
        // centred in a frame rounded up to whole pixels.
        func top(_ label: UILabel, lines: CGFloat) -> CGFloat { label.frame.minY + (label.frame.height - lines * label.font.lineHeight) / 2 }
        let wrappedLast = top(wrapped, lines: 2) + wrapped.font.lineHeight + wrapped.font.ascender
        let singleLast = top(single, lines: 1) + single.font.ascender
        XCTAssertEqual(wrappedLast, singleLast, accuracy: 0.51)
        XCTAssertNotEqual(wrapped.frame.minY, single.frame.minY, accuracy: 1, "not top-aligned by accident")
    }

    func testStackOfCardsRendersAsLaidOut() throws {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        let cards = zip([30, 60, 45], colors).map { width, color -> SizedView in
            let card = SizedView(CGFloat(width), 20)
            card.backgroundColor = color
            card.layer.cornerRadius = 4
            return card
        }
        let stack = UIStackView(arrangedSubviews: cards)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.backgroundColor = .systemGray6
        let root = makeRoot(width: 200, height: 60, stack)
        root.backgroundColor = .white
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[stack]-10-|", metrics: nil, views: ["stack": stack])
            + [stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        let bitmap = try ViewRenderer.render(root, scale: 2)
        XCTAssertEqual(cards.map(\.frame.minX), [8, 52.5, 127], "within 8-point margins, gaps of (164 - 135) / 2 = 14.5, on half points at 2x")
        assertSnapshot(of: bitmap, as: .image)
    }
}
