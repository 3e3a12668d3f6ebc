import Designable
import Foundation
import XCTest

/// `<action>` connections: a document's controls send their actions to the objects it names,
/// as UIKit's nib loading connects them with `addTarget(_:action:for:)`.
final class ActionConnectionTests: XCTestCase {
    private final class TapCounter: UIView {
        var taps: [String] = []
        func tapped(_ sender: UIButton) { taps.append("tapped: \(sender.title(for: .normal) ?? "")") }
        func changed() { taps.append("changed") }
    }

    private final class Chain: UIView {
        var received = 0
        func refresh(_ sender: Any?) { received += 1 }
    }

    private func load(_ actions: String, registerChain: Bool = true) throws -> LoadedNib {
        SelectorTable.register(TapCounter.self, "tapped:") { view, arguments in view.tapped(arguments[0] as! UIButton) }
        SelectorTable.register(TapCounter.self, "changed") { view, _ in view.changed() }
        SelectorTable.register(Chain.self, "refresh:") { view, arguments in view.refresh(arguments[0]) }
        let registry = DesignableRegistry()
        registry.register(TapCounter.self, name: "TapCounter") { _ in }
        if registerChain { registry.register(Chain.self, name: "Chain") { _ in } }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="cnt-01" customClass="Chain">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="tap-01" customClass="TapCounter">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="btn-01">
                                        <rect key="frame" x="10" y="10" width="80" height="30"/>
                                        <state key="normal" title="Follow"/>
                                        <connections>
            \(actions)
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        return try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Actions.xib", registry: registry)
    }

    func testAButtonSendsItsActionToTheDocumentsTargetForItsEvent() throws {
        let nib = try load("""
            <action selector="tapped:" destination="tap-01" eventType="touchUpInside" id="act-01"/>
            <action selector="changed" destination="tap-01" eventType="valueChanged" id="act-02"/>
            """)
        XCTAssertEqual(nib.report.warnings, [])
        let chain = try XCTUnwrap(nib.topLevelObjects.first as? Chain)
        let counter = try XCTUnwrap(chain.subviews.first as? TapCounter)
        let button = try XCTUnwrap(counter.subviews.first as? UIButton)
        XCTAssertEqual(button.actions(forTarget: counter, forControlEvent: .touchUpInside), ["tapped:"])
        XCTAssertEqual(button.allControlEvents, [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(counter.taps, ["tapped: Follow", "changed"])
    }

    func testAnActionToFirstResponderGoesUpTheResponderChain() throws {
        let nib = try load("""
            <action selector="refresh:" destination="-2" eventType="primaryActionTriggered" id="act-03"/>
            """)
        let chain = try XCTUnwrap(nib.topLevelObjects.first as? Chain)
        let button = try XCTUnwrap(chain.subviews.first?.subviews.first as? UIButton)
        XCTAssertEqual(button.allTargets.count, 1)
        XCTAssertTrue(button.allTargets.first?.base is NSNull, "a nil target: the responder chain")
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(chain.received, 1, "TapCounter does not handle refresh:, so its superview does")
    }

    func testAMisspelledActionOfARegisteredTargetIsReportedAtItsLine() throws {
        let nib = try load("""
            <action selector="taped:" destination="tap-01" eventType="touchUpInside" id="act-04"/>
            <action selector="tapped:" destination="tap-01" eventType="touchUpSomewhere" id="act-05"/>
            """)
        XCTAssertEqual(nib.report.warnings.map(\.description), [
            "Actions.xib:16: -[TapCounter taped:]: unrecognized selector, sent by UIButton on touchUpInside",
            "Actions.xib:17: action 'tapped:' of UIButton is not connected: unknown event type 'touchUpSomewhere'",
        ])
    }

    func testStrictLoadingMakesAnUnrecognizedActionAnError() throws {
        let registry = DesignableRegistry()
        registry.register(TapCounter.self, name: "TapCounter") { _ in }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="tap-01" customClass="TapCounter">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="btn-01">
                                <rect key="frame" x="10" y="10" width="80" height="30"/>
                                <connections>
                                    <action selector="nothingHere:" destination="tap-01" eventType="touchUpInside" id="act-06"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        XCTAssertThrowsError(try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Strict.xib", strict: true, registry: registry)) { error in
            XCTAssertTrue(String(describing: error).contains("Strict.xib:10: -[TapCounter nothingHere:]: unrecognized selector"), "\(error)")
        }
    }
}

/// An outlet typed by a protocol, as delegates are, is connected when the destination conforms.
final class ProtocolOutletTests: XCTestCase {
    private protocol Rating: AnyObject { var stars: Int { get } }
    private final class Stars: UIView, Rating { var stars: Int { 4 } }
    private final class Card: UIView { weak var rating: (any Rating)? }

    func testAProtocolOutletConnectsAConformingDestinationAndReportsAnotherAtItsLine() throws {
        let registry = DesignableRegistry()
        registry.register(Card.self, name: "Card") { $0.outlet("rating", \.rating) }
        registry.register(Stars.self, name: "Stars") { _ in }
        func load(_ destinationClass: String) throws -> LoadedNib {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="crd-01" customClass="Card">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="str-01" customClass="\(destinationClass)">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                                </view>
                            </subviews>
                            <connections>
                                <outlet property="rating" destination="str-01" id="out-01"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """
            return try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Card.xib", registry: registry)
        }
        let card = try XCTUnwrap(try load("Stars").topLevelObjects.first as? Card)
        XCTAssertEqual(card.rating?.stars, 4)
        XCTAssertThrowsError(try load("Card")) { error in
            XCTAssertTrue("\(error)".contains("Card.xib:12: outlet 'rating' of Card is Rating, but the document connects a Card"), "\(error)")
        }
    }
}
