import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkShortcuts
import OpenAPIRuntime

/// The API's types are generated from openapi.yaml (`Components.Schemas`, `Operations`); this
/// file turns the assistant's values into them. Exhaustive switches rather than raw values, so
/// that a case added on either side fails the build instead of a request.
enum API {
    /// JSON as the server writes it: keys sorted, slashes left alone, dates in ISO 8601.
    static let configuration = Configuration(
        dateTranscoder: InternetDate(),
        jsonEncodingOptions: [.sortedKeys, .withoutEscapingSlashes]
    )

    /// Dates as RFC 3339 has them (`format: date-time`): written to the second, read with or
    /// without fractions of a second.
    struct InternetDate: DateTranscoder {
        func encode(_ date: Date) throws -> String {
            date.formatted(.iso8601)
        }

        func decode(_ text: String) throws -> Date {
            if let date = try? Date(text, strategy: .iso8601) {
                return date
            }
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
                return date
            }
            // Offsets the format styles refuse, such as -22:10, which RFC 3339 allows, with or
            // without fractions of a second.
            // (Made here: a formatter is not safe to share between threads, and this is the rare path.)
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) {
                return date
            }
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = formatter.date(from: text) {
                return date
            }
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "'\(text)' is not an RFC 3339 date and time such as 2026-11-27T18:30:00Z"))
        }
    }
}

extension Components.Schemas.AssistantTurn {
    /// The assistant's turn with the fields of `hark converse --jsonl`, and the card once the
    /// request is over.
    init(_ turn: AssistantTurn, card: Snippet?) {
        let expecting: ExpectingPayload =
            switch turn.expecting {
            case .nothing: .nothing
            case .value: .value
            case .choice: .choice
            case .confirmation: .confirmation
            }
        self.init(
            conversation: turn.conversation,
            say: turn.say,
            expecting: expecting,
            choices: turn.choices,
            app: turn.app,
            intent: turn.intent,
            code: turn.code,
            parameters: .init(additionalProperties: turn.parameters),
            card: card.map(Components.Schemas.Snippet.init)
        )
    }
}

extension Components.Schemas.Snippet {
    init(_ snippet: Snippet) {
        let source: SourcePayload =
            switch snippet.source {
            case .app: .app
            case .default: ._default
            }
        self.init(html: snippet.html, source: source)
    }
}

extension Components.Schemas.App {
    /// An installed app as the user sees it in settings, described in `locale`.
    init(_ manifest: AppManifest, locale: String, authorization: AuthorizationStatus) {
        let status: AuthorizationPayload =
            switch authorization {
            case .allowed: .allowed
            case .denied: .denied
            case .notDetermined: .notDetermined
            }
        self.init(
            identifier: manifest.identifier,
            displayName: manifest.displayName,
            alternativeNames: manifest.alternativeNames.map(\.name),
            intents: manifest.supportedIntents,
            usageDescription: manifest.usageDescription.value(for: locale),
            authorization: status,
            examples: manifest.examples(in: locale).map { .init(intent: $0.intent, sentence: $0.sentence) }
        )
    }
}

extension Components.Schemas.TranscriptEntry {
    init(_ entry: TranscriptEntry) {
        let speaker: SpeakerPayload =
            switch entry.speaker {
            case .user: .user
            case .assistant: .assistant
            }
        self.init(speaker: speaker, text: entry.text, at: entry.at)
    }
}

extension Components.Schemas.Suggestion {
    /// One suggested shortcut. An intent shortcut carries what `POST /v1/invoke` takes to run
    /// it; a user activity carries its type, for the app to continue.
    init(_ suggestion: HarkShortcuts.Suggestion, title: String, appName: String) {
        var intent: String?
        var parameters: Components.Schemas.Parameters?
        var activityType: String?
        switch suggestion.shortcut.action {
        case .intent(let value):
            intent = value.name
            parameters = .init(additionalProperties: value.parameters)
        case .userActivity(let activity):
            activityType = activity.activityType
        }
        self.init(
            shortcut: suggestion.shortcut.shortIdentifier,
            title: title,
            app: suggestion.shortcut.app,
            appName: appName,
            intent: intent,
            parameters: parameters,
            activityType: activityType,
            score: suggestion.score,
            why: suggestion.explanation
        )
    }
}

extension Components.Schemas.VocabularyWord {
    /// The word as the assistant registers it.
    var phrase: SpeakableString {
        switch self {
        case .case1(let text):
            SpeakableString(spokenPhrase: text)
        case .case2(let word):
            SpeakableString(spokenPhrase: word.spokenPhrase, identifier: word.identifier, pronunciationHint: word.pronunciationHint)
        }
    }
}
