import Foundation
import Hark
import HarkAssistant
import HarkDialog

/// The bodies the API takes and gives, as the OpenAPI document describes them.
enum API {
    /// `POST /v1/conversations` and `POST /v1/conversations/{id}`: what the user said.
    struct TurnRequest: Decodable {
        var text: String
        var locale: String?
        /// Whether the user's device is locked: requests restricted while locked ask to unlock first.
        var locked: Bool?
    }

    /// `POST /v1/invoke`: an intent with structured values, no language involved.
    struct InvokeRequest: Decodable {
        var intent: String
        var parameters: [String: ParameterValue]?
        var app: String?
        var locale: String?
        var locked: Bool?
    }

    /// `PUT /v1/apps/{app}/vocabulary/{kind}`: the words of one kind, replacing the previous ones.
    struct VocabularyRequest: Decodable {
        var values: [VocabularyValue]
    }

    /// A word: a plain string, or `{"spokenPhrase", "identifier", "pronunciationHint"}`.
    struct VocabularyValue: Decodable {
        var phrase: SpeakableString

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                phrase = SpeakableString(spokenPhrase: text)
            } else {
                phrase = try SpeakableString(from: decoder)
            }
        }
    }

    /// The assistant's turn, with the fields of `hark converse --jsonl`, and the card when the
    /// request is over.
    struct Turn: Encodable {
        var turn: AssistantTurn
        var card: Snippet?

        private enum CodingKeys: String, CodingKey {
            case card
        }

        func encode(to encoder: any Encoder) throws {
            try turn.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(card, forKey: .card)
        }
    }

    /// An installed app as the user sees it in settings.
    struct App: Encodable {
        var identifier: String
        var displayName: String
        var alternativeNames: [String]
        var intents: [String]
        /// Why the app wants the user's requests, in the requested locale.
        var usageDescription: String?
        var authorization: AuthorizationStatus
        /// What the user can say to the app, in the requested locale.
        var examples: [Example]

        struct Example: Encodable {
            var intent: String
            var sentence: String
        }

        init(_ manifest: AppManifest, locale: String, authorization: AuthorizationStatus) {
            identifier = manifest.identifier
            displayName = manifest.displayName
            alternativeNames = manifest.alternativeNames.map(\.name)
            intents = manifest.supportedIntents
            usageDescription = manifest.usageDescription.value(for: locale)
            self.authorization = authorization
            examples = manifest.examples(in: locale).map { Example(intent: $0.intent, sentence: $0.sentence) }
        }
    }

    struct Apps: Encodable {
        var apps: [App]
    }

    struct Vocabulary: Encodable {
        var app: String
        var kind: String
        var count: Int
    }

    struct Transcript: Encodable {
        var conversation: String
        var transcript: [TranscriptEntry]
    }

    struct Health: Encodable {
        var status: String
        var apps: Int
    }

    struct Me: Encodable {
        var user: String
    }
}
