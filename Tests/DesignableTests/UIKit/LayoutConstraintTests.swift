import Designable
import Foundation
import XCTest

final class LayoutConstraintTests: XCTestCase {
    func testItemAttributeInitialiserKeepsItsParts() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual,
                                   toItem: b, attribute: .height, multiplier: 2, constant: 3)
        XCTAssertTrue(c.firstItem === a && c.secondItem === b)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.secondAttribute, .height)
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertEqual(c.multiplier, 2)
        XCTAssertEqual(c.constant, 3)
        XCTAssertEqual(c.priority, .required)
        XCTAssertFalse(c.isActive)
        withExtendedLifetime(root) {}
    }

    func testUIKitRawValues() {
        XCTAssertEqual(NSLayoutConstraint.Attribute.left.rawValue, 1)
        XCTAssertEqual(NSLayoutConstraint.Attribute.leading.rawValue, 5)
        XCTAssertEqual(NSLayoutConstraint.Attribute.width.rawValue, 7)
        XCTAssertEqual(NSLayoutConstraint.Attribute.lastBaseline.rawValue, 11)
        XCTAssertEqual(NSLayoutConstraint.Attribute.firstBaseline.rawValue, 12)
        XCTAssertEqual(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue, 20)
        XCTAssertEqual(NSLayoutConstraint.Attribute.notAnAttribute.rawValue, 0)
        XCTAssertEqual(NSLayoutConstraint.Attribute.baseline, .lastBaseline)
        XCTAssertEqual(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultLow + 1).rawValue, 251)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue, 1 << 10)
    }

    func testActivationInstallsOnTheNearestCommonAncestor() {
        let card = UIView(), title = UIView(), badge = UIView()
        let root = makeRoot(card, badge)
        card.addSubview(title)
        let inside = title.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        let across = title.topAnchor.constraint(equalTo: badge.bottomAnchor)
        let alone = title.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([inside, across, alone])
        XCTAssertTrue(card.constraints.contains(inside))
        XCTAssertTrue(root.constraints.contains(across))
        XCTAssertTrue(title.constraints.contains(alone))
        XCTAssertTrue(inside.isActive && across.isActive && alone.isActive)
        NSLayoutConstraint.deactivate([across])
        XCTAssertFalse(across.isActive)
        XCTAssertFalse(root.constraints.contains(across))
    }

    func testActivatingItemsInDifferentHierarchiesLeavesTheConstraintInactive() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
    }

    func testRemovingAViewFromItsSuperviewDeactivatesConstraintsThatMentionIt() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([between, own])
        a.removeFromSuperview()
        XCTAssertFalse(between.isActive)
        XCTAssertTrue(own.isActive, "constraints installed on the view itself go with it, as in UIKit")
        withExtendedLifetime(root) {}
    }

    func testChangingTheConstantMovesTheViewAtTheNextLayout() {
        let box = UIView()
        let root = makeRoot(box)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 10)
        left.constant = 42
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 42)
    }

    func testPositionMultipliersMeasureFromTheContainersOrigin() {
        let host = UIView(frame: CGRect(x: 50, y: 0, width: 200, height: 100))
        let dot = UIView()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(host)
        dot.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(dot)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: host, attribute: .centerX, multiplier: 0.5, constant: 0),
            dot.centerYAnchor.constraint(equalTo: host.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(dot.center, CGPoint(x: 50, y: 50), "a quarter of the host's width, in the host's coordinates")
    }

    func testMarginAttributesUseLayoutMargins() {
        let inner = UIView()
        let root = makeRoot(inner)
        root.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 16)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: inner, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: inner, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: inner, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 12, y: 4, width: 272, height: 190))
    }

    func testDescriptionReadsLikeUIKitWithoutAddresses() {
        let label = UILabel()
        label.accessibilityIdentifier = "title"
        let root = makeRoot(label)
        let c = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        c.priority = .defaultHigh
        c.identifier = "inset"
        XCTAssertEqual(c.description, "<NSLayoutConstraint 'inset' UILabel:'title'.leading == UIView.leading + 20 @750>")
        XCTAssertEqual(label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).description,
                       "<NSLayoutConstraint UILabel:'title'.width == 0.5*UIView.width>")
    }

    func testRoundsEdgesToDevicePixels() {
        let a = UIView(), b = UIView()
        let root = makeRoot(width: 100, height: 10, a, b)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b(a)]|", metrics: nil, views: ["a": a, "b": b])
            + [a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)])
        root.frame.size.width = 100.5
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.maxX, b.frame.minX, "neighbours keep sharing their edge")
        XCTAssertEqual(a.frame.maxX, 50.5, "50.25 rounds to a pixel at 2x, the scale snapshots render at by default")
        XCTAssertEqual(b.frame.maxX, 100.5)
        DeviceScope.on(.init(screenSize: nil, idiom: .phone, displayScale: 1)) {
            root.frame.size.width = 101
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.maxX, b.frame.minX, "neighbours keep sharing their edge")
            XCTAssertEqual(a.frame.maxX, 51, "50.5 rounds to a whole point at 1x")
            XCTAssertEqual(b.frame.maxX, 101)
        }
    }

    func testUpdateConstraintsRunsBeforeTheSolveLeavesFirst() {
        final class Recording: UIView {
            let name: String
            var widthConstraint: NSLayoutConstraint?
            init(_ name: String) { self.name = name; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                Recording.order.append(name)
                if widthConstraint == nil {
                    widthConstraint = widthAnchor.constraint(equalToConstant: 33)
                    widthConstraint?.isActive = true
                }
                super.updateConstraints()
            }
            nonisolated(unsafe) static var order: [String] = []
        }
        Recording.order = []
        let parent = Recording("parent"), child = Recording("child")
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        parent.layoutIfNeeded()
        XCTAssertEqual(Recording.order, ["child", "parent"])
        XCTAssertEqual(child.frame.width, 33)
        parent.layoutIfNeeded()
        XCTAssertEqual(Recording.order, ["child", "parent"], "not again until setNeedsUpdateConstraints")
        child.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        XCTAssertEqual(Recording.order, ["child", "parent", "child"])
    }

    func testFramesAreSetBeforeLayoutSubviewsRuns() {
        final class Probe: UIView {
            var seen: CGRect?
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                child.translatesAutoresizingMaskIntoConstraints = false
                addSubview(child)
                NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                                             child.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                                             child.widthAnchor.constraint(equalToConstant: 7),
                                             child.heightAnchor.constraint(equalToConstant: 8)])
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { seen = child.frame }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        probe.layoutIfNeeded()
        XCTAssertEqual(probe.seen, CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}
