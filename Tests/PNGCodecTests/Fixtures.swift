import Foundation
import XCTest

/// The PNGs written by scripts/make_png_fixtures.py, which builds them with Python's zlib and
/// struct alone, so these tests check the decoder against files libpng did not produce.
enum Fixture {
    static func url(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures"),
                      "missing fixture \(name).png; run scripts/make_png_fixtures.py", file: file, line: line)
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name)))
    }
}
