import Designable
import Foundation
import InterfaceBuilder
import XCTest

/// Outlets are connected through declared key paths, and `awakeFromNib()` comes once, after
/// the whole graph is decoded, configured and connected.
final class OutletAndAwakeTests: XCTestCase {
    private func lifecycleRegistry() -> DesignableRegistry {
        let registry = DesignableRegistry()
        registry.register(LifecycleView.self, make: LifecycleView.init(frame:)) {
            $0.inspectable("mood", \.mood)
              .outlet("partner", \.partner)
              .outlet("caption", \.caption)
        }
        return registry
    }

    private let document = """
        <view accessibilityIdentifier="a" id="a" customClass="LifecycleView">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <subviews>
                <view accessibilityIdentifier="b" id="b" customClass="LifecycleView">
                    <rect key="frame" x="0" y="0" width="50" height="50"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="mood" value="calm"/>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="partner" destination="c" id="o2"/>
                    </connections>
                </view>
                <label text="Hi" id="lbl">
                    <rect key="frame" x="0" y="60" width="50" height="20"/>
                </label>
            </subviews>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="mood" value="bright"/>
            </userDefinedRuntimeAttributes>
            <connections>
                <outlet property="partner" destination="b" id="o1"/>
                <outlet property="caption" destination="lbl" id="o3"/>
            </connections>
        </view>
        <view accessibilityIdentifier="c" id="c" customClass="LifecycleView">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </view>
        """

    func testOutletsConnectAcrossTopLevelObjects() throws {
        LifecycleView.log = LifecycleView.Log()
        let nib = try FixtureDocuments.load(document, registry: lifecycleRegistry())
        let a = try XCTUnwrap(nib.view(withID: "a") as? LifecycleView)
        let b = try XCTUnwrap(nib.view(withID: "b") as? LifecycleView)
        XCTAssertTrue(a.partner === b)
        XCTAssertTrue(b.partner === nib.view(withID: "c"))
        XCTAssertTrue(a.caption === nib.view(withID: "lbl"))
        XCTAssertEqual(nib.topLevelViews.count, 2)
    }

    func testInitThenRuntimeAttributesThenOutletsThenAwakeFromNibInDocumentOrder() throws {
        LifecycleView.log = LifecycleView.Log()
        _ = try FixtureDocuments.load(document, registry: lifecycleRegistry())
        XCTAssertEqual(LifecycleView.log.entries, [
            // a's init(coder:) finishes after its subviews', which it decodes inside super.init(coder:).
            "b.init(coder:)", "a.init(coder:)", "c.init(coder:)",
            "a.mood=bright", "b.mood=calm",
            "a.awakeFromNib(partner)", "b.awakeFromNib(partner)", "c.awakeFromNib(no partner)",
        ])
    }

    func testAnUndeclaredOutletOnARegisteredClassIsAnErrorWithThePortingStep() throws {
        let body = """
            <view id="a" customClass="LifecycleView">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <connections>
                    <outlet property="partnr" destination="a" id="o1"/>
                </connections>
            </view>
            """
        let error = try XCTUnwrap(FixtureDocuments.loadError(body, registry: lifecycleRegistry()))
        XCTAssertEqual(error.issues.map(\.kind), [.unknownKey])
        XCTAssertEqual(error.issues[0].line, FixtureDocuments.line(of: "property=\"partnr\"", in: body))
        XCTAssertTrue(error.issues[0].message.hasPrefix(
            "LifecycleView is not key value coding-compliant for the key 'partnr'. Did you mean 'partner'?"), error.issues[0].message)
    }

    func testAnOutletToTheWrongClassIsAnError() throws {
        let error = try XCTUnwrap(FixtureDocuments.loadError("""
            <view id="a" customClass="LifecycleView">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <connections>
                    <outlet property="caption" destination="a" id="o1"/>
                </connections>
            </view>
            """, registry: lifecycleRegistry()))
        XCTAssertEqual(error.issues.map(\.kind), [.outletTypeMismatch])
        XCTAssertTrue(error.issues[0].message.contains("is UILabel, but the document connects a LifecycleView"))
    }

    func testFilesOwnerOutletsConnectToTheOwnerPassedIn() throws {
        let owner = LifecycleView(frame: .zero)
        let nib = try FixtureDocuments.load("""
            <view id="root">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            """, owner: owner, ownerClass: "LifecycleView",
            registry: lifecycleRegistry())
        XCTAssertNil(owner.partner, "no connection declared yet")
        let connected = try InterfaceBuilderLoader.load(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LifecycleView">
                        <connections>
                            <outlet property="partner" destination="root" id="o1"/>
                        </connections>
                    </placeholder>
                    <view id="root">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
                </objects>
            </document>
            """.utf8), file: "Owner.xib", owner: owner, registry: lifecycleRegistry())
        XCTAssertTrue(owner.partner === connected.view(withID: "root"))
        XCTAssertTrue(connected.topLevelViews.count == 1 && nib.topLevelViews.count == 1, "File's Owner is not a top-level object")
    }
}
