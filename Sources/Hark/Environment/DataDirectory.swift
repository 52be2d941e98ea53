public import Foundation

/// Where Hark and its apps keep their data: `--data-dir`, else `$HARK_DATA_DIR`, else
/// `~/.local/share/hark`.
///
/// Each app group gets a container under it, `containers/<group>/`, shared by an app and its
/// extension and by nothing else; Hark's own database sits at the top.
public struct DataDirectory: Sendable, Hashable, CustomStringConvertible {
    /// The directory itself.
    public let url: URL

    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// The data directory a command should use: `explicit` when given, else `$HARK_DATA_DIR`,
    /// else `~/.local/share/hark`.
    public static func resolve(
        _ explicit: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DataDirectory {
        if let explicit, !explicit.isEmpty {
            return DataDirectory(url: URL(fileURLWithPath: (explicit as NSString).expandingTildeInPath))
        }
        if let fromEnvironment = environment["HARK_DATA_DIR"], !fromEnvironment.isEmpty {
            return DataDirectory(url: URL(fileURLWithPath: (fromEnvironment as NSString).expandingTildeInPath))
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return DataDirectory(url: home.appendingPathComponent(".local/share/hark"))
    }

    /// The container of app group `group` (`group.com.app-o-mat.listomat`), not yet created.
    ///
    /// - Throws: ``HarkError`` when `group` could name a path outside the containers folder.
    public func container(forGroup group: String) throws(HarkError) -> AppGroupContainer {
        try AppGroupContainer(group: group, in: self)
    }

    /// The container of app group `group` for `user`, not yet created: the default user's is
    /// `containers/<group>/`, another user's `users/<user>/containers/<group>/`, so that one
    /// user's data is never in another's folder.
    ///
    /// - Throws: ``HarkError`` when `group` or `user` could name a path outside the data directory.
    public func container(forGroup group: String, user: String) throws(HarkError) -> AppGroupContainer {
        if user == HandlerContext.defaultUser { return try container(forGroup: group) }
        guard Self.isSafeName(user) else {
            throw HarkError(
                code: .invalidAppGroup,
                message: "'\(user)' cannot name a user's folder (letters, digits, '.', '-', '_' and '@' only)"
            )
        }
        let root = DataDirectory(url: url.appendingPathComponent("users").appendingPathComponent(user))
        return try AppGroupContainer(group: group, in: root)
    }

    /// Whether `name` is safe as one path component: letters, digits, `.`, `-`, `_` and `@`, and
    /// not `.` or `..`.
    static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.utf8.count <= 200
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-@".unicodeScalars.contains($0))
            }
    }

    public var description: String { url.path }
}

/// The folder an app and its extension share (`containers/<group>/` in the data directory), as an
/// app group container is on Apple's platforms.
public struct AppGroupContainer: Sendable, Hashable, CustomStringConvertible {
    /// The app group's identifier: `group.com.app-o-mat.listomat`.
    public let group: String
    /// The container's folder.
    public let url: URL

    /// The container of `group` at `url`, as an extension is told where its container is.
    public init(group: String, url: URL) {
        self.group = group
        self.url = url.standardizedFileURL
    }

    /// The container of `group` inside `dataDirectory`.
    ///
    /// - Throws: ``HarkError`` with code `invalidAppGroup` unless `group` is made of letters,
    ///   digits, `.`, `-` and `_` and is not `.` or `..`.
    public init(group: String, in dataDirectory: DataDirectory) throws(HarkError) {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        guard !group.isEmpty, group != ".", group != "..", group.allSatisfy(allowed.contains) else {
            throw HarkError(
                code: .invalidAppGroup,
                message: "'\(group)' is not an app group identifier (letters, digits, '.', '-' and '_' only)"
            )
        }
        self.group = group
        self.url = dataDirectory.url.appendingPathComponent("containers").appendingPathComponent(group)
    }

    /// Creates the container's folder (and the data directory) if they do not exist yet.
    ///
    /// - Throws: ``HarkError`` with code `unwritableDataDirectory`, naming the path.
    @discardableResult
    public func create() throws(HarkError) -> URL {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw HarkError(
                code: .unwritableDataDirectory,
                message: "cannot create the app group container \(url.path): \(error.localizedDescription)"
            )
        }
        return url
    }

    public var description: String { url.path }
}
