import Designable
import Foundation
import Raster
import XCTest
@testable import DesignableTesting

/// `.accessibilityText` and `.accessibilityImage`: which views are elements, what they say, the order.
final class AccessibilityStrategyTests: XCTestCase {
    /// A settings row: a title, a switch with a hint, a button below, and views that are not read.
    private func row() -> UIView {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        row.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 253, y: 8, width: 51, height: 31))
        toggle.isOn = true
        toggle.accessibilityLabel = "Notifications"
        toggle.accessibilityHint = "Turns alerts on and off."
        let title = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 22))
        title.text = "Notifications"
        title.accessibilityTraits = .header
        let subscribe = UIButton(type: .system)
        subscribe.frame = CGRect(x: 16, y: 56, width: 120, height: 32)
        subscribe.setTitle("Subscribe", for: .normal)
        let hidden = UILabel(frame: CGRect(x: 200, y: 60, width: 80, height: 20))
        hidden.text = "Hidden"
        hidden.isHidden = true
        let decoration = UILabel(frame: CGRect(x: 150, y: 60, width: 40, height: 20))
        decoration.text = "★"
        decoration.isAccessibilityElement = false
        for view in [toggle, title, subscribe, hidden, decoration] { row.addSubview(view) }
        return row
    }

    func testTheTextListsElementsInReadingOrderWithUIKitsDefaults() throws {
        XCTAssertEqual(try Snapshotting<UIView, String>.accessibilityText.snapshot(row()), """
            1. Notifications: 1. Button.
               Hint: Turns alerts on and off.
               Frame: (253 8; 51 31)
            2. Notifications. Heading.
               Frame: (16 12; 200 22)
            3. Subscribe. Button.
               Frame: (16 56; 120 32)

            """, "top to bottom, then left to right; hidden and explicitly excluded views are not read")
    }

    func testRightToLeftReadsFromTheRightAndAccessibilityElementsSetTheOrder() throws {
        let view = row()
        let rtl = try Snapshotting<UIView, String>.accessibilityText(traits: .init(layoutDirection: .rightToLeft)).snapshot(view)
        XCTAssertTrue(rtl.hasPrefix("1. Notifications: 1."), rtl)
        view.accessibilityElements = [view.subviews[2], view.subviews[1]]
        let listed = try Snapshotting<UIView, String>.accessibilityText.snapshot(view)
        XCTAssertTrue(listed.hasPrefix("1. Subscribe. Button.\n") && listed.contains("2. Notifications. Heading."), listed)
        XCTAssertFalse(listed.contains("3."), "only the listed elements are read")
    }

    /// An open menu over a screen: VoiceOver reads only the menu.
    func testAModalViewHidesItsSiblingsElements() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        title.text = "Inbox"
        let menu = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        let item = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        item.setTitle("Compose", for: .normal)
        menu.addSubview(item)
        screen.addSubview(title)
        screen.addSubview(menu)
        XCTAssertEqual(try Snapshotting<UIView, String>.accessibilityText.snapshot(screen).components(separatedBy: "\n").filter { $0.contains(". ") },
                       ["1. Inbox.", "2. Compose. Button."])
        menu.accessibilityViewIsModal = true
        XCTAssertEqual(try Snapshotting<UIView, String>.accessibilityText.snapshot(screen).components(separatedBy: "\n").filter { $0.contains(". ") },
                       ["1. Compose. Button."])
        menu.isHidden = true
        XCTAssertTrue(try Snapshotting<UIView, String>.accessibilityText.snapshot(screen).contains("Inbox"), "a hidden modal view hides nothing")
    }

    func testAContainerThatIsAnElementHidesItsSubviews() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Order 42"
        card.accessibilityValue = "Shipped"
        let inner = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        inner.text = "not read"
        card.addSubview(inner)
        XCTAssertEqual(try Snapshotting<UIView, String>.accessibilityText.snapshot(card),
                       "1. Order 42: Shipped.\n   Frame: (0 0; 100 40)\n")
        XCTAssertEqual(try Snapshotting<UIView, String>.accessibilityText.snapshot(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))),
                       "No accessibility elements.\n")
    }

    func testTheImageOutlinesEachElementInItsColourBesideTheLegend() throws {
        let bitmap = try Snapshotting<UIView, Bitmap>.accessibilityImage.snapshot(row())
        XCTAssertEqual([bitmap.width, bitmap.height], [2 * (320 + 16 + 300), 2 * 100])
        // The switch, element 1, is outlined in the first colour: its border pixel at (253, 8) pt.
        func isFirstColour(_ pixel: PremultipliedRGBA8?) -> Bool {
            guard let p = pixel else { return false }
            return abs(Int(p.r) - 230) <= 1 && abs(Int(p.g) - 77) <= 1 && abs(Int(p.b) - 61) <= 1
        }
        XCTAssertTrue(isFirstColour(bitmap.pixel(x: 2 * 253, y: 2 * 20)), "the first palette colour, opaque on the border")
        // Its swatch sits at the legend's left edge.
        XCTAssertTrue(isFirstColour(bitmap.pixel(x: 2 * (320 + 16 + 7), y: 2 * (8 + 9))), "and in the legend's swatch")
        assertSnapshot(of: row(), as: .accessibilityImage, named: "settings-row")
    }
}
