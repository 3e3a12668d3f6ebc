import Foundation

extension Snapshotting where Value == Data, Format == Data {
    /// Compares bytes exactly, in a reference file without an extension, as swift-snapshot-testing does.
    ///
    /// ```swift
    /// assertSnapshot(of: Data([0xDE, 0xAD, 0xBE, 0xEF]), as: .data)   // __Snapshots__/…/testBytes.1
    /// ```
    public static var data: Snapshotting {
        Snapshotting(pathExtension: nil, diffing: .data)
    }
}

extension Diffing where Value == Data {
    /// Bytes compared exactly; a failure gives both sizes and the first differing offset.
    public static var data: Diffing {
        Diffing(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let offset = zip(reference, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? Swift.min(reference.count, actual.count)
            return ("\(actual.count) bytes do not match the reference's \(reference.count); they first differ at byte \(offset).",
                    [SnapshotAttachment(name: "reference.bin", data: reference), SnapshotAttachment(name: "actual.bin", data: actual)])
        }
    }
}
