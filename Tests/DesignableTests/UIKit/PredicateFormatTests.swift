import Foundation
@testable import Designable
import XCTest

/// `NSPredicate(format:)` for the string comparisons view code validates input with, which
/// Linux's Foundation does not parse.
final class PredicateFormatTests: XCTestCase {
    /// The validation pattern of form fields: an e-mail regular expression matched against the text.
    func testMatchesIsARegularExpressionOverTheWholeString() {
        let email = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let test = NSPredicate(format: "SELF MATCHES %@", email)
        XCTAssertTrue(test.evaluate(with: "ann@example.com"))
        XCTAssertFalse(test.evaluate(with: "ann@example"))
        XCTAssertFalse(test.evaluate(with: "see ann@example.com"), "the whole string must match, as ICU's MATCHES does")
        XCTAssertFalse(test.evaluate(with: nil))
        XCTAssertFalse(test.evaluate(with: 42), "only strings are compared")
        XCTAssertTrue(NSPredicate(format: "SELF MATCHES %@", "a|ab").evaluate(with: "ab"), "an alternation that matches the whole string")
        XCTAssertTrue(NSPredicate(format: "self matches[c] %@", "[a-z]+").evaluate(with: "ABC"), "keywords in any case; [c] ignores case")
        XCTAssertTrue(NSPredicate(format: "SELF MATCHES %@", "[0-9]{4}").evaluate(with: "2026" as NSString))
    }

    func testTheStringOperatorsAndTheirOptions() {
        XCTAssertTrue(NSPredicate(format: "SELF BEGINSWITH 'Des'").evaluate(with: "Designable"))
        XCTAssertFalse(NSPredicate(format: "SELF BEGINSWITH 'des'").evaluate(with: "Designable"))
        XCTAssertTrue(NSPredicate(format: "SELF BEGINSWITH[c] 'des'").evaluate(with: "Designable"))
        XCTAssertTrue(NSPredicate(format: "SELF ENDSWITH \"able\"").evaluate(with: "Designable"))
        XCTAssertTrue(NSPredicate(format: "SELF CONTAINS[cd] %@", "CAFE").evaluate(with: "un café noir"))
        XCTAssertFalse(NSPredicate(format: "SELF CONTAINS[c] %@", "CAFE").evaluate(with: "un café noir"), "accents count without [d]")
        XCTAssertTrue(NSPredicate(format: "SELF LIKE 'f?o*'").evaluate(with: "foobar"))
        XCTAssertFalse(NSPredicate(format: "SELF LIKE 'f?o*'").evaluate(with: "fobar"))
        XCTAssertTrue(NSPredicate(format: "SELF LIKE 'a.b'").evaluate(with: "a.b"), "only * and ? are wildcards")
        XCTAssertFalse(NSPredicate(format: "SELF LIKE 'a.b'").evaluate(with: "axb"))
        XCTAssertTrue(NSPredicate(format: "SELF == %@", "x").evaluate(with: "x"))
        XCTAssertTrue(NSPredicate(format: "SELF != 'x'").evaluate(with: "y"))
        XCTAssertTrue(NSPredicate(format: "SELF <> 'x'").evaluate(with: "y"))
        XCTAssertTrue(NSPredicate(format: "SELF =[c] 'X'").evaluate(with: "x"))
    }

    func testFormatsOutsideTheSubsetAreRejectedWithAReason() {
        func reason(_ format: String, _ arguments: [CVarArg] = []) -> String? {
            do { _ = try PredicateFormat(format, arguments: arguments); return nil } catch { return "\(error)" }
        }
        XCTAssertEqual(reason("name == 'x'")?.contains("comparisons of SELF"), true)
        XCTAssertEqual(reason("SELF IN %@", ["a"])?.contains("expected one of MATCHES"), true)
        XCTAssertEqual(reason("SELF MATCHES %@"), "%@ has no argument")
        XCTAssertEqual(reason("SELF MATCHES[x] 'a'"), "unknown option 'x': expected c or d")
        XCTAssertEqual(reason("SELF MATCHES x"), "expected %@ or a quoted string after MATCHES, found \"x\"")
        XCTAssertNotNil(reason("SELF MATCHES '('"), "a broken regular expression")
    }
}
