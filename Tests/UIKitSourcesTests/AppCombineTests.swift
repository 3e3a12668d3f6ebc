import Designable
import Raster
import XCTest
@testable import AppViews

/// A view file that imports Combine, compiled unchanged through the plugin against
/// DesignableCombine (OpenCombine): `@Published`, subjects, `sink` and
/// `NotificationCenter.publisher(for:)` drive what it draws.
final class AppCombineTests: XCTestCase {
    private func isBlue(_ bitmap: Bitmap, _ x: Int) throws -> Bool {
        let p = try XCTUnwrap(bitmap.pixel(x: x, y: 5))
        return p.r == 0 && p.g == 122 && p.b == 255  // systemBlue in light appearance
    }

    private func isGreen(_ bitmap: Bitmap, _ x: Int) throws -> Bool {
        let p = try XCTUnwrap(bitmap.pixel(x: x, y: 5))
        return p.r == 52 && p.g == 199 && p.b == 89  // systemGreen
    }

    func testThePublishedFractionMovesTheFillAndTheNotificationRecoloursIt() throws {
        let bar = UploadProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        bar.model.fraction = 0.5
        var bitmap = try ViewRenderer.render(bar, scale: 1)
        XCTAssertTrue(try isBlue(bitmap, 25), "the left half is filled")
        XCTAssertFalse(try isBlue(bitmap, 75), "the right half is not")

        NotificationCenter.default.post(name: .uploadDidFinish, object: nil)  // through publisher(for:) to the subject
        bar.model.fraction = 0.8
        bitmap = try ViewRenderer.render(bar, scale: 1)
        XCTAssertTrue(try isGreen(bitmap, 75), "finished: green, to 80%")
        XCTAssertFalse(try isGreen(bitmap, 90))
    }
}
