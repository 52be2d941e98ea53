public import Foundation
import GRDB
public import Hark
public import HarkAssistant
import Synchronization

/// Hark's own database, `hark.sqlite` at the top of the data directory: conversations,
/// authorizations, vocabulary, donations and phrases for every user, and the server's users, in
/// SQLite with write-ahead logging so that several processes (the command line, the server) read
/// while one writes.
///
/// Opening never changes a database it cannot read: a file that is not a Hark database, or one
/// written by a newer Hark, is refused with a ``StoreError`` naming the path.
///
/// Durability: write-ahead logging with `synchronous = NORMAL`. A committed transaction survives
/// the process being killed at any moment (it is in the log, which SQLite replays on the next
/// open); a power cut or an operating-system crash may lose the last transactions committed
/// before it, never the database's consistency. The log is synced at checkpoints, not at every
/// commit: one turn costs one write transaction and no sync of its own (docs/Decisions.md).
public final class HarkDatabase: Sendable {
    /// The database file.
    public let url: URL
    let pool: DatabasePool
    /// Rows of JSON this process last read or wrote, decoded.
    let decoded = DecodedJSONCache()
    private let committed = Atomic<Int>(0)

    /// How many write transactions this handle has committed since it was opened: the measure
    /// of "one transaction per turn".
    public var writeTransactions: Int { committed.load(ordering: .relaxed) }

    /// SQLite's `synchronous` setting of the connections (`1`, NORMAL).
    public func synchronousSetting() async throws(StoreError) -> Int {
        try await read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
    }

    /// The file name inside the data directory.
    public static let fileName = "hark.sqlite"

    /// Opens (creating it if needed) the database of `dataDirectory`.
    public convenience init(dataDirectory: DataDirectory) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(at: dataDirectory.url, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                code: .unwritable, path: dataDirectory.url.path,
                message: "cannot create the data directory: \(error.localizedDescription)"
            )
        }
        try self.init(url: dataDirectory.url.appendingPathComponent(Self.fileName))
    }

    /// Opens (creating it if needed) the database at `url`.
    public init(url: URL) throws(StoreError) {
        self.url = url
        let path = url.path
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "hark"
        configuration.prepareDatabase { db in
            // Stated here rather than left to a default: see the type's durability note.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            if FileManager.default.fileExists(atPath: path) {
                try Self.checkHeader(of: url)
            }
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.failure(error, path: path, code: .unreadable, "cannot open the database")
        }
        do {
            let superseded = try pool.read { db in try Self.migrator.hasBeenSuperseded(db) }
            if superseded {
                throw StoreError(
                    code: .newerVersion, path: path,
                    message: "the database was written by a newer version of Hark; it was left as it is"
                )
            }
            try Self.migrator.migrate(pool)
        } catch let error as StoreError {
            throw error
        } catch {
            if let full = Self.diskFull(error, path: path, "cannot open the database") { throw full }
            throw StoreError(
                code: .unreadable, path: path,
                message: "the database is damaged or not Hark's: \(Self.describe(error)); it was left as it is")
        }
    }

    /// Refuses a file that does not start like an SQLite database, before SQLite touches it.
    private static func checkHeader(of url: URL) throws(StoreError) {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw StoreError(code: .unreadable, path: url.path, message: "cannot read the database: \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        guard header.isEmpty || header == Data("SQLite format 3\0".utf8) else {
            throw StoreError(
                code: .unreadable, path: url.path,
                message: "the file is not an SQLite database; it was left as it is"
            )
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error)" }
        return "\(error)"
    }

    /// `error` as a ``StoreError`` about the file at `path`: ``StoreError/Code/diskFull`` when it
    /// comes from the disk having no room, else `code`.
    static func failure(_ error: any Error, path: String, code: StoreError.Code, _ problem: String) -> StoreError {
        diskFull(error, path: path, problem)
            ?? StoreError(code: code, path: path, message: "\(problem): \(describe(error))")
    }

    /// A ``StoreError/Code/diskFull`` when `error` is SQLite failing for want of room: "database
    /// or disk is full", or an I/O error (growing the shared-memory file, writing the log) while
    /// the file system holding `path` has less than 1 MiB free. A transaction that failed so was
    /// rolled back, and a database that could not open was not touched: nothing was written to
    /// the file (an app may have done its part of the turn before).
    static func diskFull(_ error: any Error, path: String, _ problem: String) -> StoreError? {
        guard let error = error as? DatabaseError,
            error.resultCode == .SQLITE_FULL || error.resultCode == .SQLITE_IOERR
        else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let free = (try? FileManager.default.attributesOfFileSystem(forPath: folder))?[.systemFreeSize] as? NSNumber
        guard error.resultCode == .SQLITE_FULL || (free.map { $0.int64Value < 1 << 20 } ?? false) else { return nil }
        let room = free.map { " (\($0.int64Value / 1024) KiB free)" } ?? ""
        return StoreError(
            code: .diskFull, path: path,
            message: "\(problem): the disk is full\(room); nothing was written to it — make room and try again"
        )
    }

    /// The schema, one migration per change; never edit a registered migration.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "conversation") { table in
                table.column("user", .text).notNull()
                table.column("id", .text).notNull()
                table.column("updatedAt", .double).notNull()
                table.column("json", .blob).notNull()
                table.primaryKey(["user", "id"])
            }
            try db.create(index: "conversation_updatedAt", on: "conversation", columns: ["updatedAt"])
            try db.create(table: "authorization") { table in
                table.column("user", .text).notNull()
                table.column("app", .text).notNull()
                table.column("status", .text).notNull()
                table.primaryKey(["user", "app"])
            }
            try db.create(table: "vocabulary") { table in
                table.column("user", .text).notNull()
                table.column("app", .text).notNull()
                table.column("kind", .text).notNull()
                table.column("json", .blob).notNull()
                table.primaryKey(["user", "app", "kind"])
            }
        }
        migrator.registerMigration("shortcuts") { db in
            // Donations in the order they were kept; each row's JSON is the whole `Donation`, the
            // other columns are what queries and deletions select by.
            try db.create(table: "donation") { table in
                table.autoIncrementedPrimaryKey("seq")
                table.column("id", .text).notNull().unique()
                table.column("user", .text).notNull()
                table.column("app", .text).notNull()
                table.column("date", .double).notNull()
                table.column("identifier", .text)
                table.column("groupIdentifier", .text)
                table.column("json", .blob).notNull()
            }
            try db.create(index: "donation_user_app", on: "donation", columns: ["user", "app", "date"])
            // Phrases in the order they were added; no two of a user read alike (`key`).
            try db.create(table: "phrase") { table in
                table.autoIncrementedPrimaryKey("seq")
                table.column("user", .text).notNull()
                table.column("id", .text).notNull()
                table.column("key", .text).notNull()
                table.column("json", .blob).notNull()
                table.uniqueKey(["user", "id"])
                table.uniqueKey(["user", "key"])
            }
        }
        migrator.registerMigration("users") { db in
            try db.create(table: "user") { table in
                table.column("name", .text).notNull().primaryKey()
                table.column("tokenDigest", .blob).notNull().unique()
                table.column("createdAt", .double).notNull()
            }
        }
        migrator.registerMigration("tokenExpiry") { db in
            // When a token stops working; NULL for one that works until it is replaced.
            try db.alter(table: "user") { table in
                table.add(column: "expiresAt", .double)
            }
        }
        return migrator
    }()

    /// Runs `body` in a write transaction, turning database errors into ``StoreError``.
    ///
    /// The transaction runs on the calling thread, which waits for the writer connection: a
    /// hand-off to the connection's own queue and back costs more than a whole turn's writes
    /// (see "Store calls run on the caller's thread" in docs/Decisions.md).
    func write<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(StoreError) -> T {
        do {
            let result = try Self.writeHere(pool, body)
            committed.add(1, ordering: .relaxed)
            return result
        } catch {
            throw storeError(error, code: .unwritable, "cannot write")
        }
    }

    /// Runs `body` on a consistent snapshot (a read transaction on one of the pool's reader
    /// connections, on the calling thread), turning database errors into ``StoreError``.
    func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(StoreError) -> T {
        do {
            return try Self.readHere(pool, body)
        } catch {
            throw storeError(error, code: .unreadable, "cannot read")
        }
    }

    // Synchronous on purpose: from a synchronous function, the pool's synchronous methods are the
    // ones called.
    private static func writeHere<T>(_ pool: DatabasePool, _ body: (Database) throws -> T) throws -> T {
        try pool.write(body)
    }

    private static func readHere<T>(_ pool: DatabasePool, _ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }

    /// `error` as a ``StoreError`` about this file: a ``DamagedRecord`` names the record, any
    /// other error is `code`.
    private func storeError(_ error: any Error, code: StoreError.Code, _ problem: String) -> StoreError {
        if let damaged = error as? DamagedRecord {
            return StoreError(code: .damagedRecord, path: url.path, message: "\(damaged.record) does not decode: \(damaged.reason)")
        }
        return Self.failure(error, path: url.path, code: code, problem)
    }
}
