#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import DesignableTesting
import Foundation
import XCTest

// The seeds' three Auto Layout cases, written as UIKit code: only the import differs.

/// An ellipse with a star centred in it at half its size, by four constraints made in both
/// initialisers.
final class StarInEllipseView: UIView {
    let ellipse = EllipseView()
    let star = PortedStarView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        ellipse.frame = bounds
        ellipse.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        ellipse.fillColor = .systemIndigo
        addSubview(ellipse)
        star.translatesAutoresizingMaskIntoConstraints = false
        star.starColor = .systemYellow
        star.backgroundColor = .clear
        addSubview(star)
        NSLayoutConstraint.activate([
            star.centerXAnchor.constraint(equalTo: centerXAnchor),
            star.centerYAnchor.constraint(equalTo: centerYAnchor),
            star.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            star.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5),
        ])
    }
}

/// A text field under the top of the safe area, between the margins, whose height is computed
/// from its font.
final class SearchHeaderView: UIView {
    let field = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 12),
            field.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: SearchHeaderView.fieldHeight(for: field.font ?? .systemFont(ofSize: 17))),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// One line of text plus 8 points above and below, rounded up to a whole point.
    static func fieldHeight(for font: UIFont) -> CGFloat { (font.lineHeight + 16).rounded(.up) }
}

/// An image and a label in a rounded box that sizes itself to them and stays centred.
final class BadgeGroupView: UIView {
    let box = UIView()
    let icon = UIImageView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.backgroundColor = .systemGray5
        box.layer.cornerRadius = 8
        label.font = .systemFont(ofSize: 15)
        for view in [box, icon, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(box)
        box.addSubview(icon)
        box.addSubview(label)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: centerXAnchor),
            box.centerYAnchor.constraint(equalTo: centerYAnchor),
            icon.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
            icon.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            icon.topAnchor.constraint(greaterThanOrEqualTo: box.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class LayoutSeedTests: XCTestCase {
    func testStarIsCentredInTheEllipseAtHalfItsSize() {
        let view = StarInEllipseView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.layoutIfNeeded()
        XCTAssertEqual(view.star.frame, CGRect(x: 30, y: 20, width: 60, height: 40))
        XCTAssertEqual(view.ellipse.frame, view.bounds)
    }

    func testStarFollowsTheEllipseWhenItIsResized() {
        let view = StarInEllipseView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.layoutIfNeeded()
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(view.star.frame, CGRect(x: 50, y: 25, width: 100, height: 50))
    }

    func testStarViewDecodedFromACoderGetsTheSameConstraintsAndFrames() throws {
        let coded = try XCTUnwrap(StarInEllipseView(coder: DictionaryCoder([ViewCodingKey.frame: CGRect(x: 0, y: 0, width: 120, height: 80)])))
        let made = StarInEllipseView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        coded.layoutIfNeeded()
        made.layoutIfNeeded()
        XCTAssertEqual(coded.constraints.count, 4)
        XCTAssertEqual(coded.star.frame, made.star.frame)
    }

    func testStarInEllipseRendersTheStarInTheMiddle() throws {
        let view = StarInEllipseView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let bitmap = try ViewRenderer.render(view, scale: 2)
        XCTAssertEqual(bitmap.pixel(x: 120, y: 80)?.r, 255, "the star's yellow covers the centre")
        assertSnapshot(of: bitmap, as: .image)
    }

    func testTextFieldIsPinnedBelowTheTopBetweenTheMarginsWithTheComputedHeight() {
        let header = SearchHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        header.layoutIfNeeded()
        let height = SearchHeaderView.fieldHeight(for: header.field.font!)
        XCTAssertEqual(header.field.frame, CGRect(x: 8, y: 12, width: 304, height: height))
        header.frame.size.width = 200
        header.layoutIfNeeded()
        XCTAssertEqual(header.field.frame.width, 184, "the trailing margin follows the new width")
    }

    func testBadgeGroupSizesToItsImageAndLabel() throws {
        let group = BadgeGroupView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        group.icon.image = TestImages.chevron(points: 16)
        group.label.text = "Hi"
        group.layoutIfNeeded()
        let labelSize = group.label.intrinsicContentSize
        // Edges round to pixels at 2x, the scale a snapshot renders at, where they lie in the
        // root view, as UIKit rounds the engine's solution: the icon's top is rounded from the
        // box's unrounded top plus its offset, then made relative to the box's rounded top.
        func pixel(_ v: CGFloat) -> CGFloat { (v * 2).rounded() / 2 }
        let boxSize = CGSize(width: 8 + 16 + 8 + labelSize.width + 8, height: labelSize.height + 16)
        let boxTop = (100 - boxSize.height) / 2
        let iconTop = pixel(boxTop + (boxSize.height - 16) / 2) - pixel(boxTop)
        XCTAssertEqual(group.icon.frame, CGRect(x: 8, y: iconTop, width: 16, height: 16))
        XCTAssertEqual(group.label.frame.size, labelSize)
        XCTAssertEqual(group.box.frame.size, boxSize)
        XCTAssertEqual(group.box.frame.minX, pixel((300 - boxSize.width) / 2))
    }

    func testBadgeGroupGrowsWithItsLabelAndStaysCentred() {
        let group = BadgeGroupView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        group.icon.image = TestImages.chevron(points: 16)
        group.label.text = "Hi"
        group.layoutIfNeeded()
        let narrow = group.box.frame
        group.label.text = "Hello, wide world"
        group.layoutIfNeeded()
        let wide = group.box.frame
        XCTAssertGreaterThan(wide.width, narrow.width + 40)
        XCTAssertEqual(wide.width, 8 + 16 + 8 + group.label.intrinsicContentSize.width + 8)
        XCTAssertEqual(wide.midX, 150, accuracy: 0.5, "still centred")
        XCTAssertEqual(wide.midY, 50, accuracy: 0.5)
    }

    func testBadgeGroupRendersCentredBox() throws {
        let group = BadgeGroupView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        group.backgroundColor = .white
        group.icon.image = TestImages.chevron(points: 16)
        group.label.text = "Centred"
        assertSnapshot(of: try ViewRenderer.render(group, scale: 2), as: .image)
    }
}
