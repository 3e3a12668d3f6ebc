import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// `UIImage(systemName:)`: SF Symbols names drawn from the open icon font, sized and weighted
/// by their configuration, tinted where they are shown.
final class SymbolImageTests: XCTestCase {
    func testOnlySymbolNamesGiveImages() throws {
        XCTAssertNotNil(UIImage(systemName: "star.fill"))
        XCTAssertNil(UIImage(systemName: "Star"), "SF Symbols names are lower case")
        XCTAssertNil(UIImage(systemName: "star_fill"))
        XCTAssertNil(UIImage(systemName: ""))
        XCTAssertNil(UIImage(systemName: "star..fill"))
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertFalse(UIImage().isSymbolImage)
        XCTAssertEqual(star.renderingMode, .automatic)
    }

    func testUnmappedVariantsTakeTheirBaseSymbolsGlyph() throws {
        XCTAssertEqual(UIImage.codepoint(for: "heart.fill"), SystemSymbolMap.codepoints["heart.fill"])
        XCTAssertEqual(UIImage.codepoint(for: "trash.slash.fill.badge"), SystemSymbolMap.codepoints["trash"])
        XCTAssertNil(UIImage.codepoint(for: "zzz.not.mapped"))
        let placeholder = try XCTUnwrap(UIImage(systemName: "zzz.not.mapped"), "a symbol-shaped name draws a placeholder")
        XCTAssertTrue(placeholder.isSymbolImage)
    }

    func testTheConfigurationSetsSizeScaleAndWeight() throws {
        let body = try XCTUnwrap(UIImage(systemName: "star.fill"))
        let big = try XCTUnwrap(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        XCTAssertEqual(big.size.height, body.size.height * 2, accuracy: 1, "twice the point size, twice as tall")
        let small = try XCTUnwrap(body.applyingSymbolConfiguration(.init(scale: .small)))
        let large = try XCTUnwrap(body.applyingSymbolConfiguration(.init(scale: .large)))
        XCTAssertLessThan(small.size.height, body.size.height)
        XCTAssertGreaterThan(large.size.height, body.size.height)
        let bold = try XCTUnwrap(body.applyingSymbolConfiguration(.init(weight: .heavy)))
        XCTAssertGreaterThan(bold.size.width, body.size.width, "a heavier weight draws a bolder, wider glyph")
        XCTAssertEqual(bold.symbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(weight: .heavy)), true)
        let title = try XCTUnwrap(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        XCTAssertGreaterThan(title.size.height, body.size.height)
        // The baseline sits so the symbol centres on the cap height of 17-point text.
        XCTAssertEqual(body.size.height / 2 - body.baselineOffsetFromBottom, 0.35 * 17, accuracy: 0.01)
        XCTAssertEqual(UIFont.Weight.semibold.symbolWeight(), .semibold)
        XCTAssertEqual(UIImage.SymbolWeight.bold.fontWeight(), .bold)
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertTrue(combined.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        XCTAssertTrue(combined.configurationWithoutWeight().isEqual(to: UIImage.SymbolConfiguration(pointSize: 20)))
    }

    func testAnImageViewsPreferredConfigurationRedrawsTheSymbol() throws {
        let view = UIImageView(image: UIImage(systemName: "heart.fill"))
        let plain = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        XCTAssertGreaterThan(view.intrinsicContentSize.height, plain.height * 2)
    }

    func testSymbolsDrawnInTheirViewsTint() throws {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 60))
        board.backgroundColor = .systemBackground
        let names = ["star.fill", "heart", "checkmark.circle.fill", "chevron.right", "gearshape", "trash", "zzz.not.mapped"]
        var x: CGFloat = 8
        for (i, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22)))
            view.tintColor = i == 1 ? .systemPink : i == 2 ? .systemGreen : nil
            view.frame = CGRect(origin: CGPoint(x: x, y: 30 - view.intrinsicContentSize.height / 2), size: view.intrinsicContentSize)
            board.addSubview(view)
            x += view.intrinsicContentSize.width + 12
        }
        let bitmap = try ViewRenderer.render(board, scale: 2)
        let star = board.subviews[0].frame
        let centre = bitmap.pixel(x: Int(star.midX * 2), y: Int(star.midY * 2))
        XCTAssertEqual(centre?.b, 255, "a symbol is a template, drawn in the view's tint (system blue)")
        assertSnapshot(of: board, as: .image(paths: [.code]), named: "light")
        assertSnapshot(of: board, as: .image(traits: .init(userInterfaceStyle: .dark), paths: [.code]), named: "dark")
    }

    func testButtonsShowSymbolsInTheirTint() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus.circle.fill"), for: .normal)
        button.setTitle(" Add", for: .normal)
        button.sizeToFit()
        XCTAssertGreaterThan(button.bounds.width, button.titleLabel!.intrinsicContentSize.width + 15)
        let standard = UIImage.add
        XCTAssertTrue(standard.isSymbolImage)
        XCTAssertEqual(UIImage.checkmark.symbolConfiguration?.isEqual(to: .unspecified), true)
    }
}
