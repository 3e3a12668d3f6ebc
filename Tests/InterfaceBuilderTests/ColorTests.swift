import InterfaceBuilder
import Raster
import XCTest

/// Every colour encoding and colour space, converted to sRGB.
///
/// Reference values were computed independently with Python and NumPy (float64): the
/// matrices from the same published chromaticities, the transfer curves with `**`.
final class ColorTests: XCTestCase {
    private func color(_ attributes: String, resources: String = "") throws -> IBColor {
        let view = try Fixture.view("""
                <view id="vw1">
                    <color key="backgroundColor" \(attributes)/>
                </view>
        """, resources: resources)
        return try XCTUnwrap(view.colors["backgroundColor"])
    }

    private func assertComponents(_ c: IBColor, _ expected: [Double], accuracy: Double = 1e-12,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let got = [c.sRGB.red, c.sRGB.green, c.sRGB.blue, c.sRGB.alpha]
        for (g, e) in zip(got, expected) {
            XCTAssertEqual(g, e, accuracy: accuracy, "got \(got), expected \(expected)", file: file, line: line)
        }
    }

    func testCalibratedWhiteIsAnSRGBGreyUnchanged() throws {
        let c = try color(#"white="0.33333333333333331" alpha="0.5" colorSpace="calibratedWhite""#)
        XCTAssertEqual(c.specification, .white(0.33333333333333331, alpha: 0.5, space: .calibratedWhite))
        assertComponents(c, [1.0 / 3, 1.0 / 3, 1.0 / 3, 0.5])
    }

    func testCustomCalibratedWhiteReadsAsCalibratedWhite() throws {
        let c = try color(#"white="0.25" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite""#)
        XCTAssertEqual(c.specification, .white(0.25, alpha: 1, space: .calibratedWhite))
    }

    func testCalibratedAndDeviceRGBAreReadAsSRGBComponents() throws {
        let calibrated = try color(#"red="0.2" green="0.6" blue="0.0" alpha="1" colorSpace="calibratedRGB""#)
        assertComponents(calibrated, [0.2, 0.6, 0, 1])
        let device = try color(#"red="0.17254902420000001" green="0.4156863093" blue="0.64313727620000005" alpha="0.75" colorSpace="deviceRGB""#)
        assertComponents(device, [0.17254902420000001, 0.4156863093, 0.64313727620000005, 0.75])
    }

    func testSRGBIsUnchanged() throws {
        let c = try color(#"red="0.0" green="0.47843137250000001" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)
        assertComponents(c, [0, 0.47843137250000001, 1, 1])
    }

    func testGamma22GreyIsLinearisedAndReEncodedWithTheSRGBCurve() throws {
        // numpy: enc(0.5 ** 2.2) = 0.5038667822745281; enc(0.2 ** 2.2) = 0.18628479541349616
        assertComponents(try color(#"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#),
                         [0.5038667822745281, 0.5038667822745281, 0.5038667822745281, 1])
        assertComponents(try color(#"white="0.2" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#),
                         [0.18628479541349616, 0.18628479541349616, 0.18628479541349616, 1])
        // The ends are fixed points of both curves.
        assertComponents(try color(#"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#), [1, 1, 1, 1])
        assertComponents(try color(#"white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#), [0, 0, 0, 1])
    }

    func testDisplayP3RedLiesOutsideSRGBAndClampsToSRGBRed() throws {
        let c = try color(#"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        // numpy: [1.0930663624351615, -0.22674197356975373, -0.1501345809371196]
        assertComponents(c, [1.0930663624351615, -0.22674197356975373, -0.1501345809371196, 1])
        XCTAssertEqual(c.color, Color(red: 1, green: 0, blue: 0))
    }

    func testDisplayP3MidValueMatchesTheNumPyReference() throws {
        let c = try color(#"red="0.5" green="0.25" blue="0.75" alpha="0.5" colorSpace="custom" customColorSpace="displayP3""#)
        // numpy: [0.5378318199311267, 0.23213187867192014, 0.7770569099015249]
        assertComponents(c, [0.5378318199311267, 0.23213187867192014, 0.7770569099015249, 0.5])
    }

    func testDisplayP3CorpusColourMatchesTheNumPyReference() throws {
        // The near-white mint from pabsanmez's ReusableButtonStackView.xib.
        let c = try color(#"red="0.96786151139361354" green="1" blue="0.98735778337455338" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        assertComponents(c, [0.9604349016852672, 1.0013217824811877, 0.9867327923373551, 1])
    }

    func testDisplayP3WhiteAndGreysStayNeutral() throws {
        // Both spaces share D65, so equal components are the same grey.
        assertComponents(try color(#"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="displayP3""#),
                         [1, 1, 1, 1])
        assertComponents(try color(#"red="0.4" green="0.4" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="displayP3""#),
                         [0.4, 0.4, 0.4, 1])
    }

    func testSystemColorResolvesThroughTheDocumentsResources() throws {
        let c = try color(#"systemColor="systemGreenColor""#, resources: """
                <systemColor name="systemGreenColor">
                    <color red="0.20392156862745098" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
        """)
        XCTAssertEqual(c.specification, .systemColor("systemGreenColor"))
        assertComponents(c, [0.20392156862745098, 0.7803921568627451, 0.34901960784313724, 1])
    }

    /// Xcode 11's betas wrote a system colour's components beside its name and no resource
    /// (found in a real storyboard of the corpus); the components are the colour.
    func testASystemColorWithInlineComponentsAndNoResourceIsThoseComponents() throws {
        let c = try color(#"systemColor="systemPinkColor" red="1" green="0.1764705882" blue="0.3333333333" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)
        assertComponents(c, [1, 0.1764705882, 0.3333333333, 1])
        let legacy = try color(#"systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor""#)
        assertComponents(legacy, [1, 1, 1, 1])
    }

    func testNamedColourResolvesThroughNamedColorResources() throws {
        let c = try color(#"name="Brand""#, resources: """
                <namedColor name="Brand">
                    <color red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
        """)
        XCTAssertEqual(c.specification, .named("Brand"))
        assertComponents(c, [1, 0.5, 0.25, 1])
    }

    func testCocoaTouchSystemColoursHaveUIKitsValues() throws {
        assertComponents(try color(#"cocoaTouchSystemColor="darkTextColor""#), [0, 0, 0, 1])
        assertComponents(try color(#"cocoaTouchSystemColor="lightTextColor""#), [1, 1, 1, 0.6])
        assertComponents(try color(#"cocoaTouchSystemColor="groupTableViewBackgroundColor""#),
                         [239.0 / 255, 239.0 / 255, 244.0 / 255, 1])
    }

    func testAlphaDefaultsToOpaque() throws {
        assertComponents(try color(#"white="0.5" colorSpace="calibratedWhite""#), [0.5, 0.5, 0.5, 1])
    }
}
