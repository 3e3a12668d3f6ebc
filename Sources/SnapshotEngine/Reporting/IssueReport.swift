import Foundation
import IssueReporting
import Testing

/// Sends a failure to whichever test framework is running, at the assertion's location.
///
/// `reportIssue` (pointfreeco's IssueReporting) reaches XCTest and Swift Testing alike. Under
/// Swift Testing the attachments are also recorded on the test, so they show up in Xcode's and
/// other runners' reports next to the failure.
package enum IssueReport {
    package static func report(_ failure: SnapshotFailure, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        reportIssue(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
        // Attachments outside a Swift Testing test have nowhere to go.
        guard Test.current != nil else { return }
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        for attachment in failure.attachments {
            Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: location)
        }
    }
}
