import DesignableReview
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A review server running in the test process on a free port, and requests to it with
/// whatever headers a test needs, forged ones included.
struct RunningReview {
    let session: ReviewSession
    let url: URL
    let task: Task<Void, any Error>

    /// Starts serving `session`; returns once the server listens.
    static func start(_ session: ReviewSession) async throws -> RunningReview {
        let (addresses, continuation) = AsyncStream.makeStream(of: URL.self)
        let task = Task { try await ReviewServer.run(session, stopOnSignals: false) { continuation.yield($0) } }
        for await url in addresses { return RunningReview(session: session, url: url, task: task) }
        throw CancellationError()
    }

    /// Stops the server as the page's Done does, and waits for it.
    func stop() async {
        session.end()
        _ = await task.result
    }

    var port: Int { url.port ?? 0 }
    var token: String { session.requestGuard.token }

    /// The status and body of one request; `headers` replace the client's own (Host included).
    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: path, relativeTo: url)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0.utf8) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// A POST as the page sends it: its token, JSON.
    func post(_ path: String, _ body: String, headers: [String: String] = [:]) async throws -> (status: Int, body: String) {
        let own = ["X-Designable-Review-Token": token, "Content-Type": "application/json", "Origin": "http://127.0.0.1:\(port)"]
        return try await send("POST", path, headers: own.merging(headers) { $1 }, body: body)
    }
}
