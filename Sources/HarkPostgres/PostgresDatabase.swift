public import Foundation
public import Hark
public import HarkAssistant
public import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// Hark's stores on a PostgreSQL database that several `hark serve` nodes share: conversations,
/// authorizations, vocabulary, donations, phrases and the server's users, in tables whose names
/// start with `hark_`.
///
/// ```swift
/// func serve() async throws {
///     let database = try await PostgresDatabase(url: "postgres://hark@db.internal/hark")
///     let conversations = PostgresConversationStore(database: database)
///     _ = conversations
///     await database.close()
/// }
/// ```
///
/// Opening connects once, checks the schema and brings it up to date, one node at a time (an
/// advisory lock): a database whose schema a newer Hark wrote is refused with a ``StoreError``
/// `newerVersion` and left as it is, and a server that cannot be reached is refused with one
/// that names it (the URL without its password).
///
/// Two pools of connections: one for the stores' statements (``maximumConnections``) and one that
/// holds the turns' advisory locks (``maximumLockConnections``), so that turns waiting for a lock
/// never starve the turns that hold one of the connections they need.
///
/// Durability is PostgreSQL's: a write is acknowledged when its transaction committed, with the
/// server's `synchronous_commit` (on by default: flushed to the log on disk).
public final class PostgresDatabase: Sendable {
    /// The database, as its URL without the password: what errors name.
    public let location: String
    let client: PostgresClient
    let lockClient: PostgresClient
    let logger: Logger
    private let running: Task<Void, Never>

    /// The most connections the stores' statements use at once.
    public static let maximumConnections = 16
    /// The most connections that hold turns' locks at once: as many turns of different
    /// conversations run at once in one process.
    public static let maximumLockConnections = 16

    /// Connects to the database `url` names (`postgres://user:password@host:port/database`, with
    /// `?sslmode=disable`, `prefer` (the default) or `require`) and brings its schema up to date.
    ///
    /// - Throws: ``StoreError`` naming the database: `unreadable` when the URL is malformed, the
    ///   server cannot be reached or refuses the user; `newerVersion` when a newer Hark wrote the
    ///   schema.
    public init(url: String, logger: Logger = Logger(label: "hark.postgres", factory: { _ in SwiftLogNoOpLogHandler() }))
        async throws(StoreError)
    {
        let address = try PostgresAddress(url: url)
        location = address.location
        self.logger = logger
        try await Self.migrate(address, logger: logger)

        var configuration = address.clientConfiguration
        configuration.options.maximumConnections = Self.maximumConnections
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        configuration.options.maximumConnections = Self.maximumLockConnections
        let lockClient = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.lockClient = lockClient
        running = Task {
            await withDiscardingTaskGroup { group in
                group.addTask { await client.run() }
                group.addTask { await lockClient.run() }
            }
        }
    }

    /// Closes every connection; the stores on this database cannot be used after it.
    public func close() async {
        running.cancel()
        await running.value
    }

    deinit {
        running.cancel()
    }

    // MARK: Running statements

    /// Runs `body` with the pool, turning the database's failures into ``StoreError``
    /// `unreadable`.
    func reading<T>(_ body: (PostgresClient) async throws -> T) async throws -> T {
        do {
            return try await body(client)
        } catch {
            throw storeError(error, code: .unreadable, "cannot read")
        }
    }

    /// Runs `body` with the pool, turning the database's failures into ``StoreError``
    /// `unwritable`.
    @discardableResult
    func writing<T>(_ body: (PostgresClient) async throws -> T) async throws -> T {
        do {
            return try await body(client)
        } catch {
            throw storeError(error, code: .unwritable, "cannot write")
        }
    }

    /// Runs `body` in one transaction, committed when it returns and rolled back when it throws,
    /// turning the database's failures into ``StoreError`` `unwritable`.
    @discardableResult
    func transaction<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await client.withTransaction(logger: logger) { connection in try await body(connection) }
        } catch {
            throw storeError(error, code: .unwritable, "cannot write")
        }
    }

    /// `error` as the store throws it: an error a store throws on purpose (a ``StoreError``, an
    /// account's or a shortcut's error: any ``CodedError``) as it is, a ``DamagedRecord`` as a
    /// ``StoreError`` naming the record, any other as a ``StoreError`` `code` about this database.
    func storeError(_ error: any Error, code: StoreError.Code, _ problem: String) -> any Error {
        let error = Self.cause(of: error)
        if error is any CodedError { return error }
        if let damaged = error as? DamagedRecord {
            return StoreError(code: .damagedRecord, path: location, message: "\(damaged.record) does not decode: \(damaged.reason)")
        }
        return StoreError(code: code, path: location, message: "\(problem): \(Self.describe(error))")
    }

    /// The error a transaction's body threw, or the one that kept it from beginning or
    /// committing; any other error as it is.
    static func cause(of error: any Error) -> any Error {
        guard let error = error as? PostgresTransactionError else { return error }
        return error.closureError ?? error.beginError ?? error.commitError ?? error.rollbackError ?? error
    }

    /// What went wrong, in the server's words when it said something.
    static func describe(_ error: any Error) -> String {
        guard let error = cause(of: error) as? PSQLError else { return "\(cause(of: error))" }
        if let message = error.serverInfo?[.message] {
            return message
        }
        if let underlying = error.underlying {
            return "\(underlying)"
        }
        return "\(error.code)"
    }

    // MARK: The schema

    /// The schema, one migration per change, each a list of statements; never edit a migration
    /// once released, add one.
    static let migrations: [(name: String, statements: [String])] = [
        (
            "v1",
            [
                """
                CREATE TABLE hark_conversation (
                    user_name text NOT NULL, id text NOT NULL, updated_at double precision NOT NULL, json text NOT NULL,
                    PRIMARY KEY (user_name, id))
                """,
                "CREATE INDEX hark_conversation_updated_at ON hark_conversation (updated_at)",
                """
                CREATE TABLE hark_authorization (
                    user_name text NOT NULL, app text NOT NULL, status text NOT NULL, PRIMARY KEY (user_name, app))
                """,
                """
                CREATE TABLE hark_vocabulary (
                    user_name text NOT NULL, app text NOT NULL, kind text NOT NULL, json text NOT NULL,
                    PRIMARY KEY (user_name, app, kind))
                """,
                """
                CREATE TABLE hark_donation (
                    seq bigserial PRIMARY KEY, id text NOT NULL UNIQUE, user_name text NOT NULL, app text NOT NULL,
                    date double precision NOT NULL, identifier text, group_identifier text, json text NOT NULL)
                """,
                "CREATE INDEX hark_donation_user_app ON hark_donation (user_name, app, date)",
                """
                CREATE TABLE hark_phrase (
                    seq bigserial PRIMARY KEY, user_name text NOT NULL, id text NOT NULL, key text NOT NULL, json text NOT NULL,
                    UNIQUE (user_name, id), UNIQUE (user_name, key))
                """,
                """
                CREATE TABLE hark_user (
                    name text PRIMARY KEY, token_digest bytea NOT NULL UNIQUE, created_at double precision NOT NULL)
                """,
            ]
        ),
        // When a token stops working; NULL for one that works until it is replaced.
        ("tokenExpiry", ["ALTER TABLE hark_user ADD COLUMN expires_at double precision"]),
    ]

    /// The advisory lock that lets one node at a time migrate.
    static let migrationLock: Int64 = 0x4841_524B_0000_0001

    /// Brings the schema of the database at `address` up to date, in one transaction, over a
    /// connection of its own.
    private static func migrate(_ address: PostgresAddress, logger: Logger) async throws(StoreError) {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.any(), configuration: address.connectionConfiguration, id: 0, logger: logger)
        } catch {
            throw StoreError(code: .unreadable, path: address.location, message: "cannot connect: \(describe(error))")
        }
        do {
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
                try await connection.query(
                    "CREATE TABLE IF NOT EXISTS hark_migration (name text PRIMARY KEY, applied_at double precision NOT NULL)",
                    logger: logger)
                let applied = Set(try await connection.query("SELECT name FROM hark_migration", logger: logger).collect(String.self))
                let known = Set(migrations.map(\.name))
                if let unknown = applied.subtracting(known).sorted().first {
                    throw StoreError(
                        code: .newerVersion, path: address.location,
                        message: "the database was written by a newer version of Hark (migration '\(unknown)'); it was left as it is")
                }
                for migration in migrations where !applied.contains(migration.name) {
                    for statement in migration.statements {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                    let now = Date().timeIntervalSince1970
                    try await connection.query(
                        "INSERT INTO hark_migration (name, applied_at) VALUES (\(migration.name), \(now))", logger: logger)
                }
            }
        } catch {
            try? await connection.close()
            if let error = cause(of: error) as? StoreError { throw error }
            throw StoreError(code: .unreadable, path: address.location, message: "cannot bring the schema up to date: \(describe(error))")
        }
        try? await connection.close()
    }
}

/// Where a PostgreSQL database is, read from its URL.
struct PostgresAddress {
    var host: String
    var port: Int
    var username: String
    var password: String?
    var database: String
    var tls: TLSMode

    enum TLSMode: String {
        case disable, prefer, require
    }

    /// The URL without the password: `postgres://user@host:port/database`.
    var location: String { "postgres://\(username)@\(host):\(port)/\(database)" }

    /// Reads `postgres://user:password@host:port/database?sslmode=…` (`postgresql://` too).
    init(url: String) throws(StoreError) {
        func refuse(_ reason: String) -> StoreError {
            // The password never goes into a message.
            var shown = url
            if let components = URLComponents(string: url), components.password != nil {
                var redacted = components
                redacted.password = nil
                shown = redacted.string ?? "the database URL"
            }
            return StoreError(code: .unreadable, path: shown, message: reason)
        }
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            throw refuse("not a database URL; expected postgres://user:password@host:port/database")
        }
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw refuse("'\(scheme)' is not a database Hark can use; expected a postgres:// URL")
        }
        host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw refuse("the port must be between 1 and 65535") }
        username = components.user ?? "postgres"
        password = components.password
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? username : path
        tls = .prefer
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                switch item.value ?? "" {
                case "disable": tls = .disable
                case "allow", "prefer": tls = .prefer
                case "require", "verify-ca", "verify-full": tls = .require
                default: throw refuse("sslmode '\(item.value ?? "")' is not one of disable, prefer or require")
                }
            default:
                throw refuse("the option '\(item.name)' is not known; the only one is sslmode")
            }
        }
    }

    private var clientTLS: PostgresClient.Configuration.TLS {
        switch tls {
        case .disable: .disable
        case .prefer: .prefer(.makeClientConfiguration())
        case .require: .require(.makeClientConfiguration())
        }
    }

    var clientConfiguration: PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: clientTLS)
        configuration.options.connectTimeout = .seconds(10)
        return configuration
    }

    var connectionConfiguration: PostgresConnection.Configuration {
        let connectionTLS: PostgresConnection.Configuration.TLS =
            switch tls {
            case .disable: .disable
            case .prefer: (try? .prefer(.init(configuration: .makeClientConfiguration()))) ?? .disable
            case .require: (try? .require(.init(configuration: .makeClientConfiguration()))) ?? .disable
            }
        return PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: connectionTLS)
    }
}

/// A row that does not decode as its record: which record, and why.
struct DamagedRecord: Error {
    /// "donation '…' of user 'amira'".
    var record: String
    var reason: any Error
}

/// The JSON of a record's `json` column, written as the SQLite store writes it: sorted keys,
/// dates in seconds since 1970.
enum RecordJSON {
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value `json` holds, or ``DamagedRecord`` naming `record`.
    static func decode<Value: Decodable>(_ type: Value.Type, from json: String, record: @autoclosure () -> String) throws -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(type, from: Data(json.utf8))
        } catch {
            throw DamagedRecord(record: record(), reason: error)
        }
    }
}

extension PostgresRowSequence {
    /// Every row's one column, as `type`.
    func collect<T: PostgresDecodable>(_ type: T.Type) async throws -> [T] {
        var values: [T] = []
        for try await value in decode(T.self) {
            values.append(value)
        }
        return values
    }

    /// How many rows there are (a `RETURNING` statement's changes), reading them all.
    func count() async throws -> Int {
        var count = 0
        for try await _ in self {
            count += 1
        }
        return count
    }
}

extension PSQLError {
    /// Whether the server refused a row that would break a unique key (SQLSTATE 23505).
    var isUniqueViolation: Bool {
        serverInfo?[.sqlState] == "23505"
    }
}
