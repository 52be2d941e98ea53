import Hark
import HarkDefinition
import HarkLanguage

/// Answering "what can List-o-Mat do?" and "what can you do?" from the apps' example requests.
extension StepContext {
    /// How many examples the answer about one app gives.
    static let examplesPerAnswer = 3

    /// Says what the user can ask the app of `request`, or each installed app.
    mutating func answer(_ request: HelpRequest) {
        if let app = request.app, let manifest = catalog.manifest(of: app) {
            say(helpText(about: manifest))
        } else {
            say(helpText())
        }
    }

    /// A few of the app's examples in the turn's language, quoted; without any, the titles of
    /// the intents it handles.
    func helpText(about manifest: AppManifest) -> String {
        let examples = manifest.examples(in: locale).prefix(Self.examplesPerAnswer).map { SpokenList.quoted($0.sentence, locale: locale) }
        if !examples.isEmpty {
            return Wording.appExamples.text(
                in: locale, ["app": manifest.displayName, "examples": SpokenList.series(Array(examples), locale: locale)])
        }
        let titles = intentTitles(of: manifest)
        return Wording.appHandles.text(in: locale, ["app": manifest.displayName, "intents": SpokenList.join(titles, locale: locale)])
    }

    /// One example of each installed app, or the title of its first intent.
    func helpText() -> String {
        guard let first = catalog.apps.first else { return Wording.noApps.text(in: locale) }
        let items = catalog.apps.map { manifest -> String in
            let said =
                manifest.examples(in: locale).first.map { SpokenList.quoted($0.sentence, locale: locale) }
                ?? intentTitles(of: manifest).first ?? ""
            return SpokenList.titled(manifest.displayName, values: [said], locale: locale)
        }
        return Wording.appsExamples.text(
            in: locale, ["examples": SpokenList.series(items, strong: true, locale: locale), "app": first.displayName])
    }

    /// The titles of the intents the app handles, in the turn's language where the definition
    /// gives one, else the intent's name.
    private func intentTitles(of manifest: AppManifest) -> [String] {
        var names = manifest.supportedIntents
        for file in catalog.definitions where file.app?.identifier == manifest.identifier {
            names += file.intents.map(\.name).filter { !names.contains($0) }
        }
        return names.map { name in
            catalog.intent(named: name, app: manifest.identifier).flatMap { localized($0.intent.title, locale) } ?? name
        }
    }
}
