import Hark

/// "Count a coffee": adds one to the counter and says the total.
struct CountUpHandler: CountUpIntentHandling {
    let counters: Counters

    func handle(intent: CountUpIntent) async throws -> CountUpIntentResponse {
        guard let counter = intent.counter else { return CountUpIntentResponse(code: .failure) }
        return .success(counter: counter, total: try await counters.increment(counter))
    }
}
