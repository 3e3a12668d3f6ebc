import Foundation
import TestSupport
import XCTest
@testable import SnapshotEngine

/// Where references live and how they are named.
final class SnapshotNamingTests: CapturingTestCase {
    func testTestNamesAreSanitisedAsSwiftSnapshotTestingDoes() {
        XCTAssertEqual(sanitizePathComponent("testBadge()"), "testBadge")
        XCTAssertEqual(sanitizePathComponent("dark mode, @3x"), "dark-mode-3x")
        XCTAssertEqual(sanitizePathComponent("  leading and trailing!! "), "leading-and-trailing")
        XCTAssertEqual(sanitizePathComponent("snake_case_kept"), "snake_case_kept")
        XCTAssertEqual(sanitizePathComponent("badge(size: 3)"), "badge-size-3")
    }

    func testDefaultLocationIsSnapshotsFolderAtThePackageRoot() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("naming-\(UUID().uuidString)")
        let tests = package.appendingPathComponent("Tests/BadgeTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        let file = tests.appendingPathComponent("BadgeTests.swift").path
        let location = SnapshotLocation(filePath: file, testName: "testBadge()", name: "dark mode", pathExtension: "png",
                                        snapshotDirectory: nil, environment: SnapshotEnvironment(variables: [:]))
        XCTAssertEqual(location.packageRoot.standardizedFileURL.path, package.standardizedFileURL.path)
        XCTAssertEqual(location.reference.standardizedFileURL.path, package.appendingPathComponent("__Snapshots__/BadgeTests/testBadge.dark-mode.png").standardizedFileURL.path)
        let relocated = SnapshotLocation(filePath: file, testName: "testBadge()", name: "x", pathExtension: "png", snapshotDirectory: nil,
                                         environment: SnapshotEnvironment(variables: ["SNAPSHOT_REFERENCE_DIR": "/refs"]))
        XCTAssertEqual(relocated.reference.path, "/refs/BadgeTests/testBadge.x.png")
        let explicit = SnapshotLocation(filePath: file, testName: "testBadge()", name: "x", pathExtension: "png", snapshotDirectory: "/mine",
                                        environment: SnapshotEnvironment(variables: ["SNAPSHOT_REFERENCE_DIR": "/refs"]))
        XCTAssertEqual(explicit.reference.path, "/mine/testBadge.x.png", "snapshotDirectory: wins and replaces the per-file folder")
    }

    func testUnnamedSnapshotsAreNumberedInOrderWithinATest() {
        let environment = SnapshotEnvironment(variables: [:])
        let directory = "/numbering-\(UUID().uuidString)"
        let names = (0..<3).map { _ in
            SnapshotLocation(filePath: "/x/T.swift", testName: "testMany()", name: nil, pathExtension: "png",
                             snapshotDirectory: directory, environment: environment).reference.lastPathComponent
        }
        XCTAssertEqual(names, ["testMany.1.png", "testMany.2.png", "testMany.3.png"])
    }

    func testAssertSnapshotsWithADictionaryNamesEachReferenceAfterItsKey() throws {
        let sandbox = SnapshotSandbox()
        let failures = capturingFailures {
            sandbox.run {
                assertSnapshots(of: Sample.square(), as: ["plain": .image, "tolerant": .image(perceptualPrecision: 0.98)],
                                snapshotDirectory: sandbox.references.path, testName: "testDictionary()")
            }
        }
        XCTAssertEqual(failures.count, 2, "each new reference is reported for review")
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.references.path).sorted()
        XCTAssertEqual(files, ["testDictionary.plain.png", "testDictionary.tolerant.png"])
    }
}

/// `assertSnapshots` with an array numbers references like repeated `assertSnapshot` calls.
final class AssertSnapshotsArrayTests: CapturingTestCase {
    func testAssertSnapshotsWithAnArrayNumbersTheReferences() throws {
        let sandbox = SnapshotSandbox()
        let failures = capturingFailures {
            sandbox.run {
                assertSnapshots(of: Sample.square(), as: [.image, .image(comparator: .antialiasingAware())],
                                snapshotDirectory: sandbox.references.path, testName: "testArray()")
            }
        }
        XCTAssertEqual(failures.count, 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.references.path).sorted()
        XCTAssertEqual(files, ["testArray.1.png", "testArray.2.png"])
    }
}
