import Foundation
import Hark
import HarkAssistant
import ListOMatExtension
import ListOMatKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The peak memory of a process that loads the assistant — List-o-Mat on a real store with its
/// English demo lists, the Lists & Notes sentences of all five languages compiled — and
/// recognizes and answers one request in each language.
public enum MemoryBenchmark {
    public struct Result: Sendable, Codable {
        /// The process's peak resident set before the assistant was made, in KiB.
        public var baselineKiB: Int
        /// The peak once the assistant answered in every language, in KiB.
        public var peakKiB: Int
        /// The languages answered in.
        public var languages: [String]
    }

    /// One request per language, each about the demo lists.
    public static let requests: [(locale: String, text: String)] = [
        ("en", "show the grocery store list"),
        ("es", "muestra la lista de la tienda de comestibles"),
        ("fr", "affiche la liste épicerie"),
        ("ja", "買い物リストを見せて"),
        ("ar", "اعرض قائمة التسوق"),
    ]

    /// Must run in a process of its own: the peak is the process's.
    public static func run() async throws -> Result {
        let baseline = peakResidentKiB()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-bench-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let vocabulary = MemoryVocabularyStore()
        let lists = try ListStore(dataDirectory: DataDirectory(url: directory), registrar: vocabulary.registrar(for: Session.defaultUser))
        let assistant = try Assistant(apps: [ListOMatExtension(store: lists, language: "en")], vocabulary: vocabulary)
        try await assistant.allow(app: ListStore.appIdentifier)
        _ = try await lists.installDemoLists(language: "en")
        var answered: [String] = []
        for request in requests {
            let turn = await assistant.respond(to: request.text, locale: request.locale)
            if turn.intent != nil { answered.append(request.locale) }
        }
        return Result(baselineKiB: baseline, peakKiB: peakResidentKiB(), languages: answered)
    }

    /// The process's peak resident set size so far, in KiB.
    public static func peakResidentKiB() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
            return usage.ru_maxrss / 1024
        #else
            return usage.ru_maxrss
        #endif
    }
}
