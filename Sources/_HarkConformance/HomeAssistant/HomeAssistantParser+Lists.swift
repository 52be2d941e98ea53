import Foundation
public import HarkDefinition
internal import Yams

extension HomeAssistantParser {
    static let listKeys = ["values", "range", "wildcard"]
    static let valueKeys = ["in", "out", "context", "metadata"]
    static let rangeKeys = ["type", "from", "to", "step", "multiplier", "fractions", "digits", "words", "words_language"]

    /// Characters that make a plain list value a template, as hassil's `is_template` decides.
    static let templateCharacters: Set<Character> = ["(", ")", "{", "}", "<", ">", "[", "]", "|", "@"]

    mutating func readLists(_ node: Node, _ what: String) -> [String: HomeAssistantList] {
        var lists: [String: HomeAssistantList] = [:]
        for entry in reader.mapping(node, what) ?? [] {
            if let list = readList(entry.value, "list '\(entry.key)'") { lists[entry.key] = list }
        }
        return lists
    }

    private mutating func readList(_ node: Node, _ what: String) -> HomeAssistantList? {
        guard let fields = fields(node, what, known: Self.listKeys) else { return nil }
        let kinds = fields.entries.map(\.key)
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? "none" : kinds.joined(separator: ", ")
            reader.error("\(what) must have exactly one of 'values', 'range' or 'wildcard' (found: \(found))", at: fields.location)
            return nil
        }
        switch kind {
        case "values":
            guard let values = fields["values"] else { return nil }
            return .values(reader.sequence(values, "the values of \(what)").compactMap { readListValue($0, of: what) })
        case "range":
            return fields["range"].flatMap { readRange($0, "the range of \(what)") }.map(HomeAssistantList.range)
        default:
            guard let node = fields["wildcard"], let isWildcard = reader.bool(node, "'wildcard' of \(what)") else { return nil }
            if !isWildcard {
                reader.error("\(what) has 'wildcard: false' and nothing else: give it values or a range", at: reader.location(of: node))
                return nil
            }
            return .wildcard
        }
    }

    private mutating func readListValue(_ node: Node, of list: String) -> HomeAssistantListValue? {
        let location = reader.location(of: node)
        let what = "a value of \(list)"
        if case .scalar(let scalar) = node {
            let text = scalar.string
            guard text.contains(where: Self.templateCharacters.contains) else {
                return HomeAssistantListValue(input: Template(.text(text)), output: .text(text), location: location)
            }
            // A template written as a plain string has no output: the slot takes the text said.
            return reader.template(text, node: node, what: what).map {
                HomeAssistantListValue(input: $0, output: nil, location: location)
            }
        }
        guard let fields = fields(node, what, known: Self.valueKeys) else { return nil }
        guard let inputNode = fields["in"], let source = reader.string(inputNode, "'in' of \(what)") else {
            if fields["in"] == nil { reader.error("\(what) has no 'in': write what the user says", at: fields.location) }
            return nil
        }
        let input: Template?
        if source.contains(where: Self.templateCharacters.contains) {
            input = reader.template(source, node: inputNode, what: "'in' of \(what)")
        } else {
            input = Template(.text(source))
        }
        guard let input else { return nil }
        var value = HomeAssistantListValue(input: input, output: nil, location: location)
        if let out = fields["out"] { value.output = self.value(out, "'out' of \(what)") }
        if let context = fields["context"] { value.context = readValues(context, "the context of \(what)") }
        if let metadata = fields["metadata"] { value.metadata = readValues(metadata, "the metadata of \(what)") }
        return value
    }

    private mutating func readRange(_ node: Node, _ what: String) -> HomeAssistantRange? {
        guard let fields = fields(node, what, known: Self.rangeKeys) else { return nil }
        guard let from = integer(fields["from"], "'from' of \(what)", at: fields.location),
            let to = integer(fields["to"], "'to' of \(what)", at: fields.location)
        else { return nil }
        var range = HomeAssistantRange(from: from, to: to)
        if from > to {
            reader.error("\(what) goes from \(from) down to \(to): 'from' must not be greater than 'to'", at: fields.location)
            return nil
        }
        if let node = fields["step"] {
            guard let step = integer(node, "'step' of \(what)", at: fields.location), step > 0 else {
                reader.error("'step' of \(what) must be a positive whole number", at: reader.location(of: node))
                return nil
            }
            range.step = step
        }
        if let node = fields["type"] {
            range.kind = enumeration(node, "'type' of \(what)") ?? .number
        }
        if let node = fields["fractions"] {
            range.fractions = enumeration(node, "'fractions' of \(what)")
        }
        if let node = fields["multiplier"] {
            if case .number(let multiplier)? = value(node, "'multiplier' of \(what)") {
                range.multiplier = multiplier
            } else {
                reader.error("'multiplier' of \(what) must be a number", at: reader.location(of: node))
            }
        }
        if let node = fields["digits"] { range.acceptsDigits = reader.bool(node, "'digits' of \(what)") ?? true }
        if let node = fields["words"] { range.acceptsWords = reader.bool(node, "'words' of \(what)") ?? true }
        if let node = fields["words_language"] { range.wordsLanguage = reader.nonEmptyString(node, "'words_language' of \(what)") }
        return range
    }

    /// A whole number; records an error for a missing node or anything else.
    private mutating func integer(_ node: Node?, _ what: String, at location: SourceLocation) -> Int? {
        guard let node else {
            reader.error("missing \(what)", at: location)
            return nil
        }
        if case .number(let number)? = value(node, what), let integer = Int(number.homeAssistantText) {
            return integer
        }
        reader.error("\(what) must be a whole number", at: reader.location(of: node))
        return nil
    }

    /// One of an enumeration's raw values; records an error listing them otherwise.
    private mutating func enumeration<Kind: RawRepresentable & CaseIterable>(_ node: Node, _ what: String) -> Kind?
    where Kind.RawValue == String {
        guard let text = reader.string(node, what) else { return nil }
        if let kind = Kind(rawValue: text) { return kind }
        let allowed = Kind.allCases.map(\.rawValue).joined(separator: ", ")
        reader.error("\(what) must be one of \(allowed), not '\(text)'", at: reader.location(of: node))
        return nil
    }
}
