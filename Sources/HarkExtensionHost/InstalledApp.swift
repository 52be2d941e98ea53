public import Foundation
public import Hark
public import HarkExtensionKit

/// An app installed in a data directory: what its extension said of itself, where it runs and
/// how it is confined. Kept as `apps/<identifier>/app.json`.
public struct InstalledApp: Sendable, Hashable, Codable {
    /// Where the extension runs.
    public enum Location: Sendable, Hashable, Codable {
        /// An executable the assistant starts, copied into `apps/<identifier>/`.
        case executable(path: String)
        /// A web service the assistant calls, signing each request.
        case url(URL)
    }

    /// How an executable is confined.
    public enum Sandbox: String, Sendable, Hashable, Codable {
        /// Landlock, through `hark-sandbox`: its container, its executable and the system's libraries.
        case landlock
        /// Not confined at all: the user said so at install (`--unsandboxed`).
        case none
    }

    /// What the extension said when it was described.
    public var description: ExtensionDescription
    /// Where it runs.
    public var location: Location
    /// Where it was installed from: the executable or package path, or the URL.
    public var source: String
    /// How it is confined (executables only).
    public var sandbox: Sandbox
    /// When it was installed or last updated.
    public var installedAt: Date
    /// Whether Hark installed it by itself in a new data directory (the demo apps).
    public var isDefault: Bool
    /// The source executable's size and modification time when it was installed, so that a
    /// default app is updated when its build changes.
    public var sourceStamp: String?
    /// The secret requests to a web service are signed with (``RequestSignature``).
    public var secret: String?

    public init(
        description: ExtensionDescription, location: Location, source: String, sandbox: Sandbox,
        installedAt: Date = Date(), isDefault: Bool = false, sourceStamp: String? = nil, secret: String? = nil
    ) {
        self.secret = secret
        self.description = description
        self.location = location
        self.source = source
        self.sandbox = sandbox
        self.installedAt = installedAt
        self.isDefault = isDefault
        self.sourceStamp = sourceStamp
    }

    /// The app's manifest.
    public var manifest: AppManifest { description.manifest }
    /// The app's identifier.
    public var identifier: String { manifest.identifier }
    /// The extension's version.
    public var version: String { description.version }

    /// Where it runs, as `hark apps` says it.
    public var whereItRuns: String {
        switch location {
        case .executable(let path):
            switch sandbox {
            case .landlock: "process \(path), sandboxed (Landlock: its container read-write; its executable and system libraries read-only)"
            case .none: "process \(path), NOT sandboxed (installed with --unsandboxed)"
            }
        case .url(let url): "web service \(url.absoluteString), requests signed"
        }
    }

    /// Whether `name` names this app: its identifier, display name or an alternative name, ignoring case.
    public func isNamed(_ name: String) -> Bool {
        let wanted = name.lowercased()
        return identifier.lowercased() == wanted || manifest.displayName.lowercased() == wanted
            || manifest.alternativeNames.contains { $0.name.lowercased() == wanted }
    }
}
