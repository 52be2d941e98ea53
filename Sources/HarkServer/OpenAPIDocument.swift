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
        try read.get().json
    }

    /// The document as the generated `GET /openapi.json` operation returns it.
    static func container() throws -> OpenAPIObjectContainer {
        try read.get().container
    }

    /// Whether `value` matches the `pattern` of the string schema `schema` in
    /// `#/components/schemas`, so that the server refuses what the document says it refuses.
    static func allows(_ value: String, as schema: String) -> Bool {
        guard let expression = (try? read.get())?.patterns[schema] else {
            preconditionFailure("openapi.yaml has no string schema '\(schema)' with a pattern")
        }
        let range = NSRange(value.startIndex..., in: value)
        return expression.firstMatch(in: value, range: range) != nil
    }

    /// Every property name the document's schemas declare, anywhere.
    static var propertyNames: Set<String> {
        (try? read.get())?.propertyNames ?? []
    }

    /// What the server takes from the document, read from the YAML once.
    private struct Reading: Sendable {
        var json: Data
        var container: OpenAPIObjectContainer
        var patterns: [String: NSRegularExpression]
        var propertyNames: Set<String>
    }

    private static let read = Result { () throws -> Reading in
        guard let document = try Yams.load(yaml: yaml) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        let json = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
        let patterns = schemas.compactMapValues { schema in
            ((schema as? [String: Any])?["pattern"] as? String).flatMap { try? NSRegularExpression(pattern: $0) }
        }
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
        collect(document)
        return Reading(
            json: json, container: try JSONDecoder().decode(OpenAPIObjectContainer.self, from: json), patterns: patterns,
            propertyNames: names)
    }
}
