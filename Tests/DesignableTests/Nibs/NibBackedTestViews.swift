#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation
import XCTest

// Nib-backed views written as UIKit code (mbogh's NibDesignable pattern): each loads its nib
// as File's Owner from both initialisers and pins the nib's root view with constraints.

/// Where the nib-backed test views find their nibs, per task, so parallel tests don't share.
enum NibFixtures {
    @TaskLocal static var bundle: Bundle?

    /// Loads `name` as `owner`'s File's Owner and pins its first top-level view to `owner`'s
    /// edges; the error when the nib cannot be loaded.
    static func pin(nibNamed name: String, into owner: UIView) -> UINib.LoadError? {
        let nib: LoadedNib
        do { nib = try UINib(nibName: name, bundle: bundle).load(owner: owner) } catch { return error }
        guard let content = nib.topLevelViews.first else { return nil }
        content.translatesAutoresizingMaskIntoConstraints = false
        owner.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: owner.trailingAnchor),
            content.topAnchor.constraint(equalTo: owner.topAnchor),
            content.bottomAnchor.constraint(equalTo: owner.bottomAnchor),
        ])
        return nil
    }

    /// The classes below, registered once in the shared registry, which `UINib` uses.
    static let registered: Void = {
        DesignableRegistry.register(NibCard.self, make: NibCard.init(frame:)) {
            $0.inspectable("captionText", \.captionText)
              .outlet("caption", \.caption)
              .outlet("accent", \.accent)
        }
        DesignableRegistry.register(NibShelf.self, make: NibShelf.init(frame:)) {
            $0.outlet("left", \.left)
              .outlet("right", \.right)
        }
        DesignableRegistry.register(NibLoop.self, make: NibLoop.init(frame:))
    }()

    /// A folder holding `files` (name → XML), standing in for a bundle.
    static func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nib-bundle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, xml) in files {
            try Data(xml.utf8).write(to: folder.appendingPathComponent(name))
        }
        return try XCTUnwrap(Bundle(path: folder.path))
    }
}

/// A card: a caption and an accent bar from `Card.xib`.
@IBDesignable
final class NibCard: UIView {
    weak var caption: UILabel!          // @IBOutlet on iOS
    weak var accent: UIView!            // @IBOutlet on iOS
    private(set) var loadError: UINib.LoadError?

    @IBInspectable var captionText: String? {
        get { caption?.text }
        set { caption?.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() { loadError = NibFixtures.pin(nibNamed: "Card", into: self) }
}

/// Two cards side by side from `Shelf.xib`, each card loading `Card.xib` in turn.
@IBDesignable
final class NibShelf: UIView {
    weak var left: NibCard!
    weak var right: NibCard!
    private(set) var loadError: UINib.LoadError?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() { loadError = NibFixtures.pin(nibNamed: "Shelf", into: self) }
}

/// The classic mistake: `Loop.xib`'s root view is itself a `NibLoop`, which loads `Loop.xib`.
final class NibLoop: UIView {
    private(set) var loadError: UINib.LoadError?

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadError = NibFixtures.pin(nibNamed: "Loop", into: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadError = NibFixtures.pin(nibNamed: "Loop", into: self)
    }
}

/// The fixture nibs, as Interface Builder writes them.
enum NibDocuments {
    static func xib(owner: String?, ownerBody: String = "", _ objects: String) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\" customModule=\"DesignableTests\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>
        \(ownerBody)
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// `Card.xib`: File's Owner rounds its corners and takes the caption and accent outlets.
    static func card(outlet captionOutlet: String = "caption") -> String {
        xib(owner: "NibCard", ownerBody: """
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <real key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="\(captionOutlet)" destination="crd-lb-001" id="crd-ot-001"/>
                        <outlet property="accent" destination="crd-vw-002" id="crd-ot-002"/>
                    </connections>
            """, """
                <view contentMode="scaleToFill" id="crd-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="8" height="60"/>
                            <color key="backgroundColor" red="1" green="0.23" blue="0.19" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="8" id="crd-cn-004"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Card" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="crd-lb-001">
                            <rect key="frame" x="8" y="0.0" width="112" height="60"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstItem="crd-vw-002" firstAttribute="leading" secondItem="crd-vw-001" secondAttribute="leading" id="crd-cn-001"/>
                        <constraint firstItem="crd-vw-002" firstAttribute="top" secondItem="crd-vw-001" secondAttribute="top" id="crd-cn-002"/>
                        <constraint firstAttribute="bottom" secondItem="crd-vw-002" secondAttribute="bottom" id="crd-cn-003"/>
                        <constraint firstItem="crd-lb-001" firstAttribute="leading" secondItem="crd-vw-002" secondAttribute="trailing" id="crd-cn-005"/>
                        <constraint firstAttribute="trailing" secondItem="crd-lb-001" secondAttribute="trailing" id="crd-cn-006"/>
                        <constraint firstItem="crd-lb-001" firstAttribute="top" secondItem="crd-vw-001" secondAttribute="top" id="crd-cn-007"/>
                        <constraint firstAttribute="bottom" secondItem="crd-lb-001" secondAttribute="bottom" id="crd-cn-008"/>
                    </constraints>
                </view>
            """)
    }

    /// `Shelf.xib`: two nib-backed cards, each captioned by a runtime attribute.
    static let shelf = xib(owner: "NibShelf", ownerBody: """
                <connections>
                    <outlet property="left" destination="shf-cd-001" id="shf-ot-001"/>
                    <outlet property="right" destination="shf-cd-002" id="shf-ot-002"/>
                </connections>
        """, """
            <view contentMode="scaleToFill" id="shf-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="260" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" id="shf-cd-001" customClass="NibCard" customModule="DesignableTests">
                        <rect key="frame" x="8" y="10" width="118" height="60"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="captionText" value="Left"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <view contentMode="scaleToFill" id="shf-cd-002" customClass="NibCard" customModule="DesignableTests">
                        <rect key="frame" x="134" y="10" width="118" height="60"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="captionText" value="Right"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
                <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        """)

    /// `Loop.xib`: the root view's class is the nib-backed class itself.
    static let loop = xib(owner: nil, """
            <view contentMode="scaleToFill" id="lop-vw-001" customClass="NibLoop" customModule="DesignableTests">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
            </view>
        """)
}
