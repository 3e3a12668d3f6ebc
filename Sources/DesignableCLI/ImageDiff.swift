import DesignableTesting
import Foundation
import PNGCodec
import Raster
import SnapshotEngine

/// `designable diff`'s core: compares two PNG files as the snapshot assertions do.
package enum ImageDiff {
    /// The outcome, with the exit code the command returns.
    package enum Outcome: Equatable, Sendable {
        case match
        /// The images differ: the summary, as a failed snapshot prints it.
        case differ(String)
        /// A file could not be read or decoded, or the diff could not be written.
        case error(String)

        /// 0 when matching, 1 when differing, 2 on errors, as `cmp` and `diff` do.
        package var exitCode: Int32 {
            switch self {
            case .match: 0
            case .differ: 1
            case .error: 2
            }
        }
    }

    /// Compares `reference` with `actual` using `comparator`, writing the diff image to
    /// `output` when they differ and it is given (the side-by-side composite when the sizes differ).
    package static func compare(_ reference: URL, _ actual: URL, comparator: ImageComparator = .exact, output: URL? = nil) -> Outcome {
        let first: Bitmap, second: Bitmap
        do {
            first = try PNG.decodeInSRGB(contentsOf: reference)
        } catch {
            return .error("Cannot read \(reference.path): \(error)")
        }
        do {
            second = try PNG.decodeInSRGB(contentsOf: actual)
        } catch {
            return .error("Cannot read \(actual.path): \(error)")
        }
        guard let (message, attachments) = Diffing<Bitmap>.image(comparator).diff(first, second) else { return .match }
        if let output {
            let image = attachments.first { $0.name == "diff.png" } ?? attachments.first { $0.name == "composite.png" }
            do {
                try image?.data.write(to: output, options: .atomic)
            } catch {
                return .error("Cannot write \(output.path): \(error.localizedDescription)")
            }
        }
        return .differ(message)
    }
}
