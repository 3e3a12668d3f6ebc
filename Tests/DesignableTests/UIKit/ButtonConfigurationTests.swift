import DesignableTesting
import Foundation
import InterfaceBuilder
import Raster
@testable import Designable
import XCTest

/// iOS 15's configured buttons: the styles' colours, the sizes' metrics, corner styles, image
/// placement, subtitles and the activity indicator; the update handler on state changes; and
/// Interface Builder's `<buttonConfiguration>` read, written and drawn as in code.
final class ButtonConfigurationTests: XCTestCase {
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func button(_ configuration: UIButton.Configuration, title: String? = "Button",
                        _ change: (inout UIButton.Configuration) -> Void = { _ in }) -> UIButton {
        var configuration = configuration
        configuration.title = title
        change(&configuration)
        let button = UIButton(configuration: configuration)
        button.sizeToFit()
        return button
    }

    private func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = bitmap.pixel(x: x, y: y)!
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// A column of buttons, each sized to fit, on the grouped background.
    private func board(width: CGFloat, _ buttons: [UIButton]) -> UIView {
        var y: CGFloat = 10
        let root = UIView()
        root.backgroundColor = .systemBackground
        for b in buttons {
            b.frame.origin = CGPoint(x: 10, y: y)
            if b.frame.width > width - 20 { b.frame.size.width = width - 20 }
            root.addSubview(b)
            y += b.frame.height + 10
        }
        root.frame = CGRect(x: 0, y: 0, width: width, height: y)
        return root
    }

    // MARK: Metrics

    func testAMediumButtonIsItsSeventeenPointTitleInsideSevenAndTwelvePointInsets() {
        let b = button(.filled())
        let title = UILabel()
        title.text = "Button"
        title.font = .systemFont(ofSize: 17)
        XCTAssertEqual(b.intrinsicContentSize.width, title.intrinsicContentSize.width + 24, accuracy: 0.01)
        XCTAssertEqual(b.intrinsicContentSize.height, title.intrinsicContentSize.height + 14, accuracy: 0.01)
        XCTAssertEqual(b.titleLabel?.font.pointSize, 17)
        XCTAssertEqual(b.configuration?.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    func testTheTitleGrowsWithDynamicType() throws {
        let b = button(.filled())
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(b)
        _ = try ViewRenderer.render(root, scale: 1, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        XCTAssertGreaterThan(b.titleLabel!.font.pointSize, 17)
    }

    func testEachSizeHasItsOwnInsetsUntilTheyAreSetAndSetDefaultContentInsetsPutsThemBack() {
        var c = UIButton.Configuration.gray()
        c.buttonSize = .large
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        c.buttonSize = .small
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        c.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        c.buttonSize = .mini
        XCTAssertEqual(c.contentInsets.trailing, 4, "set insets survive a size change")
        c.setDefaultContentInsets()
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
        XCTAssertGreaterThan(button(.filled()) { $0.buttonSize = .large }.intrinsicContentSize.height,
                             button(.filled()) { $0.buttonSize = .small }.intrinsicContentSize.height)
    }

    func testAnImageAboveTheTitleStacksThemWithThePaddingBetween() {
        let plain = button(.plain())
        let image = UIImage(systemName: "star.fill")!
        let stacked = button(.plain()) { $0.image = image; $0.imagePlacement = .top; $0.imagePadding = 6 }
        let symbolHeight = stacked.imageView!.image!.size.height
        XCTAssertEqual(stacked.intrinsicContentSize.height, plain.intrinsicContentSize.height + symbolHeight + 6, accuracy: 0.01)
        stacked.layoutIfNeeded()
        XCTAssertEqual(stacked.imageView!.frame.maxY + 6, stacked.titleLabel!.frame.minY, accuracy: 0.01)
        let beside = button(.plain()) { $0.image = image; $0.imagePadding = 6 }
        beside.layoutIfNeeded()
        XCTAssertEqual(beside.imageView!.frame.maxX + 6, beside.titleLabel!.frame.minX, accuracy: 0.01, "leading: the image at the left")
        let trailing = button(.plain()) { $0.image = image; $0.imagePlacement = .trailing; $0.imagePadding = 6 }
        trailing.layoutIfNeeded()
        XCTAssertEqual(trailing.titleLabel!.frame.maxX + 6, trailing.imageView!.frame.minX, accuracy: 0.01)
    }

    func testALongTitleWrapsInANarrowWidthUnlessItsLineBreakModeTruncates() {
        let b = button(.filled(), title: "A title long enough to need two lines")
        let one = b.sizeThatFits(.zero)
        let narrow = b.sizeThatFits(CGSize(width: 160, height: 0))
        XCTAssertLessThanOrEqual(narrow.width, 160)
        XCTAssertGreaterThan(narrow.height, one.height + 10, "a second line")
        let truncating = button(.filled(), title: "A title long enough to need two lines") { $0.titleLineBreakMode = .byTruncatingTail }
        XCTAssertEqual(truncating.sizeThatFits(CGSize(width: 160, height: 0)).height, one.height, accuracy: 0.01)
        let image = button(.tinted(), title: "Wrapped beside its image") { $0.image = UIImage(systemName: "star.fill"); $0.imagePadding = 8 }
        for b in [b, truncating, image] { b.frame.size = b.sizeThatFits(CGSize(width: 160, height: 0)) }
        assertSnapshot(of: board(width: 180, [b, truncating, image]), as: .image(paths: [.code]), named: "wrapped-titles")
    }

    func testALeadingImageIsAtTheRightInRightToLeftAndTheContentFollowsTheAlignment() {
        let b = button(.gray()) { $0.image = UIImage(systemName: "star.fill"); $0.imagePadding = 4 }
        b.frame.size.width = 200
        b.semanticContentAttribute = .forceRightToLeft
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel!.frame.maxX + 4, b.imageView!.frame.minX, accuracy: 0.01)
        b.semanticContentAttribute = .unspecified
        b.contentHorizontalAlignment = .leading
        b.layoutIfNeeded()
        XCTAssertEqual(b.imageView!.frame.minX, 12, accuracy: 0.01, "against the leading inset")
    }

    func testASubtitleSitsUnderTheTitleInASmallerFont() {
        let b = button(.filled()) { $0.subtitle = "Subtitle"; $0.titlePadding = 2 }
        b.layoutIfNeeded()
        let subtitle = try! XCTUnwrap(b.subtitleLabel)
        XCTAssertEqual(subtitle.text, "Subtitle")
        XCTAssertLessThan(subtitle.font.pointSize, b.titleLabel!.font.pointSize)
        XCTAssertEqual(b.titleLabel!.frame.maxY + 2, subtitle.frame.minY, accuracy: 0.01)
        XCTAssertNil(UIButton(type: .system).subtitleLabel, "a classic button has none")
        XCTAssertEqual(b.currentTitle, "Button", "what VoiceOver reads")
        b.configuration = nil
        b.setTitle("Classic", for: .normal)
        b.layoutIfNeeded()
        XCTAssertTrue(subtitle.isHidden, "a button that goes back to classic drops its subtitle")
        XCTAssertEqual(b.titleLabel?.text, "Classic")
    }

    func testATitleTextAttributesTransformerChangesTheTitlesFont() {
        let b = button(.plain()) { c in
            c.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.boldSystemFont(ofSize: 24)
                return outgoing
            }
        }
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.font.pointSize, 24)
        var styled = AttributedString("Styled")
        styled.foregroundColor = .systemRed
        let own = button(.plain(), title: nil) { $0.attributedTitle = styled }
        own.layoutIfNeeded()
        XCTAssertEqual(own.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemRed,
                       "the title's own colour wins over the style's")
        XCTAssertEqual(own.configuration?.title, "Styled")
    }

    func testAPopUpIndicatorFollowsTheTitleAtTheTrailingEnd() throws {
        let plain = button(.gray())
        let popup = button(.gray()) { $0.indicator = .popup }
        XCTAssertEqual(popup.intrinsicContentSize.width, plain.intrinsicContentSize.width + 8 + 6, accuracy: 0.01,
                       "8-point chevrons 6 points after the title")
        popup.layoutIfNeeded()
        let chevrons = try XCTUnwrap(popup.modern.popupIndicatorRect)
        XCTAssertEqual(chevrons.maxX, popup.bounds.maxX - 12, accuracy: 0.01)
        XCTAssertEqual(popup.titleLabel!.frame.maxX + 6, chevrons.minX, accuracy: 0.01)
    }

    // MARK: Colours

    func testFilledIsTheTintBehindWhiteAndPlainHasNoBackground() throws {
        let filled = try ViewRenderer.render(button(.filled()), scale: 1)
        let mid = filled.height / 2
        XCTAssertEqual(rgba(filled, 2, mid).b, 255)
        XCTAssertEqual(rgba(filled, 2, mid).r, 0, "systemBlue, light")
        XCTAssertEqual(rgba(filled, 0, 0).a, 0, "a rounded corner")
        let plain = try ViewRenderer.render(button(.plain()), scale: 1)
        XCTAssertEqual(rgba(plain, 2, mid).a, 0)
    }

    func testTintedIsTheTintAtFifteenPercentAndGrayIsSystemGrayFive() throws {
        let tinted = try ViewRenderer.render(button(.tinted()), scale: 1)
        XCTAssertEqual(Double(rgba(tinted, 2, tinted.height / 2).a), 0.15 * 255, accuracy: 1.5)
        let gray = try ViewRenderer.render(button(.gray()), scale: 1, traits: Self.dark)
        let p = rgba(gray, 2, gray.height / 2)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [44, 44, 46, 255], "dark system grey 5")
    }

    func testUpdatedForADisabledButtonUsesTheTertiaryLabelAndAHighlightedFillChanges() {
        let b = button(.filled())
        b.isEnabled = false
        XCTAssertEqual(b.configuration?.updated(for: b).baseForegroundColor, .tertiaryLabel)
        XCTAssertEqual(b.configuration?.updated(for: b).background.backgroundColor, .tertiarySystemFill)
        b.isEnabled = true
        let normal = b.configuration!.updated(for: b).background.backgroundColor!.resolvedColor(with: UITraitCollection())
        b.isHighlighted = true
        let pressed = b.configuration!.updated(for: b).background.backgroundColor!.resolvedColor(with: UITraitCollection())
        XCTAssertNotEqual(normal, pressed)
        b.isHighlighted = false
        b.isSelected = true
        XCTAssertEqual(UIButton(configuration: .gray()).configuration?.updated(for: b).baseForegroundColor, .white,
                       "a selected gray button takes the filled look")
    }

    func testCornerStylesRoundTheBackgroundCapsuleByHalfItsHeight() throws {
        let dynamic = try ViewRenderer.render(button(.filled()), scale: 1)
        let capsule = try ViewRenderer.render(button(.filled()) { $0.cornerStyle = .capsule }, scale: 1)
        XCTAssertGreaterThan(rgba(dynamic, 3, 3).a, 200, "a 6-point radius leaves (3, 3) inside")
        XCTAssertEqual(rgba(capsule, 3, 3).a, 0, "a 17-point radius leaves it outside")
        let fixed = button(.filled()) { $0.cornerStyle = .fixed; $0.background.cornerRadius = 0 }
        XCTAssertEqual(rgba(try ViewRenderer.render(fixed, scale: 1), 0, 0).a, 255)
    }

    func testAnOutlineWithoutAColourIsTheTintAndACustomViewSitsBehindTheContent() throws {
        let outlined = button(.plain()) { $0.background.strokeWidth = 2; $0.cornerStyle = .fixed }
        let bitmap = try ViewRenderer.render(outlined, scale: 1)
        let edge = rgba(bitmap, 0, bitmap.height / 2)
        XCTAssertEqual([edge.r, edge.g, edge.b, edge.a], [0, 122, 255, 255], "the system blue tint")
        let stripe = UIView()
        stripe.backgroundColor = .systemGreen
        let custom = button(.plain()) { $0.background.customView = stripe }
        custom.layoutIfNeeded()
        XCTAssertTrue(custom.subviews.first === stripe, "behind the title")
        XCTAssertEqual(stripe.frame, custom.bounds)
        custom.configuration = nil
        XCTAssertNil(stripe.superview)
    }

    // MARK: State changes

    func testTheUpdateHandlerRunsOnceForEachStateChangeBeforeLayout() {
        let b = button(.filled())
        var states: [UIControl.State] = []
        b.configurationUpdateHandler = { states.append($0.state) }
        b.layoutIfNeeded()
        XCTAssertEqual(states, [.normal], "setting the handler asks for an update")
        b.isSelected = true
        b.isEnabled = false
        b.layoutIfNeeded()
        XCTAssertEqual(states, [.normal, [.selected, .disabled]], "two changes before a layout update once")
        b.isEnabled = true
        b.isSelected = false
        b.layoutIfNeeded()
        b.setNeedsUpdateConfiguration()
        b.layoutIfNeeded()
        XCTAssertEqual(states.count, 4)
    }

    private final class CountingButton: UIButton {
        var updates: [String] = []
        override func updateConfiguration() { updates.append("override") }
    }

    func testAnOverriddenUpdateConfigurationRunsBeforeTheHandlerWithoutCallingSuper() {
        let b = CountingButton(type: .system)
        b.configuration = .filled()
        b.configurationUpdateHandler = { ($0 as! CountingButton).updates.append("handler") }
        b.layoutIfNeeded()
        XCTAssertEqual(b.updates, ["override", "handler"])
    }

    func testATapHighlightsTheButtonAndAToggleButtonChangesItsSelection() {
        let b = button(.tinted())
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(b)
        var highlighted: [Bool] = []
        b.configurationUpdateHandler = { button in
            highlighted.append(button.isHighlighted)
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        b.changesSelectionAsPrimaryAction = true
        var selectedWhenSent: [Bool] = []
        b.addAction(UIAction { action in selectedWhenSent.append((action.sender as! UIButton).isSelected) }, for: .primaryActionTriggered)
        b.simulateTap()
        b.layoutIfNeeded()
        XCTAssertTrue(b.isSelected)
        XCTAssertEqual(selectedWhenSent, [true], "the selection changes before the action")
        XCTAssertTrue(highlighted.contains(true), "the handler saw the highlight during the tap")
        XCTAssertEqual(b.configuration?.title, "On")
        b.simulateTap()
        XCTAssertFalse(b.isSelected)
    }

    func testAConfigurationWithoutATitleShowsTheOneSetForTheState() {
        let b = UIButton(configuration: .filled())
        b.setTitle("Per state", for: .normal)
        b.setImage(UIImage(systemName: "star"), for: .normal)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.text, "Per state")
        XCTAssertEqual(b.imageView?.image?.isSymbolImage, true)
        b.configuration?.title = "Configured"
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.text, "Configured", "the configuration's own title wins, as a document's does")
    }

    func testAnActionTitlesAConfiguredButtonAndTheRestOfTheAPIKeepsWhatItIsGiven() {
        let b = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay") { _ in })
        XCTAssertEqual(b.configuration?.title, "Pay")
        b.setTitleShadowColor(.black, for: .normal)
        XCTAssertEqual(b.titleShadowColor(for: .highlighted), .black)
        b.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        XCTAssertEqual(b.currentPreferredSymbolConfiguration, UIImage.SymbolConfiguration(pointSize: 30))
        b.role = .destructive
        b.menu = UIMenu(title: "More", children: [UIAction(title: "Delete") { _ in }])
        XCTAssertEqual(b.menu?.children.map(\.title), ["Delete"])
        XCTAssertEqual(b.behavioralStyle, .pad)
        XCTAssertFalse(b.isHovered || b.isHeld)
        let system = UIButton.systemButton(with: UIImage(systemName: "plus")!, target: nil, action: nil)
        XCTAssertEqual(system.buttonType, .system)
        XCTAssertEqual(system.currentImage?.renderingMode, .alwaysTemplate)
    }

    private final class ImageAfterTitleButton: UIButton {
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            var r = super.titleRect(forContentRect: contentRect)
            r.origin.x = contentRect.minX
            return r
        }
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            var r = super.imageRect(forContentRect: contentRect)
            r.origin.x = contentRect.maxX - r.width
            return r
        }
    }

    func testAClassicButtonLaysOutThroughItsOverridableRects() {
        let b = ImageAfterTitleButton(type: .system)
        b.setTitle("Title", for: .normal)
        b.setImage(UIImage(systemName: "star"), for: .normal)
        b.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel!.frame.minX, 10, accuracy: 0.01)
        XCTAssertEqual(b.imageView!.frame.maxX, 190, accuracy: 0.01)
        XCTAssertEqual(UIButton().contentRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 20)), CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(UIButton().backgroundRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 20)).width, 50)
    }

    // MARK: Interface Builder

    private static let document = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
            <rect key="frame" x="10" y="10" width="180" height="50"/>
            <buttonConfiguration key="configuration" style="filled" image="star.fill" catalog="system" title="Button" subtitle="Sub" imagePlacement="trailing" imagePadding="8" cornerStyle="capsule" buttonSize="large">
                <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                <color key="baseForegroundColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <directionalEdgeInsets key="contentInsets" top="4" leading="10" bottom="4" trailing="10"/>
            </buttonConfiguration>
        </button>
        """

    private func load(_ body: String) throws -> UIView {
        let root = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="70"/>
                <subviews>
                    \(body)
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            """
        let nib = try FixtureDocuments.load(root, file: "Configured.xib", registry: DesignableRegistry())
        XCTAssertEqual(nib.report.document.warnings.map(\.description) + nib.report.warnings.map { "\($0)" }, [], "nothing unread")
        return try XCTUnwrap(nib.topLevelViews.first)
    }

    private func codeBuiltTwin() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 70))
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        var c = UIButton.Configuration.filled()
        c.title = "Button"
        c.subtitle = "Sub"
        c.image = UIImage(systemName: "star.fill")
        c.imagePlacement = .trailing
        c.imagePadding = 8
        c.cornerStyle = .capsule
        c.buttonSize = .large
        c.baseForegroundColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        c.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        // What a document's titleFontDescription sets; code would use a text attributes transformer.
        c.titleFont = .boldSystemFont(ofSize: 18)
        let b = UIButton(configuration: c)
        b.frame = CGRect(x: 10, y: 10, width: 180, height: 50)
        root.addSubview(b)
        return root
    }

    func testADocumentsButtonConfigurationIsDecodedIntoTheConfiguration() throws {
        let b = try XCTUnwrap(load(Self.document).subviews.first as? UIButton)
        let c = try XCTUnwrap(b.configuration)
        XCTAssertEqual(c.title, "Button")
        XCTAssertEqual(c.subtitle, "Sub")
        XCTAssertEqual(c.image?.isSymbolImage, true)
        XCTAssertEqual(c.imagePlacement, .trailing)
        XCTAssertEqual(c.imagePadding, 8)
        XCTAssertEqual(c.cornerStyle, .capsule)
        XCTAssertEqual(c.buttonSize, .large)
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.font, .boldSystemFont(ofSize: 18), "the document's titleFontDescription")
        XCTAssertEqual(c, codeBuiltTwin().subviews.first.flatMap { ($0 as? UIButton)?.configuration })
    }

    func testAClassicButtonsSystemSymbolImageIsDecodedAndWrittenBackWithItsCatalog() throws {
        let body = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b2">
                <rect key="frame" x="10" y="10" width="120" height="40"/>
                <state key="normal" title="Star" image="star.fill" catalog="system"/>
            </button>
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="heart.fill" catalog="system" id="i1">
                <rect key="frame" x="140" y="10" width="40" height="40"/>
            </imageView>
            """
        let root = try load(body)
        let b = try XCTUnwrap(root.subviews.first as? UIButton)
        XCTAssertEqual(b.currentImage?.isSymbolImage, true, "a system symbol, not a missing asset")
        let state = try XCTUnwrap(ViewArchiver.object(for: root).subviews.first?.states.first)
        XCTAssertEqual(state.image, "star.fill")
        XCTAssertEqual(state.catalog, "system")
        let imageView = try XCTUnwrap(root.subviews.last as? UIImageView)
        XCTAssertEqual(imageView.image?.isSymbolImage, true, "an image view's symbol too")
        let written = try XCTUnwrap(ViewArchiver.object(for: root).subviews.last)
        XCTAssertEqual(written.attributes["image"], "heart.fill")
        XCTAssertEqual(written.attributes["catalog"], "system")
    }

    func testADecodedConfiguredButtonRendersAsTheSameButtonBuiltInCode() throws {
        let decoded = try load(Self.document)
        XCTAssertEqual(try ViewRenderer.render(decoded, scale: 2), try ViewRenderer.render(codeBuiltTwin(), scale: 2))
    }

    func testAConfigurationRoundTripsThroughTheArchiver() throws {
        let root = codeBuiltTwin()
        let object = ViewArchiver.object(for: root)
        let written = try XCTUnwrap(object.subviews.first?.extras.first { $0.name == "buttonConfiguration" })
        XCTAssertEqual(written["style"], "filled")
        XCTAssertEqual(written["catalog"], "system")
        XCTAssertEqual(written["cornerStyle"], "capsule")
        let data = ViewArchiver.document(for: root).xmlData()
        let decoded = try XCTUnwrap(InterfaceBuilderLoader.load(data: data, file: "RoundTrip.xib").topLevelViews.first)
        XCTAssertEqual((decoded.subviews.first as? UIButton)?.configuration, (root.subviews.first as? UIButton)?.configuration)
        XCTAssertEqual(try ViewRenderer.render(decoded, scale: 2), try ViewRenderer.render(root, scale: 2))
    }

    func testAStyledTitleIsWrittenAsAnAttributedStringAndReadBack() throws {
        var title = AttributedString("Bold ")
        title.font = UIFont.boldSystemFont(ofSize: 19)
        var rest = AttributedString("red")
        rest.foregroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        title.append(rest)
        var c = UIButton.Configuration.tinted()
        c.attributedTitle = title
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 50))
        let b = UIButton(configuration: c)
        b.frame = CGRect(x: 5, y: 5, width: 150, height: 40)
        root.addSubview(b)
        let written = try XCTUnwrap(ViewArchiver.object(for: root).subviews.first?.extras.first { $0.name == "buttonConfiguration" })
        XCTAssertNil(written["title"], "a styled title is not written as plain text")
        XCTAssertEqual(written.children.first?.name, "attributedString")
        let decoded = try XCTUnwrap(InterfaceBuilderLoader.load(data: ViewArchiver.document(for: root).xmlData(), file: "Styled.xib")
            .topLevelViews.first?.subviews.first as? UIButton)
        XCTAssertEqual(decoded.configuration?.title, "Bold red")
        decoded.layoutIfNeeded()
        let drawn = try XCTUnwrap(decoded.titleLabel?.attributedText)
        XCTAssertEqual((drawn.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 19)
        XCTAssertEqual(drawn.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func testTheCoderPathRendersAConfiguredButtonAsTheCodePathDoes() throws {
        let bitmaps = try InitPathMatrix.render(instance: codeBuiltTwin(), paths: [.code, .coder], registry: DesignableRegistry())
        XCTAssertEqual(bitmaps[.coder], bitmaps[.code])
    }

    func testAConfiguredButtonDrawsTheSameOnEveryInitPath() {
        // Registered as Interface Builder would make it, so the design-time path can too.
        let registry = DesignableRegistry()
        registry.register(UIButton.self, make: UIButton.init(frame:))
        let button = codeBuiltTwin().subviews[0]
        button.removeFromSuperview()
        button.frame.origin = .zero
        assertSnapshot(of: button, as: .image(paths: .all, registry: registry), named: "document-twin")
    }

    // MARK: Reference images

    private func stylesBoard() -> UIView {
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
            ("Borderless", .borderless()), ("Bordered", .bordered()), ("Bordered Tinted", .borderedTinted()),
            ("Bordered Prominent", .borderedProminent()),
        ]
        var buttons = styles.map { button($0.1, title: $0.0) }
        for (title, style) in styles.prefix(4) {
            let disabled = button(style, title: "\(title) disabled")
            disabled.isEnabled = false
            buttons.append(disabled)
        }
        for (title, style) in styles.prefix(4) {
            let pressed = button(style, title: "\(title) highlighted")
            pressed.isHighlighted = true
            buttons.append(pressed)
        }
        for (title, style) in styles.prefix(4) {
            let selected = button(style, title: "\(title) selected")
            selected.isSelected = true
            buttons.append(selected)
        }
        return board(width: 240, buttons)
    }

    func testTheStylesInEachStateLight() {
        assertSnapshot(of: stylesBoard(), as: .image(paths: [.code]), named: "styles-light")
    }

    func testTheStylesInEachStateDark() {
        assertSnapshot(of: stylesBoard(), as: .image(traits: Self.dark, paths: [.code]), named: "styles-dark")
    }

    func testSizesAndCornerStyles() {
        let sizes: [UIButton.Configuration.Size] = [.mini, .small, .medium, .large]
        let corners: [(String, UIButton.Configuration.CornerStyle)] = [("Dynamic", .dynamic), ("Small", .small), ("Medium", .medium),
                                                                       ("Large", .large), ("Capsule", .capsule)]
        let buttons = sizes.map { size in button(.filled(), title: "\(size)") { $0.buttonSize = size } }
            + corners.map { corner in button(.tinted(), title: corner.0) { $0.cornerStyle = corner.1; $0.buttonSize = .large } }
        assertSnapshot(of: board(width: 200, buttons), as: .image(paths: [.code]), named: "sizes-corners")
    }

    func testImagePlacementsSubtitlesAndTheActivityIndicator() {
        let star = UIImage(systemName: "star.fill")!
        let placements: [(String, NSDirectionalRectEdge)] = [("Leading", .leading), ("Trailing", .trailing), ("Top", .top), ("Bottom", .bottom)]
        var buttons = placements.map { p in button(.filled(), title: p.0) { $0.image = star; $0.imagePlacement = p.1; $0.imagePadding = 8 } }
        buttons.append(button(.gray(), title: "Title") { $0.subtitle = "Subtitle under it"; $0.titlePadding = 2 })
        buttons.append(button(.tinted(), title: "Leading") { $0.subtitle = "Aligned with the title"; $0.titleAlignment = .leading; $0.image = star; $0.imagePadding = 10 })
        buttons.append(button(.filled(), title: "Loading") { $0.showsActivityIndicator = true; $0.imagePadding = 8 })
        buttons.append(button(.plain(), title: "Symbol only") { $0.image = UIImage(systemName: "heart.fill"); $0.title = nil })
        buttons.append(button(.bordered(), title: "Capsule") { $0.cornerStyle = .capsule; $0.baseForegroundColor = .systemRed; $0.image = UIImage(systemName: "trash") ; $0.imagePadding = 6 })
        buttons.append(button(.gray(), title: "Pop-up") { $0.indicator = .popup })
        let board = board(width: 240, buttons)
        assertSnapshot(of: board, as: .image(paths: [.code]), named: "placements-light")
        assertSnapshot(of: board, as: .image(traits: Self.dark, paths: [.code]), named: "placements-dark")
    }
}
