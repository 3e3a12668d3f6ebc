import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Dynamic Type: text style fonts sized by Apple's table for each content size category,
/// `UIFontMetrics`, and views that follow the category of each render.
final class DynamicTypeTests: XCTestCase {
    static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    func testPreferredFontTakesApplesSizeForEachStyleAndCategory() {
        // Rows of the HIG's "Dynamic Type sizes" table for iOS, spot-checked at its ends and middle.
        let expected: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .large, 17), (.body, .extraSmall, 14), (.body, .extraExtraExtraLarge, 23),
            (.body, .accessibilityMedium, 28), (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.largeTitle, .large, 34), (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
            (.title1, .extraLarge, 30), (.title2, .accessibilityLarge, 39), (.title3, .small, 18),
            (.headline, .extraExtraLarge, 21), (.callout, .medium, 15), (.subheadline, .accessibilityExtraLarge, 36),
            (.footnote, .extraSmall, 12), (.footnote, .large, 13), (.caption1, .accessibilityExtraExtraLarge, 37),
            (.caption2, .large, 11), (.caption2, .accessibilityExtraExtraExtraLarge, 40),
        ]
        for (style, category, size) in expected {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category)).pointSize, size,
                           "\(style.rawValue) at \(category.rawValue)")
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17, "Large outside a render")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 17,
                       "an unspecified category counts as Large")
    }

    func testEverySizeGrowsWithTheCategory() {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
                                          .footnote, .caption1, .caption2]
        for style in styles {
            let sizes = UIContentSizeCategory.allCategories.map {
                UIFont.preferredFont(forTextStyle: style, compatibleWith: Self.traits($0)).pointSize
            }
            XCTAssertEqual(sizes.count, 12)
            XCTAssertEqual(sizes, sizes.sorted(), "\(style.rawValue) never shrinks as the category grows")
            XCTAssertGreaterThan(sizes.last!, sizes.first!)
        }
    }

    func testPreferredFontFollowsTheCurrentTraitsAndBoldText() {
        let size = Self.traits(.extraLarge).performAsCurrent { UIFont.preferredFont(forTextStyle: .body).pointSize }
        XCTAssertEqual(size, 19)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, UIFont.systemFont(ofSize: 17, weight: .semibold).fontName,
                       "headline is semibold")
        XCTAssertNotEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, UIFont.boldSystemFont(ofSize: 17).fontName,
                          "semibold is its own cut, not bold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).fontName, UIFont.systemFont(ofSize: 17).fontName)
        let bold = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(legibilityWeight: .bold))
        XCTAssertEqual(bold.fontName, UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, "Bold Text makes body semibold")
    }

    func testFontMetricsScaleByTheStylesGrowthWithoutCompounding() {
        let body = UIFontMetrics(forTextStyle: .body)
        XCTAssertEqual(body.scaledValue(for: 17, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge)), 53)
        XCTAssertEqual(body.scaledValue(for: 12, compatibleWith: Self.traits(.large)), 12)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: Self.traits(.extraSmall)), 28, accuracy: 1e-9)
        let title = UIFontMetrics(forTextStyle: .title1)
        XCTAssertEqual(title.scaledValue(for: 14, compatibleWith: Self.traits(.accessibilityMedium)), 14 * 38 / 28, accuracy: 1e-9)

        let brand = UIFont.systemFont(ofSize: 20)
        let large = body.scaledFont(for: brand, compatibleWith: Self.traits(.extraExtraExtraLarge))
        XCTAssertEqual(large.pointSize, 20 * 23 / 17, accuracy: 1e-9)
        let again = body.scaledFont(for: large, compatibleWith: Self.traits(.extraExtraExtraLarge))
        XCTAssertEqual(again.pointSize, large.pointSize, accuracy: 1e-9, "a scaled font scales from its own base")
        let capped = body.scaledFont(for: brand, maximumPointSize: 30, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(capped.pointSize, 30)
        XCTAssertEqual(body.scaledFont(for: brand).pointSize, 20, "Large outside a render")
    }

    /// A label that adjusts takes each render's size; one that does not keeps the size it was given.
    func testAdjustingViewsFollowEachRendersCategory() throws {
        let adjusting = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Body"
        let fixed = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Body"
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        field.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 10))
        field.adjustsFontForContentSizeCategory = true
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        [adjusting, fixed, field].forEach(root.addSubview)

        _ = try ViewRenderer.render(root, scale: 1, traits: Self.traits(.accessibilityExtraLarge))
        XCTAssertEqual(adjusting.font.pointSize, 40)
        XCTAssertEqual(fixed.font.pointSize, 17)
        XCTAssertEqual(field.font!.pointSize, 10 * 40 / 17, accuracy: 1e-9)
        _ = try ViewRenderer.render(root, scale: 1, traits: Self.traits(.small))
        XCTAssertEqual(adjusting.font.pointSize, 15)
        XCTAssertEqual(field.font!.pointSize, 10 * 15 / 17, accuracy: 1e-9)
    }

    /// `traitCollectionDidChange(_:)` runs once per change, with the traits the view had, while
    /// the view's and the current traits are already the new ones.
    func testTraitCollectionDidChangeRunsWhenTheCategoryChanges() throws {
        final class Recorder: UIView {
            var previous: [UIContentSizeCategory] = []
            var seen: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
                seen.append(traitCollection.preferredContentSizeCategory)
                XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, traitCollection.preferredContentSizeCategory)
            }
        }
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try ViewRenderer.render(view, scale: 1, traits: Self.traits(.large))
        _ = try ViewRenderer.render(view, scale: 1, traits: Self.traits(.large))
        _ = try ViewRenderer.render(view, scale: 1, traits: Self.traits(.accessibilityMedium))
        XCTAssertEqual(view.previous, [.unspecified, .large], "once on first appearance, once for the change, not for a repeat")
        XCTAssertEqual(view.seen, [.large, .accessibilityMedium])
    }

    /// A form whose text styles grow with the category: at Large and at accessibility XL the
    /// labels wrap and the field and button grow.
    func testFormAtLargeAndAtAccessibilityExtraLarge() throws {
        assertSnapshots(of: DynamicTypeForm.make(), as: .image(size: CGSize(width: 300, height: 500), traits: .matrix(
            contentSizeCategories: [.large, .accessibilityExtraLarge]), paths: [.code]))
    }
}

/// A sign-in form built from text styles, each view adjusting to the content size category,
/// laid out by a stack view pinned to its margins (284 points wide), the labels wrapping to
/// the width the constraints give them.
enum DynamicTypeForm {
    static func make() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        root.backgroundColor = .systemBackground
        func label(_ text: String, _ style: UIFont.TextStyle, color: UIColor = .label) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = .preferredFont(forTextStyle: style)
            l.textColor = color
            l.numberOfLines = 0
            l.adjustsFontForContentSizeCategory = true
            return l
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email address"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        let stack = UIStackView(arrangedSubviews: [
            label("Welcome back", .title1),
            label("Sign in to see your orders.", .body, color: .secondaryLabel),
            field, button,
            label("We never share your address.", .footnote, color: .secondaryLabel),
        ])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 8),
        ])
        return root
    }
}
