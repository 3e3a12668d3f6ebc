import DesignableCLI
import Foundation
import Locking
import SnapshotEngine

/// What one `designable review` run is reviewing, and what it decided: the artifacts folder,
/// where references may be written, and the page's token.
///
/// Accepting goes through ``ReferenceAcceptance``, as `designable accept` does: the same
/// refusals, the same atomic write with the recording fingerprint, the same removal of the
/// failure's artifacts and rebuilt `report.html`. The server only adds that a reference in the
/// package must be inside a `__Snapshots__` folder. Rejecting writes nothing: the failure stays
/// in the folder, and the test keeps failing until the view is fixed.
package final class ReviewSession: Sendable {
    package let folder: SnapshotArtifactsFolder
    package let packageRoot: URL
    /// The package, and `SNAPSHOT_REFERENCE_DIR` when set.
    package let roots: [URL]
    private let state: Locked<State>
    private let done: AsyncStream<Void>
    private let finish: AsyncStream<Void>.Continuation

    private struct State {
        var guard_: ReviewGuard
        var accepted: [String] = []
        var rejected: Set<String> = []
    }

    /// A session over `folder` for the package at `packageRoot`.
    package init(folder: SnapshotArtifactsFolder, packageRoot: URL,
                 environment: [String: String] = ProcessInfo.processInfo.environment, token: String = ReviewGuard.freshToken()) {
        self.folder = folder
        self.packageRoot = packageRoot.standardizedFileURL
        roots = ReferenceAcceptance.roots(packageRoot: packageRoot, environment: environment)
        state = Locked(State(guard_: ReviewGuard(port: 0, token: token)))
        let stream = AsyncStream.makeStream(of: Void.self)
        done = stream.stream
        finish = stream.continuation
    }

    /// The guard for the port the server bound.
    package var requestGuard: ReviewGuard { state.withLock { $0.guard_ } }

    /// Called once the server listens.
    package func listening(on port: Int) { state.withLock { $0.guard_.port = port } }

    /// `http://127.0.0.1:<port>/`.
    package var url: URL { URL(string: "http://127.0.0.1:\(requestGuard.port)/")! }

    /// The failures still in the folder, with why any cannot be accepted.
    package func items() throws -> (items: [ReviewItem], damaged: [String]) {
        let contents = try folder.contents()
        let items = contents.failures.map { failure in
            ReviewItem(failure, packageRoot: packageRoot, refusal: refusal(of: failure))
        }
        return (items, contents.damaged.map(\.description))
    }

    /// Why the server will not accept `failure`: the folder's own refusal, or a reference in
    /// the package but outside every `__Snapshots__` folder.
    func refusal(of failure: RecordedSnapshotFailure) -> String? {
        if let reason = folder.refusal(of: failure, within: roots) { return reason }
        let path = failure.reference.standardizedFileURL.path
        let base = packageRoot.path.hasSuffix("/") ? packageRoot.path : packageRoot.path + "/"
        let inOtherRoot = roots.dropFirst().contains { path.hasPrefix($0.standardizedFileURL.path + "/") }
        if path.hasPrefix(base), !inOtherRoot, !path.dropFirst(base.count).split(separator: "/").dropLast().contains("__Snapshots__") {
            return "the reference \(path) is not inside a __Snapshots__ folder; the review server writes only there"
        }
        return nil
    }

    /// The file `file` of the failure named `name`, if that failure lists it: the only files
    /// the server sends. Names come from the folder's own listing, never from joining paths.
    package func artifact(_ name: String, _ file: String) throws -> URL? {
        guard let failure = try folder.contents().failures.first(where: { $0.name == name }),
              failure.files.contains(file), !file.contains("/"), file != "..", file != "." else { return nil }
        return failure.folder.appendingPathComponent(file)
    }

    /// What accepting some failures did, for the page.
    package struct Outcome: Codable, Sendable, Equatable {
        /// The names now accepted.
        package var accepted: [String]
        /// The lines `designable accept` would print.
        package var lines: [String]
        /// The failures refused, with why.
        package var refused: [String]
    }

    /// Accepts the failures named: each one's actual image becomes its reference.
    package func accept(_ names: [String]) throws -> Outcome {
        let failures = try folder.contents().failures
        var refused: [String] = [], chosen: Set<String> = []
        for name in Set(names).sorted() {
            guard let failure = failures.first(where: { $0.name == name }) else {
                refused.append("\(name): no such failure in \(folder.root.path) (accepted already?)")
                continue
            }
            if let reason = refusal(of: failure) { refused.append("\(name): \(reason)") } else { chosen.insert(name) }
        }
        var lines = refused.isEmpty ? [] : ["Refused \(refused.count):"] + refused.map { "  " + $0 }
        guard !chosen.isEmpty else { return Outcome(accepted: [], lines: lines, refused: refused) }
        let outcome = try ReferenceAcceptance.run(folder, named: chosen, within: roots)
        lines = outcome.lines + lines
        let remaining = Set(try folder.contents().failures.map(\.name))
        let accepted = chosen.sorted().filter { !remaining.contains($0) }
        state.withLock { state in
            state.accepted += accepted
            state.rejected.subtract(accepted)
        }
        return Outcome(accepted: accepted, lines: lines, refused: refused + outcome.refused)
    }

    /// Marks the failures named as rejected: nothing is written.
    package func reject(_ names: [String]) -> [String] {
        state.withLock { state in
            let rejected = names.filter { !state.accepted.contains($0) }
            state.rejected.formUnion(rejected)
            return rejected
        }
    }

    /// "Accepted 2, rejected 1, 0 left undecided."
    package func summary() throws -> String {
        let (accepted, rejected) = state.withLock { ($0.accepted, $0.rejected) }
        let left = try folder.contents().failures.filter { !rejected.contains($0.name) }.count
        var text = "Accepted \(accepted.count), rejected \(rejected.count), \(left) left undecided."
        if !rejected.isEmpty {
            text += " Rejected failures keep their artifacts; their tests fail until the views are fixed."
        }
        return text
    }

    /// Ends the session: ``waitUntilDone()`` returns.
    package func end() { finish.finish() }

    /// Returns when the page says it is done, or when the task is cancelled.
    package func waitUntilDone() async {
        for await _ in done {}
    }
}
