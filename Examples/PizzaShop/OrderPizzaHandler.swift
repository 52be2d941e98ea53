public import Hark

/// Resolves, confirms and handles pizza orders against a ``Pizzeria``.
///
/// * no quantity means one pizza; 1 to 20 at a time;
/// * confirm answers `failurePizzeriaClosed` outside opening hours and
///   `failurePizzaUnavailable(kind)` for a sold-out pizza, else `ready` with the order's details;
/// * handle checks again (time passes between confirm and handle, and the pizzeria's own command
///   line may sell a pizza out in between) and takes the order.
public struct OrderPizzaHandler: OrderPizzaIntentHandling {
    /// The most pizzas one order may hold.
    public static let maximumQuantity = 20

    public let pizzeria: Pizzeria

    public init(pizzeria: Pizzeria) {
        self.pizzeria = pizzeria
    }

    public func resolveQuantity(for intent: OrderPizzaIntent) async throws -> ResolutionResult<Int> {
        guard let quantity = intent.quantity else { return .success(1) }
        guard (1...Self.maximumQuantity).contains(quantity) else {
            return .unsupported(reason: UnsupportedReason(code: "outOfRange", parameters: ["quantity": .integer(quantity)]))
        }
        return .success(quantity)
    }

    public func confirm(intent: OrderPizzaIntent) async throws -> OrderPizzaIntentResponse {
        guard let kind = intent.kind else { return OrderPizzaIntentResponse(code: .failure) }
        if let refusal = try await refusal(for: kind) { return refusal }
        return .ready(kind: kind, quantity: intent.quantity ?? 1)
    }

    public func handle(intent: OrderPizzaIntent) async throws -> OrderPizzaIntentResponse {
        guard let kind = intent.kind else { return OrderPizzaIntentResponse(code: .failure) }
        if let refusal = try await refusal(for: kind) { return refusal }
        let order = try await pizzeria.take(kind, quantity: intent.quantity ?? 1)
        return .success(kind: order.kind, quantity: order.quantity, orderNumber: order.number)
    }

    /// Why `kind` cannot be ordered now, or `nil` when it can.
    private func refusal(for kind: PizzaKind) async throws -> OrderPizzaIntentResponse? {
        guard try await pizzeria.isOpen else { return OrderPizzaIntentResponse(code: .failurePizzeriaClosed) }
        if try await pizzeria.soldOut.contains(kind) { return .failurePizzaUnavailable(kind: kind) }
        return nil
    }
}
