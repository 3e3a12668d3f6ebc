/// Why one snapshot assertion failed: the message a person reads, and files that help.
package struct SnapshotFailure: Error {
    package var message: String
    package var attachments: [SnapshotAttachment] = []

    package init(message: String, attachments: [SnapshotAttachment] = []) {
        self.message = message
        self.attachments = attachments
    }
}
