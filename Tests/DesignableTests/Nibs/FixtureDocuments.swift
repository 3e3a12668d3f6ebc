import Designable
import Foundation
import InterfaceBuilder
import PNGCodec
import Raster
import XCTest

/// Small documents written for these tests, as Interface Builder writes them.
enum FixtureDocuments {
    /// A XIB whose `<objects>` hold File's Owner then `body`.
    static func xib(_ body: String, ownerClass: String? = nil) -> String {
        let owner = ownerClass.map { " customClass=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)/>
        \(body)
            </objects>
        </document>
        """
    }

    /// Loads a XIB built from `body`.
    static func load(_ body: String, file: String = "Fixture.xib", owner: AnyObject? = nil, ownerClass: String? = nil,
                     strict: Bool = false, registry: DesignableRegistry) throws -> LoadedNib {
        try InterfaceBuilderLoader.load(data: Data(xib(body, ownerClass: ownerClass).utf8), file: file, owner: owner,
                                        strict: strict, registry: registry)
    }

    /// The 1-based line of the first line of `xib(body)` containing `marker`.
    static func line(of marker: String, in body: String, ownerClass: String? = nil) -> Int {
        let lines = xib(body, ownerClass: ownerClass).components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    /// The error loading `body` throws, failing the test when it loads.
    static func loadError(_ body: String, strict: Bool = false, registry: DesignableRegistry,
                          file: StaticString = #filePath, line: UInt = #line) -> NibLoadError? {
        do {
            _ = try load(body, strict: strict, registry: registry)
            XCTFail("the document loaded without error", file: file, line: line)
            return nil
        } catch let error as NibLoadError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }
}

/// A folder of PNGs standing in for a bundle: the app's or a view's own.
enum TestBundles {
    /// A bundle holding `arrow.png`, a 10 × 10 opaque red square.
    static func withArrow() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ib6-bundle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let canvas = try Raster.Canvas(width: 10, height: 10, scale: 1)
        canvas.setFillColor(Raster.Color(red: 1, green: 0, blue: 0))
        canvas.fill(Raster.Rect(x: 0, y: 0, width: 10, height: 10))
        try PNG.write(canvas.bitmap, to: folder.appendingPathComponent("arrow.png"))
        return try XCTUnwrap(Bundle(path: folder.path))
    }
}
