import Foundation
import HarkExtensionKit
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How the assistant reaches an installed extension: a process it supervises, or a web service.
protocol ExtensionTransport: Sendable {
    /// Sends `message` for `user` speaking `locale` and returns the extension's reply.
    func send(_ message: ExtensionMessage, user: String, locale: String) async throws -> ExtensionMessage
}

/// An extension run as a process of its own by the supervisor.
struct ProcessTransport: ExtensionTransport {
    let supervisor: ExtensionSupervisor
    let app: InstalledApp

    func send(_ message: ExtensionMessage, user: String, locale: String) async throws -> ExtensionMessage {
        try await supervisor.send(message, to: app, user: user, locale: locale)
    }
}

/// An extension served over HTTP: each message is `POST`ed to its URL, signed with the app's
/// secret; the reply, with the vocabulary the call registered before it, is the response body.
struct HTTPTransport: ExtensionTransport {
    let url: URL
    let secret: String
    let identifier: String
    let timeout: TimeInterval
    let vocabulary: ExtensionSupervisor.VocabularySink
    private let ids = RequestNumbers()

    init(url: URL, secret: String, identifier: String, timeout: TimeInterval = 10, vocabulary: @escaping ExtensionSupervisor.VocabularySink)
    {
        self.url = url
        self.secret = secret
        self.identifier = identifier
        self.timeout = timeout
        self.vocabulary = vocabulary
    }

    func send(_ message: ExtensionMessage, user: String, locale: String) async throws -> ExtensionMessage {
        var message = message
        message.id = ids.next()
        let messages = try await Self.post(message, to: url, secret: secret, timeout: timeout)
        guard let reply = messages.last(where: { $0.id == message.id }) else {
            throw ExtensionFailure("\(url.absoluteString) did not answer request \(message.id ?? 0)")
        }
        for notification in messages where notification.type == .vocabulary {
            if let kind = notification.kind, let values = notification.values {
                await vocabulary(values, kind, identifier, user)
            }
        }
        if reply.type == .error { throw ExtensionFailure(reply.message ?? "it answered with an error") }
        return reply
    }

    /// Posts one signed message and returns the messages of the response.
    static func post(_ message: ExtensionMessage, to url: URL, secret: String?, timeout: TimeInterval) async throws -> [ExtensionMessage] {
        let body = try MessageFraming.encode(message)
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/x-ndjson", forHTTPHeaderField: "Content-Type")
        if let secret {
            let timestamp = Int(Date().timeIntervalSince1970)
            request.setValue(String(timestamp), forHTTPHeaderField: RequestSignature.timestampHeader)
            request.setValue(
                RequestSignature.sign(body: body, timestamp: timestamp, secret: secret),
                forHTTPHeaderField: RequestSignature.signatureHeader)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw ExtensionFailure("\(url.absoluteString) cannot be reached: \(error.localizedDescription)")
        }
        var messages: [ExtensionMessage] = []
        for line in data.split(separator: 0x0A) where !line.isEmpty {
            do {
                messages.append(try MessageFraming.decode(line))
            } catch {
                throw ExtensionFailure("\(url.absoluteString) answered \(error.message)")
            }
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            let reason = messages.last?.message ?? HTTPURLResponse.localizedString(forStatusCode: status)
            throw ExtensionFailure("\(url.absoluteString) refused the request (\(status): \(reason))")
        }
        return messages
    }
}

/// Request ids for a web service, one after the other.
final class RequestNumbers: Sendable {
    private let last = Atomic<Int>(0)

    func next() -> Int {
        last.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
