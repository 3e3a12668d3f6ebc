import Foundation
import Raster
import SnapshotEngine

/// A private place for one test's references and artifacts, with its own environment
/// variables, so tests neither touch the repository's `__Snapshots__` nor depend on the
/// environment they run in (CI sets `CI`).
public struct SnapshotSandbox: Sendable {
    public let root: URL
    public var references: URL { root.appendingPathComponent("refs", isDirectory: true) }
    public var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }
    public var variables: [String: String]

    public init(_ variables: [String: String] = [:]) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-sandbox-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        self.variables = variables
        if self.variables["SNAPSHOT_ARTIFACTS"] == nil { self.variables["SNAPSHOT_ARTIFACTS"] = artifacts.path }
    }

    /// Runs `body` with only this sandbox's variables set.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try SnapshotEnvironment.$current.withValue(SnapshotEnvironment(variables: variables), operation: body)
    }

    /// `verifySnapshot` of `bitmap` into this sandbox's reference folder.
    /// `fileID` names the calling test's module in the messages' `swift test --filter` commands;
    /// artifacts stay under this file's name, `SnapshotSandbox`.
    public func verify(_ bitmap: Bitmap, as strategy: Snapshotting<Bitmap, Bitmap> = .image, named name: String = "shape",
                       record: SnapshotTestingConfiguration.Record? = nil, fileID: StaticString = #fileID) -> String? {
        run {
            verifySnapshot(of: bitmap, as: strategy, named: name, record: record, snapshotDirectory: references.path,
                           fileID: fileID, testName: "testSandbox()")
        }
    }

    /// Where `verify(_:named:)` keeps the reference named `name`.
    public func reference(_ name: String = "shape") -> URL { references.appendingPathComponent("testSandbox.\(name).png") }

    public func contents(_ url: URL) -> Data? { try? Data(contentsOf: url) }
}

/// Small test images whose differences are known by construction.
public enum Sample {
    /// A grey background with a blue square, drawn by hand so tests do not depend on the rasterizer.
    public static func square(width: Int = 40, height: Int = 30, at origin: (x: Int, y: Int) = (10, 8), side: Int = 12,
                       color: PremultipliedRGBA8 = PremultipliedRGBA8(r: 30, g: 90, b: 220, a: 255)) -> Bitmap {
        var bitmap = try! Bitmap(width: width, height: height, scale: 2)
        bitmap.fill(PremultipliedRGBA8(r: 240, g: 240, b: 240, a: 255))
        for y in origin.y..<(origin.y + side) { for x in origin.x..<(origin.x + side) { bitmap.setPixel(x: x, y: y, color) } }
        return bitmap
    }

    /// `bitmap` with the pixels in `rect` (x, y, width, height) set to `color`.
    public static func painted(_ bitmap: Bitmap, _ rect: (Int, Int, Int, Int), _ color: PremultipliedRGBA8) -> Bitmap {
        var copy = bitmap
        for y in rect.1..<(rect.1 + rect.3) { for x in rect.0..<(rect.0 + rect.2) { copy.setPixel(x: x, y: y, color) } }
        return copy
    }
}
