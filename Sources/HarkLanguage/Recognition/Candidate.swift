/// One way to understand a request: an intent, the app that would handle it, and its parameters.
public struct Candidate: Sendable, Hashable {
    /// The intent's name: `"AddTasks"`, `"OrderPizza"`.
    public var intent: String
    /// The app to handle it: the one the user named, or the only installed app that handles the
    /// intent; `nil` when several do (the dialog asks which) or none does.
    public var app: String?
    /// Every installed app that handles the intent, in installation order.
    public var apps: [String]
    /// Whether the user named the app ("In ListOMat, …").
    public var appWasNamed: Bool
    /// The parameters the request gave, by parameter name.
    public var parameters: [String: RecognizedParameter]
    /// How well the sentence matched, as the matcher scored it.
    public var score: MatchScore
    /// Why this candidate ranks where it does: the template, the matcher's reasons and the
    /// vocabulary that steered it.
    public var reason: String
    /// The template that matched, as written; empty when the trained layer understood it.
    public var template: String
    /// Which layer understood the request.
    public var layer: Layer
    /// For the trained layer, how likely its classifier found the intent, from 0 to 1.
    public var confidence: Double?

    /// The layers of understanding.
    public enum Layer: String, Sendable, Hashable, Codable {
        /// A sentence template matched: exact, and explained by the template.
        case templates
        /// No template matched, and the trained layer (``TrainedModel``) found the intent likely enough.
        case trained
    }

    public init(
        intent: String, app: String?, apps: [String], appWasNamed: Bool,
        parameters: [String: RecognizedParameter], score: MatchScore, reason: String, template: String = "",
        layer: Layer = .templates, confidence: Double? = nil
    ) {
        self.intent = intent
        self.app = app
        self.apps = apps
        self.appWasNamed = appWasNamed
        self.parameters = parameters
        self.score = score
        self.reason = reason
        self.template = template
        self.layer = layer
        self.confidence = confidence
    }
}
