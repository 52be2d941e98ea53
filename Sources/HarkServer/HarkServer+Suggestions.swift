import Foundation
import Hark
import HarkAssistant
import HarkShortcuts

/// `/v1/suggestions`: the user's shortcuts ranked for a moment and, optionally, a place.
extension HarkServer {
    /// The most suggestions one request returns.
    static let maximumSuggestions = 50

    func listSuggestions(_ input: Operations.ListSuggestions.Input) async throws -> Operations.ListSuggestions.Output {
        let user = try Caller.user
        let query = input.query
        let locale = try checkedLocale(query.locale)
        let place = try query.near.map(Self.place(from:))
        let limit = try query.limit.map(Self.limit(from:)) ?? 5
        let session = Session(user: user, place: place, timeZone: try Self.timeZone(query.timeZone))
        let suggestions = try await assistant.suggestions(for: session, at: query.at, limit: limit)
        return .ok(
            .init(
                body: .json(
                    .init(
                        suggestions: suggestions.map { suggestion in
                            .init(
                                suggestion,
                                title: assistant.title(of: suggestion.shortcut, locale: locale),
                                appName: assistant.displayName(of: suggestion.shortcut.app)
                            )
                        }))))
    }

    /// `near`: `LAT,LON` in degrees, as the document's `Place` pattern has it.
    static func place(from text: String) throws -> Coordinate {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard OpenAPIDocument.allows(text, as: "Place"), parts.count == 2, let latitude = parts[0], let longitude = parts[1],
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw ServerError.invalidValue("'near' must be LAT,LON in degrees, such as 48.8566,2.3522, not '\(text)'")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    static func limit(from value: Int) throws -> Int {
        guard (1...maximumSuggestions).contains(value) else {
            throw ServerError.invalidValue("'limit' must be a whole number from 1 to \(maximumSuggestions), not \(value)")
        }
        return value
    }
}
