import Designable
import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// A view that builds one subview itself, in both initialisers: the document does not own it.
private final class OwnCaptionBadgeView: UIView {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemYellow
        caption.frame = CGRect(x: 4, y: 4, width: 80, height: 20)
        caption.text = "Badge"
        addSubview(caption)
    }
}

/// The archive holds what IB stores for a tree: the subviews the document owns, their
/// standard properties and their layer runtime attributes, so decoding it renders the same.
final class ViewArchiverTests: XCTestCase {
    private func tree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.masksToBounds = true
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 24))
        label.text = "Archived"
        label.font = .boldSystemFont(ofSize: 15)
        label.textColor = .systemIndigo
        label.textAlignment = .center
        card.addSubview(label)
        // Wider than the card: its rounded, clipped corners cut it.
        let stripe = UIView(frame: CGRect(x: -10, y: 50, width: 200, height: 20))
        stripe.backgroundColor = .systemPink
        card.addSubview(stripe)
        let shadowed = UIView(frame: CGRect(x: 140, y: 20, width: 40, height: 40))
        shadowed.backgroundColor = .systemOrange
        shadowed.layer.shadowOpacity = 0.6
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadowed.layer.shadowRadius = 4
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.systemGreen, for: .normal)
        button.frame = CGRect(x: 10, y: 100, width: 60, height: 30)
        let toggle = UISwitch(frame: CGRect(x: 80, y: 100, width: 0, height: 0))
        toggle.isOn = true
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        segments.frame = CGRect(x: 140, y: 100, width: 56, height: 30)
        [card, shadowed, button, toggle, segments].forEach(root.addSubview)
        return root
    }

    func testTheArchiveHoldsTheSubviewsAndLayerAttributesTheDocumentOwns() throws {
        let object = InitPathMatrix.archive(instance: tree(), registry: DesignableRegistry())
        XCTAssertEqual(object.subviews.map(\.element), ["view", "view", "button", "switch", "segmentedControl"])
        let card = object.subviews[0]
        XCTAssertEqual(card.subviews.map(\.element), ["label", "view"])
        XCTAssertEqual(card.runtimeAttributes.map(\.keyPath), ["layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds"])
        XCTAssertEqual(card.subviews[0].attributes["text"], "Archived")
        XCTAssertEqual(object.subviews[1].runtimeAttributes.map(\.keyPath),
                       ["layer.shadowOpacity", "layer.shadowRadius", "layer.shadowOffset"])
        let button = object.subviews[2]
        XCTAssertEqual(button.attributes["buttonType"], "system")
        XCTAssertEqual(button.states.first?.title, "Go")
        XCTAssertTrue(button.subviews.isEmpty, "the button's title label and image view are its own")
        XCTAssertEqual(Set(object.allObjects.map(\.id)).count, 8, "every object has its own id")
    }

    func testATreeWithSubviewsAndLayerAttributesRoundTripsThroughXMLToIdenticalPixels() throws {
        let root = tree()
        let data = ViewArchiver.document(for: root).xmlData()
        let decoded = try XCTUnwrap(InterfaceBuilderLoader.load(data: data, file: "Tree.xib").topLevelViews.first)
        XCTAssertEqual(decoded.subviews.count, 5)
        XCTAssertEqual(decoded.subviews[0].layer.cornerRadius, 12)
        XCTAssertEqual(decoded.subviews[1].layer.shadowOffset, CGSize(width: 0, height: 4))
        let again = ViewArchiver.object(for: decoded), original = ViewArchiver.object(for: root)
        XCTAssertEqual(again.allObjects.map(\.id), original.allObjects.map(\.id), "the same tree")
        XCTAssertEqual(again.allObjects.map(\.runtimeAttributes), original.allObjects.map(\.runtimeAttributes))
        XCTAssertEqual(again.allObjects.map(\.states), original.allObjects.map(\.states))
        XCTAssertEqual(again.allObjects.map(\.colors), original.allObjects.map(\.colors))
        XCTAssertEqual(try ViewRenderer.render(decoded, scale: 2), try ViewRenderer.render(root, scale: 2))
    }

    func testTheCoderPathRendersTheTreeAsTheCodePathDoes() throws {
        let bitmaps = try InitPathMatrix.render(instance: tree(), paths: [.code, .coder], registry: DesignableRegistry())
        XCTAssertEqual(bitmaps[.coder], bitmaps[.code])
    }

    func testSubviewsAViewBuildsItselfAreNotArchivedButTheDocumentsAre() throws {
        let badge = OwnCaptionBadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let icon = UIView(frame: CGRect(x: 90, y: 30, width: 20, height: 20))
        icon.backgroundColor = .systemRed
        icon.layer.cornerRadius = 10
        badge.addSubview(icon)
        let object = InitPathMatrix.archive(instance: badge, registry: DesignableRegistry())
        XCTAssertEqual(object.subviews.map(\.element), ["view"], "the caption builds itself again; the icon is the document's")
        XCTAssertEqual(object.subviews[0].runtimeAttributes.map(\.keyPath), ["layer.cornerRadius"])
        let bitmaps = try InitPathMatrix.render(instance: badge, paths: [.code, .coder], registry: DesignableRegistry())
        XCTAssertEqual(bitmaps[.coder], bitmaps[.code], "decoded as OwnCaptionBadgeView, unregistered, with one caption and the icon")
    }
}
