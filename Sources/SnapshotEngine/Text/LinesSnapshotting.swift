import Foundation

extension Snapshotting where Value == String, Format == String {
    /// Compares text line by line with a `.txt` reference.
    ///
    /// ```swift
    /// assertSnapshot(of: report.render(), as: .lines)
    /// ```
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Diffing where Value == String {
    /// Stores text as UTF-8 and reports a difference as the changed lines, `−` for the
    /// reference's and `+` for the new ones, with their line numbers.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                return (LineDiff.describe(from: reference, to: actual),
                        [SnapshotAttachment(name: "reference.txt", data: Data(reference.utf8)),
                         SnapshotAttachment(name: "actual.txt", data: Data(actual.utf8))])
            }
        )
    }
}

/// A short, readable account of how one text became another.
enum LineDiff {
    /// At most this many changed lines are listed; the files in the artifacts hold the rest.
    static let limit = 40

    static func describe(from old: String, to new: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        let difference = newLines.difference(from: oldLines)
        var changes: [(line: Int, text: String)] = []
        for change in difference {
            switch change {
            case let .remove(offset, element, _): changes.append((offset, "−\(offset + 1)\t\(element)"))
            case let .insert(offset, element, _): changes.append((offset, "+\(offset + 1)\t\(element)"))
            }
        }
        let removed = difference.removals.count, inserted = difference.insertions.count
        var text = "\(removed) line\(removed == 1 ? "" : "s") removed, \(inserted) added:"
        for change in changes.prefix(limit) { text += "\n" + change.text }
        if changes.count > limit { text += "\n… and \(changes.count - limit) more" }
        return text
    }
}
