import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Toolbars and their bar button items, as form fields build a keyboard toolbar with a Done
/// button and as screens lay out actions along the bottom.
final class ToolbarTests: XCTestCase {
    final class Editor: NSObject {
        var done = 0
        func finish() { done += 1 }
    }

    override func setUp() {
        SelectorTable.register(Editor.self, "finish") { target, _ in target.finish() }
    }

    func toolbar(_ items: [UIBarButtonItem], width: CGFloat = 320) -> UIToolbar {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        bar.items = items
        return bar
    }

    func testItemsAreLaidOutFromTheLeadingEdgeWithFlexibleSpacesSharingTheRest() throws {
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let bar = toolbar([cancel, .flexibleSpace(), .fixedSpace(30), done])
        let frames = bar.itemFrames()
        XCTAssertEqual(frames[0].minX, 16)
        XCTAssertEqual(frames[3].maxX, 320 - 16, accuracy: 0.001, "the flexible space pushes Done to the trailing margin")
        XCTAssertEqual(frames[2].width, 30)
        XCTAssertEqual(done.style, .done, "Done is the semibold style")
        XCTAssertEqual(done.title, "Done")
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 200, height: 500)), CGSize(width: 200, height: 44))
        XCTAssertEqual(bar.intrinsicContentSize.height, 44)

        bar.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(bar.itemFrames()[0].maxX, 320 - 16, accuracy: 0.001, "from the trailing side in right-to-left")
    }

    func testATapOnAnItemSendsItsAction() {
        let editor = Editor()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: editor, action: Selector("finish"))
        let bar = toolbar([.flexibleSpace(), done])
        bar.simulateTap(at: CGPoint(x: 300, y: 22))
        XCTAssertEqual(editor.done, 1)
        bar.simulateTap(at: CGPoint(x: 40, y: 22))
        XCTAssertEqual(editor.done, 1, "the flexible space takes no taps")
        done.isEnabled = false
        bar.simulateTap(at: CGPoint(x: 300, y: 22))
        XCTAssertEqual(editor.done, 1, "a disabled item takes no taps")
    }

    /// The keyboard toolbar of form-field libraries: an accessory view the field keeps, and
    /// never shows in a snapshot, as there is no keyboard.
    func testTextInputsKeepAKeyboardToolbarAsTheirAccessoryView() {
        let bar = toolbar([.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)])
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        field.inputAccessoryView = bar
        text.inputAccessoryView = bar
        XCTAssertTrue(field.inputAccessoryView === bar)
        XCTAssertTrue(text.inputAccessoryView === bar)
        XCTAssertNil(bar.superview)
    }

    func testAToolbarDrawsItsItems() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 108))
        root.backgroundColor = .systemGroupedBackground
        let top = toolbar([UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil), .flexibleSpace(),
                           UIBarButtonItem(title: "Draft", style: .plain, target: nil, action: nil),
                           UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)])
        top.frame.origin.y = 10
        let disabled = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
        disabled.isEnabled = false
        let switchItem = UIBarButtonItem(customView: UISwitch())
        let bottom = toolbar([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace(), switchItem, disabled])
        bottom.frame.origin.y = 60
        bottom.tintColor = .systemPink
        root.addSubview(top)
        root.addSubview(bottom)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "toolbars")
    }
}
