import DesignableTesting
import Foundation
@testable import Designable
import Raster
import XCTest

/// Right-to-left layout: the effective direction, leading and trailing in Auto Layout and stack
/// views, directional margins, natural alignment and the overlays of text fields.
final class RightToLeftTests: XCTestCase {
    static let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
    static let leftToRight = UITraitCollection(layoutDirection: .leftToRight)

    func testTheSemanticContentAttributeDecidesTheDirectionBeforeTheTraits() {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        Self.rightToLeft.performAsCurrent {
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .rightToLeft)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight, "media controls never flip")
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial), .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight), .leftToRight)
        }
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        let view = UIView()
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight, "outside a render the traits are left to right")
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }

    /// A box 20 points from its container's leading edge: at the left, then at the right, and
    /// at the left again inside a container forced left to right.
    func testLeadingConstraintsCountFromTheRightInRightToLeft() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = try ViewRenderer.render(container, scale: 1, traits: Self.leftToRight)
        XCTAssertEqual(box.frame.minX, 20)
        _ = try ViewRenderer.render(container, scale: 1, traits: Self.rightToLeft)
        XCTAssertEqual(box.frame.minX, 130, "200 − 20 − 50")
        container.semanticContentAttribute = .forceLeftToRight
        _ = try ViewRenderer.render(container, scale: 1, traits: Self.rightToLeft)
        XCTAssertEqual(box.frame.minX, 20)
    }

    func testTrailingToLeadingSpacingAndCentresMirror() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let first = UIView(), second = UIView()
        for v in [first, second] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 40), v.topAnchor.constraint(equalTo: container.topAnchor),
                                         v.heightAnchor.constraint(equalToConstant: 10)])
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
        ])
        _ = try ViewRenderer.render(container, scale: 1, traits: Self.rightToLeft)
        XCTAssertEqual(first.frame, CGRect(x: 250, y: 0, width: 40, height: 10))
        XCTAssertEqual(second.frame, CGRect(x: 202, y: 0, width: 40, height: 10), "8 points further leading, so to the left")
    }

    func testStackViewsArrangeFromTheLeadingEdge() throws {
        let views = (0..<3).map { _ -> UIView in
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            v.widthAnchor.constraint(equalToConstant: 30).isActive = true
            return v
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        stack.axis = .horizontal
        stack.alignment = .fill
        stack.distribution = .fill
        stack.spacing = 5
        let spacer = UIView()
        stack.addArrangedSubview(spacer)
        _ = try ViewRenderer.render(stack, scale: 1, traits: Self.leftToRight)
        XCTAssertEqual(views.map(\.frame.minX), [0, 35, 70])
        _ = try ViewRenderer.render(stack, scale: 1, traits: Self.rightToLeft)
        XCTAssertEqual(views.map(\.frame.minX), [170, 135, 100])
    }

    func testDirectionalMarginsPutTheLeadingMarginOnTheRightInRightToLeft() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 5))
        var seen: UIEdgeInsets?
        let probe = DrawingView(frame: view.bounds) { _ in }
        view.addSubview(probe)
        _ = try ViewRenderer.render(view, scale: 1, traits: Self.rightToLeft)
        Self.rightToLeft.performAsCurrent {
            RenderScope.$environment.withValue(RenderEnvironment(traits: Self.rightToLeft)) { seen = view.layoutMargins }
        }
        XCTAssertEqual(seen, UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 9)
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 9),
                       "margins set left and right stay left and right")
    }

    /// The columns of `bitmap` holding dark ink.
    static func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<bitmap.width where (0..<bitmap.height).contains(where: { bitmap.pixel(x: x, y: $0)!.r < 128 }) { columns.append(x) }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    func testNaturalAlignmentFollowsTheLabelsDirectionWhileLeftStaysLeft() throws {
        func label(_ alignment: NSTextAlignment) -> UILabel {
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            l.backgroundColor = .white
            l.textColor = .black
            l.text = "Hello"
            l.textAlignment = alignment
            return l
        }
        let natural = label(.natural)
        let ltr = try XCTUnwrap(Self.inkColumns(ViewRenderer.render(natural, scale: 1, traits: Self.leftToRight)))
        let rtl = try XCTUnwrap(Self.inkColumns(ViewRenderer.render(natural, scale: 1, traits: Self.rightToLeft)))
        XCTAssertLessThan(ltr.lowerBound, 3)
        XCTAssertGreaterThan(rtl.upperBound, 196)
        XCTAssertEqual(ltr.count, rtl.count, "the same word, moved")
        let left = try XCTUnwrap(Self.inkColumns(ViewRenderer.render(label(.left), scale: 1, traits: Self.rightToLeft)))
        XCTAssertEqual(left, ltr)
        let forced = label(.natural)
        forced.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(try Self.inkColumns(ViewRenderer.render(forced, scale: 1, traits: Self.leftToRight)), rtl)
    }

    func testTextFieldOverlaysSwapSidesInRightToLeft() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        field.rightViewMode = .always
        field.text = "x"
        field.clearButtonMode = .always
        XCTAssertEqual(field.leftViewRect(forBounds: field.bounds).minX, 0)
        XCTAssertEqual(field.rightViewRect(forBounds: field.bounds).maxX, 200)
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds).maxX, 176, "before the right view")
        field.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(field.leftViewRect(forBounds: field.bounds).maxX, 200, "the left view leads, on the right")
        XCTAssertEqual(field.rightViewRect(forBounds: field.bounds).minX, 0)
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds).minX, 24, "after the right view, on the left")
        let text = field.textRect(forBounds: field.bounds)
        XCTAssertGreaterThanOrEqual(text.minX, 24 + 19)
        XCTAssertLessThanOrEqual(text.maxX, 180)
    }

    func testEffectiveContentHorizontalAlignmentResolvesLeadingAndTrailing() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
        control.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .right)
        control.contentHorizontalAlignment = .trailing
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .left)
        control.contentHorizontalAlignment = .center
        XCTAssertEqual(control.effectiveContentHorizontalAlignment, .center)
    }

    /// The Dynamic Type form in right to left: every row right-aligned, the placeholder at the
    /// field's right edge.
    func testFormInRightToLeft() throws {
        assertSnapshot(of: DynamicTypeForm.make(), as: .image(size: CGSize(width: 300, height: 500), traits: Self.rightToLeft, paths: [.code]),
                       named: "rightToLeft")
    }

    /// An image whose left half is red and right half clear, 10 × 10 points at 1×.
    private static func leftHalfRed() throws -> UIImage {
        let canvas = try Canvas(width: 10, height: 10, scale: 1)
        canvas.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 10))
        return UIImage(bitmap: canvas.bitmap, scale: 1)
    }

    /// Whether the red half of the image view's picture is on its left.
    private func redOnTheLeft(_ image: UIImage, traits: UITraitCollection, forcing attribute: UISemanticContentAttribute = .unspecified) throws -> Bool {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.image = image
        view.semanticContentAttribute = attribute
        let bitmap = try ViewRenderer.render(view, scale: 1, traits: traits)
        let left = try XCTUnwrap(bitmap.pixel(x: 2, y: 5)), right = try XCTUnwrap(bitmap.pixel(x: 7, y: 5))
        XCTAssertNotEqual(left.a == 0, right.a == 0, "one half red, the other clear")
        return left.a > 0
    }

    func testAnImageFlippedForRightToLeftIsMirroredOnlyInARightToLeftView() throws {
        let image = try Self.leftHalfRed(), flipping = image.imageFlippedForRightToLeftLayoutDirection()
        XCTAssertTrue(flipping.flipsForRightToLeftLayoutDirection)
        XCTAssertFalse(image.flipsForRightToLeftLayoutDirection)
        XCTAssertTrue(try redOnTheLeft(flipping, traits: Self.leftToRight))
        XCTAssertFalse(try redOnTheLeft(flipping, traits: Self.rightToLeft), "mirrored in right to left")
        XCTAssertTrue(try redOnTheLeft(image, traits: Self.rightToLeft), "an image that does not flip stays as drawn")
        XCTAssertTrue(try redOnTheLeft(flipping, traits: Self.rightToLeft, forcing: .forceLeftToRight),
                      "a view forced left to right does not mirror it")
        XCTAssertTrue(flipping.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection, "copies keep the flag")
    }
}
