import Foundation
import OpenAPIRuntime
import Yams

/// openapi.yaml, the API's one description: the generator makes the server's types and routes
/// from it at build time, it is embedded in the binary, and `GET /openapi.json` serves it.
enum OpenAPIDocument {
    /// The document as written.
    static let yaml = String(decoding: PackageResources.openapi_yaml, as: UTF8.self)

    /// The document as JSON.
    static func json() throws -> Data {
        try converted.get()
    }

    /// The document as the generated `GET /openapi.json` operation returns it.
    static func container() throws -> OpenAPIObjectContainer {
        try JSONDecoder().decode(OpenAPIObjectContainer.self, from: json())
    }

    /// Whether `value` matches the `pattern` of the string schema `schema` in
    /// `#/components/schemas`, so that the server refuses what the document says it refuses.
    static func allows(_ value: String, as schema: String) -> Bool {
        guard let expression = patterns[schema] else {
            preconditionFailure("openapi.yaml has no string schema '\(schema)' with a pattern")
        }
        let range = NSRange(value.startIndex..., in: value)
        return expression.firstMatch(in: value, range: range) != nil
    }

    /// Every property name the document's schemas declare, anywhere.
    static let propertyNames: Set<String> = {
        var names: Set<String> = []
        func collect(_ node: Any) {
            if let mapping = node as? [String: Any] {
                if let properties = mapping["properties"] as? [String: Any] {
                    names.formUnion(properties.keys)
                }
                mapping.values.forEach(collect)
            } else if let sequence = node as? [Any] {
                sequence.forEach(collect)
            }
        }
        if let document = try? parse() {
            collect(document)
        }
        return names
    }()

    /// The document read from YAML.
    private static func parse() throws -> [String: Any] {
        guard let document = try Yams.load(yaml: yaml) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return document
    }

    /// The document as JSON, converted once.
    private static let converted = Result {
        try JSONSerialization.data(withJSONObject: parse(), options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// The patterns of the document's string schemas, compiled once.
    private static let patterns: [String: NSRegularExpression] = {
        let components = (try? parse())?["components"] as? [String: Any]
        let schemas = components?["schemas"] as? [String: Any] ?? [:]
        return schemas.compactMapValues { schema in
            ((schema as? [String: Any])?["pattern"] as? String).flatMap { try? NSRegularExpression(pattern: $0) }
        }
    }()
}
