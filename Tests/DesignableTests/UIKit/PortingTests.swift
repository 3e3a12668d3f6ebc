#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import DesignableTesting
import Foundation
import XCTest

// The seeds' views, written exactly as UIKit code: only the import above differs between
// iOS and Linux.

@IBDesignable
final class PortedStarView: UIView {
    @IBInspectable var starColor: UIColor = .systemYellow {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        // Five outer points on the bounds' inscribed ellipse, five inner ones between them.
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = CGSize(width: bounds.width / 2, height: bounds.height / 2)
        let innerRatio: CGFloat = 0.382
        let path = UIBezierPath()
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let scale = i % 2 == 0 ? 1 : innerRatio
            let point = CGPoint(x: center.x + cos(angle) * outer.width * scale,
                                y: center.y + sin(angle) * outer.height * scale)
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        starColor.setFill()
        path.fill()
    }
}

@IBDesignable
final class EllipseView: UIView {
    @IBInspectable var fillColor: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// A container laid out with frames: a bordered, rounded box holding a centred label.
final class BorderedLabelContainer: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 2
        layer.borderColor = UIColor.systemIndigo.cgColor
        layer.cornerRadius = 10
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 16, weight: .medium)
        titleLabel.textColor = .label
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.sizeToFit()
        titleLabel.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

final class PortingTests: XCTestCase {
    func testStarViewFillsItsBoundsWithAFivePointedStar() throws {
        let star = PortedStarView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        star.starColor = .systemOrange
        let bitmap = try ViewRenderer.render(star, scale: 2)
        XCTAssertEqual(bitmap.pixel(x: 60, y: 60)?.a, 255, "the centre is filled")
        XCTAssertGreaterThan(bitmap.pixel(x: 60, y: 1)?.a ?? 0, 0, "the top point reaches the top edge")
        XCTAssertEqual(bitmap.pixel(x: 4, y: 4)?.a, 0, "the corners stay clear")
        assertSnapshot(of: bitmap, as: .image, named: "star-view")
    }

    func testEllipseViewFillsAnEllipseInItsBounds() throws {
        let ellipse = EllipseView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        ellipse.fillColor = .systemPink
        let bitmap = try ViewRenderer.render(ellipse, scale: 2)
        XCTAssertEqual(bitmap.pixel(x: 80, y: 40)?.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2)?.a, 0)
        assertSnapshot(of: bitmap, as: .image, named: "ellipse-view")
    }

    func testBorderedContainerCentresItsLabelByFrames() throws {
        let container = BorderedLabelContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        container.titleLabel.text = "Frame layout"
        container.layoutIfNeeded()
        XCTAssertEqual(container.titleLabel.center, CGPoint(x: 100, y: 30))
        XCTAssertEqual(container.titleLabel.bounds.size, container.titleLabel.intrinsicContentSize)
        // Code path only: the text is set on a label the view builds itself, which IB cannot store.
        assertSnapshot(of: container, as: .image(paths: [.code]), named: "bordered-label-container")
    }

    func testPortedViewsComposeAndRenderInDark() throws {
        let root = BorderedLabelContainer(frame: CGRect(x: 0, y: 0, width: 160, height: 70))
        root.titleLabel.text = "Stars"
        let star = PortedStarView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let ellipse = EllipseView(frame: CGRect(x: 110, y: 15, width: 40, height: 40))
        root.addSubview(star)
        root.addSubview(ellipse)
        // Code path only: the title is set on a label the view builds itself, which IB cannot store.
        assertSnapshot(of: root, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark), paths: [.code]), named: "ported-views-dark")
    }
}
