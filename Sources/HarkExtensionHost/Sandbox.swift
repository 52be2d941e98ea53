public import Foundation
import Synchronization

/// How an extension executable is confined: Landlock rules applied by `hark-sandbox` before the
/// extension's own code runs, so they hold whatever the extension does.
///
/// The extension may read and write its container (for the user it serves) and `/dev/null`;
/// read and run its own executable, the system's libraries (`/usr`, `/lib`, `/lib64`, `/etc`),
/// the Swift runtime's folder and `/proc` (its runtime reads its threads' entries there); and
/// nothing else — not Hark's database,
/// not another app's container, not the user's home. Every file descriptor but standard input,
/// output and error is closed before it starts.
public struct Sandbox: Sendable, Hashable {
    /// The `hark-sandbox` executable.
    public var launcher: URL

    public init(launcher: URL) {
        self.launcher = launcher
    }

    /// The status `hark-sandbox` exits with when it cannot confine an extension (`EX_CONFIG`).
    public static let refusalStatus: Int32 = 78

    /// `hark-sandbox` beside the running executable (or `$HARK_SANDBOX`), or `nil` when there is none.
    public static func beside(environment: [String: String] = ProcessInfo.processInfo.environment) -> Sandbox? {
        if let path = environment["HARK_SANDBOX"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? Sandbox(launcher: URL(fileURLWithPath: path)) : nil
        }
        for directory in ExecutableLocation.candidateDirectories() {
            let launcher = directory.appendingPathComponent("hark-sandbox")
            if FileManager.default.isExecutableFile(atPath: launcher.path) { return Sandbox(launcher: launcher) }
        }
        return nil
    }

    /// Whether the kernel enforces Landlock here: `nil` when it does, else why not.
    public func unavailability() -> String? {
        Self.availability.withLock { known in
            if let cached = known[launcher.path] { return cached.reason }
            var cached: Availability?
            defer { known[launcher.path] = cached }
            let process = Process()
            process.executableURL = launcher
            process.arguments = ["--check"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                cached = Availability(reason: "\(launcher.path) cannot be run: \(error)")
                return cached?.reason
            }
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            cached = Availability(reason: process.terminationStatus == 0 ? nil : text.trimmingCharacters(in: .whitespacesAndNewlines))
            return cached?.reason
        }
    }

    private struct Availability { var reason: String? }
    /// What each launcher said, by its path: asked once per process.
    private static let availability = Mutex<[String: Availability]>([:])

    /// The launcher's arguments that run `executable` with `arguments`, confined to `container`.
    public func arguments(executable: URL, arguments: [String], container: URL?) -> [String] {
        var rules: [String] = []
        if let container { rules += ["--rw", container.path] }
        rules += ["--dev", "/dev/null", "--ro", "/dev/urandom", "--ro", "/dev/random", "--ro", executable.path]
        for path in Self.systemPaths() { rules += ["--ro", path] }
        return rules + ["--", executable.path] + arguments
    }

    /// The system's libraries, and the folders of the shared libraries this process loaded outside
    /// them (the Swift runtime, wherever the toolchain is).
    static func systemPaths() -> [String] {
        var paths = ["/usr", "/lib", "/lib64", "/lib32", "/etc", "/sys/devices/system/cpu"]
        // /proc files claim to be empty: read until the end rather than by their size.
        let maps = FileHandle(forReadingAtPath: "/proc/self/maps").map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? ""
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            guard path.hasSuffix(".so") || path.contains(".so.") else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            if !paths.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { paths.append(folder) }
        }
        return paths
    }
}

/// Where the running executable is, to find the programs built beside it.
enum ExecutableLocation {
    static func candidateDirectories() -> [URL] {
        var directories: [URL] = []
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: own).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return directories
    }
}
