import Foundation
import InterfaceBuilder
import XCTest

/// Damaged documents fail with an ``IBDocumentError`` and nothing else: no crash, no other error type.
final class MangledInputTests: XCTestCase {
    private func assertLoadsOrFailsCleanly(_ bytes: [UInt8], _ what: String) {
        do {
            _ = try IBDocument.load(data: Data(bytes), file: "Mangled.xib")
        } catch is IBDocumentError {
        } catch {
            XCTFail("\(what): \(type(of: error)) instead of IBDocumentError: \(error)")
        }
    }

    func testEveryTruncationOfADocumentFailsCleanly() {
        let bytes = Array(Fixture.card.utf8)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            assertLoadsOrFailsCleanly(Array(bytes[..<length]), "truncated to \(length) bytes")
        }
    }

    func testOverwritingAnyByteWithMarkupFailsCleanly() {
        let bytes = Array(Fixture.twoScenes.utf8)
        // A fixed linear congruential sequence, so failures reproduce.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let replacements = Array("<>\"&=/:1x ".utf8)
        for _ in 0..<400 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var mangled = bytes
            let at = Int((state >> 33) % UInt64(bytes.count))
            mangled[at] = replacements[Int((state >> 20) % UInt64(replacements.count))]
            assertLoadsOrFailsCleanly(mangled, "byte \(at) replaced")
        }
    }
}
