import Foundation
import SnapshotEngine

/// `--merge DIR…` of `report` and `review`: several CI shards' downloaded artifacts folders
/// joined into one, so one page shows every shard's failures.
package enum ShardMerge {
    /// Copies the failures of CI shards' folders into `folder` (created if missing), saying how
    /// many came from each; `designable review --merge` uses it too.
    package static func merge(_ shards: [String], into folder: SnapshotArtifactsFolder) throws {
        guard !shards.isEmpty else { return }
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        for shard in shards {
            let outcome = try folder.merge(from: URL(fileURLWithPath: shard, isDirectory: true).standardizedFileURL)
            print("Merged \(outcome.merged) failure\(outcome.merged == 1 ? "" : "s") from \(shard).")
            for name in outcome.skipped {
                FileHandle.standardError.write(Data("warning: \(name) is in more than one shard; kept the first\n".utf8))
            }
        }
    }
}
