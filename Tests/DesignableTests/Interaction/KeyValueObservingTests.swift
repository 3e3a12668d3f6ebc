import Foundation
@testable import Designable
import XCTest

/// Key-value observing of views' geometry, as floating buttons follow their superview's frame
/// and a scroll view's offset.
final class KeyValueObservingTests: XCTestCase {
    /// A button pinned to its superview's corner, kept there by observing it.
    final class FloatingButton: UIView {
        var seen: [(String, NSKeyValueChangeKey, Any?)] = []
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            superview?.addObserver(self, forKeyPath: "frame", options: [], context: nil)
            superview?.addObserver(self, forKeyPath: "bounds", options: [.old, .new], context: nil)
        }
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            guard let host = object as? UIView, host === superview else { return }
            seen.append((keyPath ?? "", .newKey, change?[.newKey]))
            frame.origin = CGPoint(x: host.bounds.width - frame.width - 8, y: host.bounds.height - frame.height - 8)
        }
    }

    func testAViewFollowsItsSuperviewsGeometry() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = FloatingButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.addSubview(button)
        host.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        XCTAssertEqual(button.frame.origin, CGPoint(x: 272, y: 172), "moved on the frame change")
        XCTAssertEqual(button.seen.first?.0, "frame")
        XCTAssertNil(button.seen.first?.2, "no new value unless asked for")
        host.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(button.frame.origin, CGPoint(x: 72, y: 72))
        XCTAssertEqual(button.seen.last?.0, "bounds")
        XCTAssertEqual(button.seen.last?.2 as? CGRect, CGRect(x: 0, y: 0, width: 100, height: 100))
        host.removeObserver(button, forKeyPath: "frame")
        host.removeObserver(button, forKeyPath: "bounds")
        let count = button.seen.count
        host.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertEqual(button.seen.count, count, "removed observers hear nothing")
    }

    func testOptionsInitialPriorAndOldAndNewValues() {
        final class Watcher: UIView {
            var changes: [[NSKeyValueChangeKey: Any]] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                changes.append(change ?? [:])
            }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        var context = 0
        scroll.addObserver(watcher, forKeyPath: "contentOffset", options: [.initial, .new, .old, .prior], context: &context)
        XCTAssertEqual(watcher.changes.count, 1, "initial: at once")
        XCTAssertEqual(watcher.changes[0][.newKey] as? CGPoint, .zero)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(watcher.changes.count, 3, "prior, then after")
        XCTAssertEqual(watcher.changes[1][.notificationIsPriorKey] as? Bool, true)
        XCTAssertEqual(watcher.changes[2][.oldKey] as? CGPoint, .zero)
        XCTAssertEqual(watcher.changes[2][.newKey] as? CGPoint, CGPoint(x: 0, y: 40))
        XCTAssertEqual(watcher.changes[2][.kindKey] as? UInt, NSKeyValueChange.setting.rawValue)
        scroll.contentSize = CGSize(width: 100, height: 500)
        XCTAssertEqual(watcher.changes.count, 3, "another key does not reach it")
        scroll.removeObserver(watcher, forKeyPath: "contentOffset", context: &context)
        scroll.contentOffset = .zero
        XCTAssertEqual(watcher.changes.count, 3)
    }

    func testObserversAreHeldWeakly() {
        let host = UIView()
        weak var gone: UIView?
        do {
            final class Counter: UIView {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                           context: UnsafeMutableRawPointer?) { XCTFail("a released observer is not called") }
            }
            let counter = Counter()
            host.addObserver(counter, forKeyPath: "alpha", options: .new, context: nil)
            gone = counter
        }
        XCTAssertNil(gone)
        host.alpha = 0.5
        XCTAssertEqual(host.alpha, 0.5)
    }

    /// Swift's key-path `observe`, as a tags field follows its layer's bounds.
    func testAKeyPathObservationSeesAnnouncedChangesThroughADeepPath() {
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        var seen: [(old: CGRect?, new: CGRect?)] = []
        var observation: NSKeyValueObservation? = field.observe(\.layer.bounds, options: [.initial, .old, .new]) { view, change in
            XCTAssertTrue(view === field)
            seen.append((change.oldValue, change.newValue))
        }
        XCTAssertEqual(seen.count, 1, ".initial runs at once")
        XCTAssertNil(seen[0].old)
        XCTAssertEqual(seen[0].new, CGRect(x: 0, y: 0, width: 100, height: 30))
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen[1].old, CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(seen[1].new, CGRect(x: 0, y: 0, width: 200, height: 30))
        field.alpha = 0.5
        XCTAssertEqual(seen.count, 2, "another key announced, but the bounds did not change")
        observation?.invalidate()
        field.frame = .zero
        XCTAssertEqual(seen.count, 2, "an invalidated observation hears nothing")
        observation = field.observe(\.alpha) { _, change in seen.append((nil, nil)); XCTAssertNil(change.newValue, "no value unless asked for") }
        field.alpha = 1
        XCTAssertEqual(seen.count, 3)
        observation = nil
        field.alpha = 0.2
        XCTAssertEqual(seen.count, 3, "a released observation hears nothing")
    }

    /// Key-value coding: `value(forKey:)` and `setValue(_:forKey:)` on any object.
    func testValueForKeyReadsViewKeysStoredPropertiesAndDefaults() {
        final class Chip: UIView {
            var title = "New"
            private var _badge: Int? = 3
            var missing: String?
        }
        let chip = Chip(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(chip.value(forKey: "frame") as? CGRect, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(chip.value(forKey: "title") as? String, "New")
        XCTAssertEqual(chip.value(forKey: "badge") as? Int, 3, "the _badge ivar, as KVC finds it")
        XCTAssertNil(chip.value(forKey: "missing"), "an optional holding none is nil")
        XCTAssertNil(chip.value(forKey: "noSuchKey"))
        XCTAssertNil(chip.value(forKey: "backgroundColor"), "no colour reads as nil, as KVC gives it")
        chip.backgroundColor = .red
        XCTAssertEqual(chip.value(forKey: "backgroundColor") as? UIColor, .red)
        let layer = CALayer()
        layer.setValue(4, forKey: "cornerRadius")
        XCTAssertEqual(layer.cornerRadius, 4)
        XCTAssertEqual((layer as NSObjectProtocol).value(forKey: "cornerRadius") as? CGFloat, 4, "a layer answers through NSObject")
        let defaults = UserDefaults(suiteName: "designable-kvc-\(UUID().uuidString)")!
        (defaults as NSObjectProtocol).setValue("on", forKey: "mode")
        XCTAssertEqual(defaults.value(forKey: "mode") as? String, "on")
    }
}
