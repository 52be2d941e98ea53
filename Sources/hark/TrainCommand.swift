import ArgumentParser
import Foundation
import HarkDefinition
import HarkLanguage

/// `hark train`: learns the trained layer's models of the installed apps again.
struct Train: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train",
        abstract: "Learn the installed apps' sentences again, for the understanding that templates do not cover.",
        discussion: """
            Every installed definition file gets an intent classifier and a slot tagger per \
            language, learned from samples of its templates, its examples and requests no app \
            handles. Hark learns a missing or outdated model by itself before it is needed; this \
            command learns them all again, now. The models are kept in the data directory's models/.
            """
    )

    @OptionGroup var options: CommonOptions

    @Option(name: .customLong("language"), help: "Only this language (en, es, fr, ja or ar); repeat for several. Default: all.")
    var languages: [String] = []

    func run() async throws {
        try await withInstallation(options, models: .none) { installation, _ in
            var only: Set<String>?
            if !languages.isEmpty {
                only = []
                for language in languages {
                    do throws(LanguageError) {
                        only?.insert(try LanguageProfile.forLocale(language).language)
                    } catch {
                        throw CommandFailure(error.message)
                    }
                }
            }
            let definitions = installation.recognizer().definitions
            let folder = Installation.modelFolder(in: options.dataDirectory)
            let bar = ProgressBar(title: "Learning")
            let started = ContinuousClock.now
            var current: TrainedModelFolder.Job?
            var jobStarted = started
            let models: [TrainedModel]
            do {
                models = try folder.models(for: definitions, languages: only, retrain: true) { job, fraction in
                    if job != current {
                        if let current, !bar.isDrawn { Self.report(current, since: jobStarted) }
                        current = job
                        jobStarted = .now
                    }
                    bar.show(fraction, detail: "\(job.file) (\(job.language))")
                }
            } catch {
                bar.finish()
                throw CommandFailure("the models could not be saved in \(folder.url.path): \(error.localizedDescription)")
            }
            if let current, !bar.isDrawn { Self.report(current, since: jobStarted) }
            bar.finish()
            guard !models.isEmpty else {
                throw CommandFailure("no installed definition file has sentences in \(languages.joined(separator: ", "))")
            }
            Terminal.print("Learned \(models.count) models in \(Self.seconds(since: started)) s, in \(folder.url.path):")
            for model in models.sorted(by: { ($0.file, $0.language) < ($1.file, $1.language) }) {
                let threshold = Int((model.threshold * 100).rounded())
                Terminal.print(
                    "  \(model.file) (\(model.language)): \(model.intentNames.count) intents, answers when \(threshold)% likely or more")
            }
        }
    }

    static func report(_ job: TrainedModelFolder.Job, since start: ContinuousClock.Instant) {
        Terminal.error("learned \(job.file) (\(job.language)) in \(seconds(since: start)) s")
    }

    /// The time since `start`, in seconds with one decimal.
    static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(format: "%.1f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}
