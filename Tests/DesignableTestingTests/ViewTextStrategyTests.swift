import Designable
import Foundation
import XCTest
@testable import DesignableTesting
@testable import SnapshotEngine

/// `.recursiveDescription` and `.inspectables`: deterministic text about a view.
final class ViewTextStrategyTests: XCTestCase {
    final class Card: UIView {
        let title = UILabel(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 1, alpha: 1)
            layer.cornerRadius = 12
            title.text = "Weekly\nreport"
            title.numberOfLines = 2
            addSubview(title)
            let badge = UIView(frame: CGRect(x: 250.5, y: 8, width: 100.0 / 3, height: 20))
            badge.tag = 7
            badge.alpha = 0.5
            badge.isHidden = true
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        // Laid out, not positioned at init: the description must show the laid-out frame.
        override func layoutSubviews() { title.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 40) }
    }

    func testRecursiveDescriptionListsEachViewsClassFrameAndWhatIsNotDefault() throws {
        let text = try Snapshotting<UIView, String>.recursiveDescription.snapshot(Card(frame: CGRect(x: 0, y: 0, width: 320, height: 120)))
        XCTAssertEqual(text, #"""
            <Card; frame = (0 0; 320 120); backgroundColor = UIColor(#ffffffff); layer.cornerRadius = 12>
               | <UILabel; frame = (16 16; 288 40); userInteractionEnabled = NO; contentMode = redraw; text = 'Weekly\nreport'; font = UIFont(Inter-Regular 17.0pt); textColor = UIColor(dynamic: light #000000ff, dark #ffffffff); numberOfLines = 2>
               | <UIView; frame = (250.5 8; 33.3333 20); hidden = YES; alpha = 0.5; tag = 7; autoresize = LM+BM>

            """#)
        XCTAssertFalse(text.contains("0x"), "no addresses")
    }

    func testRecursiveDescriptionOfAViewControllerSizesItsViewOnTheDevice() throws {
        final class Screen: UIViewController {
            override func viewDidLoad() { view.addSubview(UISwitch(frame: CGRect(x: 20, y: 80, width: 51, height: 31))) }
        }
        let text = try Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).snapshot(Screen())
        XCTAssertEqual(text.split(separator: "\n").first, "<UIView; frame = (0 0; 320 568)>")
        XCTAssertTrue(text.contains("   | <UISwitch; frame = (20 80; 51 31); on = NO>"), text)
    }

    func testNumbersAreStableAndShort() {
        XCTAssertEqual(SnapshotValueFormat.number(CGFloat(-0.0)), "0")
        XCTAssertEqual(SnapshotValueFormat.number(CGFloat(0.1 + 0.2)), "0.3")
        XCTAssertEqual(SnapshotValueFormat.number(CGFloat(1) / 3), "0.333333")
        XCTAssertEqual(SnapshotValueFormat.quoted("it's\tdone"), #"'it\'s\tdone'"#)
    }

    func testInspectablesListTheCustomClassesPropertiesThenIBsSections() throws {
        let text = try Snapshotting<UIView, String>.inspectables.snapshot(RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        XCTAssertEqual(text, """
            # RatingView
            caption = 'Rated'
            isCompact = false
            insetFromEdges = (4 2)
            # StarsView
            stars = 4
            starColor = UIColor(#ffcc00ff)
            emptyImage = nil
            # View
            contentMode = scaleToFill
            tag = 0
            isUserInteractionEnabled = true
            alpha = 1
            backgroundColor = nil
            tintColor = UIColor(dynamic: light #007affff, dark #0a84ffff)
            isOpaque = true
            isHidden = false
            clearsContextBeforeDrawing = true
            clipsToBounds = false
            autoresizesSubviews = true
            # Layer
            layer.cornerRadius = 0
            layer.borderWidth = 0
            layer.borderColor = UIColor(#000000ff)
            layer.shadowOpacity = 0
            layer.shadowRadius = 3
            layer.shadowOffset = (0 -3)
            layer.shadowColor = UIColor(#000000ff)

            """, "private collections and lazy storage are left out; each class gets its own section")
    }

    func testInspectablesOfAToolkitViewStartWithItsAttributesInspectorSection() throws {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        let text = try Snapshotting<UIView, String>.inspectables.snapshot(toggle)
        XCTAssertTrue(text.hasPrefix("# Switch\nisOn = true\nonTintColor = nil\nthumbTintColor = nil\nisEnabled = true\n# View\n"), text)
    }
}

class StarsView: UIView {
    var stars = 4
    var starColor: UIColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    var emptyImage: UIImage?
    private var cache: [Int] = []
    lazy var spacing: CGFloat = 2
}

final class RatingView: StarsView {
    var caption: String? = "Rated"
    var isCompact = false
    var insetFromEdges = CGSize(width: 4, height: 2)
}
