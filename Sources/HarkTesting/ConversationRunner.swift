public import Foundation
public import HarkAssistant

/// A conversation with the `hark` command, as a script holds one: `hark converse --jsonl` runs
/// for the whole conversation, each ``say(_:locale:)`` writes one line to it and reads the
/// answer's line back as an ``AssistantTurn``.
///
/// ```swift
/// let folder = try TemporaryDirectory()
/// let conversation = try ConversationRunner(arguments: ["--data-dir", folder.path])
/// #expect(try conversation.say("show the store list").expecting == .confirmation)   // allow List-o-Mat?
/// #expect(try conversation.say("yes").choices == ["Grocery Store", "Hardware Store"])
/// #expect(try conversation.say("the first one").code == "success")
/// #expect(try conversation.finish().status == 0)
/// ```
public final class ConversationRunner: @unchecked Sendable {
    /// The conversation's end: how `hark` exited, and what it wrote to standard error.
    public struct Ending: Sendable {
        public var status: Int32
        public var error: String
    }

    /// `hark` ended, or wrote something that is not an answer, while a turn was waiting.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors: PipeReader
    private var buffered = Data()

    /// Starts `hark converse --jsonl` with `arguments` after it (`--data-dir`, `--locale`,
    /// `--user`…) and `environment` added to the test's, as ``BuiltExecutable/run(_:input:environment:)`` does.
    public init(hark: BuiltExecutable = BuiltExecutable("hark"), arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = hark.url
        process.arguments = ["converse", "--jsonl"] + arguments
        process.environment = BuiltExecutable.environment(adding: environment)
        let errorPipe = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorPipe
        try process.run()
        errors = PipeReader(errorPipe)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The user says `text` (in `locale`, else the command's), from a locked device when
    /// `locked`, in the time zone named `timeZone` (else the machine's); returns the assistant's answer.
    ///
    /// - Throws: ``Failure`` when `hark` ends or answers with something other than a turn.
    public func say(_ text: String, locale: String? = nil, locked: Bool = false, timeZone: String? = nil) throws -> AssistantTurn {
        struct Line: Encodable {
            var text: String
            var locale: String?
            var locked: Bool?
            var timeZone: String?
        }
        var request = try JSONEncoder().encode(Line(text: text, locale: locale, locked: locked ? true : nil, timeZone: timeZone))
        request.append(0x0A)
        try input.fileHandleForWriting.write(contentsOf: request)
        let answer = try readLine()
        do {
            return try JSONDecoder().decode(AssistantTurn.self, from: answer)
        } catch {
            throw Failure(description: "hark answered \(String(decoding: answer, as: UTF8.self)), which is not a turn: \(error)")
        }
    }

    /// Ends the conversation (closes `hark`'s standard input) and waits for `hark` to exit.
    public func finish() throws -> Ending {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return Ending(status: process.terminationStatus, error: String(decoding: errors.wait(), as: UTF8.self))
    }

    private func readLine() throws -> Data {
        while true {
            if let end = buffered.firstIndex(of: 0x0A) {
                let line = buffered[buffered.startIndex..<end]
                buffered = Data(buffered[(end + 1)...])
                return Data(line)
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                process.waitUntilExit()
                let error = String(decoding: errors.wait(), as: UTF8.self)
                throw Failure(description: "hark ended with status \(process.terminationStatus) before answering: \(error)")
            }
            buffered.append(chunk)
        }
    }
}
