import Crypto
public import Foundation

/// A bearer token: 256 random bits, written `hark_` and 43 base64url characters.
///
/// Only the SHA-256 ``digest`` of a token is ever stored; the token is shown once, when its
/// user is added.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token as the client sends it after `Bearer `.
    public let value: String

    /// The prefix every token starts with, so that a leaked token is recognizable.
    public static let prefix = "hark_"

    /// The SHA-256 digest of the token, which is what a ``UserStore`` keeps; worked out once,
    /// when the token is made or received.
    public let digest: [UInt8]

    /// A token as a client sent it.
    public init(_ value: String) {
        self.value = value
        digest = Array(SHA256.hash(data: Data(value.utf8)))
    }

    /// A new token from the system's cryptographically secure generator.
    public static func generate() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let encoded = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return AccessToken(prefix + encoded)
    }

    /// Whether `digest` is this token's: compared by swift-crypto, in a time that does not
    /// depend on where the bytes differ.
    /// (swift-crypto compares a digest it made, so the token is hashed again here.)
    public func matches(digest: [UInt8]) -> Bool {
        SHA256.hash(data: Data(value.utf8)) == digest
    }

    public var description: String { value }
}
