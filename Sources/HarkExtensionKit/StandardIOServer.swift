import Foundation
import Hark
import Synchronization

/// Serves one user's requests on standard input and output, as the assistant runs an extension.
///
/// The assistant passes the user, the locale of the first request and the container in the
/// environment (`HARK_USER`, `HARK_LOCALE`, `HARK_CONTAINER` with `HARK_APP_GROUP`). Requests
/// run concurrently, each in a task of its own that `cancel` cancels; replies go out as they are
/// ready, in any order. Whatever the extension's code prints goes to standard error, so that it
/// never mixes with the protocol.
struct StandardIOServer<Main: AppExtensionMain>: Sendable {
    let user: String
    let locale: String
    let container: AppGroupContainer?
    let output: MessageWriter

    init(environment: [String: String]) {
        user = environment["HARK_USER"].flatMap { $0.isEmpty ? nil : $0 } ?? HandlerContext.defaultUser
        locale = environment["HARK_LOCALE"].flatMap { $0.isEmpty ? nil : $0 } ?? "en"
        if let path = environment["HARK_CONTAINER"], let group = environment["HARK_APP_GROUP"], !path.isEmpty {
            container = AppGroupContainer(group: group, url: URL(fileURLWithPath: path))
        } else {
            container = nil
        }
        // The protocol gets its own copy of standard output; file descriptor 1 becomes standard error.
        let protocolOutput = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        output = MessageWriter(fileDescriptor: protocolOutput)
    }

    func run() async -> Never {
        signal(SIGPIPE, SIG_IGN)
        let context = ExtensionContext(
            user: user, locale: locale, containers: container.map { .given($0) } ?? .none, vocabulary: StreamRegistrar(output: output)
        )
        let app: Result<Main.Extension, StartFailure>
        do {
            app = .success(try await Main.makeExtension(in: context))
        } catch {
            FileHandle.standardError.write(Data("the extension could not start: \(error)\n".utf8))
            app = .failure(StartFailure(description: "\(error)"))
        }
        // Reading blocks, so it has a thread of its own; the handlers run on the task pool.
        let thread = Thread { [self] in readRequests(app: app) }
        thread.stackSize = 1 << 20
        thread.start()
        while true {
            try? await Task.sleep(for: .seconds(86_400))
        }
    }

    private func readRequests(app: Result<Main.Extension, StartFailure>) -> Never {
        let requests = RequestTasks()
        var splitter = LineSplitter()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // The assistant closed our input: it is done with us, once the requests it already
            // sent are answered (for a few seconds at most).
            guard count > 0 else {
                let deadline = ContinuousClock.now + .seconds(5)
                while !requests.isEmpty, ContinuousClock.now < deadline { usleep(2_000) }
                exit(0)
            }
            let lines: [[UInt8]]
            do {
                lines = try buffer.withUnsafeBytes { bytes throws(FramingError) in
                    try splitter.append(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
                }
            } catch {
                FileHandle.standardError.write(Data("extension: \(error)\n".utf8))
                continue
            }
            for line in lines {
                receive(line, app: app, requests: requests)
            }
        }
    }

    private func receive(_ line: [UInt8], app: Result<Main.Extension, StartFailure>, requests: RequestTasks) {
        let message: ExtensionMessage
        do {
            message = try MessageFraming.decode(line)
        } catch {
            FileHandle.standardError.write(Data("extension: \(error)\n".utf8))
            output.send(.error(id: nil, error.message))
            return
        }
        if message.type == .cancel {
            if let id = message.id { requests.cancel(id) }
            return
        }
        let output = self.output
        if let id = message.id { requests.reserve(id) }
        let task = Task {
            let reply: ExtensionMessage
            switch app {
            case .success(let app): reply = await MessageDispatcher.reply(to: message, app: app, version: Main.version)
            case .failure(let error): reply = .error(id: message.id, "the extension could not start: \(error)")
            }
            if let id = message.id { requests.finish(id) }
            if !Task.isCancelled { output.send(reply) }
        }
        if let id = message.id { requests.attach(id, task) }
    }
}

/// Why the extension could not be made.
struct StartFailure: Error, CustomStringConvertible {
    var description: String
}

/// The requests in progress, by id, so that `cancel` finds them.
final class RequestTasks: Sendable {
    private let tasks = Mutex<[Int: Task<Void, Never>?]>([:])

    /// Notes request `id` as in progress, before its task exists.
    func reserve(_ id: Int) {
        tasks.withLock { $0[id] = .some(nil) }
    }

    /// Gives request `id` its task, unless it finished already.
    func attach(_ id: Int, _ task: Task<Void, Never>) {
        tasks.withLock { tasks in
            if tasks[id] != nil { tasks[id] = .some(task) }
        }
    }

    func finish(_ id: Int) {
        _ = tasks.withLock { $0.removeValue(forKey: id) }
    }

    func cancel(_ id: Int) {
        tasks.withLock { $0.removeValue(forKey: id) }??.cancel()
    }

    var isEmpty: Bool { tasks.withLock { $0.isEmpty } }
}

/// Writes whole messages to a file descriptor, one at a time.
final class MessageWriter: Sendable {
    private let fileDescriptor: Mutex<Int32>

    init(fileDescriptor: Int32) {
        self.fileDescriptor = Mutex(fileDescriptor)
    }

    func send(_ message: ExtensionMessage) {
        guard let data = try? MessageFraming.encode(message) else { return }
        fileDescriptor.withLock { fd in
            data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    // The assistant is gone; there is nobody to answer.
                    if written <= 0 { exit(0) }
                    offset += written
                }
            }
        }
    }
}

/// Registers vocabulary by telling the assistant, in a `vocabulary` message.
struct StreamRegistrar: VocabularyRegistering {
    let output: MessageWriter

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        output.send(.vocabulary(values, of: kind))
    }
}
