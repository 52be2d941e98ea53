public import Foundation
public import Hark

/// A folder of its own for one test, created at once and removed with everything in it when the
/// value goes away.
///
/// ```swift
/// let folder = try TemporaryDirectory()
/// let store = try ListStore(dataDirectory: folder.dataDirectory)
/// try folder.write("locales: [en]\n", to: "Broken.intents.yaml")
/// ```
public final class TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates a new empty folder under the system's temporary folder, named after `prefix`.
    public init(prefix: String = "hark-tests") throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder as a path.
    public var path: String { url.path(percentEncoded: false) }

    /// The folder as a Hark data directory: the assistant's database, app containers, installed apps.
    public var dataDirectory: DataDirectory { DataDirectory(url: url) }

    /// The URL of `name` (a relative path) inside the folder.
    public func url(_ name: String) -> URL { url.appending(path: name) }

    /// The path of `name` (a relative path) inside the folder.
    public func path(_ name: String) -> String { url(name).path(percentEncoded: false) }

    /// Writes `text` to `name` inside the folder, creating the folders on the way; returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let file = url(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path(percentEncoded: false)
    }

    /// The text of `name` inside the folder, or `nil` when there is no such file.
    public func read(_ name: String) -> String? {
        try? String(contentsOf: url(name), encoding: .utf8)
    }
}
