import Designable
import DesignableCLI
import DesignableDemo
import DesignableChecking
import Foundation
import TestSupport
import XCTest

/// `designable check` over the Interface Builder corpus: every document is checked without a
/// crash, and each document's agreement (the share of views placed by constraints, text-dependent
/// ones apart, whose solved frame is within 0.5 pt of the one IB stored) stays at least where
/// it was measured. The corpus is not in the repository, so the test skips when it is absent.
final class CheckCorpusTests: XCTestCase {
    private func corpusFolder() throws -> URL { try SharedCorpus.interfaceBuilderFolder() }

    override func setUp() {
        DesignableCommand.useDemo(.designable)  // as Designable's own `designable` command runs
    }

    /// Matched / total per document, as measured.
    private static let expected: [String: (matched: Int, total: Int)] = [
        "DigitalLeaves__PlaceholderTextViewDemo/Main.storyboard": (2, 2),
        "DuncanMC__IBInspectable_demo/LaunchScreen.xib": (0, 0),
        "DuncanMC__IBInspectable_demo/Main.storyboard": (1, 1),
        "ahmetbostanciklioglu__IBDesignableAndIBInspectableTutorialApp/CustomXib.xib": (0, 0),
        "ahmetbostanciklioglu__IBDesignableAndIBInspectableTutorialApp/Main.storyboard": (1, 1),
        "arunlj561__AJIBDesignables/Main.storyboard": (10, 10),
        "beepscore__BSIBDesignable/Main.storyboard": (2, 3),
        "beepscore__BSIBDesignable/StringyView.xib": (1, 1),
        "mbogh__NibDesignable/Main.storyboard": (0, 0),
        "mbogh__NibDesignable/ProfileAvatarView.xib": (0, 0),
        "pabsanmez__IBInspectable-IBDesignable/CustomView.xib": (0, 0),
        "pabsanmez__IBInspectable-IBDesignable/MainViewController.xib": (2, 2),
        "pabsanmez__IBInspectable-IBDesignable/ReusableButtonStackView.xib": (4, 4),
        "pabsanmez__IBInspectable-IBDesignable/ReusableCardView.xib": (6, 6),
        "paulhyunkim__NibDesignables-Demo/LightBulbView.xib": (0, 1),
        "paulhyunkim__NibDesignables-Demo/Main.storyboard": (4, 4),
        "paulhyunkim__NibDesignables-Demo/MusicTrackCell.xib": (1, 1),
        "paulhyunkim__NibDesignables-Demo/PokerView.xib": (2, 2),
        "the-jack-cox__IBDesignables/LaunchScreen.xib": (0, 0),
        "the-jack-cox__IBDesignables/Main.storyboard": (3, 3),
        "the-jack-cox__IBDesignables/StarFieldView.xib": (2, 2),
    ]

    /// The overall share measured (41 of 43, 95.3%), which may only rise. The two misses are
    /// views whose stored frames break their own constraints by a point (misplaced in the
    /// document), which the checker reports as such.
    private static let overallFloor = 41.0 / 43

    /// "errors: 2 ambiguousLayout; warnings: 1 misplacedView, 3 undeclaredKey".
    private static func tally(_ file: DocumentCheck) -> String {
        [("errors", file.errors), ("warnings", file.warnings), ("notes", file.notes)].compactMap { label, findings in
            guard !findings.isEmpty else { return nil }
            let counts = Dictionary(findings.map { ($0.kind.rawValue, 1) }, uniquingKeysWith: +)
            return "\(label): " + counts.keys.sorted().map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    func testEveryDocumentIsCheckedAndAgreesAtLeastAsWellAsMeasured() throws {
        let folder = try corpusFolder()
        let run = CheckRun(paths: [folder.path], options: CheckOptions(registry: DesignableRegistry()))
        XCTAssertGreaterThanOrEqual(run.files.count, 21)
        var table: [String] = []
        for file in run.files {
            let name = String(file.path.dropFirst(folder.path.count + 1))
            XCTAssertTrue(file.readable, "\(name): \(file.errors.map(\.description))")
            let agreement = file.agreement
            table.append("\(name): \(agreement.matched)/\(agreement.total); " + Self.tally(file))
            if let expected = Self.expected[name] {
                // Exact, so that a regression fails and an improvement updates the table on purpose.
                XCTAssertEqual(agreement.matched, expected.matched, "\(name): \(agreement.matched) of \(agreement.total) frames agree, measured \(expected.matched) of \(expected.total)")
                XCTAssertEqual(agreement.total, expected.total, "\(name): frames placed by constraints, text-dependent apart")
            } else {
                XCTFail("\(name) has no expected agreement; measured \(agreement.matched) of \(agreement.total)")
            }
        }
        let overall = run.agreement
        print("check agreement per document:\n" + table.joined(separator: "\n") + "\noverall \(overall.matched)/\(overall.total)")
        XCTAssertGreaterThanOrEqual(overall.share, Self.overallFloor, "overall \(overall.matched) of \(overall.total)")
    }
}
