import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle

/// The review page's HTTP server, on Hummingbird: 127.0.0.1 only, every request through
/// ``ReviewGuard``.
///
/// | Route | What |
/// |---|---|
/// | `GET /` | the page, with this run's token |
/// | `GET /review.js`, `/review.css` | its script and styles |
/// | `GET /api/failures` | the failures, as ``ReviewItem``s |
/// | `GET /api/image?failure=NAME&file=FILE` | a PNG the failure lists, and nothing else |
/// | `POST /api/accept`, `/api/reject` | `{"names": [...]}` |
/// | `POST /api/done` | prints the summary and stops the server |
package enum ReviewServer {
    /// Serves `session` on `port` (0 picks a free one) until the page says it is done, the task
    /// is cancelled, or, with `stopOnSignals`, Ctrl-C or SIGTERM arrives.
    ///
    /// - Parameter listening: called once with the page's URL when the server accepts connections.
    package static func run(_ session: ReviewSession, port: Int = 0, stopOnSignals: Bool = true,
                            listening: @escaping @Sendable (URL) -> Void) async throws {
        // Only problems: the command prints the address itself.
        var logger = Logger(label: "designable-review")
        logger.logLevel = .warning
        let app = Application(
            router: router(session),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                session.listening(on: channel.localAddress?.port ?? port)
                listening(session.url)
            },
            logger: logger)
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [app],
            gracefulShutdownSignals: stopOnSignals ? [.sigterm, .sigint] : [],
            logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { group in
            // A signal ends the server, and with it the session.
            group.addTask {
                defer { session.end() }
                try await services.run()
            }
            // The page's "done" shuts the server down as Ctrl-C does: open requests finish first.
            group.addTask {
                await session.waitUntilDone()
                await services.triggerGracefulShutdown()
            }
            try await group.waitForAll()
        }
    }

    private struct Names: Decodable { var names: [String] }

    static func router(_ session: ReviewSession) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: GuardMiddleware(session: session))
        router.get("/") { _, _ in
            let html = try page("review.html").replacingOccurrences(of: "{{TOKEN}}", with: session.requestGuard.token)
            return response(Data(html.utf8), type: "text/html; charset=utf-8")
        }
        // Browsers ask for it unprompted; an empty answer keeps the page's console clean.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/review.js") { _, _ in response(Data(try page("review.js").utf8), type: "text/javascript; charset=utf-8") }
        router.get("/review.css") { _, _ in response(Data(try page("review.css").utf8), type: "text/css; charset=utf-8") }
        router.get("/api/failures") { _, _ in
            let (items, damaged) = try session.items()
            return try json(Listing(items: items, damaged: damaged, artifacts: session.folder.root.path,
                                    package: session.packageRoot.path))
        }
        router.get("/api/image") { request, _ in
            let query = request.uri.queryParameters
            guard let name = query["failure"].map(String.init), let file = query["file"].map(String.init),
                  file.hasSuffix(".png"), let url = try session.artifact(name, file), let data = FileManager.default.contents(atPath: url.path)
            else { throw HTTPError(.notFound, message: "No such image among the failures' listed files.") }
            return response(data, type: "image/png")
        }
        router.post("/api/accept") { request, context in
            let names = try await request.decode(as: Names.self, context: context).names
            return try json(try session.accept(names))
        }
        router.post("/api/reject") { request, context in
            let names = try await request.decode(as: Names.self, context: context).names
            return try json(["rejected": session.reject(names)])
        }
        router.post("/api/done") { _, _ in
            let summary = try session.summary()
            FileHandle.standardOutput.write(Data((summary + "\n").utf8))
            // Ends the session now: the shutdown it starts is graceful, so this response, still
            // in flight, is written before the server stops.
            session.end()
            return try json(["summary": summary])
        }
        return router
    }

    private struct Listing: Encodable {
        var items: [ReviewItem]
        var damaged: [String]
        var artifacts: String
        var package: String
    }

    /// A file of the page, from the module's resources.
    private static func page(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw HTTPError(.internalServerError, message: "The page's \(name) is missing from the build.")
        }
        return text
    }

    private static func json(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return response(try encoder.encode(value), type: "application/json")
    }

    /// Never cached, never framed (the page's buttons must not be clicked through another
    /// site's frame), and no script but the page's own.
    private static func response(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("Content-Security-Policy")!] = "default-src 'self'; img-src 'self'; frame-ancestors 'none'"
        headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Refuses, with 403 and the reason, what ``ReviewGuard`` refuses.
    private struct GuardMiddleware: RouterMiddleware {
        typealias Context = BasicRequestContext
        let session: ReviewSession

        func handle(_ request: Request, context: Context,
                    next: (Request, Context) async throws -> Response) async throws -> Response {
            let seen = ReviewGuard.Request(
                method: request.method.rawValue, host: request.head.authority, origin: request.headers[.origin],
                token: request.headers[HTTPField.Name(ReviewGuard.tokenHeader)!], contentType: request.headers[.contentType])
            if let reason = session.requestGuard.refusal(of: seen) {
                throw HTTPError(.forbidden, message: "Refused: \(reason).")
            }
            return try await next(request, context)
        }
    }
}
