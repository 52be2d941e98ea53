/// A parsed definition file written as bytes, which read back some ten times faster than its
/// YAML parses: what ``DefinitionCache`` keeps in a data directory so that a command does not
/// parse every installed app's definitions each time it starts.
///
/// The format: a header (`HARKDEF`, ``DefinitionFile/archiveFormat``), a table of the distinct
/// strings, each once, then the file's values in a fixed order, strings by their number in the
/// table, integers as LEB128 varints. A reader checks every count and index against what is left,
/// so damaged bytes give ``DefinitionArchiveError``, never a crash or a wrong file.
extension DefinitionFile {
    /// The archive's format; a change to the format or to the model it writes changes it.
    public static let archiveFormat: UInt32 = 2

    /// The file as archive bytes; ``init(unarchiving:)`` reads them back equal.
    public func archived() -> [UInt8] {
        var writer = ArchiveWriter()
        writer.write(self)
        return writer.finished()
    }

    /// Reads a file from ``archived()``'s bytes.
    ///
    /// - Throws: ``DefinitionArchiveError`` when the bytes are not an archive of this format, or
    ///   are cut short or damaged.
    public init(unarchiving bytes: [UInt8]) throws(DefinitionArchiveError) {
        var reader = try ArchiveReader(bytes)
        self = try reader.readFile()
        guard reader.isAtEnd else { throw reader.damaged("bytes after the file's end") }
    }
}

/// Archive bytes that cannot be read, and why.
public struct DefinitionArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

// MARK: - Writing

private struct ArchiveWriter {
    private var strings: [String] = []
    private var stringNumbers: [String: Int] = [:]
    private var body: [UInt8] = []

    mutating func finished() -> [UInt8] {
        var bytes = Array(ArchiveReader.magic)
        withUnsafeBytes(of: DefinitionFile.archiveFormat.littleEndian) { bytes.append(contentsOf: $0) }
        Self.appendVarint(UInt64(strings.count), to: &bytes)
        for string in strings {
            Self.appendVarint(UInt64(string.utf8.count), to: &bytes)
            bytes.append(contentsOf: string.utf8)
        }
        bytes.append(contentsOf: body)
        return bytes
    }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func count(_ value: Int) {
        Self.appendVarint(UInt64(value), to: &body)
    }

    mutating func int(_ value: Int) {
        // Zig-zag, so that a negative number stays short.
        Self.appendVarint(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))), to: &body)
    }

    mutating func bool(_ value: Bool) {
        body.append(value ? 1 : 0)
    }

    mutating func string(_ value: String) {
        if let number = stringNumbers[value] {
            count(number)
        } else {
            stringNumbers[value] = strings.count
            count(strings.count)
            strings.append(value)
        }
    }

    mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    /// A dictionary, in the order of its keys, so that equal files give equal bytes.
    mutating func dictionary<Value>(_ values: [String: Value], _ writeValue: (inout ArchiveWriter, Value) -> Void) {
        count(values.count)
        for key in values.keys.sorted() {
            string(key)
            writeValue(&self, values[key]!)
        }
    }

    mutating func texts(_ values: [String: String]) {
        dictionary(values) { $0.string($1) }
    }

    mutating func array<Element>(_ values: [Element], _ writeElement: (inout ArchiveWriter, Element) -> Void) {
        count(values.count)
        for value in values { writeElement(&self, value) }
    }

    mutating func location(_ value: SourceLocation) {
        string(value.file)
        int(value.line)
        int(value.column)
    }

    mutating func locations(_ values: [String: SourceLocation]) {
        dictionary(values) { $0.location($1) }
    }

    mutating func write(_ file: DefinitionFile) {
        string(file.path)
        string(file.name)
        string(file.source)
        strings(file.locales)
        bool(file.app != nil)
        if let app = file.app { write(app) }
        array(file.types) { $0.write($1) }
        array(file.intents) { $0.write($1) }
        dictionary(file.rules) { writer, rules in
            writer.dictionary(rules) { writer, rule in
                writer.string(rule.name)
                writer.template(rule.template)
                writer.location(rule.location)
            }
        }
        dictionary(file.skipWords) { $0.strings($1) }
        array(file.warnings) { writer, diagnostic in
            writer.string(diagnostic.severity.rawValue)
            writer.string(diagnostic.message)
            writer.location(diagnostic.location)
        }
    }

    mutating func write(_ app: AppDefinition) {
        string(app.identifier)
        string(app.displayName)
        array(app.alternativeNames) { writer, name in
            writer.string(name.name)
            writer.optional(name.pronunciation)
        }
        texts(app.usageDescription)
        strings(app.supportedIntents)
        strings(app.restrictedWhileLocked)
        strings(app.userActivityTypes)
        optional(app.appGroup)
        array(app.examples) { writer, example in
            writer.string(example.intent)
            writer.texts(example.sentences)
            writer.location(example.location)
            writer.locations(example.sentenceLocations)
        }
        location(app.location)
        locations(app.listedIntentLocations)
    }

    mutating func write(_ type: CustomTypeDefinition) {
        string(type.name)
        texts(type.displayName)
        array(type.values) { writer, value in
            writer.string(value.identifier)
            writer.dictionary(value.synonyms) { $0.strings($1) }
            writer.dictionary(value.counted) { writer, forms in
                writer.texts(Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) }))
            }
            writer.location(value.location)
        }
        location(type.location)
    }

    mutating func write(_ intent: IntentDefinition) {
        string(intent.name)
        optional(intent.description)
        texts(intent.title)
        array(intent.parameters) { $0.write($1) }
        strings(intent.resolutionOrder)
        string(intent.confirmation.rawValue)
        bool(intent.restrictedWhileLocked)
        array(intent.response.properties) { $0.write($1) }
        array(intent.response.codes) { writer, code in
            writer.string(code.name)
            writer.strings(code.parameters)
            writer.texts(code.templates)
            writer.location(code.location)
        }
        dictionary(intent.sentences) { writer, sentences in
            writer.array(sentences) { writer, sentence in
                writer.template(sentence.template)
                writer.location(sentence.location)
                writer.array(sentence.values) { writer, fixed in
                    writer.string(fixed.parameter)
                    writer.string(fixed.value)
                    writer.location(fixed.location)
                }
            }
        }
        dictionary(intent.examples) { writer, examples in
            writer.array(examples) { writer, example in
                writer.string(example.text)
                writer.array(example.slots) { writer, slot in
                    writer.string(slot.parameter)
                    writer.string(slot.text)
                }
                writer.location(example.location)
            }
        }
        location(intent.location)
    }

    mutating func write(_ parameter: ParameterDefinition) {
        string(parameter.name)
        string(parameter.type.name)
        bool(parameter.isList)
        bool(parameter.isRequired)
        texts(parameter.displayName)
        texts(parameter.prompts.needsValue)
        texts(parameter.prompts.disambiguation)
        texts(parameter.prompts.confirmation)
        dictionary(parameter.unsupportedReasons) { $0.texts($1) }
        location(parameter.location)
    }

    mutating func template(_ template: Template) {
        string(template.source)
        expression(template.expression)
    }

    mutating func expression(_ expression: TemplateExpression) {
        switch expression {
        case .text(let text):
            count(0)
            string(text)
        case .sequence(let parts):
            count(1)
            array(parts) { $0.expression($1) }
        case .alternatives(let branches):
            count(2)
            array(branches) { $0.expression($1) }
        case .optional(let inner):
            count(3)
            self.expression(inner)
        case .permutation(let parts):
            count(4)
            array(parts) { $0.expression($1) }
        case .slot(let reference):
            count(5)
            string(reference.list)
            string(reference.slot)
        case .rule(let name):
            count(6)
            string(name)
        }
    }
}

// MARK: - Reading

private struct ArchiveReader {
    static let magic: [UInt8] = Array("HARKDEF".utf8)
    /// Deeper expressions than a template can be (its parser stops at 64 nested groups) are damage.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var table: [String] = []

    init(_ bytes: [UInt8]) throws(DefinitionArchiveError) {
        self.bytes = bytes
        guard bytes.count >= Self.magic.count + 4, Array(bytes[0..<Self.magic.count]) == Self.magic else {
            throw DefinitionArchiveError("not a definition archive")
        }
        position = Self.magic.count
        var format: UInt32 = 0
        for shift in 0..<4 { format |= UInt32(bytes[position + shift]) << (8 * shift) }
        position += 4
        guard format == DefinitionFile.archiveFormat else {
            throw DefinitionArchiveError("an archive of format \(format), not \(DefinitionFile.archiveFormat)")
        }
        let stringCount = try count()
        table.reserveCapacity(stringCount)
        for _ in 0..<stringCount {
            let length = try count()
            guard length <= bytes.count - position else { throw damaged("a string runs past the end") }
            table.append(String(decoding: bytes[position..<(position + length)], as: UTF8.self))
            position += length
        }
    }

    var isAtEnd: Bool { position == bytes.count }

    func damaged(_ what: String) -> DefinitionArchiveError {
        DefinitionArchiveError("damaged definition archive at byte \(position): \(what)")
    }

    mutating func varint() throws(DefinitionArchiveError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw damaged("cut short") }
            let byte = bytes[position]
            position += 1
            guard shift < 64 else { throw damaged("a number too long") }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of elements, each at least one byte: never more than the bytes left.
    mutating func count() throws(DefinitionArchiveError) -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - position) else {
            throw damaged("a count of \(value), more than the bytes left")
        }
        return Int(value)
    }

    mutating func int() throws(DefinitionArchiveError) -> Int {
        let encoded = Int64(bitPattern: try varint())
        return Int((encoded >> 1) ^ -(encoded & 1))
    }

    mutating func bool() throws(DefinitionArchiveError) -> Bool {
        guard position < bytes.count else { throw damaged("cut short") }
        let byte = bytes[position]
        position += 1
        guard byte <= 1 else { throw damaged("\(byte) where true or false belongs") }
        return byte == 1
    }

    mutating func string() throws(DefinitionArchiveError) -> String {
        let number = try varint()
        guard number < UInt64(table.count) else { throw damaged("string \(number) of \(table.count)") }
        return table[Int(number)]
    }

    mutating func optional() throws(DefinitionArchiveError) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(DefinitionArchiveError) -> [String] {
        try array { reader throws(DefinitionArchiveError) in try reader.string() }
    }

    mutating func array<Element>(
        _ readElement: (inout ArchiveReader) throws(DefinitionArchiveError) -> Element
    ) throws(DefinitionArchiveError) -> [Element] {
        let count = try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try readElement(&self)) }
        return elements
    }

    mutating func dictionary<Value>(
        _ readValue: (inout ArchiveReader) throws(DefinitionArchiveError) -> Value
    ) throws(DefinitionArchiveError) -> [String: Value] {
        let count = try count()
        var values: [String: Value] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            guard values.updateValue(try readValue(&self), forKey: key) == nil else { throw damaged("the key '\(key)' twice") }
        }
        return values
    }

    mutating func texts() throws(DefinitionArchiveError) -> [String: String] {
        try dictionary { reader throws(DefinitionArchiveError) in try reader.string() }
    }

    mutating func location() throws(DefinitionArchiveError) -> SourceLocation {
        SourceLocation(file: try string(), line: try int(), column: try int())
    }

    mutating func locations() throws(DefinitionArchiveError) -> [String: SourceLocation] {
        try dictionary { reader throws(DefinitionArchiveError) in try reader.location() }
    }

    mutating func readFile() throws(DefinitionArchiveError) -> DefinitionFile {
        var file = DefinitionFile(path: try string(), name: try string(), source: try string(), locales: try strings())
        if try bool() { file.app = try readApp() }
        file.types = try array { reader throws(DefinitionArchiveError) in try reader.readType() }
        file.intents = try array { reader throws(DefinitionArchiveError) in try reader.readIntent() }
        file.rules = try dictionary { reader throws(DefinitionArchiveError) in
            try reader.dictionary { reader throws(DefinitionArchiveError) in
                ExpansionRule(name: try reader.string(), template: try reader.template(), location: try reader.location())
            }
        }
        file.skipWords = try dictionary { reader throws(DefinitionArchiveError) in try reader.strings() }
        file.warnings = try array { reader throws(DefinitionArchiveError) in
            let severityName = try reader.string()
            guard let severity = Diagnostic.Severity(rawValue: severityName) else {
                throw reader.damaged("a diagnostic of severity '\(severityName)'")
            }
            return Diagnostic(severity, try reader.string(), at: try reader.location())
        }
        return file
    }

    mutating func readApp() throws(DefinitionArchiveError) -> AppDefinition {
        let identifier = try string()
        let displayName = try string()
        let alternativeNames = try array { reader throws(DefinitionArchiveError) in
            AppDefinition.AlternativeName(name: try reader.string(), pronunciation: try reader.optional())
        }
        var app = AppDefinition(
            identifier: identifier,
            displayName: displayName,
            alternativeNames: alternativeNames,
            usageDescription: try texts(),
            supportedIntents: try strings(),
            restrictedWhileLocked: try strings(),
            userActivityTypes: try strings(),
            appGroup: try optional(),
            examples: try array { reader throws(DefinitionArchiveError) in
                AppDefinition.Example(
                    intent: try reader.string(), sentences: try reader.texts(), location: try reader.location(),
                    sentenceLocations: try reader.locations())
            },
            location: try location()
        )
        app.listedIntentLocations = try locations()
        return app
    }

    mutating func readType() throws(DefinitionArchiveError) -> CustomTypeDefinition {
        CustomTypeDefinition(
            name: try string(),
            displayName: try texts(),
            values: try array { reader throws(DefinitionArchiveError) in
                CustomTypeDefinition.Value(
                    identifier: try reader.string(),
                    synonyms: try reader.dictionary { reader throws(DefinitionArchiveError) in try reader.strings() },
                    counted: try reader.dictionary { reader throws(DefinitionArchiveError) in
                        var forms: [PluralCategory: String] = [:]
                        for (name, word) in try reader.texts() {
                            guard let category = PluralCategory(rawValue: name) else { throw reader.damaged("a plural category '\(name)'") }
                            forms[category] = word
                        }
                        return forms
                    },
                    location: try reader.location())
            },
            location: try location()
        )
    }

    mutating func readIntent() throws(DefinitionArchiveError) -> IntentDefinition {
        let name = try string()
        let description = try optional()
        let title = try texts()
        let parameters = try array { reader throws(DefinitionArchiveError) in try reader.readParameter() }
        let resolutionOrder = try strings()
        let confirmationName = try string()
        guard let confirmation = IntentDefinition.ConfirmationPolicy(rawValue: confirmationName) else {
            throw damaged("a confirmation '\(confirmationName)'")
        }
        let restrictedWhileLocked = try bool()
        let properties = try array { reader throws(DefinitionArchiveError) in try reader.readParameter() }
        let codes = try array { reader throws(DefinitionArchiveError) in
            ResponseCodeDefinition(
                name: try reader.string(), parameters: try reader.strings(), templates: try reader.texts(), location: try reader.location())
        }
        let sentences = try dictionary { reader throws(DefinitionArchiveError) in
            try reader.array { reader throws(DefinitionArchiveError) in
                SentenceTemplate(
                    template: try reader.template(), location: try reader.location(),
                    values: try reader.array { reader throws(DefinitionArchiveError) in
                        SentenceTemplate.FixedValue(
                            parameter: try reader.string(), value: try reader.string(), location: try reader.location())
                    })
            }
        }
        let examples = try dictionary { reader throws(DefinitionArchiveError) in
            try reader.array { reader throws(DefinitionArchiveError) in
                IntentExample(
                    text: try reader.string(),
                    slots: try reader.array { reader throws(DefinitionArchiveError) in
                        IntentExample.Slot(parameter: try reader.string(), text: try reader.string())
                    },
                    location: try reader.location())
            }
        }
        return IntentDefinition(
            name: name, description: description, title: title, parameters: parameters, resolutionOrder: resolutionOrder,
            confirmation: confirmation, restrictedWhileLocked: restrictedWhileLocked,
            response: ResponseDefinition(properties: properties, codes: codes), sentences: sentences, examples: examples,
            location: try location())
    }

    mutating func readParameter() throws(DefinitionArchiveError) -> ParameterDefinition {
        ParameterDefinition(
            name: try string(),
            type: ValueType(name: try string()),
            isList: try bool(),
            isRequired: try bool(),
            displayName: try texts(),
            prompts: ParameterDefinition.Prompts(needsValue: try texts(), disambiguation: try texts(), confirmation: try texts()),
            unsupportedReasons: try dictionary { reader throws(DefinitionArchiveError) in try reader.texts() },
            location: try location()
        )
    }

    mutating func template() throws(DefinitionArchiveError) -> Template {
        let source = try string()
        return Template(source: source, expression: try expression(depth: 0))
    }

    mutating func expression(depth: Int) throws(DefinitionArchiveError) -> TemplateExpression {
        guard depth < Self.maximumDepth else { throw damaged("expressions nested more than \(Self.maximumDepth) deep") }
        let parts = { (reader: inout ArchiveReader) throws(DefinitionArchiveError) -> [TemplateExpression] in
            try reader.array { reader throws(DefinitionArchiveError) in try reader.expression(depth: depth + 1) }
        }
        switch try varint() {
        case 0: return .text(try string())
        case 1: return .sequence(try parts(&self))
        case 2: return .alternatives(try parts(&self))
        case 3: return .optional(try expression(depth: depth + 1))
        case 4: return .permutation(try parts(&self))
        case 5: return .slot(SlotReference(list: try string(), slot: try string()))
        case 6: return .rule(try string())
        case let kind: throw damaged("an expression of kind \(kind)")
        }
    }
}
