import Designable
import Foundation
import XCTest

final class LayoutIntrinsicSizeTests: XCTestCase {
    func testAViewTakesItsIntrinsicSizeWhenNothingElseSaysOtherwise() {
        let chip = SizedView(60, 24)
        let root = makeRoot(chip)
        NSLayoutConstraint.activate([chip.leadingAnchor.constraint(equalTo: root.leadingAnchor), chip.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(chip.frame, CGRect(x: 0, y: 0, width: 60, height: 24))
    }

    func testLowerHuggingPriorityStretches() {
        let a = SizedView(40, 10), b = SizedView(40, 10)
        let root = makeRoot(a, b)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", metrics: nil, views: ["a": a, "b": b]))
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 40)
        XCTAssertEqual(b.frame.width, 260)
        XCTAssertEqual(b.contentHuggingPriority(for: .horizontal), UILayoutPriority(249))
        XCTAssertEqual(a.contentHuggingPriority(for: .vertical), .defaultLow)
    }

    func testLowerCompressionResistanceShrinks() {
        let a = SizedView(200, 10), b = SizedView(200, 10)
        let root = makeRoot(a, b)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", metrics: nil, views: ["a": a, "b": b]))
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame.width, 200)
        XCTAssertEqual(b.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
    }

    func testInvalidatingTheIntrinsicSizeRelaysOut() {
        let chip = SizedView(60, 24)
        let root = makeRoot(chip)
        NSLayoutConstraint.activate([chip.centerXAnchor.constraint(equalTo: root.centerXAnchor), chip.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(chip.frame.minX, 120)
        chip.size = CGSize(width: 100, height: 24)
        root.layoutIfNeeded()
        XCTAssertEqual(chip.frame, CGRect(x: 100, y: 0, width: 100, height: 24))
    }

    func testLabelsFirstBaselinesAlign() {
        let small = UILabel(), large = UILabel()
        small.text = "Small"; small.font = .systemFont(ofSize: 12)
        large.text = "Large"; large.font = .systemFont(ofSize: 30)
        let root = makeRoot(small, large)
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            large.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let largeBaseline = large.frame.minY + (large.frame.height - large.font.lineHeight) / 2 + large.font.ascender
        let smallBaseline = small.frame.minY + (small.frame.height - small.font.lineHeight) / 2 + small.font.ascender
        XCTAssertEqual(smallBaseline, largeBaseline, accuracy: 0.51, "within rounding to whole points")
        XCTAssertEqual(large.frame.minY, 10)
        XCTAssertGreaterThan(small.frame.minY, large.frame.minY + 10, "the small label sits lower, on the shared baseline")
    }

    func testAViewThatHandsItsBaselineToASubviewAlignsByThatSubviewsText() {
        final class Captioned: UIView {
            let caption = UILabel()
            override var forLastBaselineLayout: UIView { caption }
        }
        let card = Captioned(), price = UILabel()
        card.caption.text = "Total"
        card.caption.font = .systemFont(ofSize: 20)
        card.caption.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(card.caption)
        price.text = "12"
        let root = makeRoot(card, price)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor), card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 80),
            card.caption.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            card.caption.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            price.leadingAnchor.constraint(equalTo: card.trailingAnchor),
            price.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let captionBaseline = card.caption.frame.minY + (card.caption.frame.height - card.caption.font.lineHeight) / 2 + card.caption.font.ascender
        let priceBaseline = price.frame.minY + (price.frame.height - price.font.lineHeight) / 2 + price.font.ascender
        XCTAssertEqual(priceBaseline, captionBaseline, accuracy: 0.51, "the caption's baseline, not the card's bottom at 80")
        XCTAssertLessThan(priceBaseline, 60)
    }

    func testAViewWithoutTextHasItsBaselineAtItsBottom() {
        let box = UIView(), label = UILabel()
        label.text = "Price"
        let root = makeRoot(box, label)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 40),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            label.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let baseline = label.frame.minY + (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender
        XCTAssertEqual(baseline, 40, accuracy: 0.51)
    }

    func testCompressedFittingSizeIsTheContentsSize() {
        let card = UIView()
        let title = SizedView(120, 20), detail = SizedView(80, 16)
        card.addSubview(title)
        card.addSubview(detail)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[title]-4-[detail]-12-|", metrics: nil, views: ["title": title, "detail": detail])
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-(>=16)-|", metrics: nil, views: ["title": title])
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[detail]-(>=16)-|", metrics: nil, views: ["detail": detail]))
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 152, height: 64))
        XCTAssertEqual(card.frame, .zero, "fitting moves nothing")
    }

    func testFittingWithARequiredWidthFindsTheHeightForIt() {
        let card = UIView()
        let body = UIView()
        card.addSubview(body)
        body.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[body]-10-|", metrics: nil, views: ["body": body])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[body]|", metrics: nil, views: ["body": body])
            + [body.heightAnchor.constraint(equalTo: body.widthAnchor, multiplier: 0.5)])
        let size = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 320, height: 150))
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(expanded.height, (UIView.layoutFittingExpandedSize.width - 20) / 2)
    }

    func testFittingALabelGivesItsIntrinsicSize() {
        let label = UILabel()
        label.text = "Fits"
        XCTAssertEqual(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), label.intrinsicContentSize)
    }
}
