public import Foundation

/// A PostgreSQL server for tests: the one `$HARK_TEST_DATABASE_URL` names, else a throw-away
/// cluster that `scripts/postgres` starts for the test process (initdb in a temporary folder, a
/// free port on loopback), stopped and removed once the process ends. Each test takes a
/// database of its own (``freshDatabase()``).
///
/// ```swift
/// func conversationsOnPostgres() async throws {
///     let url = try await PostgresTestServer.shared().freshDatabase()
///     #expect(url.hasPrefix("postgres://"))
/// }
/// ```
///
/// A machine without PostgreSQL is an error that says how to get it, never a test skipped in
/// silence; `HARK_SKIP_POSTGRES=1` skips the tests that need it, on purpose
/// (``isSkipped``).
public struct PostgresTestServer: Sendable {
    /// The server's URL, naming a database the tests may create others from.
    public let url: String

    /// Whether `HARK_SKIP_POSTGRES=1` asks to skip the tests that need PostgreSQL.
    public static var isSkipped: Bool { ProcessInfo.processInfo.environment["HARK_SKIP_POSTGRES"] == "1" }

    /// The server of this test process, started on first use.
    ///
    /// - Throws: ``Unavailable`` saying how to install PostgreSQL or name a server.
    public static func shared() async throws -> PostgresTestServer {
        try await Starter.shared.server().get()
    }

    /// Starts the server once, whoever asks first; the others wait without holding a thread.
    private actor Starter {
        static let shared = Starter()
        private var started: Task<Result<PostgresTestServer, Unavailable>, Never>?

        func server() async -> Result<PostgresTestServer, Unavailable> {
            if let started { return await started.value }
            let task = Task { await PostgresTestServer.start() }
            started = task
            return await task.value
        }
    }

    private static func start() async -> Result<PostgresTestServer, Unavailable> {
        if let url = ProcessInfo.processInfo.environment["HARK_TEST_DATABASE_URL"], !url.isEmpty {
            return .success(PostgresTestServer(url: url))
        }
        let script = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../scripts/postgres").standardized
        guard FileManager.default.isExecutableFile(atPath: script.path(percentEncoded: false)) else {
            return .failure(Unavailable(reason: "\(script.path(percentEncoded: false)) is missing; set HARK_TEST_DATABASE_URL"))
        }
        do {
            let result = try await BuiltExecutable(url: script).finish(["start", "--watch", "\(ProcessInfo.processInfo.processIdentifier)"])
            guard result.status == 0 else { return .failure(Unavailable(reason: result.error)) }
            let prefix = "export HARK_TEST_DATABASE_URL="
            guard let line = result.lines.first(where: { $0.hasPrefix(prefix) }) else {
                return .failure(Unavailable(reason: "scripts/postgres did not name its server: \(result.output)"))
            }
            return .success(PostgresTestServer(url: String(line.dropFirst(prefix.count))))
        } catch {
            return .failure(Unavailable(reason: "cannot run scripts/postgres: \(error)"))
        }
    }

    /// A new empty database on the server, named after `prefix` and a random suffix; its URL.
    public func freshDatabase(prefix: String = "hark_test") async throws -> String {
        guard var components = URLComponents(string: url) else { throw Unavailable(reason: "'\(url)' is not a database URL") }
        let name = "\(prefix)_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16))"
        try await psql("CREATE DATABASE \(name)")
        components.path = "/\(name)"
        return components.string ?? url
    }

    /// Runs `sql` on the server's own database with `psql`.
    @discardableResult
    public func psql(_ sql: String, database: String? = nil) async throws -> String {
        var target = url
        if let database, var components = URLComponents(string: url) {
            components.path = "/\(database)"
            target = components.string ?? url
        }
        let psql = ["/usr/bin/psql", "/usr/local/bin/psql"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "psql"
        let result = try await BuiltExecutable(url: URL(filePath: psql)).finish([
            "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", target, "-c", sql,
        ])
        guard result.status == 0 else {
            throw Unavailable(reason: "psql could not run '\(sql)': \(result.error)")
        }
        return result.output
    }

    /// Why there is no PostgreSQL server for the tests, and how to get one.
    public struct Unavailable: Error, CustomStringConvertible {
        public var reason: String
        public var description: String {
            """
            no PostgreSQL server for the tests: \(reason.trimmingCharacters(in: .whitespacesAndNewlines))
            Install one (apt-get install postgresql), or set HARK_TEST_DATABASE_URL to a server's URL; \
            HARK_SKIP_POSTGRES=1 skips these tests on purpose.
            """
        }
    }
}
