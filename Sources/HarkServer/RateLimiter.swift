import Foundation
import Synchronization

/// How much each user may ask of one server: requests and new conversations per minute.
///
/// Each limit is a bucket that holds a minute's allowance and refills evenly, so a user may
/// send a burst of up to a minute's worth at once and then one request every `60 / limit`
/// seconds. Past it, the server answers 429 with `Retry-After`. The limits are per server
/// process: with several servers behind a balancer, a user's allowance is the sum of theirs.
///
/// ```swift
/// let limits = RateLimits(requestsPerMinute: 120, conversationsPerMinute: 20)
/// let server = try HarkServer(assistant: assistant, accounts: Accounts(store: users), limits: limits)
/// ```
public struct RateLimits: Sendable, Hashable {
    /// The requests a user may make to `/v1` a minute, or `nil` for no limit.
    public var requestsPerMinute: Int?
    /// The conversations a user may start a minute (`POST /v1/conversations`), or `nil` for
    /// no limit.
    public var conversationsPerMinute: Int?
    /// How long a refusal waits before it is sent when the client should have known better: a
    /// user past a limit, or a token of nobody sent again. A client that hammers the server then
    /// gets one answer a connection per `refusalDelay`, and the other users' turns keep their
    /// pace. `nil`: refusals are sent at once.
    public var refusalDelay: Duration?

    public init(requestsPerMinute: Int?, conversationsPerMinute: Int?, refusalDelay: Duration? = .seconds(1)) {
        self.requestsPerMinute = requestsPerMinute
        self.conversationsPerMinute = conversationsPerMinute
        self.refusalDelay = refusalDelay
    }

    /// 600 requests and 60 new conversations a minute: far more than a person talking, or a
    /// page polling for suggestions, ever needs; a script in a loop reaches it in seconds.
    /// Refusals for being past them wait a second.
    public static let `default` = RateLimits(requestsPerMinute: 600, conversationsPerMinute: 60)

    /// Waits ``refusalDelay`` before a refusal the client should have seen coming.
    func waitBeforeRefusing() async throws {
        if let refusalDelay { try await Task.sleep(for: refusalDelay) }
    }

    /// No limits and no waiting, for benchmarks and servers behind a gateway that limits on its own.
    public static let none = RateLimits(requestsPerMinute: nil, conversationsPerMinute: nil, refusalDelay: nil)
}

/// A bucket of `perMinute` requests per key (a user), refilled evenly
/// over the minute.
///
/// Buckets live in memory, one per key seen in the last minute; a full bucket is the same as
/// none, so buckets that filled up again are dropped when there are many.
final class RateLimiter: Sendable {
    /// The allowance a minute, which is also the largest burst.
    let perMinute: Int
    /// Seconds on a monotonic clock; the tests move it by hand.
    private let now: @Sendable () -> Double
    private let buckets = Mutex<[String: Bucket]>([:])

    /// What is left of a user's allowance at a moment.
    private struct Bucket {
        var tokens: Double
        var at: Double
    }

    /// When so many users have buckets, the full ones are dropped.
    static let pruningThreshold = 4096

    init(perMinute: Int, now: @escaping @Sendable () -> Double = monotonicSeconds) {
        precondition(perMinute > 0, "a rate limit lets at least one request a minute through")
        self.perMinute = perMinute
        self.now = now
    }

    /// Takes one request from `key`'s allowance: `nil` when it is let through, otherwise the
    /// whole seconds until the next one will be.
    func admit(_ key: String) -> Int? {
        let rate = Double(perMinute) / 60
        let capacity = Double(perMinute)
        let time = now()
        return buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: capacity, at: time)
            bucket.tokens = min(capacity, bucket.tokens + (time - bucket.at) * rate)
            bucket.at = time
            defer {
                buckets[key] = bucket
                if buckets.count > Self.pruningThreshold {
                    buckets = buckets.filter { $0.value.tokens + (time - $0.value.at) * rate < capacity }
                }
            }
            guard bucket.tokens >= 1 else {
                return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
            }
            bucket.tokens -= 1
            return nil
        }
    }

    /// The whole seconds until `key` may ask again when its allowance is used up, or `nil`
    /// when it may ask now; takes nothing from the allowance, and makes no bucket.
    func wait(for key: String) -> Int? {
        let rate = Double(perMinute) / 60
        let time = now()
        return buckets.withLock { buckets in
            guard let bucket = buckets[key] else { return nil }
            let tokens = bucket.tokens + (time - bucket.at) * rate
            return tokens >= 1 ? nil : max(1, Int(((1 - tokens) / rate).rounded(.up)))
        }
    }

    /// The users with a bucket now, for the tests of pruning.
    var keyCount: Int {
        buckets.withLock { $0.count }
    }

}

/// Seconds since the first time it was asked, never going back.
@Sendable func monotonicSeconds() -> Double {
    let elapsed = clockOrigin.duration(to: .now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
}

private let clockOrigin = ContinuousClock.now
