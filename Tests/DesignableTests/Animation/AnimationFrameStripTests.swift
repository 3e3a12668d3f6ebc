import Designable
import DesignableTesting
import Foundation
import Raster
import TestSupport
import XCTest

/// An animation verified as one reference: its frames at several moments of the snapshot
/// clock, side by side in a strip, and a failure that names the moment that differs.
final class AnimationFrameStripTests: XCTestCase {
    /// A red dot crossing a white strip in 300 ms, linearly, as `UIView.animate` records it.
    private func crossing(to x: CGFloat = 130) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
        root.backgroundColor = .white
        let dot = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        dot.layer.cornerRadius = 10
        root.addSubview(dot)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
            dot.center.x = x
        }
        return root
    }

    private func ring() -> ProgressRing {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.backgroundColor = .white
        ring.layoutIfNeeded()
        ring.setProgress(1, animated: true)
        return ring
    }

    func testAProgressRingFillingIsOneStripOfFiveFrames() {
        assertSnapshot(of: ring(), as: .frames(every: .milliseconds(125), until: .milliseconds(500)), named: "ring")
    }

    func testADotCrossingAtFourMomentsIsOneStrip() throws {
        assertSnapshot(of: crossing(), as: .frames(at: [.zero, .milliseconds(100), .milliseconds(200), .milliseconds(300)]), named: "dot")
        let strip = try Snapshotting<UIView, Bitmap>.frames(at: [.zero, .milliseconds(300)], scale: 1).snapshot(crossing())
        XCTAssertEqual(strip.width, 2 * 140 + FrameStrip.separatorWidth)
        XCTAssertEqual(strip.pixel(x: 140, y: 5), FrameStrip.separatorColor, "the separator between the frames")
        XCTAssertEqual(strip.unpremultipliedPixel(x: 10, y: 20)?.r, 255, "at 0 ms the dot is at the left")
        XCTAssertEqual(strip.unpremultipliedPixel(x: 142 + 130, y: 20)?.r, 255, "at 300 ms it is at the right")
        XCTAssertEqual(strip.unpremultipliedPixel(x: 142 + 10, y: 20)?.g, 255, "and no longer at the left")
    }

    func testAFailureNamesTheMomentsThatDifferAndNotThoseThatMatch() throws {
        let sandbox = SnapshotSandbox()
        let moments: [Duration] = [.zero, .milliseconds(150), .milliseconds(300)]
        let message = sandbox.run { () -> String? in
            _ = verifySnapshot(of: crossing(), as: .frames(at: moments, scale: 1), named: "dot",
                               snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
            // The same start, a shorter trip: the first frame matches, the others do not.
            return verifySnapshot(of: crossing(to: 100), as: .frames(at: moments, scale: 1), named: "dot",
                                  snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
        }
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("The frame at 150 ms differs: "), text)
        XCTAssertTrue(text.contains("The frame at 300 ms differs: "), text)
        XCTAssertFalse(text.contains("The frame at 0 ms"), text)
        XCTAssertTrue(text.contains("Frames, left to right: 0 ms, 150 ms, 300 ms."), text)
        let artifacts = sandbox.artifacts.appendingPathComponent("AnimationFrameStripTests/testSandbox.dot")
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("diff.png").path), "the diff strip for the report")
    }

    func testAStripWithAnotherNumberOfFramesSaysHowManyTheReferenceHas() throws {
        let sandbox = SnapshotSandbox()
        let message = sandbox.run { () -> String? in
            _ = verifySnapshot(of: crossing(), as: .frames(every: .milliseconds(100), until: .milliseconds(300), scale: 1), named: "dot",
                               snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
            return verifySnapshot(of: crossing(), as: .frames(every: .milliseconds(150), until: .milliseconds(300), scale: 1), named: "dot",
                                  snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
        }
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("The strip has 3 frames; the reference has 4."), text)
    }

    func testMomentsOutOfOrderOrNoneAreAFailureSayingSo() throws {
        let sandbox = SnapshotSandbox()
        let backwards = sandbox.run {
            verifySnapshot(of: crossing(), as: .frames(at: [.milliseconds(200), .milliseconds(100)]), named: "backwards",
                           snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
        }
        XCTAssertTrue(backwards?.contains("must increase, as the snapshot clock only moves forward: 100 ms comes after 200 ms") == true, backwards ?? "passed")
        let none = sandbox.run {
            verifySnapshot(of: crossing(), as: .frames(every: .zero, until: .milliseconds(100)), named: "none",
                           snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
        }
        XCTAssertTrue(none?.contains("needs at least one moment") == true, none ?? "passed")
    }

    func testAStripSplitsBackIntoItsFrames() throws {
        var frames: [Bitmap] = []
        for shade in [UInt8(10), 120, 250] {
            var frame = try Bitmap(width: 5, height: 3)
            frame.fill(PremultipliedRGBA8(r: shade, g: shade, b: shade, a: 255))
            frames.append(frame)
        }
        let strip = try FrameStrip.join(frames)
        XCTAssertEqual(strip.width, 3 * 5 + 2 * FrameStrip.separatorWidth)
        XCTAssertEqual((0..<3).map { FrameStrip.frame($0, of: 3, in: strip) }, frames)
        XCTAssertNil(FrameStrip.frame(0, of: 4, in: strip), "19 px are not four frames")
        var odd = try Bitmap(width: 4, height: 3)
        odd.fill(.init(r: 0, g: 0, b: 0, a: 255))
        XCTAssertThrowsError(try FrameStrip.join([frames[0], odd])) { error in
            XCTAssertEqual("\(error)", "Frame 2 is 4×3 px; the first is 5×3 px.")
        }
    }
}
