import Foundation

/// The user's counters, in `counters.json` in their container. An actor, so that two requests
/// at once never start from the same old totals.
public actor Counters {
    let file: URL

    public init(folder: URL) {
        file = folder.appendingPathComponent("counters.json")
    }

    /// Adds one to `counter` and returns its new total.
    public func increment(_ counter: String) throws -> Int {
        var totals: [String: Int] = [:]
        if FileManager.default.fileExists(atPath: file.path) {
            totals = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: file))
        }
        let key = counter.lowercased()
        let total = (totals[key] ?? 0) + 1
        totals[key] = total
        try JSONEncoder().encode(totals).write(to: file, options: .atomic)
        return total
    }
}
