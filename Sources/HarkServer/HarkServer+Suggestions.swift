import Foundation
import Hark
import HarkAssistant
import HarkShortcuts
import Hummingbird

/// `/v1/suggestions`: the user's shortcuts ranked for a moment and, optionally, a place.
extension HarkServer {
    /// The most suggestions one request returns.
    static let maximumSuggestions = 50

    func addSuggestionRoutes(to api: RouterGroup<ServerRequestContext>) {
        api.get("suggestions") { request, context in
            let user = try context.authenticatedUser
            let query = request.uri.queryParameters
            let locale = query.get("locale") ?? "en"
            try assistant.checkLocale(locale)
            let date = try query.get("at").map(Self.moment(from:))
            let place = try query.get("near").map(Self.place(from:))
            let limit = try query.get("limit").map(Self.limit(from:)) ?? 5
            let suggestions = try await assistant.suggestions(
                for: Session(user: user, place: place), at: date, limit: limit
            )
            return try JSONBody.response(
                API.Suggestions(
                    suggestions: suggestions.map { suggestion in
                        API.Suggestion(
                            suggestion,
                            title: assistant.title(of: suggestion.shortcut, locale: locale),
                            appName: assistant.displayName(of: suggestion.shortcut.app)
                        )
                    }))
        }
    }

    /// `at`: an ISO 8601 date and time, with or without seconds and time zone.
    static func moment(from text: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        throw ServerError.invalidValue("'at' must be an ISO 8601 date and time such as 2026-11-27T18:30:00Z, not '\(text)'")
    }

    /// `near`: `LAT,LON` in degrees.
    static func place(from text: String) throws -> Coordinate {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1],
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw ServerError.invalidValue("'near' must be LAT,LON in degrees, such as 48.8566,2.3522, not '\(text)'")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    static func limit(from text: String) throws -> Int {
        guard let limit = Int(text), (1...maximumSuggestions).contains(limit) else {
            throw ServerError.invalidValue("'limit' must be a whole number from 1 to \(maximumSuggestions), not '\(text)'")
        }
        return limit
    }
}

extension API {
    /// `GET /v1/suggestions`.
    struct Suggestions: Encodable {
        var suggestions: [Suggestion]
    }

    /// One suggested shortcut. An intent shortcut carries what `POST /v1/invoke` takes to run it;
    /// a user activity carries its type, for the app to continue.
    struct Suggestion: Encodable {
        var shortcut: String
        var title: String
        var app: String
        var appName: String
        var intent: String?
        var parameters: [String: ParameterValue]?
        var activityType: String?
        var score: Double
        var why: String

        init(_ suggestion: HarkShortcuts.Suggestion, title: String, appName: String) {
            shortcut = suggestion.shortcut.shortIdentifier
            self.title = title
            app = suggestion.shortcut.app
            self.appName = appName
            switch suggestion.shortcut.action {
            case .intent(let intent):
                self.intent = intent.name
                parameters = intent.parameters
            case .userActivity(let activity):
                activityType = activity.activityType
            }
            score = suggestion.score
            why = suggestion.explanation
        }
    }
}
