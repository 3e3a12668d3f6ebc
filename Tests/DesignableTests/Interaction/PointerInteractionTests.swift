import Foundation
@testable import Designable
import XCTest

/// iPad pointer interactions, as segmented controls add them: they compile, join their view,
/// and answer a simulated hover through their delegate.
final class PointerInteractionTests: XCTestCase {
    /// A control that lifts its selected segment and highlights the others, the pattern of
    /// segmented controls with pointer support.
    final class Segments: UIView, UIPointerInteractionDelegate {
        let segments = (0..<3).map { i in UIView(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 40, height: 30)) }
        var selected = 0
        var asked: [CGPoint] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            segments.forEach(addSubview)
            if #available(iOS 13.4, *) { addInteraction(UIPointerInteraction(delegate: self)) }
        }
        required init?(coder: NSCoder) { fatalError() }

        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            asked.append(request.location)
            guard let segment = segments.first(where: { $0.frame.contains(request.location) }) else { return nil }
            return .init(rect: segment.frame, identifier: segments.firstIndex(of: segment))
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            let view = segments[region.identifier as! Int]
            return view === segments[selected] ? .init(effect: .lift(.init(view: view))) : .init(effect: .highlight(.init(view: view)))
        }
    }

    func testAHoverAsksTheDelegateForTheRegionAndStyle() throws {
        let control = Segments(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        XCTAssertEqual(control.interactions.count, 1)
        XCTAssertTrue((control.interactions.first as? UIPointerInteraction)?.view === control)

        let overSecond = try XCTUnwrap(control.simulatePointerHover(at: CGPoint(x: 50, y: 10)))
        XCTAssertEqual(overSecond.region.rect, CGRect(x: 40, y: 0, width: 40, height: 30))
        guard case .highlight(let preview)? = overSecond.style?.effect else { return XCTFail("an unselected segment is highlighted") }
        XCTAssertTrue(preview.view === control.segments[1])

        let overFirst = try XCTUnwrap(control.simulatePointerHover(at: CGPoint(x: 5, y: 10)))
        guard case .lift? = overFirst.style?.effect else { return XCTFail("the selected segment lifts") }

        let child = control.segments[2]
        XCTAssertNotNil(child.simulatePointerHover(at: CGPoint(x: 1, y: 1)), "a subview's hover reaches its ancestor's interaction")
        XCTAssertEqual(control.asked.last, CGPoint(x: 81, y: 1), "in the ancestor's coordinates")
        XCTAssertNil(control.simulatePointerHover(at: CGPoint(x: 500, y: 10)), "the delegate declines: no region")
    }

    func testInteractionsMoveBetweenViewsAndCanBeDisabled() {
        final class Recording: NSObject, UIInteraction {
            weak var view: UIView?
            var log: [String] = []
            func willMove(to view: UIView?) { log.append("will \(view == nil ? "leave" : "join")") }
            func didMove(to view: UIView?) { self.view = view; log.append("did \(view == nil ? "leave" : "join")") }
        }
        let a = UIView(), b = UIView(), recording = Recording()
        a.addInteraction(recording)
        a.addInteraction(recording)
        XCTAssertEqual(a.interactions.count, 1, "added once")
        b.addInteraction(recording)
        XCTAssertTrue(a.interactions.isEmpty, "taken from the view that had it")
        XCTAssertTrue(recording.view === b)
        XCTAssertEqual(recording.log, ["will join", "did join", "will leave", "did leave", "will join", "did join"])

        let pointer = UIPointerInteraction(delegate: nil)
        b.addInteraction(pointer)
        XCTAssertEqual(b.simulatePointerHover(at: .zero)?.region.rect, b.bounds, "without a delegate, the view's bounds")
        pointer.isEnabled = false
        XCTAssertNil(b.simulatePointerHover(at: .zero))
        b.removeInteraction(pointer)
        XCTAssertNil(pointer.view)
    }
}
