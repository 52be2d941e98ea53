public import Foundation
public import Hark
import Synchronization

/// The apps installed in a data directory: one folder each under `apps/`, holding the app's
/// record (`app.json`) and, for an executable, its copy of the executable.
public struct AppRegistry: Sendable {
    /// The data directory.
    public let dataDirectory: DataDirectory

    public init(dataDirectory: DataDirectory) {
        self.dataDirectory = dataDirectory
    }

    /// The `apps/` folder.
    public var folder: URL { dataDirectory.url.appendingPathComponent("apps") }

    /// Whether apps were ever installed here (a new data directory has no `apps/` folder).
    public var exists: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// The folder of the app `identifier`.
    public func folder(of identifier: String) -> URL {
        folder.appendingPathComponent(identifier)
    }

    /// Every installed app, in the order they were installed.
    ///
    /// - Throws: ``ExtensionHostError`` naming a record that cannot be read.
    public func installedApps() throws(ExtensionHostError) -> [InstalledApp] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            return []
        }
        var apps: [InstalledApp] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let record = folder.appendingPathComponent(name).appendingPathComponent("app.json")
            guard let stamp = RecordStamp(of: record) else { continue }
            if let app = Self.decoded.withLock({ $0[record.path].flatMap { $0.stamp == stamp ? $0.app : nil } }) {
                apps.append(app)
                continue
            }
            do {
                let app = try Self.decoder.decode(InstalledApp.self, from: Data(contentsOf: record))
                Self.decoded.withLock { $0[record.path] = (stamp, app) }
                apps.append(app)
            } catch {
                throw ExtensionHostError(
                    code: .unusableDataDirectory,
                    message: "\(record.path): not an app record (\(error)); remove the folder or reinstall the app"
                )
            }
        }
        return apps.sorted { ($0.installedAt, $0.identifier) < ($1.installedAt, $1.identifier) }
    }

    /// The installed app `name` names: its identifier, display name or an alternative name.
    ///
    /// - Throws: ``ExtensionHostError`` listing the installed apps when none matches.
    public func app(named name: String) throws(ExtensionHostError) -> InstalledApp {
        let apps = try installedApps()
        if let app = apps.first(where: { $0.isNamed(name) }) { return app }
        let installed = apps.map { "\($0.manifest.displayName) (\($0.identifier))" }.joined(separator: ", ")
        throw ExtensionHostError(
            code: .unknownApp, message: "no installed app is called '\(name)'; installed: \(installed.isEmpty ? "none" : installed)")
    }

    /// Writes `app`'s record, replacing the old one in one step; only the owner may read it (it
    /// may hold a secret).
    public func save(_ app: InstalledApp) throws(ExtensionHostError) {
        let folder = folder(of: app.identifier)
        let record = folder.appendingPathComponent("app.json")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".app.json.\(UUID().uuidString)")
            guard
                FileManager.default.createFile(
                    atPath: temporary.path, contents: try Self.encoder.encode(app), attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteUnknown)
            }
            if rename(temporary.path, record.path) != 0 { throw CocoaError(.fileWriteUnknown) }
        } catch {
            throw ExtensionHostError(code: .unusableDataDirectory, message: "cannot write \(record.path): \(error)")
        }
    }

    /// Removes the app `identifier`: its record and its executable. Its users' containers stay,
    /// as an app's data outlives a reinstall.
    public func remove(_ identifier: String) throws(ExtensionHostError) {
        do {
            try FileManager.default.removeItem(at: folder(of: identifier))
        } catch {
            throw ExtensionHostError(code: .unusableDataDirectory, message: "cannot remove \(folder(of: identifier).path): \(error)")
        }
    }

    /// The records this process decoded, by path, with the file they were read from: a record
    /// (several hundred kilobytes of JSON with its definitions) is decoded again only when its
    /// file was replaced or changed, as ``save(_:)`` replaces it.
    private static let decoded = Mutex<[String: (stamp: RecordStamp, app: InstalledApp)]>([:])

    /// Which file a path names and how it was last written: its inode, size and modification time.
    private struct RecordStamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        init?(of url: URL) {
            var status = stat()
            guard stat(url.path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            seconds = Int(status.st_mtim.tv_sec)
            nanoseconds = Int(status.st_mtim.tv_nsec)
        }
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
