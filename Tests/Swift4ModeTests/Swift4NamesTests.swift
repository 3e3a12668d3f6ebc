import Designable
import Foundation
import XCTest

/// A library whose project still says `SWIFT_VERSION = 4.0` compiles in Swift 4 mode, where the
/// iOS SDK still offers UIKit's and Core Animation's names from before Swift 4.2. This target
/// is compiled in that mode, so each name below compiles here as it does in Xcode; in Swift 4.2
/// and later they are obsoleted with a rename, as in the SDK.
final class Swift4NamesTests: XCTestCase {
    func testTypeNamesAreTheNestedTypes() {
        let options: UIViewAnimationOptions = [.curveEaseIn, .beginFromCurrentState]
        XCTAssertEqual(options, [UIView.AnimationOptions.curveEaseIn, .beginFromCurrentState])
        let events: UIControlEvents = .touchUpInside
        XCTAssertEqual(events, UIControl.Event.touchUpInside)
        let state: UIControlState = .highlighted
        XCTAssertEqual(state, UIControl.State.highlighted)
        let format: NSLayoutFormatOptions = .alignAllCenterY
        XCTAssertEqual(format, NSLayoutConstraint.FormatOptions.alignAllCenterY)
        let attribute: NSLayoutAttribute = .leading, relation: NSLayoutRelation = .greaterThanOrEqual
        XCTAssertEqual(attribute, NSLayoutConstraint.Attribute.leading)
        XCTAssertEqual(relation, NSLayoutConstraint.Relation.greaterThanOrEqual)
        let key: NSAttributedStringKey = .font
        XCTAssertEqual(key, NSAttributedString.Key.font)
        let mode: UIViewContentMode = .scaleAspectFit, border: UITextBorderStyle = .roundedRect
        XCTAssertEqual(mode, UIView.ContentMode.scaleAspectFit)
        XCTAssertEqual(border, UITextField.BorderStyle.roundedRect)
        let axis: UILayoutConstraintAxis = .vertical
        XCTAssertEqual(axis, NSLayoutConstraint.Axis.vertical)
    }

    /// The pattern of a Swift 4 placeholder text view: it observes its own text changes under
    /// the old notification name, and they arrive when text is typed.
    func testOldNotificationNamesAreTheSameNotifications() {
        XCTAssertEqual(NSNotification.Name.UITextViewTextDidChange, UITextView.textDidChangeNotification)
        XCTAssertEqual(NSNotification.Name.UITextFieldTextDidChange, UITextField.textDidChangeNotification)
        let view = UITextView()
        let heard = expectation(forNotification: .UITextViewTextDidChange, object: view)
        view.insertText("a")
        wait(for: [heard], timeout: 0)
    }

    func testOldFunctionsAndCoreAnimationConstants() {
        let rect = UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 100, height: 50), UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        XCTAssertEqual(rect, CGRect(x: 10, y: 5, width: 70, height: 30))
        let shape = CAShapeLayer()
        shape.lineCap = kCALineCapRound
        shape.fillRule = kCAFillRuleEvenOdd
        XCTAssertEqual(shape.lineCap, .round)
        XCTAssertEqual(shape.fillRule, .evenOdd)
    }
}
