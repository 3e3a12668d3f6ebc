import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// The standard controls in their main configurations, rendered like iOS's default style.
final class ControlImageTests: XCTestCase {
    private func board(_ width: CGFloat, _ height: CGFloat, _ views: [UIView]) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .systemGroupedBackground
        views.forEach(root.addSubview)
        return root
    }

    func testLabelAlignmentsLinesTruncationAndShrinking() throws {
        func label(_ y: CGFloat, _ text: String, _ configure: (UILabel) -> Void) -> UILabel {
            let l = UILabel(frame: CGRect(x: 10, y: y, width: 180, height: 30))
            l.backgroundColor = .white
            l.text = text
            configure(l)
            return l
        }
        let views = [
            label(10, "Left aligned") { _ in },
            label(50, "Centred") { $0.textAlignment = .center },
            label(90, "Right aligned, secondary") { $0.textAlignment = .right; $0.textColor = .secondaryLabel; $0.font = .systemFont(ofSize: 13) },
            label(130, "A long title that does not fit on one line") { _ in },
            label(170, "Two lines of wrapped text that keep going and going") {
                $0.numberOfLines = 2; $0.font = .systemFont(ofSize: 12); $0.frame.size.height = 40
            },
            label(220, "Shrinks to fit the width") { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5; $0.font = .boldSystemFont(ofSize: 22) },
        ]
        assertSnapshot(of: board(200, 260, views), as: .image, named: "label-configurations")
    }

    func testLabelCentresItsTextVerticallyAndSizesItselfFromIt() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = "Hg"
        label.font = .systemFont(ofSize: 20)
        let size = label.intrinsicContentSize
        XCTAssertEqual(size.height, (label.font.lineHeight * 2).rounded(.up) / 2,
                       "one line, rounded up to whole pixels at 2×, the scale a snapshot renders at")
        XCTAssertNotEqual(size.height, label.font.lineHeight, "this line height is not a whole number of pixels, so the rounding shows")
        let bitmap = try ViewRenderer.render(label, scale: 1)
        var inkRows: [Int] = []
        for y in 0..<60 where (0..<100).contains(where: { bitmap.pixel(x: $0, y: y)!.a > 0 }) { inkRows.append(y) }
        let inkTop = inkRows.first!, inkBottom = inkRows.last!
        // The line box, not the ink, is centred: the box top is (60 − lineHeight) / 2.
        let boxTop = (60 - label.font.lineHeight) / 2
        XCTAssertEqual(CGFloat(inkTop), boxTop + label.font.ascender - label.font.capHeight, accuracy: 2)
        XCTAssertLessThan(CGFloat(inkBottom), boxTop + label.font.lineHeight)
    }

    func testButtonsSystemAndCustomWithImagesAndInsets() throws {
        let system = UIButton(type: .system)
        system.setTitle("Continue", for: .normal)
        system.frame = CGRect(x: 10, y: 10, width: 120, height: 30)
        let bordered = UIButton(type: .custom)
        bordered.setTitle("Custom", for: .normal)
        bordered.backgroundColor = .systemIndigo
        bordered.layer.cornerRadius = 8
        bordered.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        bordered.sizeToFit()
        bordered.frame.origin = CGPoint(x: 10, y: 50)
        let withImage = UIButton(type: .system)
        withImage.setImage(TestImages.chevron(), for: .normal)
        withImage.setTitle("Sport", for: .normal)
        withImage.contentHorizontalAlignment = .left
        withImage.frame = CGRect(x: 10, y: 100, width: 150, height: 30)
        withImage.backgroundColor = .white
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 10, y: 140, width: 120, height: 30)
        let selected = UIButton(type: .custom)
        selected.setTitle("Off", for: .normal)
        selected.setTitle("On", for: .selected)
        selected.setTitleColor(.systemGreen, for: .selected)
        selected.isSelected = true
        selected.frame = CGRect(x: 10, y: 180, width: 120, height: 30)
        XCTAssertEqual(selected.currentTitle, "On")
        XCTAssertEqual(bordered.bounds.height, bordered.titleLabel!.intrinsicContentSize.height + 16, "title plus the vertical insets")
        // Code path only: the chevron is an image made from pixels, which IB cannot store (it names images).
        assertSnapshot(of: board(180, 220, [system, bordered, withImage, disabled, selected]), as: .image(paths: [.code]), named: "button-configurations")
    }

    func testTextFieldBorderStylesPlaceholderAndSideViews() throws {
        func field(_ y: CGFloat, _ style: UITextField.BorderStyle, text: String?, placeholder: String?) -> UITextField {
            let f = UITextField(frame: CGRect(x: 10, y: y, width: 200, height: 34))
            f.borderStyle = style
            f.text = text
            f.placeholder = placeholder
            return f
        }
        let none = field(10, .none, text: "No border", placeholder: nil)
        none.backgroundColor = .white
        let line = field(54, .line, text: "Line", placeholder: nil)
        let bezel = field(98, .bezel, text: nil, placeholder: "Bezel placeholder")
        let rounded = field(142, .roundedRect, text: nil, placeholder: "Select a Sport")
        rounded.rightView = UIImageView(image: TestImages.chevron())
        rounded.rightViewMode = .always
        let leftAligned = field(186, .roundedRect, text: "Right aligned", placeholder: nil)
        leftAligned.textAlignment = .right
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        icon.backgroundColor = .systemOrange
        icon.layer.cornerRadius = 12
        leftAligned.leftView = icon
        leftAligned.leftViewMode = .always
        // Code path only: IB cannot store a text field's leftView and rightView.
        assertSnapshot(of: board(220, 230, [none, line, bezel, rounded, leftAligned]), as: .image(paths: [.code]), named: "text-field-configurations")
    }

    func testTextFieldCenterAlignmentCentresTheLineBoxExactly() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 45))
        field.font = .systemFont(ofSize: 15)
        let textRect = field.textRect(forBounds: field.bounds)
        let lineHeight = field.font!.lineHeight
        field.contentVerticalAlignment = .center
        let centred = field.lineBox(in: textRect)
        XCTAssertEqual(centred.midY, textRect.midY, accuracy: 1e-9)
        XCTAssertEqual(centred.height, lineHeight)
        field.contentVerticalAlignment = .top
        XCTAssertEqual(field.lineBox(in: textRect).minY, textRect.minY)
        field.contentVerticalAlignment = .fill
        XCTAssertEqual(field.lineBox(in: textRect).minY, textRect.minY, "fill puts the line at the top of the text rect")
        field.contentVerticalAlignment = .bottom
        XCTAssertEqual(field.lineBox(in: textRect).maxY, textRect.maxY, accuracy: 1e-9)
    }

    func testTextFieldVerticalAlignmentsRender() throws {
        let fields: [UITextField] = [UIControl.ContentVerticalAlignment.top, .center, .bottom, .fill].enumerated().map { i, alignment in
            let f = UITextField(frame: CGRect(x: 10 + CGFloat(i) * 70, y: 10, width: 60, height: 60))
            f.backgroundColor = .white
            f.text = "Ag"
            f.contentVerticalAlignment = alignment
            return f
        }
        assertSnapshot(of: board(290, 80, fields), as: .image, named: "text-field-vertical-alignments")
    }

    func testTextViewWrapsInsideItsInsets() throws {
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 160, height: 90))
        view.text = "A text view wraps its text to the width, inside the container inset and the line fragment padding."
        view.font = .systemFont(ofSize: 13)
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        // Code path only: layer.borderColor is a CGColor, which IB's runtime attributes cannot set.
        assertSnapshot(of: board(180, 110, [view]), as: .image(paths: [.code]), named: "text-view-wrapping")
    }

    func testSwitchSpinnerAndSegmentedControlStaticRenderings() throws {
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 100, height: 100))
        on.isOn = true
        XCTAssertEqual(on.bounds.size, CGSize(width: 51, height: 31), "switches are always 51 × 31")
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame.origin = CGPoint(x: 140, y: 15)
        spinner.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 170, y: 7)
        large.startAnimating()
        let stopped = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(stopped.isHidden, "a stopped spinner hides, as on iOS")
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        segments.frame = CGRect(x: 10, y: 55, width: 200, height: 32)
        assertSnapshot(of: board(220, 100, [off, on, spinner, large, stopped, segments]), as: .image, named: "switch-spinner-segments")
    }

    func testScrollViewShowsItsContentAtTheOffsetAndClips() throws {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        scroll.backgroundColor = .white
        for i in 0..<5 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 100, height: 28))
            row.backgroundColor = i % 2 == 0 ? .systemTeal : .systemPink
            scroll.addSubview(row)
        }
        scroll.contentSize = CGSize(width: 100, height: 150)
        scroll.contentOffset = CGPoint(x: 0, y: 45)
        let bitmap = try ViewRenderer.render(board(120, 80, [scroll]), scale: 1)
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 50, y: 12)?.r, 255, "row 1 (pink) shows at the top")
        assertSnapshot(of: bitmap, as: .image, named: "scroll-view-offset")
    }
}
