import Foundation
import TestSupport
import XCTest

/// Declaring an inspectable of a type Interface Builder cannot inspect is a compile error with
/// a message that says so. Only the compiler can show that, so the test type-checks a small
/// registration against the modules this build just produced.
final class InspectableTypeCompileTests: XCTestCase {
    func testTypesInterfaceBuilderCannotInspectAreCompileErrorsThatSaySo() throws {
        let source = """
            import Designable
            import Foundation

            enum Mode { case on, off }

            final class Card: UIView {
                var mode = Mode.on
                var weights: [Int] = []
                var insets = UIEdgeInsets.zero
                var tilt = CGAffineTransform.identity
                var radius: CGFloat = 0
                var accent: UIColor? = nil
            }

            func declare() {
                DesignableRegistry.register(Card.self, make: Card.init(frame:)) {
                    $0.inspectable("radius", \\.radius)        // line 17: fine
                    $0.inspectable("accent", \\.accent)        // line 18: fine
                    $0.inspectable("mode", \\.mode)            // line 19: an enum
                    $0.inspectable("weights", \\.weights)      // line 20: an array
                    $0.inspectable("insets", \\.insets)        // line 21: UIEdgeInsets
                    $0.inspectable("tilt", \\.tilt)            // line 22: CGAffineTransform
                }
            }
            """
        let errors = try SwiftCompiler.typeCheck(source).split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.map { $0.split(separator: ":")[1] }, ["19", "20", "21", "22"], errors.joined(separator: "\n"))
        for error in errors {
            XCTAssertTrue(error.contains("Interface Builder cannot inspect this type: an @IBInspectable must be Bool, Int, Double, CGFloat, Float, String, UIColor, UIImage, CGPoint, CGSize, CGRect or an optional of one"),
                          String(error))
        }
    }
}
