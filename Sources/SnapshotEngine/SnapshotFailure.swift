/// Why one snapshot assertion failed: the message a person reads, and files that help.
struct SnapshotFailure: Error {
    var message: String
    var attachments: [SnapshotAttachment] = []
}
