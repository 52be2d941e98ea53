public import Hark
public import HarkDefinition

extension DefinitionFile {
    /// The app manifest the file's `app:` section declares, as the generated code holds it;
    /// `nil` for a domain of intents.
    public var manifest: AppManifest? {
        guard let app else { return nil }
        var restricted = app.restrictedWhileLocked
        for intent in intents where intent.restrictedWhileLocked && !restricted.contains(intent.name) {
            restricted.append(intent.name)
        }
        return AppManifest(
            identifier: app.identifier,
            displayName: app.displayName,
            alternativeNames: app.alternativeNames.map { AppManifest.AlternativeName(name: $0.name, pronunciation: $0.pronunciation) },
            usageDescription: LocalizedString(app.usageDescription),
            supportedIntents: app.supportedIntents,
            intentsRestrictedWhileLocked: restricted,
            userActivityTypes: app.userActivityTypes,
            appGroup: app.appGroup,
            examples: app.examples.map { AppManifest.Example(intent: $0.intent, sentence: LocalizedString($0.sentences)) }
        )
    }
}
