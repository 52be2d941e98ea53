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

    /// A token as a client sent it.
    public init(_ value: String) {
        self.value = value
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

    /// The SHA-256 digest of the token, which is what a ``UserStore`` keeps.
    public var digest: [UInt8] {
        Array(sha256)
    }

    /// Whether `digest` is this token's: compared by swift-crypto, in a time that does not
    /// depend on where the bytes differ.
    public func matches(digest: [UInt8]) -> Bool {
        sha256 == digest
    }

    private var sha256: SHA256Digest {
        SHA256.hash(data: Data(value.utf8))
    }

    public var description: String { value }
}
