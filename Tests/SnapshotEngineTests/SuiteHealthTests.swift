import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// What keeps a large suite healthy: numbering that does not depend on order, reference folders
/// per test target, the would-be reference of a missing one, and the record of references used.
final class SuiteHealthTests: XCTestCase {
    /// A package in a temporary folder with a test file in target `BadgeTests`.
    private struct Package {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("health-\(UUID().uuidString)", isDirectory: true)
        var testFile: String { root.appendingPathComponent("Tests/BadgeTests/BadgeTests.swift").path }

        init() {
            try! FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/BadgeTests"), withIntermediateDirectories: true)
            try! Data().write(to: root.appendingPathComponent("Package.swift"))
        }

        func verify(_ bitmap: Bitmap, named name: String? = "badge", record: SnapshotTestingConfiguration.Record? = nil,
                    environment: [String: String] = [:], test: String = "testBadge()") -> SnapshotFailure? {
            var variables = environment
            variables["SNAPSHOT_ARTIFACTS"] = root.appendingPathComponent(".build/snapshot-artifacts").path
            return SnapshotEnvironment.$current.withValue(SnapshotEnvironment(variables: variables)) {
                SnapshotVerification.run(of: { bitmap }, as: .image, named: name, record: record, snapshotDirectory: nil,
                                         fileID: "BadgeTests/BadgeTests.swift", filePath: testFile, testName: test)
            }
        }
    }

    func testNewReferencesGoToTheTargetsFolderAndOldOnesAreUsedWhereTheyAre() throws {
        let package = Package()
        _ = package.verify(Sample.square(), named: "new", record: .missing)
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.root.appendingPathComponent("__Snapshots__/BadgeTests/BadgeTests/testBadge.new.png").path),
                      "__Snapshots__/<TestTarget>/<TestFile>/")
        let legacy = package.root.appendingPathComponent("__Snapshots__/BadgeTests/testBadge.old.png")
        let sst = package.root.appendingPathComponent("Tests/BadgeTests/__Snapshots__/BadgeTests/testBadge.sst.png")
        for file in [legacy, sst] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Diffing<Bitmap>.image().toData(PNG.roundTripped(Sample.square())).write(to: file)
        }
        XCTAssertNil(package.verify(Sample.square(), named: "old", record: .never)?.message, "the earlier layout's reference is found")
        XCTAssertNil(package.verify(Sample.square(), named: "sst", record: .never)?.message, "swift-snapshot-testing's, beside the test file, too")
        let changed = package.verify(Sample.painted(Sample.square(), (0, 0, 2, 2), .init(r: 0, g: 0, b: 0, a: 255)), named: "old", record: .never)
        XCTAssertTrue(changed?.message.contains(legacy.path) == true, "compared with the file where it is: \(changed?.message ?? "")")
    }

    func testAMissingReferenceUnderCILeavesTheWouldBeReferenceMarkedInTheReport() throws {
        let package = Package()
        let failure = try XCTUnwrap(package.verify(Sample.square(), environment: ["CI": "true"]))
        XCTAssertTrue(failure.message.contains("References are never recorded under CI"), failure.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.root.appendingPathComponent("__Snapshots__").path), "nothing recorded")
        let folder = package.root.appendingPathComponent(".build/snapshot-artifacts/BadgeTests/testBadge.badge")
        let actual = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("actual.png")))
        XCTAssertEqual(actual.bytes, PNG.roundTripped(Sample.square()).bytes, "the would-be reference")
        let record = try JSONDecoder().decode(SnapshotArtifacts.FailureRecord.self, from: Data(contentsOf: folder.appendingPathComponent("failure.json")))
        XCTAssertEqual(record.missingReference, true)
        XCTAssertEqual(record.reference, "__Snapshots__/BadgeTests/BadgeTests/testBadge.badge.png", "relative to the package")
        XCTAssertEqual(record.accept, "actual.png")
        let report = try String(contentsOf: package.root.appendingPathComponent(".build/snapshot-artifacts/report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("missing reference"), "the report marks it")
    }

    func testNumberingRestartsForEachRunOfATest() {
        let counter = SnapshotCounter()
        XCTAssertEqual([counter.next(for: "a", in: "run 1"), counter.next(for: "a", in: "run 1")], [1, 2])
        XCTAssertEqual(counter.next(for: "a", in: "run 2"), 1, "another run of the same test starts at 1")
        counter.finish("run 1")
        XCTAssertEqual(counter.next(for: "a", in: "run 1"), 1, "a finished run's counts are forgotten")
        let before = XCTestRunObserver.currentRun
        XCTestRunObserver().testCaseDidFinish(self)
        XCTAssertEqual(XCTestRunObserver.currentRun, before + 1, "each finished XCTest method moves the run on")
    }

    func testTheFreshScopeOfTheSnapshotsTraitNumbersFromOne() async {
        let numbers = await TestRunIdentity.withFreshScope { () async -> [Int] in
            [SnapshotCounter.shared.next(for: "k"), SnapshotCounter.shared.next(for: "k")]
        }
        let again = await TestRunIdentity.withFreshScope { () async -> Int in SnapshotCounter.shared.next(for: "k") }
        XCTAssertEqual(numbers + [again], [1, 2, 1])
    }

    func testEveryReferenceUsedIsLoggedRelativeToThePackageOnce() throws {
        let package = Package()
        let usage = package.root.appendingPathComponent("usage")
        let environment = ["SNAPSHOT_USAGE_DIR": usage.path]
        _ = package.verify(Sample.square(), named: "one", environment: environment)
        _ = package.verify(Sample.square(), named: "one", environment: environment)
        _ = package.verify(Sample.square(), named: "two", environment: environment)
        let runs = SnapshotUsageHistory(folder: usage).runs()
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(runs.first?.used, ["__Snapshots__/BadgeTests/BadgeTests/testBadge.one.png", "__Snapshots__/BadgeTests/BadgeTests/testBadge.two.png"])
        XCTAssertEqual(runs.first?.complete, false, "this process has not finished yet")
    }
}
