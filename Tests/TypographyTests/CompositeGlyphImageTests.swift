import SnapshotEngine
import XCTest
@testable import Typography

/// Composite glyphs: DejaVu builds "é" and "Å" from a base letter and an accent glyph,
/// placed by offsets in the `glyf` table. The first line uses those precomposed characters;
/// the second spells the same letters with combining marks, which layout composes into the
/// same glyphs. Both lines look alike, accents centred over their letters and clear of the
/// capitals.
final class CompositeGlyphImageTests: XCTestCase {
    func testPrecomposedAndCombiningAccents() throws {
        let text = "é É å Å\ne\u{301} E\u{301} a\u{30A} A\u{30A}"
        let image = try TextImage.render(text, attributes: TextAttributes(font: TextImage.font(32)), scale: 2, baselines: true)
        assertSnapshot(of: image, as: .image, named: "e-acute-and-a-ring")
    }
}
