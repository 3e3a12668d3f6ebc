import DesignableCLI
import Foundation
import SnapshotEngine

/// One failure as the review page shows it: where it comes from, its images, its figures, and
/// whether it can be accepted. Sent to the page as JSON.
package struct ReviewItem: Codable, Sendable, Equatable {
    /// `<TestFile>/<identifier>`: how the page names it when accepting or rejecting.
    package var name: String
    package var testFile: String
    package var test: String
    package var identifier: String
    /// `Tests/…/BadgeTests.swift:42`: the failing assertion, when the artifact records it.
    package var location: String?
    /// The reference file, relative to the package when inside it.
    package var reference: String
    package var message: String
    package var missingReference: Bool
    /// The message's lines with the difference figures: pixels that differ, where, how much.
    package var figures: [String]
    /// For a view rendered along several init paths, the one-line verdict per path
    /// (`code ✓, coder ✗ 12 px differ …`): which path drifted.
    package var paths: String?
    /// `reference.png` when the artifact has one.
    package var referenceImage: String?
    /// One panel per actual image: the lone snapshot, or one per init path that differs.
    package var panels: [Panel]
    /// Why Accept is refused (only other init paths drift, incomplete artifacts, a reference
    /// outside `__Snapshots__`, …), or `nil` when it can be accepted.
    package var refusal: String?

    /// An actual image and its diff.
    package struct Panel: Codable, Sendable, Equatable {
        /// The init path (`coder`), or empty for a lone snapshot.
        package var path: String
        package var actual: String
        package var diff: String?
        /// Whether accepting copies this image over the reference.
        package var accepted: Bool

        package init(path: String, actual: String, diff: String?, accepted: Bool) {
            self.path = path
            self.actual = actual
            self.diff = diff
            self.accepted = accepted
        }
    }

    /// The item for `failure`; `refusal` is the server's reason not to accept it, if any.
    package init(_ failure: RecordedSnapshotFailure, packageRoot: URL, refusal: String?) {
        name = failure.name
        testFile = failure.testFile
        test = failure.test
        identifier = failure.identifier
        location = failure.file.map { file in failure.line.map { "\(file):\($0)" } ?? file }
        let base = packageRoot.standardizedFileURL.path + "/"
        let path = failure.reference.standardizedFileURL.path
        reference = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        message = failure.message
        missingReference = failure.missingReference
        let lines = failure.message.split(separator: "\n").map(String.init)
        figures = lines.filter { $0.contains("differ") || $0.contains("ΔE") }
        paths = lines.first { $0.contains("✓") || $0.contains("✗") }
        referenceImage = failure.files.contains("reference.png") ? "reference.png" : nil
        panels = failure.files.filter { $0.hasPrefix("actual") && $0.hasSuffix(".png") }.map { actual in
            // actual.png → "", actual-coder.png → "coder"; its diff is diff.png or diff-coder.png.
            let suffix = String(actual.dropFirst("actual".count).dropLast(".png".count))
            let diff = "diff" + suffix + ".png"
            return Panel(path: suffix.hasPrefix("-") ? String(suffix.dropFirst()) : suffix, actual: actual,
                         diff: failure.files.contains(diff) ? diff : nil, accepted: actual == failure.acceptableFile)
        }
        self.refusal = refusal
    }
}
