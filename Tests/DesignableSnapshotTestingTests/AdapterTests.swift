import Designable
import DesignableSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// Designable's strategies under swift-snapshot-testing's own `assertSnapshot` and `verifySnapshot`.
final class AdapterTests: XCTestCase {
    private func badge(_ color: UIColor = .systemBlue) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = color
        view.layer.cornerRadius = 6
        return view
    }

    func testSwiftSnapshotTestingRecordsMatchesAndCatchesAChangeWithDesignablesImages() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-\(UUID().uuidString)").path
        let recorded = verifySnapshot(of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: folder)
        XCTAssertTrue(recorded?.contains("No reference was found on disk") == true, recorded ?? "passed")
        let file = folder + "/testSwiftSnapshotTestingRecordsMatchesAndCatchesAChangeWithDesignablesImages.badge.png"
        XCTAssertEqual(UIImage(contentsOfFile: file)?.size, CGSize(width: 80, height: 40), "a 40 × 20 pt view at @2x, read back at @1x")
        XCTAssertNil(verifySnapshot(of: badge(), as: .image, named: "badge", record: .never, snapshotDirectory: folder))
        let changed = verifySnapshot(of: badge(.systemRed), as: .image, named: "badge", record: .never, snapshotDirectory: folder)
        XCTAssertTrue(changed?.contains("pixels differ") == true, changed ?? "passed")
    }

    func testViewControllersDevicesAndText() {
        final class Screen: UIViewController {
            override func viewDidLoad() { view.backgroundColor = .systemGreen }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-\(UUID().uuidString)").path
        _ = verifySnapshot(of: Screen(), as: .image(on: .iPhoneSe(.landscape)), named: "screen", snapshotDirectory: folder)
        let file = folder + "/testViewControllersDevicesAndText.screen.png"
        XCTAssertEqual(UIImage(contentsOfFile: file)?.size, CGSize(width: 1136, height: 640), "568 × 320 pt at @2x")
        XCTAssertNil(verifySnapshot(of: Screen(), as: .image(on: .iPhoneSe(.landscape)), named: "screen", record: .never, snapshotDirectory: folder))
        let text = verifySnapshot(of: badge(), as: .recursiveDescription, named: "tree", snapshotDirectory: folder)
        XCTAssertNotNil(text)
        let tree = try? String(contentsOfFile: folder + "/testViewControllersDevicesAndText.tree.txt", encoding: .utf8)
        XCTAssertEqual(tree, "<UIView; frame = (0 0; 40 20); backgroundColor = UIColor(dynamic: light #007affff, dark #0a84ffff); layer.cornerRadius = 6>\n")
    }

    func testACommittedReferenceMatchesWithSwiftSnapshotTestingsAssertSnapshot() {
        assertSnapshot(of: badge(), as: .image(precision: 1, perceptualPrecision: 1))
    }
}
