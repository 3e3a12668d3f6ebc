import Designable
@testable import DesignableCLI
import Foundation
import XCTest
@testable import AppViews

/// `designable scan` reports a view whose own code traps in that view's row, found by probing
/// in a child process, instead of ending the scan.
final class ScanIsolationTests: XCTestCase {
    func testTheTrapMessageNamesWhatTrappedAndTheUsersLine() {
        let ours = "/src/designable/Sources/"
        let unwrap = """
            DOFavoriteButton/DOFavoriteButton.swift:175: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value

            💣 Program crashed: Illegal instruction at 0x00007fc8f656df7f
            2 [ra] [system] 0x0000556b3308b963 DOFavoriteButton.createLayers(image:) + 9218 in app at /home/me/App/DOFavoriteButton.swift
            """
        XCTAssertEqual(ScanIsolation.trapMessage(standardError: unwrap, signal: 4, ownSources: ours),
                       "Unexpectedly found nil while implicitly unwrapping an Optional value at DOFavoriteButton.swift:175")

        let index = """
            Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range
            0 0x00007f51212f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
            1 [ra] 0x0000560f58b15e74 NibDecoder.decodeView(_:) + 2835 in app at /src/designable/Sources/Designable/Nibs/Loading/NibDecoder.swift:93:31
            2 [ra] 0x0000560f58faf7b4 RatingView.layoutSubviews() + 435 in app at /home/me/App/RatingView.swift:42:17
            """
        XCTAssertEqual(ScanIsolation.trapMessage(standardError: index, signal: 4, ownSources: ours), "Index out of range at RatingView.swift:42",
                       "the standard library's own line is skipped, and so are Designable's frames")

        let assertion = "StarryStars/RatingView.swift:107: Assertion failed: offImage is not set\n"
        XCTAssertEqual(ScanIsolation.trapMessage(standardError: assertion, signal: 4, ownSources: ours), "offImage is not set at RatingView.swift:107")

        let segfault = "3 [ra] 0x01 Chart.draw(_:) + 12 in app at /home/me/App/Chart.swift:9:3"
        XCTAssertEqual(ScanIsolation.trapMessage(standardError: segfault, signal: 11, ownSources: ours), "signal 11 at Chart.swift:9")
    }

    /// The probe runs again without each trapping step until it finishes, whichever phase traps.
    func testProbesRunAgainWithoutEachTrapUntilOneFinishes() throws {
        let steps = ["load /docs/Main.storyboard", "size Knob", "render code Knob", "render coder Knob", "render code Ring"]
        let trapping = ["size Knob": "Fatal error: no knob image", "render coder Knob": "Fatal error: init(coder:) has not been implemented"]
        var launches = 0
        let traps = try ScanIsolation.findTraps(executable: URL(fileURLWithPath: "/bin/app"), arguments: ["scan", "--json"]) { executable, arguments in
            launches += 1
            XCTAssertEqual(executable.path, "/bin/app")
            XCTAssertEqual(Array(arguments.prefix(2)), ["scan", "--json"], "the scan's own arguments, then the probe's")
            let file = try XCTUnwrap(arguments.firstIndex(of: "--probe-traps").map { arguments[$0 + 1] })
            let known = try JSONDecoder().decode(ScanTraps.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
            var printed = ""
            for step in steps where known.messages[step] == nil {
                printed += "step \(step)\n"
                if let fatal = trapping[step] {
                    return .init(standardOutput: printed, standardError: "App/Knob.swift:12: \(fatal)\n", finished: false, signal: 4)
                }
            }
            return .init(standardOutput: printed + "done\n", standardError: "", finished: true, signal: nil)
        }
        XCTAssertEqual(launches, 3)
        XCTAssertEqual(traps.messages, ["size Knob": "no knob image at Knob.swift:12",
                                        "render coder Knob": "init(coder:) has not been implemented at Knob.swift:12"])
    }

    func testAProbeThatDiesBeforeAnyNewStepEndsTheSearch() {
        var launches = 0
        let traps = ScanIsolation.findTraps(executable: URL(fileURLWithPath: "/bin/app"), arguments: []) { _, _ in
            launches += 1
            return .init(standardOutput: "", standardError: "dyld: missing library", finished: false, signal: 6)
        }
        XCTAssertEqual(launches, 1)
        XCTAssertEqual(traps, ScanTraps())
    }

    /// In process, steps known to trap are not run: the render's cell fails with the message,
    /// a class that traps when made is scanned at the default size, and every other step is
    /// reported before it runs.
    func testTheScanLeavesOutKnownTrapsAndReportsEveryOtherStep() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
        let traps = ScanTraps(messages: [
            ScanStep.render(row: "RatingControl", path: .coder).key: "no star image at RatingControl.swift:20",
            ScanStep.size(className: "GaugeView").key: "no gauge at GaugeView.swift:3",
        ])
        var steps: [String] = []
        let result = try ScanRunner.run(registry: registry, traps: traps, progress: { steps.append($0.key) }, into: directory)
        let rating = try XCTUnwrap(result.classRows.first { $0.name == "RatingControl" })
        XCTAssertEqual(rating.cells.map(\.symbol), ["✓", "!", "✓"])
        guard case .failed(let message) = rating.cells[1] else { return XCTFail("the coder path fails") }
        XCTAssertEqual(message, "traps in the view's code: no star image at RatingControl.swift:20")
        XCTAssertEqual(try XCTUnwrap(result.classRows.first { $0.name == "GaugeView" }).size, CGSize(width: 240, height: 120))
        XCTAssertTrue(steps.contains("render code RatingControl"))
        XCTAssertTrue(steps.contains("size RatingControl"))
        XCTAssertFalse(steps.contains("render coder RatingControl"), "a known trap is not run")
        XCTAssertFalse(steps.contains("size GaugeView"))
        XCTAssertTrue(steps.contains { $0.hasPrefix("load ") && $0.hasSuffix("Main.storyboard") }, "documents are loaded as steps too")
        XCTAssertTrue(result.hasProblems)
    }
}
