import Foundation
import Hark
import HarkDefinition
import HarkDialog
import HarkExtensionKit
import HarkLanguage
import _HarkConformance

/// What one fuzz run exercises, named by `HARK_FUZZ_TARGET`.
///
/// Each target reads libFuzzer's bytes as the input of one of Hark's readers. A target only
/// returns: every refusal is a thrown error or an empty answer, so a crash, an AddressSanitizer
/// report, a leak or an input slower than libFuzzer's `-timeout` is a bug.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// A sentence template: `add {item} to [the] <list>`.
    case template
    /// A whole definition file: parsed, then validated.
    case definition
    /// Text normalization, in the language the first byte picks; it must be idempotent.
    case normalization
    /// The recognizer over the five built-in domains compiled in the five languages. The first
    /// byte picks the language (its remainder by five) and who asks (the quotient's remainder by
    /// four): at 0, as `hark parse` asks, for every candidate and, when nothing matched, the
    /// near misses; else as the assistant asks, for the best candidate alone. Near misses run
    /// every sentence of the language, so they are a quarter of the inputs, not all of them.
    case recognizer
    /// The follow-up answer reader, in the language the first byte picks, one reading the second
    /// byte picks: yes or no, cancel, "go on", a choice, or, for a parameter of each kind the
    /// built-in domains have (lists, money, spans of time, numbers, enumerations), a value, a
    /// whole value, or whether the answer only names one.
    case answer
    /// Home Assistant's intent files and test files, the first byte picking which.
    case homeAssistant
    /// A line of the extension protocol.
    case extensionMessage

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["HARK_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            fatalError("set HARK_FUZZ_TARGET to one of: \(names) (it is '\(name)')")
        }
        return target
    }()
}

let languages = ["en", "es", "fr", "ja", "ar"]

/// The built-in domains — Lists & Notes, Ride Booking, Workouts, Payments, Messaging — as every
/// assistant reads them.
let domains: [DefinitionFile] = DefinitionSource.builtInDomains.map { source in
    do {
        return try DefinitionFile(parsing: source.text, path: source.fileName)
    } catch {
        fatalError("\(source.fileName) does not parse: \(error)")
    }
}

/// The built-in domains compiled in every language, with an app of each (List-o-Mat first).
let recognizer: Recognizer = {
    let apps = domains.enumerated().map { index, file in
        index == 0
            ? AppManifest(identifier: "com.app-o-mat.listomat", displayName: "List-o-Mat", supportedIntents: file.intents.map(\.name))
            : AppManifest(identifier: "com.example.fuzz\(index)", displayName: "Fuzz \(index)", supportedIntents: file.intents.map(\.name))
    }
    do {
        return try Recognizer(definitions: domains, apps: apps)
    } catch {
        fatalError("the built-in domains do not compile: \(error)")
    }
}()

/// A parameter of each kind the built-in domains have — its type, and whether it is a list —
/// with the file it is defined in: the values an answer may be read as.
let answerParameters: [(parameter: ParameterDefinition, file: DefinitionFile)] = {
    var seen = Set<String>()
    var found: [(ParameterDefinition, DefinitionFile)] = []
    for file in domains {
        for intent in file.intents {
            for parameter in intent.parameters where seen.insert("\(parameter.type) \(parameter.isList)").inserted {
                found.append((parameter, file))
            }
        }
    }
    return found
}()

/// The user's lists, in each language.
let vocabulary = Vocabulary().registering(
    ["Grocery Store", "Hardware Store", "Tienda", "Courses", "買い物", "البقالة"].map { SpeakableString(spokenPhrase: $0) },
    kind: "TaskList", app: "com.app-o-mat.listomat")

/// The first byte picks among `count` choices; the rest is the input, as UTF-8 (bytes that are
/// not become U+FFFD, as they do when a socket or a pipe carries them).
func split(_ bytes: UnsafeBufferPointer<UInt8>, among count: Int) -> (choice: Int, text: String) {
    guard let first = bytes.first else { return (0, "") }
    return (Int(first) % count, String(decoding: bytes.dropFirst(), as: UTF8.self))
}

/// An answer reader for each language, made once: reading an answer changes nothing in it.
let answerReaders = languages.map { AnswerReader(locale: $0) }

/// The readings the `answer` target makes of a follow-up answer: one an input.
enum AnswerReading {
    /// The options a choice is made among.
    static let options = ["Grocery Store", "Hardware Store", "食料品店"]

    /// Cancel, yes or no, "go on", a choice, then three readings for each parameter.
    static let count = 4 + 3 * answerParameters.count

    static func read(_ text: String, _ reading: Int, with reader: AnswerReader) {
        switch reading {
        case 0: _ = reader.isCancel(text)
        case 1: _ = reader.yesOrNo(text)
        case 2: _ = reader.goesOn(text)
        case 3: _ = reader.choice(text, among: options)
        default:
            let (parameter, file) = answerParameters[(reading - 4) / 3]
            switch (reading - 4) % 3 {
            case 0: _ = reader.value(text, for: parameter, in: file)
            case 1: _ = reader.wholeValue(text, for: parameter)
            default: _ = reader.onlyNames(text, for: parameter)
            }
        }
    }
}

/// With `HARK_FUZZ_SLOW_MS`, an input that takes longer is a failure, as a crash is.
let slowMilliseconds = ProcessInfo.processInfo.environment["HARK_FUZZ_SLOW_MS"].flatMap(Double.init)

/// Before the first input: with `HARK_FUZZ_SEEDS=DIRECTORY`, writes the target's own seeds there
/// (sentences sampled from the built-in domains in each language, protocol messages) and exits.
/// Otherwise, when inputs are timed (`HARK_FUZZ_SLOW_MS`), runs each seed once, untimed, so that
/// what the target makes once — the grammars compiled in five languages, the number words of a
/// language — is not counted as the first inputs' time.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    let seeds = Seeds.of(FuzzTarget.selected)
    guard let directory = ProcessInfo.processInfo.environment["HARK_FUZZ_SEEDS"] else {
        if slowMilliseconds != nil {
            for seed in seeds {
                seed.withUnsafeBytes { run($0.bindMemory(to: UInt8.self)) }
            }
        }
        return 0
    }
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (index, seed) in seeds.enumerated() {
            try seed.write(to: URL(fileURLWithPath: directory).appending(path: "seed-\(index)"))
        }
    } catch {
        fatalError("cannot write the seeds to \(directory): \(error)")
    }
    print("hark-fuzz: \(seeds.count) seeds for \(FuzzTarget.selected.rawValue) in \(directory)")
    exit(0)
}

/// libFuzzer's driver, which reads the command line, runs the inputs and reports.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The executable's entry point (SwiftPM links an executable module's `main` under this name):
/// hands the command line to libFuzzer's driver.
@_cdecl("hark_fuzz_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzz)
}

/// With `HARK_FUZZ_LEAKS`, each input runs twice more after its first run, and the bytes
/// AddressSanitizer's allocator holds are compared around them: memory that grows with every
/// run of the same input is a leak. (The first run may fill caches — a language's number words,
/// a parser kept per language — which stay; a leak grows each time.) Slower, so `scripts/fuzz`
/// checks the inputs a run kept, the corpus, rather than every input as it fuzzes.
let checksLeaks = ProcessInfo.processInfo.environment["HARK_FUZZ_LEAKS"] != nil

/// The bytes allocated and not yet freed, as AddressSanitizer's allocator counts them.
@_silgen_name("__sanitizer_get_current_allocated_bytes")
func allocatedBytes() -> Int

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if checksLeaks {
        checkLeaks(bytes)
        return 0
    }
    guard let slowMilliseconds else {
        run(bytes)
        return 0
    }
    // The input's own work, in the thread's CPU time: on a busy machine the wall clock also
    // counts the moments the fuzzer waits for a core, which no input caused. An input that
    // blocks without working is libFuzzer's `-timeout` to catch.
    let elapsed = timed { run(bytes) }
    guard elapsed > .milliseconds(slowMilliseconds) else { return 0 }
    // CPU time too grows when another process shares the core's caches (a build beside the
    // fuzzer made a 40 ms input take 101 ms): an input is slow when a second run is slow too.
    let again = timed { run(bytes) }
    if again > .milliseconds(slowMilliseconds) {
        fatalError("a slow input: \(elapsed), then \(again), of CPU time for \(size) bytes, over the \(slowMilliseconds) ms allowed")
    }
    return 0
}

/// The thread's CPU time `work` takes.
func timed(_ work: () -> Void) -> Duration {
    let start = threadCPUTime()
    work()
    return threadCPUTime() - start
}

/// Runs the input three times; fails when the memory held grew after both the second and the
/// third run.
func checkLeaks(_ bytes: UnsafeBufferPointer<UInt8>) {
    run(bytes)
    let first = allocatedBytes()
    run(bytes)
    let second = allocatedBytes()
    run(bytes)
    let third = allocatedBytes()
    if second > first, third > second {
        fatalError(
            "a leak: \(second - first) and then \(third - second) bytes more held after running the same \(bytes.count) bytes again"
        )
    }
}

/// The CPU time the calling thread has used.
func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// One input through the selected target.
func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    switch FuzzTarget.selected {
    case .template:
        _ = try? Template(parsing: String(decoding: bytes, as: UTF8.self))
    case .definition:
        _ = try? DefinitionFile(parsing: String(decoding: bytes, as: UTF8.self), path: "Fuzz.intents.yaml")
    case .normalization:
        let (choice, text) = split(bytes, among: languages.count)
        let normalizer = TextNormalizer(language: languages[choice])
        let normalized = normalizer.normalize(text)
        let again = normalizer.normalize(normalized)
        if again != normalized {
            fatalError(
                "normalization is not idempotent in \(languages[choice]): \(text.debugDescription) → \(normalized.debugDescription) → \(again.debugDescription)"
            )
        }
    case .recognizer:
        let (choice, text) = split(bytes, among: languages.count)
        let asksAsParse = bytes.first.map { (Int($0) / languages.count).isMultiple(of: 4) } ?? true
        if asksAsParse {
            _ = try? recognizer.recognize(text, locale: languages[choice], vocabulary: vocabulary)
        } else {
            _ = try? recognizer.recognize(text, locale: languages[choice], vocabulary: vocabulary, limit: 1, nearMisses: 0)
        }
    case .answer:
        let language = bytes.first.map { Int($0) % languages.count } ?? 0
        let (reading, text) = split(UnsafeBufferPointer(rebasing: bytes.dropFirst()), among: AnswerReading.count)
        AnswerReading.read(text, reading, with: answerReaders[language])
    case .homeAssistant:
        let (choice, text) = split(bytes, among: 2)
        if choice == 0 {
            _ = try? HomeAssistantIntents(parsing: text, path: "fuzz.yaml")
        } else {
            _ = try? HomeAssistantTestFile(parsing: text, path: "fuzz.yaml")
        }
    case .extensionMessage:
        _ = try? MessageFraming.decode(bytes)
    }
}

/// The seeds a target writes of its own; `scripts/fuzz` adds the project's files.
enum Seeds {
    static func of(_ target: FuzzTarget) -> [Data] {
        switch target {
        case .normalization, .recognizer:
            // A language byte, then a sentence of that language: 40 from each domain.
            return sentences.map { language, text in Data([UInt8(language)]) + Data(text.utf8) }
        case .answer:
            // A language byte, a reading byte (each reading in turn), then a sentence.
            return sentences.enumerated().map { index, sentence in
                Data([UInt8(sentence.language), UInt8(index % AnswerReading.count)]) + Data(sentence.text.utf8)
            }
        case .template:
            return domains.flatMap(\.intents).flatMap { intent in
                intent.sentences.values.flatMap { $0.map { Data($0.source.utf8) } }
            }
        case .definition:
            return DefinitionSource.builtInDomains.map { Data($0.text.utf8) }
        case .extensionMessage:
            let intent = Intent(name: "AddTasks", parameters: ["taskTitles": .list([.string("milk")])])
            let context = ExtensionMessage.Context(user: "alice", locale: "en")
            let messages = [
                ExtensionMessage.describe(id: 1),
                ExtensionMessage.resolve(id: 2, parameter: "taskTitles", of: intent, context: context),
                ExtensionMessage.resolve(
                    id: 3, parameter: "taskTitles", of: intent, context: context, next: ["targetTaskList", "dateTime"]),
                ExtensionMessage.resolved(
                    id: 3, [.success(.string("milk"))],
                    next: [ResolvedParameter(parameter: "targetTaskList", results: [.notRequired])]),
            ]
            return messages.compactMap { try? MessageFraming.encode($0).dropLast() }
        case .homeAssistant:
            return []
        }
    }

    /// 40 sentences from each built-in domain in each language, with the language's index.
    static var sentences: [(language: Int, text: String)] {
        languages.enumerated().flatMap { index, language in
            domains.flatMap { file in
                Sampler.samples(of: file, locale: language, perTemplate: 1).prefix(40).map { (index, $0.sample.text) }
            }
        }
    }
}
