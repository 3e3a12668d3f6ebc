import Foundation
import Raster
import SnapshotEngine

/// A package in a temporary folder with three snapshots whose views changed: references under
/// its `__Snapshots__`, failures in its `.build/snapshot-artifacts`, all written by
/// `verifySnapshot` itself, as a failing `swift test` leaves them.
struct ReviewFixture {
    let root: URL
    var references: URL { root.appendingPathComponent("__Snapshots__/ReviewFixture", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true) }
    /// The three snapshots, in the order the page lists them.
    static let names = ["badge", "card", "chip"]

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("designable-review-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Records every snapshot in its old colour, then verifies the new one: three failures.
    func failAll() -> [String?] {
        Self.names.map { name in
            record(name, Self.tile(name, changed: false))
            return verify(name, Self.tile(name, changed: true))
        }
    }

    /// Records `bitmap` as the reference `name`, as `SNAPSHOT_TESTING_RECORD=all` would.
    func record(_ name: String, _ bitmap: Bitmap) {
        _ = environment { verifySnapshot(of: bitmap, as: .image, named: name, record: .all, snapshotDirectory: references.path, testName: "testTile()") }
    }

    /// Verifies `bitmap` against the reference `name` as a test run does: `nil` when it matches.
    func verify(_ name: String, _ bitmap: Bitmap) -> String? {
        environment { verifySnapshot(of: bitmap, as: .image, named: name, record: .never, snapshotDirectory: references.path, testName: "testTile()") }
    }

    private func environment<R>(_ body: () -> R) -> R {
        SnapshotEnvironment.$current.withValue(SnapshotEnvironment(variables: ["SNAPSHOT_ARTIFACTS": artifacts.path]), operation: body)
    }

    func reference(_ name: String) -> URL { references.appendingPathComponent("testTile.\(name).png") }
    /// `ReviewFixture/testTile.badge`: the failure's name on the page.
    static func failure(_ name: String) -> String { "ReviewFixture/testTile.\(name)" }

    /// A 20×12 tile with a bar whose colour and length depend on `name`; `changed` moves the bar.
    static func tile(_ name: String, changed: Bool) -> Bitmap {
        var bitmap = try! Bitmap(width: 20, height: 12)
        bitmap.fill(PremultipliedRGBA8(r: 240, g: 240, b: 240, a: 255))
        let shade = UInt8(60 * (names.firstIndex(of: name) ?? 0))
        let color = PremultipliedRGBA8(r: changed ? 200 : 20, g: shade, b: changed ? 40 : 220, a: 255)
        for y in 3..<9 { for x in (changed ? 6 : 2)..<(changed ? 18 : 12) { bitmap.setPixel(x: x, y: y, color) } }
        return bitmap
    }
}
