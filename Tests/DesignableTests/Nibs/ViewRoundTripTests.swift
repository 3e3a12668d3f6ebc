import Designable
import Foundation
import InterfaceBuilder
import TestSupport
import XCTest

/// Views loaded from a document, archived with ``ViewArchiver`` and loaded again are the same
/// graph: classes, frames, properties, runtime attributes and constraints.
final class ViewRoundTripTests: XCTestCase {
    /// The views of `nib` worth archiving: each scene's controller (as a storyboard, with its
    /// guides) and each top-level view of a XIB.
    private enum Subject {
        case view(UIView)
        case controller(UIViewController)
    }

    private func subjects(of nib: LoadedNib) -> [(name: String, subject: Subject)] {
        nib.scenes.compactMap { scene in scene.viewController.flatMap { $0.isViewLoaded ? ("scene \(scene.id)", .controller($0)) : nil } }
            + nib.topLevelViews.enumerated().map { ("top-level view \($0.offset)", .view($0.element)) }
    }

    /// Archives the subject, writes and reads the XML, loads it, and returns the graphs of
    /// the original and of the copy.
    private func roundTrip(_ subject: Subject, registry: DesignableRegistry) throws -> (ViewGraph, ViewGraph) {
        switch subject {
        case .view(let view):
            let data = ViewArchiver.document(for: view, registry: registry).xmlData()
            let nib = try InterfaceBuilderLoader.load(data: data, file: "Archived.xib", registry: registry)
            let copy = try XCTUnwrap(nib.topLevelViews.first)
            return (ViewGraph(view, registry: registry), ViewGraph(copy, registry: registry))
        case .controller(let controller):
            let data = ViewArchiver.document(for: controller, registry: registry).xmlData()
            let nib = try InterfaceBuilderLoader.load(data: data, file: "Archived.storyboard", registry: registry)
            // The controller owns its layout guides, which constraints hold weakly.
            return try withExtendedLifetime(nib) {
                (ViewGraph(controller.view, registry: registry), ViewGraph(try XCTUnwrap(nib.sceneRootViews.first), registry: registry))
            }
        }
    }

    func testEveryCorpusDocumentsViewsArchiveAndLoadAgainToTheSameGraph() throws {
        let folder = try ViewCorpus.folder()
        let files = ViewCorpus.documents(in: folder)
        XCTAssertFalse(files.isEmpty, "no documents in \(folder.path)")
        var totals = (files: 0, subjects: 0, views: 0, constraints: 0)
        for url in files {
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            // Nothing registered: the corpus's classes are user code and load as their UIKit classes.
            let registry = DesignableRegistry()
            let nib = try InterfaceBuilderLoader.load(contentsOf: url, registry: registry)
            var views = 0, constraints = 0
            let subjects = subjects(of: nib)
            for (what, subject) in subjects {
                let (original, copy) = try roundTrip(subject, registry: registry)
                if let difference = original.firstDifference(from: copy) {
                    XCTFail("\(name), \(what): the archive loads differently: \(difference)")
                }
                views += original.counts.views
                constraints += original.counts.constraints
            }
            print("\(name): \(subjects.count) roots, \(views) views, \(constraints) constraints round-trip")
            totals.files += 1
            totals.subjects += subjects.count
            totals.views += views
            totals.constraints += constraints
        }
        print("view round trip: \(totals.files) documents, \(totals.subjects) roots, \(totals.views) views, \(totals.constraints) constraints")
    }

    func testARegisteredDesignableWithInspectablesSubviewsAndConstraintsRoundTrips() throws {
        let registry = DesignableRegistry()
        registry.register(StarView.self, make: StarView.init(frame:)) {
            $0.inspectable("starColor", \.starColor).inspectable("points", \.points).inspectable("title", \.title)
              .inspectable("shadowOffset", \.shadowOffset)
        }
        let nib = try FixtureDocuments.load("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0" y="0" width="200" height="120"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="star" customClass="StarView">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="points"><integer key="value" value="7"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="color" keyPath="starColor"><color key="value" red="1" green="0.2" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="title" value="Seven"/>
                            <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset"><size key="value" width="1" height="2"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="70" y="10" width="120" height="100"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="One" lineBreakMode="tailTruncation" id="one">
                                <rect key="frame" x="0" y="0" width="40" height="47"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                            </label>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Two" id="two">
                                <rect key="frame" x="0" y="53" width="120" height="47"/>
                                <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <fontDescription key="fontDescription" name="DejaVuSans-Bold" family="DejaVu Sans" pointSize="14"/>
                            </textView>
                        </subviews>
                    </stackView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="star" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="k1"/>
                    <constraint firstItem="star" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="2" identifier="star top" id="k2"/>
                    <constraint firstItem="star" firstAttribute="width" secondItem="star" secondAttribute="height" multiplier="16:9" id="k3"/>
                    <constraint firstItem="star" firstAttribute="height" relation="greaterThanOrEqual" constant="50" priority="750" id="k4"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="star" secondAttribute="trailing" constant="10" id="k5"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="10" id="k6"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k7"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" multiplier="1/2" constant="10" id="k8"/>
                </constraints>
            </view>
            """, registry: registry)
        let root = try XCTUnwrap(nib.view(withID: "root"))
        let (original, copy) = try roundTrip(.view(root), registry: registry)
        XCTAssertNil(original.firstDifference(from: copy))
        XCTAssertEqual(original.counts.constraints, 8)
        XCTAssertEqual(original.counts.inspectables, 4)
        XCTAssertTrue(original.constraints.contains { $0.hasSuffix("star top") }, "the inspector's identifier survives")

        let object = ViewArchiver.object(for: root, registry: registry)
        XCTAssertEqual(object.installedConstraints.map(\.id), ["k1", "dsg-0b-j01-c1", "k3", "k4", "k5", "k6", "k7", "k8"])
        XCTAssertEqual(object.constraints[1].otherAttributes["identifier"], "star top")
        XCTAssertEqual(object.constraints[2].multiplier.value, 16.0 / 9.0)
        XCTAssertEqual(object.constraints[3].relation, .greaterThanOrEqual)
        XCTAssertEqual(object.constraints[3].priority, 750)
        XCTAssertEqual(object.layoutGuides.map(\.kind), [.safeArea])
        let star = object.subviews[0]
        XCTAssertEqual(star.customClass, "StarView")
        XCTAssertEqual(Set(star.runtimeAttributes.map(\.keyPath)), ["points", "starColor", "title", "shadowOffset", "layer.cornerRadius"])
        XCTAssertEqual(star.attributes["translatesAutoresizingMaskIntoConstraints"], "NO")
    }

    func testTheViewGraphReportsTheFirstDifferenceWithItsPath() throws {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = UILabel(frame: a.bounds)
        label.text = "A"
        a.addSubview(label)
        let registry = DesignableRegistry()
        let before = ViewGraph(a, registry: registry)
        label.text = "B"
        let renamed = ViewGraph(a, registry: registry)
        XCTAssertEqual(before.firstDifference(from: renamed), "root/0<UILabel>.text: A ≠ B")
        label.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let constrained = ViewGraph(a, registry: registry)
        XCTAssertEqual(renamed.firstDifference(from: constrained),
                       "root/0<UILabel>.constraints: 0 ≠ 1: [\"root/0.width == nil.notAnAttribute ×1.0 +10.0 @1000.0 -\"]")
    }
}

/// The shared corpus of real documents, for the tests of this target.
enum ViewCorpus {
    static func folder() throws -> URL { try SharedCorpus.interfaceBuilderFolder() }

    static func documents(in folder: URL) -> [URL] { SharedCorpus.documents(in: folder) }
}
