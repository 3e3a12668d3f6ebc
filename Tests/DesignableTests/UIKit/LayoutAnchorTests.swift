import Designable
import Foundation
import XCTest

final class LayoutAnchorTests: XCTestCase {
    func testAnchorsMakeInactiveConstraintsWithTheirAttributes() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let pairs: [(NSLayoutConstraint, NSLayoutConstraint.Attribute)] = [
            (a.leadingAnchor.constraint(equalTo: b.leadingAnchor), .leading),
            (a.trailingAnchor.constraint(equalTo: b.trailingAnchor), .trailing),
            (a.leftAnchor.constraint(equalTo: b.leftAnchor), .left),
            (a.rightAnchor.constraint(equalTo: b.rightAnchor), .right),
            (a.topAnchor.constraint(equalTo: b.topAnchor), .top),
            (a.bottomAnchor.constraint(equalTo: b.bottomAnchor), .bottom),
            (a.centerXAnchor.constraint(equalTo: b.centerXAnchor), .centerX),
            (a.centerYAnchor.constraint(equalTo: b.centerYAnchor), .centerY),
            (a.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor), .firstBaseline),
            (a.lastBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor), .lastBaseline),
            (a.widthAnchor.constraint(equalTo: b.widthAnchor), .width),
            (a.heightAnchor.constraint(equalTo: b.heightAnchor), .height),
        ]
        for (constraint, attribute) in pairs {
            XCTAssertEqual(constraint.firstAttribute, attribute)
            XCTAssertEqual(constraint.secondAttribute, attribute)
            XCTAssertTrue(constraint.firstItem === a && constraint.secondItem === b)
            XCTAssertFalse(constraint.isActive)
        }
        withExtendedLifetime(root) {}
    }

    func testRelationsConstantsAndMultipliers() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let ge = a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 4)
        XCTAssertEqual(ge.relation, .greaterThanOrEqual)
        XCTAssertEqual(ge.constant, 4)
        XCTAssertEqual(a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor).relation, .lessThanOrEqual)
        let scaled = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1.5, constant: 2)
        XCTAssertEqual(scaled.multiplier, 1.5)
        XCTAssertEqual(scaled.secondAttribute, .height)
        let fixed = a.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        XCTAssertNil(fixed.secondItem)
        XCTAssertEqual(fixed.secondAttribute, .notAnAttribute)
        XCTAssertEqual(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.5).multiplier, 0.5)
        XCTAssertEqual(a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2).constant, 16)
        withExtendedLifetime(root) {}
    }

    func testDimensionMultipliersSolve() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 80), a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.25),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 10),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 5), b.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.size, CGSize(width: 80, height: 20))
        XCTAssertEqual(b.frame.width, 170)
        XCTAssertTrue((5...10).contains(b.frame.height))
        XCTAssertEqual(b.frame.minX, 80)
    }

    func testGuidesKeepTheirIdentityAndFollowMarginsAndSafeArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertTrue(root.layoutMarginsGuide === root.layoutMarginsGuide)
        XCTAssertTrue(root.safeAreaLayoutGuide === root.safeAreaLayoutGuide)
        let inner = UIView(), full = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        full.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(inner)
        root.addSubview(full)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor), inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inner.topAnchor.constraint(equalTo: margins.topAnchor), inner.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            full.leftAnchor.constraint(equalTo: safe.leftAnchor), full.rightAnchor.constraint(equalTo: safe.rightAnchor),
            full.centerYAnchor.constraint(equalTo: safe.centerYAnchor), full.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 20, y: 10, width: 140, height: 60))
        XCTAssertEqual(inner.frame, margins.layoutFrame)
        XCTAssertEqual(full.frame, CGRect(x: 0, y: 25, width: 200, height: 50))
    }

    func testAGuideOfYourOwnIsPlacedByConstraints() {
        let a = SizedView(30, 30), b = SizedView(50, 30)
        let root = makeRoot(a, b)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        XCTAssertTrue(gap.owningView === root)
        XCTAssertEqual(root.layoutGuides.count, 1)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 4),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor), b.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 30, y: 0, width: 220, height: 4))
        XCTAssertEqual(b.frame.minY, -13, "centred on the 4-point guide at the top")
    }

    func testViewControllerTopLayoutGuideIsTheTopEdge() {
        let controller = UIViewController()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -8),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor), banner.widthAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        XCTAssertEqual(banner.frame, CGRect(x: 0, y: 8, width: 10, height: 844 - 16))
    }

    func testFramesKeptAsConstraintsFollowTheirAutoresizingMask() {
        let panel = UIView()
        let root = makeRoot(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinned = UIView(frame: CGRect(x: 70, y: 0, width: 30, height: 10))
        pinned.autoresizingMask = [.flexibleLeftMargin]
        panel.addSubview(stretchy)
        panel.addSubview(pinned)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: stretchy.bottomAnchor), follower.leadingAnchor.constraint(equalTo: stretchy.leadingAnchor),
            follower.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame, CGRect(x: 10, y: 40, width: 80, height: 5), "kept frames are constraints others can use")
        panel.constraints.first { $0.firstAttribute == .width }?.constant = 160
        root.layoutIfNeeded()
        XCTAssertEqual(stretchy.frame, CGRect(x: 10, y: 10, width: 140, height: 30))
        XCTAssertEqual(pinned.frame, CGRect(x: 130, y: 0, width: 30, height: 10))
        XCTAssertEqual(follower.frame, CGRect(x: 10, y: 40, width: 140, height: 5))
    }

    func testMovingAFrameKeptAsConstraintsInLayoutSubviewsMovesItsDependants() {
        final class Row: UIView {
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let caption = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                caption.translatesAutoresizingMaskIntoConstraints = false
                addSubview(caption)
                NSLayoutConstraint.activate([
                    caption.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 4),
                    caption.topAnchor.constraint(equalTo: icon.topAnchor),
                    caption.widthAnchor.constraint(equalToConstant: 30), caption.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                icon.frame.origin = CGPoint(x: 10, y: (bounds.height - 20) / 2)
            }
        }
        let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        row.layoutIfNeeded()
        XCTAssertEqual(row.caption.frame, CGRect(x: 34, y: 10, width: 30, height: 20))
    }

    // MARK: Baselines of controls

    /// A button's and a text field's baselines are their text's, wherever their insets and
    /// heights put it, as in UIKit; checked against where their own layout draws the text.
    func testButtonAndTextFieldBaselinesAreTheirTextsBaselines() {
        let label = UILabel(), button = UIButton(type: .system), field = UITextField()
        label.text = "Name"; label.font = .systemFont(ofSize: 13)
        button.setTitle("Save", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 14, left: 8, bottom: 2, right: 8)
        field.text = "Ada"; field.font = .systemFont(ofSize: 20); field.borderStyle = .roundedRect
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        for view in [label, button, field] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            field.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            field.heightAnchor.constraint(equalToConstant: 44), field.widthAnchor.constraint(equalToConstant: 100),
            field.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let labelBaseline = label.frame.minY + (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender
        let title = button.titleLabel!
        let buttonBaseline = button.frame.minY + title.frame.minY + (title.frame.height - title.font.lineHeight) / 2 + title.font.ascender
        let font = field.font!
        let fieldBaseline = field.frame.minY + field.bounds.midY - font.lineHeight / 2 + font.ascender
        XCTAssertEqual(buttonBaseline, labelBaseline, accuracy: 0.51)
        XCTAssertEqual(fieldBaseline, labelBaseline, accuracy: 0.51)
        XCTAssertNotEqual(button.frame.maxY, labelBaseline, accuracy: 1, "not the bottom edge, as for views without text")
    }

}
