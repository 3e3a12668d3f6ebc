import Foundation
@testable import Designable
import XCTest

/// API real view code still calls though the SDK deprecates it, and NSObject's overridable
/// members: it compiles and behaves as on iOS.
final class LegacyAPITests: XCTestCase {
    final class Observed: UIView {
        var level = 0 {
            willSet { willChangeValue(forKey: "level") }
            didSet { didChangeValue(forKey: "level") }
        }
        var increments = 0
        override func accessibilityIncrement() { increments += 1 }
    }

    final class Controller: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); warnings += 1 }
    }

    final class Watcher: UIView {
        var seen: [(old: Any?, new: Any?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            seen.append((change?[.oldKey], change?[.newKey]))
        }
    }

    func testManualKeyValueNotificationsReachObservers() {
        let observed = Observed(), watcher = Watcher()
        observed.addObserver(watcher, forKeyPath: "level", options: [.old, .new], context: nil)
        observed.level = 3
        XCTAssertEqual(watcher.seen.count, 1)
        XCTAssertEqual(watcher.seen.first?.old as? Int, 0)
        XCTAssertEqual(watcher.seen.first?.new as? Int, 3)
        observed.removeObserver(watcher, forKeyPath: "level")
        observed.level = 4
        XCTAssertEqual(watcher.seen.count, 1)
        observed.accessibilityIncrement()
        XCTAssertEqual(observed.increments, 1)
    }

    func testDeprecatedNamesMeanWhatTheyMeanOnIOS() {
        let count: NSInteger = 3
        XCTAssertEqual(count + 1, 4)
        XCTAssertEqual(UIColor.groupTableViewBackground, UIColor.systemGroupedBackground)
        XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).style, .large)
        XCTAssertEqual(UIApplication.shared.statusBarFrame.width, UIScreen.main.bounds.width)
        XCTAssertFalse(UIApplication.shared.isStatusBarHidden)
        let controller = Controller()
        controller.didReceiveMemoryWarning()
        XCTAssertEqual(controller.warnings, 1)
    }

    func testAnUndoManagerUndoesAndRedoes() {
        final class Box { var value = 0 }
        let box = Box(), undo = UndoManager()
        func set(_ v: Int) {
            let old = box.value
            box.value = v
            undo.registerUndo(withTarget: box) { _ in set(old) }
        }
        set(1)
        set(2)
        undo.undo()
        XCTAssertEqual(box.value, 1)
        XCTAssertTrue(undo.canRedo)
        undo.redo()
        XCTAssertEqual(box.value, 2)
        XCTAssertNil(UIView().undoManager, "no window provides one")
    }

    func testLoggingCompilesAndIsQuiet() {
        let logger = Logger(subsystem: "com.example", category: "views")
        logger.info("drew \(3, privacy: .public) rings")
        os_log("%d rings", log: OSLog(subsystem: "com.example", category: "views"), type: .debug, 3)
        XCTAssertEqual(OSLogMessage(stringLiteral: "x").text, "x")
        let message: OSLogMessage = "value \(42, privacy: .private)"
        XCTAssertEqual(message.text, "value 42")
    }
}
