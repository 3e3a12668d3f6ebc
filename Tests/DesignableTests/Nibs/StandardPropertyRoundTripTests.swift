import Foundation
import InterfaceBuilder
import PNGCodec
import Raster
import XCTest
@testable import Designable

/// The table of standard properties is what the archiver writes, what `init?(coder:)` reads
/// and what the design-time path copies: every row, set to a value no fresh view has, must come
/// back from a written and re-read document, and carry over through `copy`.
final class StandardPropertyRoundTripTests: XCTestCase {
    func testEveryStandardPropertyIsWrittenReadAndCopiedThroughADocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standard-property-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pixels = try Bitmap(width: 2, height: 2)
        pixels.fill(PremultipliedRGBA8(r: 200, g: 40, b: 40, a: 255))
        try PNG.write(pixels, to: folder.appendingPathComponent("\(StandardProperty.sampleImageName).png"))
        let bundle = try XCTUnwrap(Bundle(path: folder.path))

        let properties = StandardProperty.all
        XCTAssertGreaterThan(properties.count, 40)
        try UIImage.withAppBundle(bundle) {
            for property in properties {
                let element = try XCTUnwrap(element(for: property.viewClass), "no element for \(property.viewClass)")
                let what = "\(property.name) of \(element)"
                let view = StandardElementClass.freshInstance(of: element)
                let fresh = StandardElementClass.freshInstance(of: element)
                property.sample(view)
                XCTAssertFalse(property.matches(view, fresh), "\(what): the sample must differ from a fresh view's value")

                var object = IBObject(element: element, id: "sample-1")
                property.write(view, fresh, &object)
                XCTAssertTrue(property.isStored(object), "\(what): nothing was written")
                let xml = ViewArchiver.document(holding: object).xmlData()
                let nib = try InterfaceBuilderLoader.load(data: xml, file: "Sample.xib", registry: DesignableRegistry())
                let decoded = try XCTUnwrap(nib.topLevelViews.first, what)
                XCTAssertTrue(property.matches(decoded, view), "\(what): init(coder:) did not read back what was written")

                let target = StandardElementClass.freshInstance(of: element)
                property.copy(view, target)
                XCTAssertTrue(property.matches(target, view), "\(what): copy did not carry the value over")
            }
        }
    }

    func testEveryLayoutAttributeAndRelationHasOneNameEachWay() {
        for ib in IBLayoutAttribute.allCases {
            XCTAssertEqual(LayoutAttributeNames.ibAttribute(LayoutAttributeNames.attribute(ib)), ib)
        }
        XCTAssertEqual(Set(LayoutAttributeNames.attributes.map(\.uikit.rawValue)).count, IBLayoutAttribute.allCases.count)
        XCTAssertNil(LayoutAttributeNames.ibAttribute(.notAnAttribute))
        XCTAssertEqual(LayoutAttributeNames.ibAttribute(.lastBaseline), .baseline)
        XCTAssertEqual(LayoutAttributeNames.ibMarginAttribute(.leading), .leadingMargin)
        XCTAssertEqual(LayoutAttributeNames.ibMarginAttribute(.width), nil)
        for ib in IBLayoutRelation.allCases {
            XCTAssertEqual(LayoutAttributeNames.ibRelation(LayoutAttributeNames.relation(ib)), ib)
        }
    }

    /// The element for the class itself, else the first standard element of a subclass
    /// (a `UIControl` property is tested on a button).
    private func element(for type: UIView.Type) -> String? {
        let exact = StandardElementClass.element(for: type)
        if StandardElementClass.views[exact].map({ ObjectIdentifier($0) == ObjectIdentifier(type) }) == true { return exact }
        return StandardElementClass.views.keys.sorted().first { element in
            var c: AnyClass? = StandardElementClass.views[element]!
            while let current = c, ObjectIdentifier(current) != ObjectIdentifier(type) { c = _getSuperclass(current) }
            return c != nil
        }
    }
}
