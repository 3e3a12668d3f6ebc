import XCTest

/// An XCTest case that can catch its own failures, to assert on them.
///
/// Corelibs XCTest has no `XCTExpectFailure`, and IssueReporting's `withExpectedIssue` is not
/// available under XCTest on Linux, but every XCTest failure, including those IssueReporting
/// raises through `XCTFail`, passes through `recordFailure`, which a subclass may override.
open class CapturingTestCase: XCTestCase {
    public struct CapturedFailure: Equatable {
        public var description: String
        public var file: String
        public var line: Int
    }

    private var captured: [CapturedFailure]?

    /// Runs `body` and returns the failures it recorded instead of failing the test with them.
    public func capturingFailures(_ body: () -> Void) -> [CapturedFailure] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override open func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured!.append(CapturedFailure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
