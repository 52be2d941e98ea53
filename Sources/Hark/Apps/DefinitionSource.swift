/// The text of a definition file, embedded by generated code so that the assistant can read an
/// app's templates, prompts and responses without looking for files at run time.
public struct DefinitionSource: Sendable, Hashable, Codable {
    /// The file's name as it was generated from: `ListsAndNotes.intents.yaml`.
    public var fileName: String
    /// The file's YAML text, byte for byte.
    public var text: String

    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }
}

extension DefinitionSource {
    /// The built-in domains' definition files, which apps name in `supportedIntents` without
    /// defining: Lists & Notes (every assistant reads it), Ride Booking, Workouts, Payments and
    /// Messaging (each read when an installed app handles its intents).
    public static let builtInDomains: [DefinitionSource] = [
        ListsAndNotes.definition, RideBooking.definition, Workouts.definition, Payments.definition, Messaging.definition,
    ]
}
