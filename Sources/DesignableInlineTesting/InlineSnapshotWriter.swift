import Foundation
import Locking
import SnapshotEngine

/// Writes recorded inline snapshots into their test files, at once and under a lock, and keeps
/// a journal of the lines each write moved.
///
/// A test's `#line` is the line when the test was built. Once a snapshot is written into the
/// file, the calls below it sit on other lines. swift-snapshot-testing writes every snapshot at
/// the process's exit and matches calls by their built lines, so when `swift test` runs XCTest
/// and Swift Testing one after the other over the same file, the second run's snapshots find
/// no call and are lost. Here each write appends "lines after L moved by D" to a journal kept
/// beside the system's temporary files, and a later write, in this process or another, maps
/// its built line through every entry made since the test binary was built.
enum InlineSnapshotWriter {
    /// One write's movement of lines.
    struct Shift: Codable, Equatable {
        /// When the write happened, in seconds since 1970.
        var time: Double
        /// Lines after this one (1-based, in the file as it was before the write) moved.
        var afterLine: Int
        var delta: Int
    }

    /// When the test binary was built; tests replace it to act as a later build.
    @TaskLocal static var buildTime: Double? = nil

    /// Writes `text` as the snapshot of the call built at `line`:`column` of `file`.
    static func write(_ text: String?, file: String, line: Int, column: Int,
                      descriptor: InlineSnapshotSyntaxDescriptor) throws {
        let journal = journalURL(for: file)
        try AtomicFile.withLock(journal.appendingPathExtension("lock")) {
            let shifts = readJournal(journal).filter { $0.time >= builtAt() }
            let current = mapped(line, through: shifts)
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let edit = try InlineSnapshotRewriter.rewrite(source, line: current, column: column, text: text, descriptor: descriptor)
            guard edit.source != source else { return }
            try AtomicFile.write(Data(edit.source.utf8), to: URL(fileURLWithPath: file))
            if edit.delta != 0 {
                let shift = Shift(time: Date().timeIntervalSince1970, afterLine: edit.afterLine, delta: edit.delta)
                try AtomicFile.append(String(decoding: try JSONEncoder().encode(shift), as: UTF8.self) + "\n", to: journal.path)
            }
        }
    }

    /// `line` in the file as it is now: moved by each shift, in order, that happened below it.
    static func mapped(_ line: Int, through shifts: [Shift]) -> Int {
        shifts.reduce(line) { line, shift in line > shift.afterLine ? line + shift.delta : line }
    }

    /// The journal of `file`: one per source file, named by a hash of its path.
    static func journalURL(for file: String) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in file.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("designable-inline-snapshots", isDirectory: true)
            .appendingPathComponent("\(name)-\(String(hash, radix: 16)).journal")
    }

    static func readJournal(_ url: URL) -> [Shift] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Shift.self, from: Data($0.utf8)) }
    }

    /// When the binary holding this code (the test binary, which links it statically) was
    /// last written: journal entries older than that were already compiled in.
    static func builtAt() -> Double {
        if let buildTime { return buildTime }
        return executableTime.withLock { cached in
            if let cached { return cached }
            var time = Date().timeIntervalSince1970
            // SwiftPM links this library into the test executable, so the executable's time is the build's.
            let executable = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : CommandLine.arguments.first ?? ""
            if let attributes = try? FileManager.default.attributesOfItem(atPath: executable),
               let modified = attributes[.modificationDate] as? Date {
                time = modified.timeIntervalSince1970
            }
            cached = time
            return time
        }
    }

    private static let executableTime = Locked<Double?>(nil)
}
