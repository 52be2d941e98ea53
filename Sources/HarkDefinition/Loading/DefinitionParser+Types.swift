internal import Yams

extension DefinitionParser {
    mutating func readTypes(_ node: Node) -> [CustomTypeDefinition] {
        var types: [CustomTypeDefinition] = []
        for entry in reader.mapping(node, "'types'") ?? [] {
            guard checkTypeName(entry.key, at: entry.keyLocation),
                let fields = reader.fields(entry.value, "type '\(entry.key)'", allowed: ["displayName", "values"])
            else { continue }
            var type = CustomTypeDefinition(name: entry.key, values: [], location: entry.keyLocation)
            if let displayName = fields["displayName"] {
                type.displayName = localized(displayName, "the displayName of type '\(entry.key)'")
            }
            if let values = fields["values"] {
                type.values = readValues(values, of: entry.key)
            }
            if type.values.isEmpty && fields["values"] == nil {
                reader.error("type '\(entry.key)' needs 'values': its cases with their words per locale", at: entry.keyLocation)
            }
            types.append(type)
        }
        return types
    }

    private mutating func checkTypeName(_ name: String, at location: SourceLocation) -> Bool {
        if !Identifier.isUpperCamel(name) {
            reader.error("type name '\(name)' must be UpperCamelCase letters and digits, e.g. PizzaKind", at: location)
            return false
        }
        if BuiltInType(rawValue: name) != nil {
            reader.error("type '\(name)' is built in and cannot be redefined", at: location)
            return false
        }
        return true
    }

    private mutating func readValues(_ node: Node, of type: String) -> [CustomTypeDefinition.Value] {
        var values: [CustomTypeDefinition.Value] = []
        for entry in reader.mapping(node, "the values of type '\(type)'") ?? [] {
            guard Identifier.isLowerCamel(entry.key), !Identifier.swiftKeywords.contains(entry.key) else {
                reader.error(
                    "value '\(entry.key)' of type '\(type)' must be a lowerCamelCase name, e.g. quattroFormaggi", at: entry.keyLocation)
                continue
            }
            let what = "the words for '\(entry.key)' of type '\(type)'"
            var synonyms: [String: [String]] = [:]
            var counted: [String: [PluralCategory: String]] = [:]
            for localeEntry in reader.mapping(entry.value, what) ?? [] {
                if localeEntry.key == "counted" {
                    counted = readCounted(localeEntry.value, of: "the counted words for '\(entry.key)' of type '\(type)'")
                    continue
                }
                guard checkLocale(localeEntry.key, at: localeEntry.keyLocation, in: what) else { continue }
                let words = reader.stringList(localeEntry.value, "\(what) (\(localeEntry.key))")
                    .map { $0.value.trimmingWhitespace }
                    .filter { !$0.isEmpty }
                if words.isEmpty {
                    reader.error("\(what) (\(localeEntry.key)) must list at least one word", at: localeEntry.keyLocation)
                } else {
                    synonyms[localeEntry.key] = words
                }
            }
            checkCoverage(Set(synonyms.keys), of: what, at: entry.keyLocation)
            values.append(
                CustomTypeDefinition.Value(identifier: entry.key, synonyms: synonyms, counted: counted, location: entry.keyLocation))
        }
        return values
    }

    /// `counted: {en: {one: hour, other: hours}, ar: {one: ساعة, two: ساعتان, few: ساعات, other: ساعة}}`:
    /// the word after a number, per locale and plural category. Every locale names its `other`
    /// form, which stands for the categories it leaves out.
    private mutating func readCounted(_ node: Node, of what: String) -> [String: [PluralCategory: String]] {
        var counted: [String: [PluralCategory: String]] = [:]
        for localeEntry in reader.mapping(node, what) ?? [] {
            guard checkLocale(localeEntry.key, at: localeEntry.keyLocation, in: what) else { continue }
            var forms: [PluralCategory: String] = [:]
            for form in reader.mapping(localeEntry.value, "\(what) (\(localeEntry.key))") ?? [] {
                guard let category = PluralCategory(rawValue: form.key) else {
                    let names = PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")
                    reader.error(
                        "\(what) (\(localeEntry.key)) names the plural category '\(form.key)'; the categories are \(names)",
                        at: form.keyLocation)
                    continue
                }
                if let word = reader.nonEmptyString(form.value, "the \(form.key) form of \(what) (\(localeEntry.key))") {
                    forms[category] = word
                }
            }
            if forms[.other] == nil {
                reader.error(
                    "\(what) (\(localeEntry.key)) needs an 'other' form, said after the numbers no other form takes",
                    at: localeEntry.keyLocation)
                continue
            }
            counted[localeEntry.key] = forms
        }
        return counted
    }
}
