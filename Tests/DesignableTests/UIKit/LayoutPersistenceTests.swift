@testable import Designable
import Foundation
import XCTest

/// The layout engine keeps its solver between passes and changes only what changed; these tests
/// hold it to giving the frames a fresh engine gives, whatever sequence of edits came before.
final class LayoutPersistenceTests: XCTestCase {
    func testRandomEditsGiveTheFramesOfAFreshSolve() {
        for seed in 1...6 as ClosedRange<UInt64> {
            var paths: Set<String> = []
            let scene = EditedScene(seed: seed)
            scene.root.layoutIfNeeded()
            for step in 0..<80 {
                let edit = scene.applyRandomEdit()
                scene.root.layoutIfNeeded()
                let engine = scene.root.layoutState.engine!
                paths.insert("\(engine.lastPath)")
                let persistent = scene.frames()
                let persistentReport = scene.root.layoutReport.description

                // The same hierarchy, solved by a brand-new engine.
                scene.root.layoutState.engine = LayoutEngine()
                scene.root.layoutIfNeeded()
                let fresh = scene.frames()
                XCTAssertEqual(scene.root.layoutReport.description, persistentReport, "seed \(seed) step \(step) (\(edit))")
                scene.root.layoutState.engine = engine

                XCTAssertEqual(persistent.count, fresh.count)
                for (index, (a, b)) in zip(persistent, fresh).enumerated() where a != b {
                    XCTFail("seed \(seed) step \(step) (\(edit)): view \(index) at \(a) persistently, \(b) fresh")
                }
            }
            XCTAssertTrue(paths.isSuperset(of: ["refresh", "diff"]), "seed \(seed) took only \(paths)")
        }
    }

    func testAChangedConstantUpdatesInPlace() {
        let box = UIView()
        let root = makeRoot(width: 300, height: 200, box)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            width,
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutState.engine?.lastPath, .fresh)
        width.constant = 60
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutState.engine?.lastPath, .refresh)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 60, height: 60))
        width.priority = .defaultHigh
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutState.engine?.lastPath, .refresh)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 60, height: 60))
        width.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutState.engine?.lastPath, .diff)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 0, height: 0))
    }

    func testAConflictAfterAChangeBreaksTheConstraintAFreshSolveBreaks() {
        let box = UIView()
        let root = makeRoot(width: 300, height: 200, box)
        let first = box.widthAnchor.constraint(equalToConstant: 40)
        let second = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            first, second,
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutReport.isSatisfiable)
        first.constant = 150
        root.layoutIfNeeded()
        // Installed later, the cap is the one broken, as when solving from scratch.
        XCTAssertEqual(root.layoutReport.conflicts.map { $0.brokenConstraint === second }, [true])
        XCTAssertEqual(box.frame.width, 150)
        first.constant = 50
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutReport.isSatisfiable)
        XCTAssertEqual(box.frame.width, 50)
    }
}

/// Sections stacked down a root, each with an image, a label after it, a box under them pinned
/// within the section's margins, and sometimes a view that keeps its frame by autoresizing; edits
/// pick at random among the changes a layout sees.
private final class EditedScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 2_000))
    private var random: UInt64
    private var sections: [UIView] = []
    private var constants: [NSLayoutConstraint] = []
    private var priorities: [NSLayoutConstraint] = []
    private var optional: [NSLayoutConstraint] = []
    private var labels: [UILabel] = []
    private var translating: [UIView] = []

    init(seed: UInt64) {
        random = seed &* 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3 { addSection() }
    }

    private func next(_ bound: Int) -> Int {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((random >> 33) % UInt64(bound))
    }

    private func addSection() {
        let section = UIView(), image = UIImageView(), label = UILabel(), box = UIView()
        for view in [section, image, label, box] { view.translatesAutoresizingMaskIntoConstraints = false }
        label.text = "Section \(sections.count)"
        root.addSubview(section)
        for view in [image, label, box] { section.addSubview(view) }
        let top = section.topAnchor.constraint(equalTo: sections.last?.bottomAnchor ?? root.topAnchor, constant: 8)
        let imageWidth = image.widthAnchor.constraint(equalToConstant: 40)
        let gap = label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12)
        let boxWidth = box.widthAnchor.constraint(equalToConstant: 120)
        boxWidth.priority = .defaultHigh
        let boxHeight = box.heightAnchor.constraint(equalToConstant: 30)
        let extra = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        let edges = [
            section.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            section.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            top,
            image.leadingAnchor.constraint(equalTo: section.leadingAnchor, constant: 8),
            image.topAnchor.constraint(equalTo: section.topAnchor, constant: 8),
            imageWidth,
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            gap,
            label.trailingAnchor.constraint(lessThanOrEqualTo: section.trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
            box.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            box.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 10),
            boxWidth,
            box.trailingAnchor.constraint(lessThanOrEqualTo: section.layoutMarginsGuide.trailingAnchor),
            boxHeight,
            section.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
        ]
        NSLayoutConstraint.activate(edges)
        if next(2) == 0 {
            let kept = UIView(frame: CGRect(x: 4, y: 4, width: 50, height: 6))
            kept.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            section.addSubview(kept)
            translating.append(kept)
        }
        sections.append(section)
        constants += [top, imageWidth, gap, boxHeight]
        priorities.append(boxWidth)
        optional.append(extra)
        labels.append(label)
    }

    /// Applies one edit and says what it was.
    func applyRandomEdit() -> String {
        switch next(10) {
        case 0, 1, 2:
            let constraint = constants[next(constants.count)]
            constraint.constant = CGFloat(4 + next(60))
            return "constant \(constraint.constant)"
        case 3:
            let constraint = priorities[next(priorities.count)]
            constraint.priority = UILayoutPriority(Float(100 + next(800)))
            return "priority \(constraint.priority)"
        case 4:
            let constraint = optional[next(optional.count)]
            constraint.isActive.toggle()
            return "active \(constraint.isActive)"
        case 5:
            labels[next(labels.count)].text = String(repeating: "word ", count: 1 + next(8))
            return "text"
        case 6:
            if sections.count > 2, next(2) == 0 {
                let section = sections.removeLast()
                section.removeFromSuperview()
                constants.removeLast(4)
                priorities.removeLast()
                optional.removeLast()
                labels.removeLast()
                translating.removeAll { $0.superview === section }
                return "remove section"
            }
            addSection()
            return "add section"
        case 7:
            let section = sections[next(sections.count)]
            section.layoutMargins.right = CGFloat(next(40))
            return "margins"
        case 8:
            root.frame.size.width = CGFloat(300 + next(200))
            return "root width \(root.frame.width)"
        default:
            guard let view = translating.first else { return "nothing" }
            view.frame.origin.x = CGFloat(next(30))
            return "translating frame"
        }
    }

    /// Every view's frame in root coordinates, in hierarchy order.
    func frames() -> [CGRect] {
        var result: [CGRect] = []
        func walk(_ view: UIView, _ origin: CGPoint) {
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            result.append(frame)
            for subview in view.subviews { walk(subview, frame.origin) }
        }
        walk(root, .zero)
        return result
    }
}
