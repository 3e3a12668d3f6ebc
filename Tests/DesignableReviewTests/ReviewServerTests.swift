import DesignableReview
import Foundation
import PNGCodec
import Raster
import XCTest
@testable import SnapshotEngine

/// The review server over real HTTP: what it serves, what it refuses, and that Accept writes
/// the reference as `designable accept` does.
final class ReviewServerTests: XCTestCase {
    private var fixture: ReviewFixture!
    private var server: RunningReview!

    override func setUp() async throws {
        fixture = try ReviewFixture()
        XCTAssertEqual(fixture.failAll().filter { $0 != nil }.count, 3, "three snapshots changed")
        let session = ReviewSession(folder: SnapshotArtifactsFolder(fixture.artifacts, packageRoot: fixture.root),
                                    packageRoot: fixture.root, environment: [:])
        server = try await RunningReview.start(session)
    }

    override func tearDown() async throws {
        await server?.stop()
        fixture?.remove()
    }

    private func referenceBytes() throws -> [Data] {
        try ReviewFixture.names.map { try Data(contentsOf: fixture.reference($0)) }
    }

    func testItListensOnLoopbackAndServesThePageWithThisRunsToken() async throws {
        XCTAssertEqual(server.url.host, "127.0.0.1")
        XCTAssertNotEqual(server.port, 0, "a free port was picked")
        let page = try await server.send("GET", "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<meta name=\"review-token\" content=\"\(server.token)\">"), page.body)
        XCTAssertEqual(server.token.count, 32)

        let listing = try await server.send("GET", "/api/failures")
        XCTAssertEqual(listing.status, 200)
        struct Listing: Decodable { var items: [ReviewItem] }
        let items = try JSONDecoder().decode(Listing.self, from: Data(listing.body.utf8)).items
        XCTAssertEqual(items.map(\.name), ReviewFixture.names.map(ReviewFixture.failure))
        let badge = try XCTUnwrap(items.first)
        XCTAssertEqual(badge.test, "testTile()")
        XCTAssertEqual(badge.reference, "__Snapshots__/ReviewFixture/testTile.badge.png")
        XCTAssertTrue(badge.location?.hasPrefix("Tests/DesignableReviewTests/ReviewFixture.swift:") == true, "\(badge.location ?? "nil")")
        XCTAssertEqual(badge.panels, [ReviewItem.Panel(path: "", actual: "actual.png", diff: "diff.png", accepted: true)])
        XCTAssertTrue(badge.figures.contains { $0.contains("pixels differ") }, "\(badge.figures)")
        XCTAssertNil(badge.refusal)

        let png = try await server.send("GET", "/api/image?failure=\(ReviewFixture.failure("badge"))&file=actual.png")
        XCTAssertEqual(png.status, 200)
    }

    func testRequestsFromOtherOriginsOrWithoutTheTokenAreRefused() async throws {
        let before = try referenceBytes()
        let body = #"{"names":["\#(ReviewFixture.failure("badge"))"]}"#
        let forged: [(String, [String: String])] = [
            ("another site's page", ["Origin": "http://evil.example"]),
            ("another port on this machine", ["Origin": "http://127.0.0.1:1"]),
            ("a sandboxed frame", ["Origin": "null"]),
            ("a DNS-rebound name", ["Host": "evil.example:\(server.port)"]),
            ("no token", ["X-Designable-Review-Token": ""]),
            ("a wrong token", ["X-Designable-Review-Token": String(server.token.reversed())]),
            ("a form's content type", ["Content-Type": "text/plain"]),
        ]
        for (what, headers) in forged {
            let response = try await server.post("/api/accept", body, headers: headers)
            XCTAssertEqual(response.status, 403, "\(what): \(response.body)")
            XCTAssertTrue(response.body.contains("Refused"), "\(what): \(response.body)")
        }
        let rebound = try await server.send("GET", "/api/failures", headers: ["Host": "evil.example:\(server.port)"])
        XCTAssertEqual(rebound.status, 403, "a rebound page cannot read the list (or the token in the page)")
        let crossOrigin = try await server.send("GET", "/", headers: ["Origin": "http://evil.example"])
        XCTAssertEqual(crossOrigin.status, 403)
        XCTAssertFalse(crossOrigin.body.contains(server.token))
        let stop = try await server.post("/api/done", "{}", headers: ["Origin": "http://evil.example"])
        XCTAssertEqual(stop.status, 403, "nor stop the server")

        XCTAssertEqual(try referenceBytes(), before, "no reference changed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.artifacts.appendingPathComponent("ReviewFixture/testTile.badge/actual.png").path))
        // The same request from the page itself is taken.
        let accepted = try await server.post("/api/accept", body)
        XCTAssertEqual(accepted.status, 200, accepted.body)
        XCTAssertNotEqual(try Data(contentsOf: fixture.reference("badge")), before[0])
    }

    func testPathTraversalIsRefused() async throws {
        let badge = ReviewFixture.failure("badge")
        for query in ["failure=\(badge)&file=../../../../Package.swift", "failure=\(badge)&file=%2e%2e%2f%2e%2e%2fPackage.swift",
                      "failure=\(badge)&file=failure.json", "failure=\(badge)&file=/etc/passwd",
                      "failure=../../..&file=actual.png", "failure=ReviewFixture/../ReviewFixture/testTile.badge&file=actual.png"] {
            let response = try await server.send("GET", "/api/image?" + query)
            XCTAssertEqual(response.status, 404, query)
        }
        // A failure.json naming a reference outside the package, or in it but outside
        // __Snapshots__, is refused, whatever the page sends.
        let outside = fixture.root.deletingLastPathComponent().appendingPathComponent("designable-review-outside-\(UUID().uuidString).png")
        try rewriteReference(of: "card", to: "../" + outside.lastPathComponent)
        try rewriteReference(of: "chip", to: "Sources/chip.png")
        let response = try await server.post("/api/accept", #"{"names":["\#(ReviewFixture.failure("card"))","\#(ReviewFixture.failure("chip"))","../../etc"]}"#)
        XCTAssertEqual(response.status, 200)
        let outcome = try JSONDecoder().decode(ReviewSession.Outcome.self, from: Data(response.body.utf8))
        XCTAssertEqual(outcome.accepted, [])
        XCTAssertEqual(outcome.refused.count, 3, "\(outcome.refused)")
        XCTAssertTrue(outcome.refused.contains { $0.contains("is outside") }, "\(outcome.refused)")
        XCTAssertTrue(outcome.refused.contains { $0.contains("not inside a __Snapshots__ folder") }, "\(outcome.refused)")
        XCTAssertTrue(outcome.refused.contains { $0.hasPrefix("../../etc: no such failure") }, "\(outcome.refused)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("Sources/chip.png").path))
    }

    /// Edits a failure's failure.json as a tampered download might.
    private func rewriteReference(of name: String, to reference: String) throws {
        let url = fixture.artifacts.appendingPathComponent("ReviewFixture/testTile.\(name)/failure.json")
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        object["reference"] = reference
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    func testAcceptWritesTheReferenceAsDesignableAcceptDoesAndRejectWritesNothing() async throws {
        let before = try referenceBytes()
        let accepted = try await server.post("/api/accept", #"{"names":["\#(ReviewFixture.failure("badge"))"]}"#)
        XCTAssertEqual(accepted.status, 200, accepted.body)
        let outcome = try JSONDecoder().decode(ReviewSession.Outcome.self, from: Data(accepted.body.utf8))
        XCTAssertEqual(outcome.accepted, [ReviewFixture.failure("badge")])
        XCTAssertTrue(outcome.lines.first?.hasPrefix("Accepted 1 of 1 failure from ") == true, "\(outcome.lines)")
        let rejected = try await server.post("/api/reject", #"{"names":["\#(ReviewFixture.failure("chip"))"]}"#)
        XCTAssertEqual(rejected.status, 200, rejected.body)

        let changed = ReviewFixture.tile("badge", changed: true)
        let written = try Data(contentsOf: fixture.reference("badge"))
        XCTAssertEqual(try PNG.decode(written), PNG.roundTripped(changed))
        XCTAssertTrue(ReferencePNG.matchesWithoutDecoding(PNG.roundTripped(changed), written), "written as recording writes it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.references.path).sorted(),
                       ReviewFixture.names.map { "testTile.\($0).png" }, "by rename: no temporary file left")
        XCTAssertEqual(try referenceBytes().dropFirst(), before.dropFirst(), "the rejected and the undecided stay")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.artifacts.appendingPathComponent("ReviewFixture/testTile.badge").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.artifacts.appendingPathComponent("ReviewFixture/testTile.chip").path),
                      "a rejected failure keeps its artifacts")
        XCTAssertNil(fixture.verify("badge", changed), "the accepted snapshot passes")
        XCTAssertNotNil(fixture.verify("chip", ReviewFixture.tile("chip", changed: true)), "the rejected one still fails")

        let done = try await server.post("/api/done", "{}")
        XCTAssertEqual(done.status, 200)
        XCTAssertTrue(done.body.contains("Accepted 1, rejected 1, 1 left undecided."), done.body)
        let result = await server.task.result
        XCTAssertNoThrow(try result.get(), "Done stops the server")
    }

    func testTheGuardAcceptsOnlyThisServersHostAndOrigin() {
        let check = ReviewGuard(port: 8123, token: "secret")
        XCTAssertNil(check.refusal(of: .init(method: "GET", host: "127.0.0.1:8123")))
        XCTAssertNil(check.refusal(of: .init(method: "GET", host: "localhost:8123", origin: "http://localhost:8123")))
        XCTAssertNotNil(check.refusal(of: .init(method: "GET", host: "127.0.0.1:8124")), "another port")
        XCTAssertNotNil(check.refusal(of: .init(method: "GET", host: nil)), "no Host")
        XCTAssertNotNil(check.refusal(of: .init(method: "GET", host: "127.0.0.1:8123", origin: "https://127.0.0.1:8123")), "another scheme")
        XCTAssertNil(check.refusal(of: .init(method: "POST", host: "127.0.0.1:8123", token: "secret", contentType: "application/json")))
        XCTAssertNotNil(check.refusal(of: .init(method: "POST", host: "127.0.0.1:8123", token: "secreT", contentType: "application/json")))
        XCTAssertNotEqual(ReviewGuard.freshToken(), ReviewGuard.freshToken())
    }
}
