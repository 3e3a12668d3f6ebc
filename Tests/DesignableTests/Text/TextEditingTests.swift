import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Text fields and text views while they edit: first responder is editing, the delegate is
/// asked and told as on iOS, overlays shown while editing appear, and the return key and the
/// clear button do what they do on iOS.
final class TextEditingTests: XCTestCase {
    /// Records every delegate call, and answers the "should" calls as told.
    private final class FieldRecorder: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        var allowBegin = true, allowEnd = true, allowReturn = true, allowClear = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin editing=\(textField.isEditing)") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            calls.append("didEnd \(reason) editing=\(textField.isEditing)")
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return allowReturn }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowClear }
        func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("selection") }
    }

    private func field(_ text: String = "Hello") -> (UIView, UITextField) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        let field = UITextField(frame: CGRect(x: 10, y: 7, width: 200, height: 30))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 15)
        field.text = text
        root.addSubview(field)
        return (root, field)
    }

    private func events(of field: UITextField, _ events: [(UIControl.Event, String)]) -> () -> [String] {
        var sent: [String] = []
        for (event, name) in events { field.addAction(UIAction { _ in sent.append(name) }, for: event) }
        return { sent }
    }

    func testBecomingFirstResponderAsksThenEditsThenTellsTheDelegateAndTargets() {
        let (_, field) = field()
        let recorder = FieldRecorder()
        field.delegate = recorder
        let sent = events(of: field, [(.editingDidBegin, "editingDidBegin"), (.editingDidEnd, "editingDidEnd")])
        final class Posted: @unchecked Sendable { var names: [Notification.Name] = [] }
        let posted = Posted()
        let observers = [UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { posted.names.append($0.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        XCTAssertFalse(field.isEditing)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.calls, ["shouldBegin", "didBegin editing=true", "shouldEnd", "didEnd committed editing=false"])
        XCTAssertEqual(sent(), ["editingDidBegin", "editingDidEnd"])
        XCTAssertEqual(posted.names, [UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification])
    }

    func testADelegateThatRefusesKeepsTheFieldAsItWas() {
        let (root, field) = field()
        let recorder = FieldRecorder()
        field.delegate = recorder
        recorder.allowBegin = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.isFirstResponder)
        recorder.allowBegin = true
        recorder.allowEnd = false
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isEditing, "the delegate kept it editing")
        XCTAssertTrue(root.endEditing(true), "forcing asks no delegate")
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.calls.filter { $0 == "shouldEnd" }.count, 1)
    }

    func testADelegateWithOnlyTheOlderDidEndMethodIsToldThroughIt() {
        final class Old: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let (_, field) = field()
        let old = Old()
        field.delegate = old
        field.becomeFirstResponder()
        field.resignFirstResponder()
        XCTAssertEqual(old.ended, 1)
    }

    func testOverlaysShownWhileEditingAppearOnlyWhileEditingAndUnlessEditingOnesHide() {
        let (root, field) = field()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = left
        field.leftViewMode = .whileEditing
        field.rightView = right
        field.rightViewMode = .unlessEditing
        field.clearButtonMode = .whileEditing
        root.layoutIfNeeded()
        let atRest = field.textRect(forBounds: field.bounds)
        XCTAssertTrue(left.isHidden)
        XCTAssertFalse(right.isHidden)

        field.becomeFirstResponder()
        root.layoutIfNeeded()
        XCTAssertFalse(left.isHidden)
        XCTAssertTrue(right.isHidden)
        let editing = field.textRect(forBounds: field.bounds)
        XCTAssertGreaterThan(editing.minX, atRest.minX)
        XCTAssertEqual(editing.minX, field.leftViewRect(forBounds: field.bounds).maxX, "the left view takes its room while editing")
        XCTAssertEqual(editing.maxX, field.clearButtonRect(forBounds: field.bounds).minX,
                       "the clear button replaces the right view at the trailing end")
    }

    func testAFieldEditingShowsItsClearButton() throws {
        let (root, field) = field("Editing")
        root.backgroundColor = .white
        field.clearButtonMode = .whileEditing
        let atRest = try ViewRenderer.render(root)
        field.becomeFirstResponder()
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "clear-button-while-editing")
        XCTAssertNotEqual(try ViewRenderer.render(root), atRest)
        field.resignFirstResponder()
        XCTAssertEqual(try ViewRenderer.render(root), atRest, "the button goes when editing ends")
    }

    func testATapBeginsEditingAndATapOnTheClearButtonAsksThenEmptiesTheField() {
        let (_, field) = field()
        let recorder = FieldRecorder()
        field.delegate = recorder
        field.clearButtonMode = .whileEditing
        let sent = events(of: field, [(.editingChanged, "editingChanged")])
        field.simulateTap(at: CGPoint(x: 20, y: 15))
        XCTAssertTrue(field.isEditing)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        recorder.allowClear = false
        field.simulateTap(at: CGPoint(x: clear.midX, y: clear.midY))
        XCTAssertEqual(field.text, "Hello", "the delegate refused")
        recorder.allowClear = true
        field.simulateTap(at: CGPoint(x: clear.midX, y: clear.midY))
        XCTAssertEqual(field.text, "")
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(recorder.calls.filter { $0 == "shouldClear" }.count, 2)
        XCTAssertEqual(sent(), ["editingChanged"])
    }

    func testTheReturnKeyAsksTheDelegateAndEndsEditingOnlyWithADidEndOnExitAction() {
        let (_, field) = field()
        let recorder = FieldRecorder()
        field.delegate = recorder
        let sent = events(of: field, [(.editingDidEndOnExit, "didEndOnExit")])
        field.simulateReturnKey()
        XCTAssertEqual(recorder.calls, [], "not editing: the key does nothing")
        field.becomeFirstResponder()
        recorder.allowReturn = false
        field.simulateReturnKey()
        XCTAssertEqual(sent(), [])
        XCTAssertTrue(field.isEditing)
        recorder.allowReturn = true
        field.simulateReturnKey()
        XCTAssertEqual(sent(), ["didEndOnExit"])
        XCTAssertFalse(field.isEditing, "an action for Did End On Exit dismisses the keyboard")

        let (_, plain) = self.field()
        plain.becomeFirstResponder()
        plain.simulateReturnKey()
        XCTAssertTrue(plain.isEditing, "with no such action the field keeps editing")
    }

    func testTypingAndMovingTheSelectionTellTheDelegateTheSelectionChanged() throws {
        let (_, field) = field("abc")
        let recorder = FieldRecorder()
        field.delegate = recorder
        field.insertText("d")
        XCTAssertEqual(recorder.calls, ["selection"])
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        XCTAssertEqual(recorder.calls, ["selection", "selection"])
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        XCTAssertEqual(recorder.calls.count, 2, "the same selection again is no change")
    }

    func testBeginningEditingEmptiesAFieldThatClearsOnBeginEditing() {
        let (_, field) = field()
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        XCTAssertEqual(field.text, "")
    }

    func testClearingOnBeginEditingAsksTheDelegateWhichCanKeepTheText() {
        let (_, field) = field()
        let recorder = FieldRecorder()
        field.delegate = recorder
        field.clearsOnBeginEditing = true
        recorder.allowClear = false
        XCTAssertTrue(field.becomeFirstResponder(), "refusing the clear does not refuse editing")
        XCTAssertEqual(field.text, "Hello")
        XCTAssertEqual(recorder.calls, ["shouldBegin", "shouldClear", "didBegin editing=true"], "asked between beginning and being told")
        field.resignFirstResponder()
        recorder.allowClear = true
        recorder.calls = []
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(recorder.calls, ["shouldBegin", "shouldClear", "didBegin editing=true"])
        field.resignFirstResponder()
        recorder.calls = []
        field.becomeFirstResponder()
        XCTAssertFalse(recorder.calls.contains("shouldClear"), "an empty field has nothing to clear")
    }

    func testTheClearButtonKeepsTheTextOfAFieldThatCannotBeginEditing() {
        let (_, field) = field()
        let recorder = FieldRecorder()
        field.delegate = recorder
        field.clearButtonMode = .always
        let sent = events(of: field, [(.editingChanged, "editingChanged")])
        recorder.allowBegin = false
        let clear = field.clearButtonRect(forBounds: field.bounds)
        field.simulateTap(at: CGPoint(x: clear.midX, y: clear.midY))
        XCTAssertEqual(field.text, "Hello", "the delegate refused to begin editing")
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(sent(), [])
        recorder.allowBegin = true
        field.simulateTap(at: CGPoint(x: clear.midX, y: clear.midY))
        XCTAssertEqual(field.text, "")
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(sent(), ["editingChanged"])
    }

    func testATextViewAsksAndTellsItsDelegateAsItEditsAndItsSelectionMoves() {
        final class Recorder: NSObject, UITextViewDelegate {
            var calls: [String] = []
            var allowEnd = true
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
            func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return allowEnd }
            func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
            func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection") }
            func textViewDidChange(_ textView: UITextView) { calls.append("change") }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let textView = UITextView(frame: root.bounds)
        root.addSubview(textView)
        textView.text = "Notes"
        let recorder = Recorder()
        textView.delegate = recorder
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.insertText("!")
        textView.selectedRange = NSRange(location: 0, length: 2)
        recorder.allowEnd = false
        XCTAssertFalse(textView.resignFirstResponder())
        recorder.allowEnd = true
        XCTAssertTrue(textView.resignFirstResponder())
        XCTAssertEqual(recorder.calls, ["shouldBegin", "didBegin", "selection", "change", "selection", "shouldEnd", "shouldEnd", "didEnd"])

        recorder.calls = []
        textView.isEditable = false
        XCTAssertTrue(textView.becomeFirstResponder(), "a selectable view still becomes first responder")
        XCTAssertTrue(textView.resignFirstResponder())
        XCTAssertEqual(recorder.calls, [], "without editing")
        textView.isSelectable = false
        XCTAssertFalse(textView.becomeFirstResponder())
    }

    func testATapInAnEditableTextViewBeginsEditingAndNowhereElse() {
        final class Recorder: NSObject, UITextViewDelegate {
            var calls: [String] = []
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
            func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(textView)
        let recorder = Recorder()
        textView.delegate = recorder
        root.simulateTap(at: CGPoint(x: 100, y: 150))
        XCTAssertFalse(textView.isFirstResponder, "a tap outside the view")
        textView.isEditable = false
        textView.simulateTap(at: CGPoint(x: 20, y: 20))
        XCTAssertFalse(textView.isFirstResponder, "a view only selectable")
        textView.isEditable = true
        textView.simulateTap(at: CGPoint(x: 20, y: 20))
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(recorder.calls, ["shouldBegin", "didBegin"])
    }
}
