import Foundation
import HarkTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `hark serve` node as a process, on a free port, keeping its stores in a shared PostgreSQL
/// database; requests to it over HTTP.
final class ServerNode: Sendable {
    private let server: RunningServer
    /// `http://127.0.0.1:PORT`.
    var base: String { server.base }

    /// Starts `hark serve --port 0` on `dataDirectory` with `--database database`, once it says
    /// where it listens.
    init(dataDirectory: String, database: String) throws {
        // No rate limits: these tests load one user far past them on purpose.
        server = try RunningServer(
            dataDirectory: dataDirectory,
            arguments: ["--database", database, "--requests-per-minute", "0", "--conversations-per-minute", "0", "--refusal-delay", "0"])
    }

    /// Kills the node at once with SIGKILL, as a machine that fails does.
    func kill() async throws {
        server.kill()
        // Gone once its port no longer answers.
        try await Task.sleep(for: .milliseconds(200))
    }

    /// An HTTP response: its status and body as JSON (`nil` when it is not an object).
    struct Response {
        var status: Int
        var body: [String: Any]?
        var text: String

        /// A string field of the body.
        subscript(_ field: String) -> String? { body?[field] as? String }
    }

    /// Sends `method` to `path` with `token` and a JSON `body`.
    func request(_ method: String, _ path: String, token: String, body: [String: Any]? = nil, timeout: TimeInterval = 60) async throws
        -> Response
    {
        var request = URLRequest(url: URL(string: base + path)!, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return Response(
            status: status, body: try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            text: String(decoding: data, as: UTF8.self))
    }

    /// Says `text` in a new conversation, or in conversation `id`.
    func say(_ text: String, in id: String? = nil, token: String, timeout: TimeInterval = 60) async throws -> Response {
        try await request(
            "POST", id.map { "/v1/conversations/\($0)" } ?? "/v1/conversations", token: token, body: ["text": text, "locale": "en"],
            timeout: timeout)
    }

    /// What the user said in conversation `id`, in order.
    func userLines(of id: String, token: String) async throws -> [String] {
        let response = try await request("GET", "/v1/conversations/\(id)", token: token)
        let entries = response.body?["transcript"] as? [[String: Any]] ?? []
        return entries.filter { $0["speaker"] as? String == "user" }.compactMap { $0["text"] as? String }
    }
}
