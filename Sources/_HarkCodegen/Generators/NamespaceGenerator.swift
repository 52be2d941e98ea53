internal import HarkDefinition

/// Writes the namespace enum named after the file: the embedded definition and, for an app's
/// file, its manifest.
///
/// ```text
/// public enum PizzaShop {
///     public static let definition = DefinitionSource(fileName: "PizzaShop.intents.yaml", text: …)
///     public static let manifest = AppManifest(identifier: "com.example.pizzashop", …)
/// }
/// ```
struct NamespaceGenerator {
    var file: DefinitionFile

    func write(into writer: inout SwiftWriter) {
        writer.separator()
        if file.app == nil {
            writer.doc("The definition file `\(file.fileName)`, embedded.")
        } else {
            writer.doc("The definition file `\(file.fileName)`, embedded, and the app manifest it declares.")
        }
        writer.block("public enum \(SwiftName.escaped(file.name))") { writer in
            writeDefinition(into: &writer)
            if let app = file.app {
                writer.separator()
                writeManifest(app, into: &writer)
            }
        }
    }

    private func writeDefinition(into writer: inout SwiftWriter) {
        writer.doc(
            """
            The text of `\(file.fileName)`, for the assistant to read its templates, prompts and
            responses: an ``AppExtension`` lists it in `definitions`.
            """)
        writer.line("public static let definition = DefinitionSource(")
        writer.indented { writer in
            writer.line("fileName: \(SwiftLiteral.string(file.fileName)),")
            if var lines = SwiftLiteral.rawMultilineString(file.source) {
                writer.line("text: " + lines.removeFirst())
                writer.verbatim(lines)
            } else {
                writer.line("text: " + SwiftLiteral.string(file.source))
            }
        }
        writer.line(")")
    }

    private func writeManifest(_ app: AppDefinition, into writer: inout SwiftWriter) {
        writer.doc("\(app.displayName)'s manifest, from the `app:` section of `\(file.fileName)`.")
        writer.line("public static let manifest = AppManifest(")
        writer.indented { writer in
            var arguments = [
                "identifier: \(SwiftLiteral.string(app.identifier))",
                "displayName: \(SwiftLiteral.string(app.displayName))",
            ]
            if !app.alternativeNames.isEmpty {
                arguments.append(list("alternativeNames", app.alternativeNames.map(alternativeName)))
            }
            if !app.usageDescription.isEmpty {
                let entries = app.usageDescription.sorted { $0.key < $1.key }
                    .map { "\(SwiftLiteral.string($0.key)): \(SwiftLiteral.string($0.value))" }
                arguments.append(list("usageDescription", entries))
            }
            arguments.append("supportedIntents: \(SwiftLiteral.stringArray(app.supportedIntents))")
            let restricted = restrictedIntents(app)
            if !restricted.isEmpty {
                arguments.append("intentsRestrictedWhileLocked: \(SwiftLiteral.stringArray(restricted))")
            }
            if !app.userActivityTypes.isEmpty {
                arguments.append("userActivityTypes: \(SwiftLiteral.stringArray(app.userActivityTypes))")
            }
            if let appGroup = app.appGroup {
                arguments.append("appGroup: \(SwiftLiteral.string(appGroup))")
            }
            if !app.examples.isEmpty {
                arguments.append(list("examples", app.examples.map(example)))
            }
            for (index, argument) in arguments.enumerated() {
                let lines = argument.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for line in lines.dropLast() { writer.line(line) }
                writer.line(lines[lines.count - 1] + (index == arguments.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
    }

    /// The app's list of intents restricted while locked, then the file's intents marked
    /// `restrictedWhileLocked` that it does not name.
    private func restrictedIntents(_ app: AppDefinition) -> [String] {
        var names = app.restrictedWhileLocked
        for intent in file.intents where intent.restrictedWhileLocked && !names.contains(intent.name) {
            names.append(intent.name)
        }
        return names
    }

    private func alternativeName(_ name: AppDefinition.AlternativeName) -> String {
        let pronunciation = name.pronunciation.map { ", pronunciation: \(SwiftLiteral.string($0))" } ?? ""
        return "AppManifest.AlternativeName(name: \(SwiftLiteral.string(name.name))\(pronunciation))"
    }

    /// `AppManifest.Example(intent: "AddTasks", sentence: ["en": "…", …]),` as lines, one locale a line.
    private func example(_ example: AppDefinition.Example) -> String {
        let indent = SwiftWriter.indentation
        let sentences = example.sentences.sorted { $0.key < $1.key }
            .map { indent + indent + "\(SwiftLiteral.string($0.key)): \(SwiftLiteral.string($0.value))," }
        let lines =
            ["AppManifest.Example("]
            + [indent + "intent: \(SwiftLiteral.string(example.intent)),", indent + "sentence: ["] + sentences + [indent + "]"]
            + [")"]
        return lines.joined(separator: "\n")
    }

    /// `label: [` with one element per line and `]`, as one text of several lines.
    /// An element of several lines is indented as a whole.
    private func list(_ label: String, _ elements: [String]) -> String {
        let lines = elements.flatMap { element in
            let lines = element.split(separator: "\n", omittingEmptySubsequences: false).map { SwiftWriter.indentation + $0 }
            return Array(lines.dropLast()) + [lines[lines.count - 1] + ","]
        }
        return ([label + ": ["] + lines + ["]"]).joined(separator: "\n")
    }
}
