import Foundation

/// A trained model saved as bytes, loaded without parsing numbers: a header naming the format,
/// then each field little-endian, the weights as 32-bit floats.
extension TrainedModel {
    static let magic = Array("HARK-TM\n".utf8)

    /// The model as bytes, for a file in the data directory.
    public func serialized() -> [UInt8] {
        var writer = ModelWriter()
        writer.bytes(Self.magic)
        writer.integer(Self.version)
        writer.string(file)
        writer.string(language)
        writer.unsigned(fingerprint)
        writer.double(threshold)
        writer.strings(intents)
        writer.model(classifier)
        writer.strings(parameters)
        writer.model(tagger)
        writer.integer(gazetteer.longest)
        let phrases = gazetteer.phrases.sorted { $0.key < $1.key }
        writer.integer(phrases.count)
        for (phrase, entries) in phrases {
            writer.string(phrase)
            writer.integer(entries.count)
            for entry in entries {
                writer.string(entry.type)
                writer.string(entry.identifier)
            }
        }
        let intentParameters = self.intentParameters.sorted { $0.key < $1.key }
        writer.integer(intentParameters.count)
        for (intent, names) in intentParameters {
            writer.string(intent)
            writer.strings(names)
        }
        return writer.data
    }

    /// Reads a model saved by ``serialized()``.
    ///
    /// - Throws: ``LanguageError`` (`invalidModel`) naming `path` when the bytes are not a model
    ///   of this version, or are cut short.
    public init(serialized data: [UInt8], path: String) throws(LanguageError) {
        var reader = ModelReader(data: data)
        func failure(_ reason: String) -> LanguageError {
            LanguageError(
                code: .invalidModel, message: "\(path): not a trained model Hark can read: \(reason); run `hark train`", path: path)
        }
        guard let magic = reader.bytes(Self.magic.count), magic == Self.magic else { throw failure("it does not start as one") }
        guard let version = reader.integer(), version == Self.version else { throw failure("it is of another version") }
        guard let file = reader.string(), let language = reader.string(), let fingerprint = reader.unsigned(),
            let threshold = reader.double(), let intents = reader.strings(), let classifier = reader.model(),
            let parameters = reader.strings(), let tagger = reader.model(), let longest = reader.integer(),
            let phraseCount = reader.integer()
        else { throw failure("it is cut short") }
        var phrases: [String: [Gazetteer.Entry]] = [:]
        for _ in 0..<phraseCount {
            guard let phrase = reader.string(), let count = reader.integer() else { throw failure("it is cut short") }
            var entries: [Gazetteer.Entry] = []
            for _ in 0..<count {
                guard let type = reader.string(), let identifier = reader.string() else { throw failure("it is cut short") }
                entries.append(Gazetteer.Entry(type: type, identifier: identifier))
            }
            phrases[phrase] = entries
        }
        guard let intentCount = reader.integer() else { throw failure("it is cut short") }
        var intentParameters: [String: [String]] = [:]
        for _ in 0..<intentCount {
            guard let intent = reader.string(), let names = reader.strings() else { throw failure("it is cut short") }
            intentParameters[intent] = names
        }
        guard reader.isAtEnd else { throw failure("it has bytes after its end") }
        guard classifier.classCount == intents.count, tagger.classCount == 1 + 2 * parameters.count else {
            throw failure("its classes do not match its intents and parameters")
        }
        self.init(
            file: file, language: language, fingerprint: fingerprint, threshold: threshold, intents: intents, classifier: classifier,
            parameters: parameters, tagger: tagger, gazetteer: Gazetteer(phrases: phrases, longest: longest),
            intentParameters: intentParameters
        )
    }
}

/// Writes a model's fields.
struct ModelWriter {
    var data: [UInt8] = []

    mutating func bytes(_ bytes: [UInt8]) { data += bytes }

    mutating func unsigned(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { data += $0 }
    }

    mutating func integer(_ value: Int) { unsigned(UInt64(bitPattern: Int64(value))) }

    mutating func double(_ value: Double) { unsigned(value.bitPattern) }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        integer(utf8.count)
        data += utf8
    }

    mutating func strings(_ values: [String]) {
        integer(values.count)
        for value in values { string(value) }
    }

    mutating func model(_ model: LinearModel) {
        integer(model.classCount)
        integer(model.features.count)
        for feature in model.features { unsigned(feature) }
        model.weights.withUnsafeBufferPointer { weights in
            for weight in weights {
                withUnsafeBytes(of: weight.bitPattern.littleEndian) { data += $0 }
            }
        }
    }
}

/// Reads a model's fields; each read is `nil` past the end of the data.
struct ModelReader {
    let data: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == data.count }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= data.count - position else { return nil }
        defer { position += count }
        return Array(data[position..<(position + count)])
    }

    mutating func unsigned() -> UInt64? {
        guard data.count - position >= 8 else { return nil }
        var value: UInt64 = 0
        for offset in 0..<8 { value |= UInt64(data[position + offset]) << (8 * offset) }
        position += 8
        return value
    }

    mutating func integer() -> Int? {
        unsigned().flatMap { Int(exactly: Int64(bitPattern: $0)) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    mutating func double() -> Double? { unsigned().map(Double.init(bitPattern:)) }

    mutating func string() -> String? {
        guard let count = integer(), let bytes = bytes(count) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    mutating func strings() -> [String]? {
        guard let count = integer(), count <= data.count - position else { return nil }
        var values: [String] = []
        for _ in 0..<count {
            guard let value = string() else { return nil }
            values.append(value)
        }
        return values
    }

    mutating func model() -> LinearModel? {
        guard let classCount = integer(), let featureCount = integer(), featureCount <= (data.count - position) / 8 else { return nil }
        #if _endian(big)
            let features = copy(UInt64.self, count: featureCount).map(UInt64.init(littleEndian:))
        #else
            let features = copy(UInt64.self, count: featureCount)
        #endif
        let (weightCount, overflow) = (featureCount + 1).multipliedReportingOverflow(by: classCount)
        guard !overflow, weightCount <= (data.count - position) / 4 else { return nil }
        #if _endian(big)
            let weights = copy(Float.self, count: weightCount).map { Float(bitPattern: UInt32(littleEndian: $0.bitPattern)) }
        #else
            let weights = copy(Float.self, count: weightCount)
        #endif
        for index in features.indices.dropFirst() where features[index - 1] >= features[index] { return nil }
        return LinearModel(classCount: classCount, features: features, weights: weights)
    }

    /// The next `count` values of `T` as they lie in the data, copied at once (a model holds
    /// hundreds of thousands of weights; reading them one by one took most of a command's start).
    /// The caller has checked that they are there.
    private mutating func copy<T: BitwiseCopyable>(_: T.Type, count: Int) -> [T] {
        let size = count * MemoryLayout<T>.stride
        let values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            data.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[position..<(position + size)]))
            }
            initialized = count
        }
        position += size
        return values
    }
}
