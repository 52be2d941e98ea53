public import Foundation
public import HarkDefinition

/// The trained models kept in a folder — `models/` in the data directory — one file per
/// definition file and language (`ListsAndNotes.en.model`).
///
/// A model is learned again when its file is missing, unreadable, or was learned from another
/// text of its definition file (its ``TrainedModel/fingerprint``): changing an app's definition
/// changes what the trained layer knows at the next request.
///
/// Learning is a function of the definition file's text alone, so a model learned once can serve
/// every data directory: with a `cache` (the `hark` command's is `~/.cache/hark/models`), a
/// missing model is first looked for there by its fingerprint, and a model learned is kept there
/// too.
public struct TrainedModelFolder: Sendable {
    /// The folder.
    public let url: URL
    /// Models by fingerprint, shared by folders; `nil` for none.
    public let cache: URL?

    public init(url: URL, cache: URL? = nil) {
        self.url = url
        self.cache = cache
    }

    /// The cache of models of a user's environment: `$XDG_CACHE_HOME/hark/models`, else
    /// `~/.cache/hark/models`.
    public static func userCache(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("hark/models")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/hark/models")
    }

    /// The file of a model in the cache.
    func cacheURL(fingerprint: UInt64, language: String) -> URL? {
        cache?.appendingPathComponent(String(fingerprint, radix: 16) + ".\(language).model")
    }

    /// The file of `file`'s model in `language`.
    public func modelURL(file: String, language: String) -> URL {
        url.appendingPathComponent("\(file).\(language).model")
    }

    /// The saved model of `file` in `language`, if there is one learned from the file's current
    /// text.
    public func load(_ file: DefinitionFile, language: String) -> TrainedModel? {
        Self.read(
            modelURL(file: file.name, language: language), file: file, fingerprint: TrainedModel.fingerprint(of: file), language: language)
    }

    /// The model at `path`, if it is `file`'s in `language`, learned from the text whose
    /// fingerprint is `fingerprint`.
    static func read(_ path: URL, file: DefinitionFile, fingerprint: UInt64, language: String) -> TrainedModel? {
        guard let data = FileManager.default.contents(atPath: path.path),
            let model = try? TrainedModel(serialized: Array(data), path: path.path),
            model.fingerprint == fingerprint, model.language == language, model.file == file.name
        else { return nil }
        return model
    }

    /// What training a folder's models involves: a definition file in one language.
    public struct Job: Sendable, Hashable {
        public var file: String
        public var language: String
    }

    /// The models of `definitions` in `languages` (every language each file has when `nil`):
    /// those saved and up to date, and the others learned now and saved (all of them when
    /// `retrain`), `progress` told which job is learning and how far along all of them are.
    ///
    /// - Throws: The error of writing a model; the models learned before it are saved.
    public func models(
        for definitions: [DefinitionFile], languages: Set<String>? = nil, retrain: Bool = false,
        progress: (Job, Double) -> Void = { _, _ in }
    ) throws -> [TrainedModel] {
        var models: [TrainedModel] = []
        var missing: [(DefinitionFile, String)] = []
        for file in definitions {
            let fingerprint = TrainedModel.fingerprint(of: file)
            for language in TrainedModel.languages(of: file) where languages?.contains(language) ?? true {
                if !retrain,
                    let model = Self.read(
                        modelURL(file: file.name, language: language), file: file, fingerprint: fingerprint, language: language)
                {
                    models.append(model)
                } else {
                    missing.append((file, language))
                }
            }
        }
        guard !missing.isEmpty else { return models }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (index, (file, language)) in missing.enumerated() {
            let job = Job(file: file.name, language: language)
            let cached = cacheURL(fingerprint: TrainedModel.fingerprint(of: file), language: language)
            if !retrain, let cached,
                let model = Self.read(cached, file: file, fingerprint: TrainedModel.fingerprint(of: file), language: language)
            {
                try Data(model.serialized()).write(to: modelURL(file: file.name, language: language), options: .atomic)
                models.append(model)
                continue
            }
            let model = TrainedModel.train(file: file, language: language) { fraction in
                progress(job, (Double(index) + fraction) / Double(missing.count))
            }
            let bytes = Data(model.serialized())
            try bytes.write(to: modelURL(file: file.name, language: language), options: .atomic)
            // The cache is a convenience: a cache that cannot be written is no failure.
            if let cache, let cached, (try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)) != nil {
                try? bytes.write(to: cached, options: .atomic)
            }
            models.append(model)
        }
        return models
    }
}
