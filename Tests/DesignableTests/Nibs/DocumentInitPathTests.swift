import Designable
import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// The init-path matrix for a document: each path is derived from the values the document
/// stores, so a screen whose views agree renders identically, and a view that drifts shows it.
final class DocumentInitPathTests: XCTestCase {
    private func registry() -> DesignableRegistry {
        let registry = DesignableRegistry()
        registry.register(FixedRingView.self, make: FixedRingView.init(frame:)) { $0.inspectable("ringColor", \.ringColor) }
        registry.register(BadgeView.self, make: BadgeView.init(frame:))
        registry.register(StripeView.self, make: StripeView.init(frame:))
        registry.register(CaptionView.self, make: CaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        return registry
    }

    /// A screen of standard views and a corrected designable, laid out by constraints.
    private let screen = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="160" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="8" y="8" width="144" height="21"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                        <color key="textColor" red="0.2" green="0.3" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ring" customClass="FixedRingView">
                        <rect key="frame" x="8" y="40" width="60" height="60"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="ringColor">
                                <color key="value" red="0.2" green="0.8" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="30"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="80" y="50" width="72" height="30"/>
                        <state key="normal" title="Go"><color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
                    </button>
                </subviews>
                <color key="backgroundColor" white="0.95" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="8" id="c3"/>
                    <constraint firstItem="ring" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c4"/>
                    <constraint firstItem="ring" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="11" id="c5"/>
                    <constraint firstItem="ring" firstAttribute="width" constant="60" id="c6"/>
                    <constraint firstItem="ring" firstAttribute="height" secondItem="ring" secondAttribute="width" multiplier="1:1" id="c7"/>
                    <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="8" id="c8"/>
                    <constraint firstItem="btn" firstAttribute="centerY" secondItem="ring" secondAttribute="centerY" id="c9"/>
                </constraints>
            </view>
    """

    func testAScreenWhoseViewsAgreeRendersIdenticallyOnEveryPath() throws {
        let registry = registry()
        let nib = try FixtureDocuments.load(screen, registry: registry)
        let bitmaps = try InitPathMatrix.render(document: nib, objectID: "root", registry: registry)
        XCTAssertEqual(bitmaps.count, 3)
        XCTAssertEqual(bitmaps[.code], bitmaps[.coder], "code drifted from the document")
        XCTAssertEqual(bitmaps[.designTime], bitmaps[.coder], "design time drifted from the document")
        // The ring's runtime attribute reached the code path: green border at its top edge.
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 2 * 38, y: 2 * 41), PremultipliedRGBA8(r: 51, g: 204, b: 77, a: 255))

        let built = try InitPathMatrix.view(in: nib, objectID: "root", along: .code, registry: registry)
        XCTAssertFalse(built === nib.view(withID: "root"), "the code path builds its own views")
        XCTAssertEqual(built.subviews.map { String(describing: type(of: $0)) }, ["UILabel", "FixedRingView", "UIButton"])
        XCTAssertEqual(built.constraints.compactMap(\.identifier).sorted(), (1...9).map { "c\($0)" })
        XCTAssertEqual((built.subviews[0] as? UILabel)?.text, "Hello")
    }

    func testEachDriftShowsOnThePathThatDrifts() throws {
        let registry = registry()
        let nib = try FixtureDocuments.load("""
            <view contentMode="scaleToFill" id="badge" customClass="BadgeView"><rect key="frame" x="0" y="0" width="48" height="32"/></view>
            <view contentMode="scaleToFill" id="stripe" customClass="StripeView"><rect key="frame" x="0" y="0" width="48" height="32"/></view>
            <view contentMode="scaleToFill" id="caption" customClass="CaptionView">
                <rect key="frame" x="0" y="0" width="120" height="24"/>
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="caption" value="Hi"/></userDefinedRuntimeAttributes>
            </view>
            """, registry: registry)
        let badge = try InitPathMatrix.render(document: nib, objectID: "badge", registry: registry)
        XCTAssertNotEqual(badge[.code], badge[.coder], "init(coder:) forgets the setup")
        XCTAssertEqual(badge[.designTime], badge[.code])
        let stripe = try InitPathMatrix.render(document: nib, objectID: "stripe", registry: registry)
        XCTAssertNotEqual(stripe[.code], stripe[.coder], "only the document runs awakeFromNib")
        XCTAssertEqual(stripe[.designTime], stripe[.code])
        let caption = try InitPathMatrix.render(document: nib, objectID: "caption", registry: registry)
        XCTAssertEqual(caption[.code], caption[.coder])
        XCTAssertNotEqual(caption[.designTime], caption[.code], "centred only in prepareForInterfaceBuilder")
    }

    func testAStoryboardSceneIsNamedByItsSceneIDAndItsGuidesResolve() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="main">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0" y="0" width="100" height="20"/>
                                        <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="10" id="g1"/>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="g2"/>
                                    <constraint firstItem="bar" firstAttribute="width" secondItem="main" secondAttribute="width" multiplier="0.5" id="g3"/>
                                    <constraint firstItem="bar" firstAttribute="height" constant="20" id="g4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let nib = try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Guides.storyboard", registry: DesignableRegistry())
        let bitmaps = try InitPathMatrix.render(document: nib, objectID: "s1", scale: 1, registry: DesignableRegistry())
        XCTAssertEqual(bitmaps[.code], bitmaps[.coder])
        XCTAssertEqual(bitmaps[.designTime], bitmaps[.coder])
        // The top guide ends under the 20 pt status bar IB simulates for a scene, so the bar is at 30.
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 10, y: 35), PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "below the top guide")
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 10, y: 25), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "under the status bar")
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 60, y: 35), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "half as wide")
        XCTAssertEqual(try InitPathMatrix.render(document: nib, objectID: "vc", along: .code, scale: 1), bitmaps[.code],
                       "the controller's id names its root view too")
    }

    func testAnIDNamingNothingListsWhatCanBeRendered() throws {
        let nib = try FixtureDocuments.load(#"<view id="card"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
                                            registry: DesignableRegistry())
        XCTAssertThrowsError(try InitPathMatrix.render(document: nib, objectID: "nope", registry: DesignableRegistry())) { error in
            XCTAssertEqual("\(error)", #"the document has no view, view controller or scene with id "nope"; scenes and top-level views: card"#)
        }
    }
}

/// The matrix on real documents: with no custom class registered, every view is a UIKit view
/// built from the document's values, so each screen must look the same on every path.
final class CorpusInitPathTests: XCTestCase {
    func testEveryCorpusScreenRendersTheSameOnEveryPath() throws {
        let folder = try ViewCorpus.folder()
        var screens = 0, agreeing = 0
        for url in ViewCorpus.documents(in: folder) {
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            let registry = DesignableRegistry()
            let nib = try InterfaceBuilderLoader.load(contentsOf: url, registry: registry)
            let ids = nib.document.scenes.filter { $0.rootView != nil }.map(\.id)
                + nib.document.objects.filter { object in nib.topLevelViews.contains { $0 === nib.view(withID: object.id) } }.map(\.id)
            var agreed: [String] = []
            for id in ids {
                let bitmaps = try InitPathMatrix.render(document: nib, objectID: id, scale: 1, registry: registry)
                screens += 1
                if bitmaps[.code] == bitmaps[.coder], bitmaps[.designTime] == bitmaps[.coder] {
                    agreeing += 1
                    agreed.append(id)
                } else {
                    // The first property that differs, once both are laid out, says why.
                    let code = try InitPathMatrix.view(in: nib, objectID: id, along: .code, registry: registry)
                    let coder = try InitPathMatrix.view(in: nib, objectID: id, along: .coder, registry: registry)
                    code.frame.size = coder.frame.size
                    code.layoutIfNeeded()
                    coder.layoutIfNeeded()
                    let why = ViewGraph(coder, registry: registry).firstDifference(from: ViewGraph(code, registry: registry))
                    XCTFail("\(name) \(id): code \(bitmaps[.code] == bitmaps[.coder] ? "✓" : "✗"), "
                            + "design time \(bitmaps[.designTime] == bitmaps[.coder] ? "✓" : "✗") against the document; "
                            + "coder ≠ code first at \(why ?? "no property: only the pixels differ")")
                }
            }
            print("\(name): \(agreed.count)/\(ids.count) screens identical along code, coder and design time")
        }
        print("init-path matrix on the corpus: \(agreeing)/\(screens) screens identical on every path")
        XCTAssertGreaterThan(screens, 0)
    }
}

/// An instance's design-time render holds what its document would: the subviews and
/// constraints added to it after its initialiser, not only its own properties.
final class InstanceDesignTimeTests: XCTestCase {
    func testSubviewsAndConstraintsAddedToADesignableAppearAtDesignTimeToo() throws {
        let registry = DesignableRegistry()
        registry.register(FixedRingView.self, make: FixedRingView.init(frame:)) { $0.inspectable("ringColor", \.ringColor) }
        let ring = FixedRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        ring.ringColor = .systemGreen
        let dot = UIView()
        dot.backgroundColor = .systemRed
        dot.translatesAutoresizingMaskIntoConstraints = false
        ring.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: ring.centerXAnchor), dot.centerYAnchor.constraint(equalTo: ring.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 12), dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
        ])
        let bitmaps = try InitPathMatrix.render(instance: ring, registry: registry)
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 60, y: 60), PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255), "the dot, centred")
        XCTAssertTrue(bitmaps[.coder] == bitmaps[.code], "coder drifted")
        XCTAssertTrue(bitmaps[.designTime] == bitmaps[.code], "the canvas shows the document's subviews and constraints too")
    }
}
