import Foundation

/// Which requests the review server answers: only a page it served itself, on this machine.
///
/// The server listens on 127.0.0.1, but any web page the user has open can still send requests
/// there, and a DNS-rebinding page can even make them look same-origin. So every request must
/// name this server in `Host` (127.0.0.1 or localhost, on its port); a request carrying an
/// `Origin` must come from this server's origin; and a request that changes anything (POST)
/// must also carry the per-run token, which only the page served here knows, as JSON (a
/// content type a cross-origin form cannot send without a CORS preflight, which is refused).
package struct ReviewGuard: Sendable {
    /// The secret the page sends back with every POST in ``tokenHeader``.
    package var token: String
    /// The port the server listens on.
    package var port: Int

    /// The header that carries ``token``.
    package static let tokenHeader = "X-Designable-Review-Token"

    /// A guard for a server on `port` with a fresh random token.
    package init(port: Int, token: String = ReviewGuard.freshToken()) {
        self.port = port
        self.token = token
    }

    /// 32 random hexadecimal digits (128 bits) from the system's generator.
    package static func freshToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The request as the guard sees it: its method and the headers it judges.
    package struct Request: Sendable {
        package var method: String
        package var host: String?
        package var origin: String?
        package var token: String?
        package var contentType: String?

        package init(method: String, host: String?, origin: String? = nil, token: String? = nil, contentType: String? = nil) {
            self.method = method
            self.host = host
            self.origin = origin
            self.token = token
            self.contentType = contentType
        }
    }

    /// Why `request` is refused, or `nil` when it may be answered.
    package func refusal(of request: Request) -> String? {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.host?.lowercased(), hosts.contains(host) else {
            return "Host \(request.host.map { "\"\($0)\"" } ?? "missing"): this server answers only \(hosts.joined(separator: " or "))"
        }
        if let origin = request.origin {
            let origins = hosts.map { "http://" + $0 }
            guard origins.contains(origin.lowercased()) else {
                return "Origin \"\(origin)\": this server answers only pages it served (\(origins.joined(separator: " or ")))"
            }
        }
        guard request.method != "GET", request.method != "HEAD" else { return nil }
        guard let given = request.token, Self.constantTimeEquals(given, token) else {
            return "missing or wrong \(Self.tokenHeader): changes are accepted only from the page this run served"
        }
        guard request.contentType?.lowercased().hasPrefix("application/json") == true else {
            return "Content-Type \(request.contentType.map { "\"\($0)\"" } ?? "missing"): expected application/json"
        }
        return nil
    }

    /// Compares every byte whatever the first difference, so timing does not reveal the token.
    private static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
