import Designable
import Foundation
import InterfaceBuilder
import Raster
import TestSupport
import XCTest

/// The corpus's constraints, installed by the loader and solved at the document's display scale,
/// reproduce the frames IB stored (issue 5's ground truth). The corpus is not in the repository,
/// so the test skips when it is absent.
///
/// Each constrained view falls in one of three groups:
/// - **text-dependent**: its solved frame moves when the text of the document's labels, buttons,
///   fields and segments is drawn larger or smaller. Our system font is Inter tracked to SF
///   Pro's widths, not SF Pro itself, so these are counted apart; at least 90% of the shared
///   corpus's must match;
/// - **misplaced**: the frame IB stored breaks one of the document's own required constraints
///   between views by more than pixel rounding allows (what Xcode warns about as a misplaced
///   view: a frame edited after the constraints, or kept from an older canvas). Such a frame is
///   not what IB's engine computed, so it is no ground truth; these are listed, not counted;
/// - **non-text**: every other one. At least 95% of them must match within 0.5 pt.
final class CorpusConstraintTests: XCTestCase {
    private func corpusFolder() throws -> URL { try SharedCorpus.interfaceBuilderFolder() }

    private struct Tally: Equatable, CustomStringConvertible {
        var nonText = 0, nonTextTotal = 0, text = 0, textTotal = 0, misplaced = 0
        static func += (a: inout Tally, b: Tally) {
            a.nonText += b.nonText; a.nonTextTotal += b.nonTextTotal
            a.text += b.text; a.textTotal += b.textTotal; a.misplaced += b.misplaced
        }
        private static func share(_ m: Int, _ t: Int) -> String {
            t == 0 ? "–" : "\(m)/\(t) (\(String(format: "%.1f", Double(m) / Double(t) * 100))%)"
        }
        var description: String {
            "non-text \(Self.share(nonText, nonTextTotal)), text-dependent \(Self.share(text, textTotal)), misplaced \(misplaced)"
        }
    }

    /// The shares measured per file, asserted exactly so that a regression, or an improvement,
    /// is noticed and this table updated on purpose:
    /// (non-text matched, non-text total, text-dependent matched, text-dependent total, misplaced).
    private static let expected: [String: (Int, Int, Int, Int, Int)] = [
        "DigitalLeaves__PlaceholderTextViewDemo/Main.storyboard": (2, 2, 0, 0, 0),
        "DuncanMC__IBInspectable_demo/LaunchScreen.xib": (0, 0, 1, 1, 2),
        "DuncanMC__IBInspectable_demo/Main.storyboard": (1, 1, 3, 3, 1),
        "ahmetbostanciklioglu__IBDesignableAndIBInspectableTutorialApp/CustomXib.xib": (0, 0, 0, 0, 0),
        "ahmetbostanciklioglu__IBDesignableAndIBInspectableTutorialApp/Main.storyboard": (1, 1, 0, 0, 0),
        "arunlj561__AJIBDesignables/Main.storyboard": (10, 10, 0, 0, 0),
        "beepscore__BSIBDesignable/Main.storyboard": (2, 2, 0, 0, 1),
        "beepscore__BSIBDesignable/StringyView.xib": (1, 1, 1, 1, 0),
        "mbogh__NibDesignable/Main.storyboard": (0, 0, 0, 0, 0),
        "mbogh__NibDesignable/ProfileAvatarView.xib": (0, 0, 0, 0, 0),
        "pabsanmez__IBInspectable-IBDesignable/CustomView.xib": (0, 0, 1, 1, 0),
        "pabsanmez__IBInspectable-IBDesignable/MainViewController.xib": (2, 2, 0, 0, 0),
        "pabsanmez__IBInspectable-IBDesignable/ReusableButtonStackView.xib": (4, 4, 0, 0, 0),
        "pabsanmez__IBInspectable-IBDesignable/ReusableCardView.xib": (6, 6, 0, 0, 0),
        "paulhyunkim__NibDesignables-Demo/LightBulbView.xib": (0, 0, 0, 0, 1),
        "paulhyunkim__NibDesignables-Demo/Main.storyboard": (4, 4, 0, 0, 0),
        // Xcode 7 stored these 17 pt labels 21 pt tall, SF's 20.29 pt line rounded up to whole
        // points; with SF's line metrics one of them solves to 20.5, today's rounding.
        "paulhyunkim__NibDesignables-Demo/MusicTrackCell.xib": (1, 1, 2, 3, 0),
        "paulhyunkim__NibDesignables-Demo/PokerView.xib": (2, 2, 0, 0, 0),
        "the-jack-cox__IBDesignables/LaunchScreen.xib": (0, 0, 0, 0, 2),
        "the-jack-cox__IBDesignables/Main.storyboard": (3, 3, 0, 1, 0),
        "the-jack-cox__IBDesignables/StarFieldView.xib": (2, 2, 0, 0, 0),
    ]

    func testSolvedConstraintsReproduceTheStoredFrames() throws {
        let folder = try corpusFolder()
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let files = all.filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        XCTAssertFalse(files.isEmpty)

        var overall = Tally()
        var lines: [String] = [], misses: [String] = [], misplacedLines: [String] = []
        var measured: [String: Tally] = [:]
        for url in files {
            let name = "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
            let nib = try load(url), larger = try load(url), smaller = try load(url)
            scaleText(of: larger, by: 1.5)
            scaleText(of: smaller, by: 0.6)
            var tally = Tally()
            for root in nib.document.objects.filter({ nib.view(withID: $0.id) != nil }) + nib.document.scenes.compactMap(\.rootView) {
                guard let stored = root.frame else { continue }
                let solved = solve(root, stored: stored, in: nib)
                let solvedLarger = solve(root, stored: stored, in: larger), solvedSmaller = solve(root, stored: stored, in: smaller)
                let misplaced = Self.misplacedViews(under: root, scale: nib.displayScale)
                for object in root.allObjects.dropFirst() {
                    guard let frame = solved[object.id], let storedFrame = object.frame else { continue }
                    let want = CGRect(x: storedFrame.origin.x, y: storedFrame.origin.y,
                                      width: storedFrame.size.width, height: storedFrame.size.height)
                    if let reason = misplaced[object.id] {
                        tally.misplaced += 1
                        misplacedLines.append("  \(name) <\(object.element) id=\"\(object.id)\">: stored \(Self.text(want)), solved \(Self.text(frame)); \(reason)")
                        continue
                    }
                    let ok = Self.matches(frame, want)
                    let isText = [solvedLarger[object.id], solvedSmaller[object.id]].contains { (other: CGRect?) -> Bool in
                        guard let other else { return true }
                        return !Self.same(other, frame)
                    }
                    if isText { tally.textTotal += 1; if ok { tally.text += 1 } }
                    else { tally.nonTextTotal += 1; if ok { tally.nonText += 1 } }
                    if !ok {
                        misses.append("  \(name) <\(object.element) id=\"\(object.id)\">\(isText ? " (text-dependent)" : ""): stored \(Self.text(want)), solved \(Self.text(frame))")
                    }
                }
            }
            measured[name] = tally
            overall += tally
            lines.append("  \(name): \(tally)")
        }
        print("""
            Constrained frames within 0.5 pt of IB's, per file:
            \(lines.joined(separator: "\n"))
            overall: \(overall)
            misses:
            \(misses.joined(separator: "\n"))
            misplaced in the document (not counted):
            \(misplacedLines.joined(separator: "\n"))
            """)

        XCTAssertGreaterThanOrEqual(Double(overall.nonText), 0.95 * Double(overall.nonTextTotal),
                                    "at least 95% of the non-text constrained frames match IB's: \(overall)")
        // The table is about the shared corpus; another folder given in DESIGNABLE_IB_CORPUS is
        // held to the overall bar only.
        guard Self.expected.keys.allSatisfy({ measured[$0] != nil }) else { return }
        // 8 of 10 since the system font took SF Pro's line metrics, which brought its pictures
        // closer to iOS's own (15 of 17 text cases of the fidelity harness); of the two misses, one
        // is a height Xcode 7 rounded to whole points, the other a width 1.5 pt off.
        XCTAssertGreaterThanOrEqual(Double(overall.text), 0.8 * Double(overall.textTotal),
                                    "at least 80% of the shared corpus's text-dependent frames match IB's: \(overall)")
        for (file, e) in Self.expected.sorted(by: { $0.key < $1.key }) {
            let want = Tally(nonText: e.0, nonTextTotal: e.1, text: e.2, textTotal: e.3, misplaced: e.4)
            XCTAssertEqual(measured[file], want, "\(file): update the expected table if this change is intended")
        }
        XCTAssertEqual(Set(measured.keys), Set(Self.expected.keys), "files in the corpus")
    }

    private func load(_ url: URL) throws -> LoadedNib {
        try InterfaceBuilderLoader.load(contentsOf: url, registry: DesignableRegistry())
    }

    /// Lays `root` out at its stored size and the document's scale; the constrained views' frames by id.
    private func solve(_ root: IBObject, stored: Rect, in nib: LoadedNib) -> [String: CGRect] {
        guard let rootView = nib.view(withID: root.id) else { return [:] }
        rootView.frame = CGRect(x: stored.origin.x, y: stored.origin.y, width: stored.size.width, height: stored.size.height)
        ViewRenderer.layOut(rootView, scale: nib.displayScale)
        var frames: [String: CGRect] = [:]
        for object in root.allObjects.dropFirst() {
            if let view = nib.view(withID: object.id), !view.translatesAutoresizingMaskIntoConstraints {
                frames[object.id] = view.frame
            }
        }
        return frames
    }

    /// Draws every text of the document `factor` times as large, so the views whose frames follow
    /// from text metrics show themselves by moving.
    private func scaleText(of nib: LoadedNib, by factor: CGFloat) {
        for object in nib.document.allObjects {
            switch nib.view(withID: object.id) {
            case let label as UILabel: label.font = label.font.withSize(label.font.pointSize * factor)
            case let button as UIButton:
                if let label = button.titleLabel { label.font = label.font.withSize(label.font.pointSize * factor) }
                button.invalidateIntrinsicContentSize()
            case let field as UITextField:
                if let font = field.font { field.font = font.withSize(font.pointSize * factor) }
            case let textView as UITextView:
                if let font = textView.font { textView.font = font.withSize(font.pointSize * factor) }
            case let segments as UISegmentedControl:
                for i in 0..<segments.numberOfSegments {
                    let title = segments.titleForSegment(at: i) ?? ""
                    segments.setTitle(factor > 1 ? title + title : String(title.prefix(title.count / 2)), forSegmentAt: i)
                }
            default: break
            }
        }
    }

    // MARK: Misplaced views

    /// The views under `root` whose stored frames break a required constraint between views (or
    /// with a constant) by more than rounding to `scale`'s pixels explains, with the reason.
    private static func misplacedViews(under root: IBObject, scale: CGFloat) -> [String: String] {
        var frames: [String: CGRect] = [:]
        func collect(_ object: IBObject, origin: CGPoint) {
            guard let f = object.frame else { return }
            let rect = object.id == root.id
                ? CGRect(x: 0, y: 0, width: f.size.width, height: f.size.height)
                : CGRect(x: origin.x + f.origin.x, y: origin.y + f.origin.y, width: f.size.width, height: f.size.height)
            frames[object.id] = rect
            for child in object.subviews + object.children where child.frame != nil { collect(child, origin: rect.origin) }
        }
        collect(root, origin: .zero)
        // IB rounds each edge to the nearest pixel, half a pixel at most; the root is given exactly.
        let edge = 0.5 / max(scale, 1)
        func value(_ rect: CGRect, _ a: IBLayoutAttribute) -> (value: CGFloat, error: CGFloat)? {
            switch a {
            case .left, .leading: (rect.minX, edge)
            case .right, .trailing: (rect.maxX, edge)
            case .top: (rect.minY, edge)
            case .bottom: (rect.maxY, edge)
            case .centerX: (rect.midX, edge)
            case .centerY: (rect.midY, edge)
            case .width: (rect.width, 2 * edge)
            case .height: (rect.height, 2 * edge)
            default: nil
            }
        }
        var misplaced: [String: String] = [:]
        for object in root.allObjects {
            for c in object.installedConstraints where c.isRequired {
                let firstID = c.firstItem ?? object.id
                guard let firstRect = frames[firstID], var first = value(firstRect, c.firstAttribute) else { continue }
                if firstID == root.id { first.error = 0 }
                var second: (value: CGFloat, error: CGFloat) = (0, 0)
                var secondID: String?
                if c.secondItem != nil || c.secondAttribute != nil {
                    secondID = c.secondItem ?? object.id
                    guard let id = secondID, let rect = frames[id],
                          var v = value(rect, c.secondAttribute ?? c.firstAttribute) else { continue }
                    if id == root.id { v.error = 0 }
                    second = v
                }
                let m = CGFloat(c.multiplier.value)
                let residual = first.value - (m * second.value + CGFloat(c.constant))
                let allowed = first.error + abs(m) * second.error + 0.001
                let broken = switch c.relation {
                case .equal: abs(residual) > allowed
                case .greaterThanOrEqual: residual < -allowed
                case .lessThanOrEqual: residual > allowed
                }
                guard broken else { continue }
                let reason = "its stored frame breaks constraint \(c.id) by \(String(format: "%.2f", abs(residual))) pt"
                for id in [firstID, secondID].compactMap({ $0 }) where id != root.id { misplaced[id] = misplaced[id] ?? reason }
            }
        }
        return misplaced
    }

    // MARK: Comparing

    private static func matches(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    private static func text(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(Double(v)) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    }
}
