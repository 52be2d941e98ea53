public import Foundation

/// Parsed definition files kept in a folder, so that a command does not parse every installed
/// app's definitions (YAML, some 450 KB for the demo apps) each time it starts: `hark` keeps them
/// in its data directory's `cache/definitions/`.
///
/// An archive (``DefinitionFile/archived()``) is named by a digest of the definition's path and
/// text and of the cache's ``key`` (the program that wrote it), and is used only when the text it
/// was parsed from is the text asked for, byte for byte, and the key is the same: a definition
/// that changes, or a new build of the program, is parsed again at once. A missing, damaged or
/// unwritable archive is never an error — the text is parsed as it would be without a cache, and
/// its problems are reported as ``DefinitionFile/init(parsing:path:)`` reports them; only files
/// that parse are kept.
public final class DefinitionCache: @unchecked Sendable {
    /// The folder of the archives.
    public let folder: URL
    /// What else the archives depend on besides the definitions' text: an identity of the program
    /// that reads and writes them, so that a build whose model of definition files changed never
    /// reads an older build's archives.
    public let key: String

    private let lock = NSLock()
    private var used: Set<String> = []
    private var wrote = false
    private var counts = (hits: 0, misses: 0)

    public init(folder: URL, key: String) {
        self.folder = folder
        self.key = key
    }

    /// How many definitions were read from archives since the cache was made.
    public var hits: Int { lock.withLock { counts.hits } }
    /// How many definitions were parsed since the cache was made.
    public var misses: Int { lock.withLock { counts.misses } }

    /// The definition file of `text`: read from its archive when the cache holds one for this
    /// text, otherwise parsed, and then kept.
    ///
    /// - Throws: ``DefinitionError``, as ``DefinitionFile/init(parsing:path:)`` does.
    public func definition(parsing text: String, path: String) throws(DefinitionError) -> DefinitionFile {
        let name = archiveName(text: text, path: path)
        let url = folder.appendingPathComponent(name)
        lock.withLock { _ = used.insert(name) }
        if let file = read(url), file.source == text, file.path == path {
            lock.withLock { counts.hits += 1 }
            return file
        }
        let file = try DefinitionFile(parsing: text, path: path)
        lock.withLock {
            counts.misses += 1
            wrote = true
        }
        write(file, to: url)
        return file
    }

    /// Removes the archives no definition asked for since the cache was made — those of
    /// definitions that changed or of apps removed — when anything was parsed: a cache that only
    /// read leaves the folder as it is.
    public func removeUnused() {
        let (used, wrote) = lock.withLock { (self.used, self.wrote) }
        guard wrote, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasSuffix(Self.suffix) && !used.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    static let suffix = ".definition"

    /// The archive's name: a 64-bit FNV-1a digest of the key, the path and the text.
    func archiveName(text: String, path: String) -> String {
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in [key, path, text] {
            for byte in part.utf8 {
                digest = (digest ^ UInt64(byte)) &* 0x0100_0000_01b3
            }
            digest = (digest ^ 0xff) &* 0x0100_0000_01b3
        }
        let hex = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + Self.suffix
    }

    /// What begins every archive this cache writes: its key, on a line of its own.
    private var header: [UInt8] { Array(key.utf8) + [0x0a] }

    /// The file the archive at `url` holds, or `nil` when there is none, it was written by
    /// another key, or it cannot be read.
    private func read(_ url: URL) -> DefinitionFile? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let header = header
        guard data.count > header.count, data.prefix(header.count).elementsEqual(header) else { return nil }
        return try? DefinitionFile(unarchiving: [UInt8](data.dropFirst(header.count)))
    }

    /// Writes the archive whole or not at all: to a file of its own, then renamed into place, so
    /// that another process reading at the same moment sees the old archive or the new one.
    private func write(_ file: DefinitionFile, to url: URL) {
        let bytes = header + file.archived()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}
