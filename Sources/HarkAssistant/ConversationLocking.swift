/// One turn at a time per conversation: a turn loads its conversation, runs and saves it, so two
/// turns of the same conversation at once would lose one of them. Turns of different
/// conversations run side by side.
///
/// ``ConversationLocks`` holds the turns of one process; a store shared by several processes
/// (`PostgresConversationLocks` in HarkPostgres) holds them across every process that uses it.
public protocol ConversationLocking: Sendable {
    /// Runs `body` once no other turn of conversation `id` of `user` is running, and lets the
    /// next one in when it returns or throws.
    func run<T: Sendable>(user: String, conversation id: String, _ body: @Sendable () async throws -> T) async throws -> T
}

/// The turns of one process, one at a time per conversation, in the order they came.
public actor ConversationLocks: ConversationLocking {
    private var held: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    public init() {}

    public func run<T: Sendable>(user: String, conversation id: String, _ body: @Sendable () async throws -> T) async throws -> T {
        let key = "\(user)\u{0}\(id)"
        await acquire(key)
        do {
            let result = try await body()
            release(key)
            return result
        } catch {
            release(key)
            throw error
        }
    }

    private func acquire(_ key: String) async {
        guard held.contains(key) else {
            held.insert(key)
            return
        }
        await withCheckedContinuation { continuation in
            waiting[key, default: []].append(continuation)
        }
    }

    /// Hands the conversation to the next waiting turn, or frees it.
    private func release(_ key: String) {
        guard var queue = waiting[key], !queue.isEmpty else {
            held.remove(key)
            return
        }
        let next = queue.removeFirst()
        waiting[key] = queue.isEmpty ? nil : queue
        next.resume()
    }
}
