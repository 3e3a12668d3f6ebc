import Designable
import Foundation
import PNGCodec
import Raster
@testable import DesignableTesting
@testable import SnapshotEngine

/// A throwaway package in a temporary folder whose snapshot assertions really fail: references
/// in its `__Snapshots__`, artifacts in its `.build/snapshot-artifacts`, written by
/// `verifySnapshot` itself, so the commands are tested on what the tests leave, not on a copy.
struct FailingPackage {
    let root: URL
    var references: URL { root.appendingPathComponent("__Snapshots__/FailingPackage", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("designable-accept-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs `body` as a test of this package would: only its artifacts folder set.
    func run<R>(_ body: () throws -> R) rethrows -> R {
        try SnapshotEnvironment.$current.withValue(SnapshotEnvironment(variables: ["SNAPSHOT_ARTIFACTS": artifacts.path]), operation: body)
    }

    /// Records `recorded` as the reference `name`, then verifies `actual` against it; the failure message.
    @discardableResult
    func fail<Value>(_ name: String, recorded: Value, actual: Value, as strategy: Snapshotting<Value, Bitmap>,
                     in directory: URL? = nil) -> String? {
        run {
            let folder = (directory ?? references).path
            _ = verifySnapshot(of: recorded, as: strategy, named: name, record: .all, snapshotDirectory: folder, testName: "testFixture()")
            return verifySnapshot(of: actual, as: strategy, named: name, record: .never, snapshotDirectory: folder, testName: "testFixture()")
        }
    }

    /// Records `value` as the reference `name`, as `SNAPSHOT_TESTING_RECORD=all` does.
    func record<Value>(_ name: String, _ value: Value, as strategy: Snapshotting<Value, Bitmap>) {
        _ = run { verifySnapshot(of: value, as: strategy, named: name, record: .all, snapshotDirectory: references.path, testName: "testFixture()") }
    }

    /// Verifies `value` against the reference `name`: `nil` when it matches.
    func verify<Value>(_ name: String, _ value: Value, as strategy: Snapshotting<Value, Bitmap>) -> String? {
        run { verifySnapshot(of: value, as: strategy, named: name, record: .never, snapshotDirectory: references.path, testName: "testFixture()") }
    }

    func reference(_ name: String) -> URL { references.appendingPathComponent("testFixture.\(name).png") }

    /// Rewrites the reference `name`'s stamp as if renderer epoch `epoch` had recorded it.
    func restamp(_ name: String, epoch: Int) throws {
        let image = try PNG.decodeImage(try Data(contentsOf: reference(name)))
        guard let stamp = image.text(for: ReferencePNG.key) else { throw CocoaError(.fileReadCorruptFile) }
        let old = stamp.replacingOccurrences(of: "epoch=\(RendererEpoch.current)", with: "epoch=\(epoch)")
        try Data(PNG.encode(image.bitmap, text: [PNGText(ReferencePNG.key, old)])).write(to: reference(name))
    }
    func artifact(_ name: String) -> URL { artifacts.appendingPathComponent("FailingPackage/testFixture.\(name)", isDirectory: true) }

    /// A 24×16 grey image with a coloured square, whose colour tells versions apart.
    static func swatch(_ color: PremultipliedRGBA8) -> Bitmap {
        var bitmap = try! Bitmap(width: 24, height: 16)
        bitmap.fill(PremultipliedRGBA8(r: 200, g: 200, b: 200, a: 255))
        for y in 4..<12 { for x in 8..<16 { bitmap.setPixel(x: x, y: y, color) } }
        return bitmap
    }

    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
}

/// Paints a red square only when made in code: `init(coder:)` forgets it, so its coder path
/// drifts from its code path.
final class ForgetfulView: UIView {
    private var mark: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        mark = .red
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        mark?.setFill()
        UIBezierPath(rect: CGRect(x: 4, y: 4, width: 8, height: 8)).fill()
    }
}
