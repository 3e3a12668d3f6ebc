import SnapshotEngine
import RasterScenes
import XCTest
@testable import Raster

/// The same drawing gives the same bytes on every run, build and machine.
final class DeterminismTests: XCTestCase {
    func testMixedSceneMatchesTheCommittedHash() {
        let bitmap = MixedScene.render()
        XCTAssertEqual(String(bitmap.contentHash, radix: 16), String(MixedScene.expectedHash, radix: 16),
                       "the mixed scene's pixels changed; if intended, review __Snapshots__/RasterTests/DeterminismTests/testMixedSceneMatchesTheCommittedHash.mixed-scene.png and update MixedScene.expectedHash")
        assertSnapshot(of: bitmap, as: .image, named: "mixed-scene")
    }

    func testRenderingTwiceGivesIdenticalBytes() {
        XCTAssertEqual(MixedScene.render().bytes, MixedScene.render().bytes)
    }

    func testBenchmarkScenesAreReproducible() {
        // A quarter-size run of the stars scene: same LCG, same result twice.
        func render() -> Bitmap {
            let canvas = try! Canvas(width: Double(BenchmarkScene.width), height: Double(BenchmarkScene.height) / 8)
            BenchmarkScene.stars.draw(on: canvas)
            return canvas.bitmap
        }
        XCTAssertEqual(render().contentHash, render().contentHash)
    }
}
