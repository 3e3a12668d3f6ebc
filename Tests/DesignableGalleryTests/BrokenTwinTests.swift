import Designable
import DesignableCLI
import DesignableDemo
import DesignableGallery
import Foundation
import Raster
import XCTest
import DesignableTesting
@testable import SnapshotEngine

/// Each broken twin's drift is caught: against the code path's reference, exactly the paths
/// its bug affects fail, with the snapshot failure message, and the others pass.
final class BrokenTwinTests: XCTestCase {
    func testAccentAssignedInInitIsLostOnTheCoderAndDesignTimePaths() throws {
        try assertDrift(of: "BrokenAccentStripeView", on: [.coder, .designTime])
    }

    func testInitWithCoderWithoutCommonInitDriftsOnTheCoderPath() throws {
        try assertDrift(of: "BrokenCoderInitView", on: [.coder])
    }

    func testCentringFixedOnlyInPrepareForInterfaceBuilderDriftsAtDesignTime() throws {
        try assertDrift(of: "BrokenSeedSelectorTextField", on: [.designTime])
    }

    func testArrowFromTheAppBundleDisappearsAtDesignTime() throws {
        try assertDrift(of: "BrokenAppBundleSelectorTextField", on: [.designTime])
    }

    func testSetupOnlyInAwakeFromNibShowsOnlyOnTheCoderPath() throws {
        try assertDrift(of: "BrokenAwakeFromNibView", on: [.coder])
    }

    func testEachTwinsDocumentedPathsMatchTheDriftTheMatrixFinds() throws {
        for twin in Gallery.brokenTwins {
            let wrong = Set(twin.drift!.wrongOn)
            // Measured against the code path: when code itself is wrong, the right paths are the odd ones out.
            let expected = wrong.contains(.code) ? Set(InitPath.allCases).subtracting(wrong) : wrong
            let code = try GalleryRendering.render(twin, along: .code)
            let differing = try Set([InitPath.coder, .designTime].filter { try GalleryRendering.render(twin, along: $0).bytes != code.bytes })
            XCTAssertEqual(differing, expected, twin.name)
        }
    }

    /// Records (or checks) the code path's reference, then verifies the view along all three
    /// paths against it with the path-aware image strategy: the failure must mark exactly the
    /// paths in `drifting` with ✗ and the others with ✓.
    private func assertDrift(of name: String, on drifting: Set<InitPath>, file: StaticString = #filePath,
                             testName: String = #function, line: UInt = #line) throws {
        let twin = GalleryRendering.item(named: name)
        assertSnapshot(of: try GalleryRendering.render(twin, along: .code), as: .image, named: "code",
                       file: file, testName: testName, line: line)
        // The drift is the expected outcome, so its artifacts go to a folder of this test's own
        // instead of the package's, where they would read as failures in report.html.
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("broken-twins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let message = SnapshotEnvironment.$current.withValue(SnapshotEnvironment(variables: ["SNAPSHOT_ARTIFACTS": artifacts.path])) {
            UIImage.withAppBundle(GalleryBundle.bundle) {
                verifySnapshot(of: twin.makeView(), as: .image(paths: .all), named: "code", record: .never,
                               file: file, testName: testName)
            }
        }
        let verdict = try XCTUnwrap(message, "\(name) should drift on \(drifting)", file: file, line: line)
        let folder = artifacts.appendingPathComponent("BrokenTwinTests/\(sanitizePathComponent(testName)).code")
        let written = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        for path in InitPath.allCases {
            let label = path == .designTime ? "design time" : path.rawValue
            let mark = drifting.contains(path) ? "\(label) ✗" : "\(label) ✓"
            XCTAssertTrue(verdict.contains(mark), "expected \"\(mark)\" in:\n\(verdict)", file: file, line: line)
            let diff = "diff-\(path == .designTime ? "design-time" : path.rawValue).png"
            XCTAssertEqual(written.contains(diff), drifting.contains(path), "\(diff) among \(written.sorted())", file: file, line: line)
        }
    }
}
