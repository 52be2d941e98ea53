import Foundation
import HarkTesting
import Synchronization
import Testing

@testable import HarkExtensionHost

/// An extension process inherits nothing from the assistant but its three standard descriptors,
/// and nothing about it holds up the assistant's other child processes.
@Suite("extension processes")
struct ExtensionProcessTests {
    /// How the process ended, once it has.
    final class Ended: Sendable {
        private let ending = Mutex<ExtensionProcess.Ending?>(nil)

        func record(_ how: ExtensionProcess.Ending) { ending.withLock { $0 = how } }

        /// Waits up to `limit` for the end.
        func wait(upTo limit: Duration) async -> ExtensionProcess.Ending? {
            let deadline = ContinuousClock.now + limit
            while ContinuousClock.now < deadline {
                if let how = ending.withLock({ $0 }) { return how }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return ending.withLock { $0 }
        }
    }

    func start(_ executable: String, _ arguments: [String] = [], folder: TemporaryDirectory, ended: Ended) throws -> ExtensionProcess {
        try ExtensionProcess(
            executable: URL(fileURLWithPath: executable), arguments: arguments, environment: ["PATH": "/usr/bin:/bin"],
            log: AppLog(url: folder.url("extension.log")), onNotification: { _ in }, onEnd: { _, how in ended.record(how) })
    }

    /// A signal mask from `/proc/PID/status` (`SigIgn`, `SigBlk`), in hexadecimal.
    func mask(_ name: String, of pid: Int32) throws -> String? {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        return status.split(separator: "\n").first { $0.hasPrefix(name + ":") }.map {
            $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("an extension starts with every signal at its default action and none blocked, whatever the assistant ignores")
    func signalsAreNotInherited() async throws {
        let folder = try TemporaryDirectory(prefix: "hark-process")
        let ended = Ended()
        // This process ignores SIGPIPE (so that writing to an extension that ended fails rather
        // than kills it), and a server waiting for SIGTERM on a signal source ignores SIGTERM:
        // an extension that inherited either would outlive the SIGTERM sent to stop it.
        let process = try start("/bin/cat", folder: folder, ended: ended)
        #expect(try mask("SigIgn", of: getpid()) != "0000000000000000", "this process ignores SIGPIPE")
        // Signals 32 and 33 are the C library's own (thread cancellation, set-id calls): no program
        // uses them, and posix_spawn leaves them as they are.
        let libraryOwn: UInt64 = 1 << 31 | 1 << 32
        #expect(try mask("SigIgn", of: process.pid).flatMap { UInt64($0, radix: 16) }.map { $0 & ~libraryOwn } == 0)
        #expect(try mask("SigBlk", of: process.pid) == "0000000000000000")
        kill(process.pid, SIGTERM)
        #expect(await ended.wait(upTo: .seconds(10)) == .failed("its process was killed by signal \(SIGTERM)"))
    }

    @Test("an extension inherits no descriptor of the assistant's but its standard three")
    func descriptorsAreNotInherited() async throws {
        let folder = try TemporaryDirectory(prefix: "hark-process")
        let ended = Ended()
        // Open without close-on-exec, as a pipe another thread made for a child of its own is
        // for a moment.
        let leaky = open("/dev/null", O_RDONLY)
        defer { close(leaky) }
        #expect(leaky > 2)
        let process = try start("/bin/cat", folder: folder, ended: ended)
        defer { process.stop(grace: .milliseconds(100)) }
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.pid)/fd").compactMap(Int32.init).sorted()
        #expect(open == [0, 1, 2])
    }

    @Test(
        "while an extension runs, the assistant still sees its other processes end",
        arguments: [
            ["--unconfined", "--"], ["--ro", "/usr", "--ro", "/bin", "--ro", "/lib", "--ro", "/lib64", "--dev", "/dev/null", "--"],
        ])
    func otherProcessesAreSeenToEnd(mode: [String]) async throws {
        let folder = try TemporaryDirectory(prefix: "hark-process")
        let ended = Ended()
        // Foundation learns that a child of its own ended when a socket the child holds closes;
        // the launcher closes every descriptor it inherits. Were the extension a child of
        // Foundation's, Foundation would wait for it as soon as it started, and see no other
        // child end meanwhile.
        let process = try start(Built.executable("hark-sandbox").path, mode + ["/bin/cat"], folder: folder, ended: ended)
        try await Task.sleep(for: .milliseconds(300))
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/bin/true")
        let seen = Mutex(false)
        let done = DispatchSemaphore(value: 0)
        try other.run()
        Thread.detachNewThread {
            other.waitUntilExit()
            seen.withLock { $0 = true }
            done.signal()
        }
        let waited = ContinuousClock.now
        while !seen.withLock({ $0 }), ContinuousClock.now - waited < .seconds(5) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(seen.withLock { $0 }, "the other process was not seen to end while the extension ran")
        #expect(!process.hasEnded)
        process.stop(grace: .milliseconds(100))
        _ = done.wait(timeout: .now() + 10)
        #expect(await ended.wait(upTo: .seconds(10)) == .stopped)
    }

    @Test("an executable that cannot be started is named, with why")
    func missingExecutable() throws {
        let folder = try TemporaryDirectory(prefix: "hark-process")
        #expect {
            _ = try start("/nonexistent/extension", folder: folder, ended: Ended())
        } throws: { error in
            "\(error)".contains("/nonexistent/extension cannot be started: No such file or directory")
        }
    }
}
