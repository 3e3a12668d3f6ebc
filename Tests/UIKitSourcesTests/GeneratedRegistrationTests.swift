import Designable
import XCTest
@testable import AppViews

/// `AppViews.registerDesignables()` registers what Interface Builder reads from the sources: each
/// view class with its factory, its inspectables (private ones too), outlets and outlet
/// collections; view controllers; and the inspectables extensions add to UIKit's classes.
final class GeneratedRegistrationTests: XCTestCase {
    private func registry() -> DesignableRegistry {
        let registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
        return registry
    }

    func testEveryViewClassIsRegisteredWithItsInspectablesAndOutlets() throws {
        let registry = registry()
        let rating = try XCTUnwrap(registry.designableClass(named: "RatingControl"))
        XCTAssertEqual(rating.inspectableNames, ["rating", "maximumRating", "starColor"])
        XCTAssertTrue(rating.isDesignable)
        XCTAssertTrue(rating.canMakeInCode)
        XCTAssertEqual(try XCTUnwrap(registry.designableClass(named: "PrivateBadge")).inspectableNames, ["badgeColor", "inset"])
        let card = try XCTUnwrap(registry.designableClass(named: "ProfileCard"))
        XCTAssertEqual(card.inspectableNames, ["name"])
        XCTAssertEqual(card.outletNames, ["nameLabel"])
        let forgetful = try XCTUnwrap(registry.designableClass(named: "ForgetfulButton"))
        XCTAssertFalse(forgetful.isDesignable, "not @IBDesignable: Interface Builder draws it as a UIButton")
        XCTAssertNotNil(registry.designableClass(named: "WrappedView"), "compiled though wrapped in #if canImport(UIKit)")
        XCTAssertTrue(WrappedView.builtForIOS, "#if os(iOS) holds, as on iOS")
    }

    func testAStoryboardsCustomCollectionViewLayoutIsMadeThroughTheGeneratedRegistration() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <collectionViewLayout key="collectionViewLayout" id="l1" customClass="CarouselLayout" customModule="AppViews"/>
                    </collectionView>
                </objects>
            </document>
            """
        let nib = try InterfaceBuilderLoader.load(data: Data(xib.utf8), file: "Carousel.xib", registry: registry())
        let view = try XCTUnwrap(nib.topLevelViews.first as? UICollectionView)
        XCTAssertTrue(view.collectionViewLayout is CarouselLayout, "made by the registration the plugin generated: \(type(of: view.collectionViewLayout))")
        XCTAssertTrue(nib.report.warnings.isEmpty, "\(nib.report.warnings)")
        XCTAssertTrue(nib.report.document.warnings.isEmpty, "a <collectionViewLayout> is an element the reader knows: \(nib.report.document.warnings)")
    }

    func testAnInitializerWithEveryOtherParameterDefaultedMakesTheViewInCode() throws {
        let registry = registry()
        let spinner = try XCTUnwrap(registry.designableClass(named: "SpinnerView"))
        XCTAssertTrue(spinner.canMakeInCode)
        let made = try XCTUnwrap(spinner.make(frame: CGRect(x: 0, y: 0, width: 30, height: 30)) as? SpinnerView)
        XCTAssertEqual(made.style, .ring, "made by init(frame:style:color:) with its defaults")
        let bitmap = try InitPathMatrix.render(SpinnerView.self, along: .designTime, size: CGSize(width: 30, height: 30), registry: registry)
        XCTAssertEqual(bitmap.width, 60)
    }

    func testAClassMadeOnlyFromDocumentsRendersAlongTheCoderPathAtTheSizeAsked() throws {
        let registry = registry()
        let note = try XCTUnwrap(registry.designableClass(named: "DocumentNote"))
        XCTAssertFalse(note.canMakeInCode)
        let bitmap = try InitPathMatrix.render(DocumentNote.self, along: .coder, size: CGSize(width: 40, height: 20), scale: 1, registry: registry)
        XCTAssertEqual([bitmap.width, bitmap.height], [40, 20])
        let pixel = try XCTUnwrap(bitmap.pixel(x: 20, y: 10))
        XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a], [255, 204, 0, 255], "its init(coder:) painted it system yellow")
    }

    func testRegisteringAgainChangesNothing() throws {
        let registry = registry()
        AppViews.registerDesignables(in: registry)
        XCTAssertEqual(try XCTUnwrap(registry.designableClass(named: "RatingControl")).inspectableNames, ["rating", "maximumRating", "starColor"])
    }

    func testAPrivateInspectableIsSetFromAStoryboard() throws {
        let nib = try loadStoryboard()
        let controller = try XCTUnwrap(nib.scenes.first?.viewController as? ProfileViewController)
        XCTAssertEqual(controller.badges.count, 2, "the outlet collection holds both badges, in document order")
        let color = controller.badges[0].currentColor.cgColor.components ?? []
        XCTAssertEqual(color.map { ($0 * 100).rounded() }, [20, 60, 30, 100], "badgeColor is private, set through the generated registration")
        XCTAssertEqual(controller.badges[0].layer.cornerRadius, 4, "fixtureCornerRadius from the UIView extension")
        XCTAssertEqual(controller.badges[1].currentColor, .systemGray)
    }

    func testARuntimeAttributeIsSetThroughTheSetterAloneAsKeyValueCodingSetsIt() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="t1" customClass="SymbolTag" customModule="AppViews">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="24"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="symbolText" value="★"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let nib = try InterfaceBuilderLoader.load(data: Data(xib.utf8), file: "SymbolTag.xib", registry: registry())
        let tag = try XCTUnwrap(nib.topLevelViews.first as? SymbolTag)
        XCTAssertEqual(tag.shownText, "★", "the setter ran")
        XCTAssertEqual(tag.symbolReads, 0, "setValue(_:forKey:) never calls the getter, whose force-unwrap would trap before the first set")
        XCTAssertTrue(nib.report.warnings.isEmpty, "\(nib.report.warnings)")
    }

    func testAStoryboardSceneGetsItsControllerClassOutletsAndViewDidLoad() throws {
        let nib = try loadStoryboard()
        XCTAssertEqual(nib.report.warnings.filter { $0.description.contains("Unknown class") }.map(\.description), [])
        let controller = try XCTUnwrap(nib.scenes.first?.viewController as? ProfileViewController)
        let rating = try XCTUnwrap(controller.rating)
        XCTAssertEqual(rating.rating, 4, "viewDidLoad ran after the runtime attributes set 2")
        XCTAssertEqual(controller.card?.name, "Ada", "the card's own nib loaded, then the storyboard's runtime attribute set its name")
    }

    func testAStoryboardActionReachesTheControllersIBActionThroughTheGeneratedRegistration() throws {
        let nib = try loadStoryboard()
        XCTAssertEqual(nib.report.warnings.filter { $0.kind == .actionNotConnected }, [])
        let controller = try XCTUnwrap(nib.scenes.first?.viewController as? ProfileViewController)
        let button = try XCTUnwrap(controller.followButton)
        XCTAssertEqual(button.actions(forTarget: controller, forControlEvent: .touchUpInside), ["followTapped:"])
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(button.title(for: .normal), "Following")
        XCTAssertEqual(controller.rating.rating, 5)
    }

    func testANibBackedViewFindsItsNibAndImagesThroughBundleForClass() throws {
        AppViews.registerDesignables()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 200, height: 64))
        XCTAssertEqual(card.nameLabel?.text, "Name")
        XCTAssertEqual(card.stars?.count, 3)
        XCTAssertEqual(card.stars?.compactMap(\.image).count, 3, "fixture-star from the asset catalog's group, through Bundle(for:)")
        XCTAssertEqual(card.stars?.first?.image?.size, CGSize(width: 12, height: 12))
    }

    func testAnOverrideDeclaredInAnExtensionIsTheClassesOwn() throws {
        let gauge = GaugeView(frame: .zero)
        XCTAssertEqual(gauge.intrinsicContentSize, CGSize(width: 120, height: 12))
        gauge.prepareForInterfaceBuilder()
        XCTAssertEqual(gauge.value, 0.6)
        let asView: UIView = GaugeView(frame: .zero)
        asView.prepareForInterfaceBuilder()
        XCTAssertEqual((asView as? GaugeView)?.value, 0.6, "dispatched through UIView, as an override is")
    }

    private func loadStoryboard() throws -> LoadedNib {
        let registry = registry()
        let url = try XCTUnwrap(DesignableResources.documents.first { $0.lastPathComponent == "Main.storyboard" })
        return try InterfaceBuilderLoader.load(contentsOf: url, registry: registry)
    }
}

/// The module's `NSLocalizedString` calls resolve through Designable's localization, since the
/// generated registration declares the function in the module itself.
final class GeneratedLocalizationTests: XCTestCase {
    func testNSLocalizedStringInTheModuleFollowsTheChosenLocalization() {
        XCTAssertEqual(Greeting.title, "Hello")
        Localization.pseudo.performAsCurrent { XCTAssertEqual(Greeting.title, "[Ĥéļļö~~]") }
    }
}
