import Crypto
public import Foundation
import Synchronization

/// The signature of a protocol message sent over HTTP: HMAC-SHA256, keyed with the secret the
/// assistant made when it installed the app, over the timestamp, a dot and the body.
///
/// The assistant sends `Hark-Timestamp` (seconds since 1970) and `Hark-Signature: v1=<hex>`;
/// the extension runtime (``ReplayGuard``) refuses a request whose signature does not match,
/// whose timestamp is further than the replay window from its clock, or whose signature it has
/// seen before within the window.
public enum RequestSignature {
    /// The header that carries the timestamp.
    public static let timestampHeader = "Hark-Timestamp"
    /// The header that carries the signature.
    public static let signatureHeader = "Hark-Signature"

    /// `v1=` and the hex HMAC-SHA256 of `timestamp.body` under `secret`.
    public static func sign(body: some DataProtocol, timestamp: Int, secret: String) -> String {
        var message = Data("\(timestamp).".utf8)
        message.append(contentsOf: body)
        let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: Data(secret.utf8)))
        return "v1=" + code.map { String(format: "%02x", $0) }.joined()
    }

    /// Whether `signature` is the signature of `body` at `timestamp`, compared in constant time.
    public static func isValid(signature: String, body: some DataProtocol, timestamp: Int, secret: String) -> Bool {
        let expected = Array(sign(body: body, timestamp: timestamp, secret: secret).utf8)
        let given = Array(signature.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(expected, given) { difference |= left ^ right }
        return difference == 0
    }

    /// A new secret: 32 random bytes, hex.
    public static func makeSecret() -> String {
        SymmetricKey(size: .bits256).withUnsafeBytes { bytes in bytes.map { String(format: "%02x", $0) }.joined() }
    }
}

/// Checks signed requests and remembers the signatures it accepted within the replay window,
/// so that a request captured on the way cannot be sent again.
public final class ReplayGuard: Sendable {
    /// How far a request's timestamp may be from the clock, either way: five minutes.
    public let window: Int
    private let secret: String
    private let seen = Mutex<[String: Int]>([:])

    public init(secret: String, window: Int = 300) {
        self.secret = secret
        self.window = window
    }

    /// Why a request is refused, or `nil` when it is accepted (and recorded as seen).
    public func refusal(body: some DataProtocol, timestamp: String?, signature: String?, now: Int = Int(Date().timeIntervalSince1970))
        -> String?
    {
        guard let signature, let timestamp, let seconds = Int(timestamp) else {
            return "the request is not signed (\(RequestSignature.timestampHeader) and \(RequestSignature.signatureHeader))"
        }
        guard abs(now - seconds) <= window else {
            return "the request's timestamp is outside the \(window)-second replay window"
        }
        guard RequestSignature.isValid(signature: signature, body: body, timestamp: seconds, secret: secret) else {
            return "the request's signature does not match"
        }
        return seen.withLock { seen -> String? in
            seen = seen.filter { abs(now - $0.value) <= window }
            guard seen[signature] == nil else { return "the request was already received (a replay)" }
            seen[signature] = seconds
            return nil
        }
    }
}
