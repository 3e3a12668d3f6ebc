import Designable
import Foundation
import InterfaceBuilder
import PNGCodec
import TestSupport
import XCTest

/// The corpus's nib-backed designables (mbogh/NibDesignable, paulhyunkim/NibDesignables-Demo)
/// load their own nibs from their project's folder, inside their storyboards, with File's
/// Owner's outlets and attributes reaching the owner. The corpus is not in the repository, so
/// the tests skip when it is absent.
final class NibCorpusTests: XCTestCase {
    private func project(_ name: String) throws -> Bundle {
        let folder = try SharedCorpus.interfaceBuilderProject(name)
        guard let bundle = Bundle(path: folder.path) else { throw XCTSkip("\(folder.path) is not a folder a Bundle can open") }
        return bundle
    }

    private func loadStoryboard(in bundle: Bundle) throws -> LoadedNib {
        let url = bundle.bundleURL.appendingPathComponent("Main.storyboard")
        return try CorpusNibs.$bundle.withValue(bundle) {
            try InterfaceBuilderLoader.load(contentsOf: url, registry: CorpusNibs.registry)
        }
    }

    /// Writes a screen to a temporary folder, to be looked at.
    private func write(_ view: UIView, as name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-nib-corpus")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNG.write(ViewRenderer.render(view, scale: 1), to: folder.appendingPathComponent("\(name).png"))
    }

    func testNibDesignablesProfileAvatarViewLoadsItsNibInsideTheStoryboard() throws {
        let bundle = try project("mbogh__NibDesignable")
        let nib = try loadStoryboard(in: bundle)
        let avatar = try XCTUnwrap(nib.view(withID: "P71-5v-Q4z") as? ProfileAvatarView)
        XCTAssertNil(avatar.loadError)
        XCTAssertEqual(avatar.name, "John Appleseed", "the storyboard's runtime attribute reached the nib's label")
        XCTAssertTrue(avatar.nameLabel.isDescendant(of: avatar) && avatar.profileImageView.isDescendant(of: avatar))
        XCTAssertEqual(nib.report.countsByKind, [.missingImage: 1], "only the Donkey image, which the corpus does not hold")

        let root = try XCTUnwrap(nib.sceneRootViews.first)
        root.layoutIfNeeded()
        XCTAssertEqual(avatar.subviews.first?.frame, avatar.bounds, "the nib's root view is pinned edge to edge")
        XCTAssertEqual(avatar.nameLabel.frame.maxY, avatar.bounds.height - 10, accuracy: 0.5, "the nib's own constraints")
        try write(root, as: "NibDesignable-Main")
    }

    func testLightBulbViewTakesFilesOwnersAttributeAndTheStoryboardsOnTop() throws {
        let bundle = try project("paulhyunkim__NibDesignables-Demo")
        let nib = try loadStoryboard(in: bundle)
        let bulb = try XCTUnwrap(nib.view(withID: "iJI-DZ-bwd") as? LightBulbView)
        XCTAssertNil(bulb.loadError)
        XCTAssertEqual(bulb.cornerRadius, 10, "File's Owner's runtime attribute in LightBulbView.xib")
        XCTAssertFalse(bulb.state)
        let bulbView = try XCTUnwrap(bulb.bulbView)
        XCTAssertTrue(bulbView.isDescendant(of: bulb))
        XCTAssertEqual(bulbView.backgroundColor, bulb.offColor, "the storyboard's offColor, set after the nib loaded")
        try write(try XCTUnwrap(nib.sceneRootViews.first), as: "NibDesignables-LightBulb")
    }

    func testPokerViewsNibHoldsANumberPadDesignableOfItsOwn() throws {
        let bundle = try project("paulhyunkim__NibDesignables-Demo")
        let nib = try loadStoryboard(in: bundle)
        let poker = try XCTUnwrap(nib.view(withID: "QdT-Se-u4a") as? PokerView)
        XCTAssertNil(poker.loadError)
        let pad = try XCTUnwrap(poker.numberPadView, "File's Owner's outlet to the nested designable")
        XCTAssertTrue(pad.isDescendant(of: poker))
        XCTAssertEqual(pad.buttons.map { $0.title(for: .normal) }, ["0", "1", "2", "3", "5", "8", "13", "21"],
                       "PokerView.xib's runtime attributes on the number pad inside it")
        XCTAssertEqual(poker.selectedNumberLabel.text, "0")
        XCTAssertEqual(nib.report.countsByKind[.unknownKey], nil)
        let screen = try XCTUnwrap(nib.scenes.first { $0.rootView?.subviews.contains(poker) ?? false }?.rootView)
        try write(screen, as: "NibDesignables-Poker")
    }

    func testEveryNibBackedViewOfTheCorpusLoadsItsNibWhenMadeInCode() throws {
        let projects = [("mbogh__NibDesignable", [ProfileAvatarView.self]),
                        ("paulhyunkim__NibDesignables-Demo", [LightBulbView.self, PokerView.self])] as [(String, [CorpusNibView.Type])]
        for (name, classes) in projects {
            let bundle = try project(name)
            for type in classes {
                let made = CorpusNibs.$bundle.withValue(bundle) {
                    CorpusNibs.registry.designableClass(for: type)!.make(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
                }
                let view = try XCTUnwrap(made as? CorpusNibView)
                XCTAssertNil(view.loadError, "\(type)")
                XCTAssertEqual(view.subviews.count, 1, "\(type): the nib's root view")
            }
        }
    }
}
