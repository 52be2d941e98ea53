public import Testing

/// One property every implementation of a store protocol must have, written once and run
/// unchanged against each backend — in memory, SQLite, and any store an app author writes.
///
/// A check is given a way to open the store: each call must open the *same* data (a new
/// connection to the same database; the same actor for a store in memory), so that a check can
/// see that what one opening wrote another reads.
///
/// ```swift
/// @Test(arguments: ConversationStoreChecks.all)
/// func conversations(_ check: StoreCheck<any ConversationStore>) async throws {
///     let store = MemoryConversationStore()
///     try await check.run { store }
/// }
/// ```
public struct StoreCheck<Store>: Sendable, CustomTestStringConvertible {
    /// What the check holds to be true, as a sentence.
    public let name: String
    private let body: @Sendable (_ open: @escaping @Sendable () async throws -> Store) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (_ open: @escaping @Sendable () async throws -> Store) async throws -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs the check on the store `open` opens; failures are recorded as the test's issues.
    public func run(opening open: @escaping @Sendable () async throws -> Store) async throws {
        try await body(open)
    }

    public var testDescription: String { name }
}
