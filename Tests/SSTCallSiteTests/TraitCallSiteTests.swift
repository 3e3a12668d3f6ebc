import DesignableTesting
import Foundation
import Testing

/// The `.snapshots` traits as swift-snapshot-testing's documentation writes them.
@Suite(.snapshots(record: .missing, diffTool: .ksdiff))
struct TraitCallSiteTests {
    @Test func theSuitesSettingsApply() {
        #expect(SnapshotTestingConfiguration.current.record == .missing)
        #expect(SnapshotTestingConfiguration.current.diffTool?(currentFilePath: "a", failedFilePath: "b") == #"ksdiff "a" "b""#)
        assertSnapshot(of: blob, as: .dump)
    }

    @Test(.snapshots(diffTool: "ksdiff")) func aTestsTraitOverridesOnlyWhatItSets() {
        #expect(SnapshotTestingConfiguration.current.record == .missing)
        assertSnapshot(of: blob, as: .json)
    }

    @Suite(.snapshots(SnapshotTestingConfiguration(record: .never, diffTool: .ksdiff)))
    struct Nested {
        @Test func aNestedSuiteOverridesTheMode() {
            #expect(SnapshotTestingConfiguration.current.record == .never)
        }
    }
}

/// A bare `.snapshots`: every case numbers from 1, parameterized cases apart.
@Suite(.snapshots)
struct BareTraitCallSiteTests {
    @Test(arguments: ["small", "large"]) func eachCaseHasItsOwnReferences(size: String) {
        assertSnapshot(of: size, as: .lines)
        assertSnapshot(of: size.uppercased(), as: .lines)
    }

    @Test(.serialized, arguments: [1, 2]) func numbersRestartForEachCase(run: Int) {
        assertSnapshot(of: "always the first", as: .lines)
    }
}
