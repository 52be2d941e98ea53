// One rule for the names of definition files and of the Swift generated from them, shared word for
// word by HarkDefinition (and so hark-codegen) and the build plugin, which cannot import a library:
// Plugins/HarkCodegenPlugin/DefinitionFileName.swift is a link to this file. Foundation only.

/// How a definition file is recognized by its name, and what its generated Swift is called.
public enum DefinitionFileName {
    /// The endings that make a file in a target a definition file.
    public static let definitionSuffixes = [".intents.yaml", ".intents.yml"]
    /// The endings dropped from a definition file's name to give its base name; a file named on
    /// the command line may end in plain `.yaml` or `.yml`.
    public static let droppedSuffixes = definitionSuffixes + [".yaml", ".yml"]

    /// Whether a file named `fileName` in a target is a definition file.
    public static func isDefinitionFile(_ fileName: String) -> Bool {
        definitionSuffixes.contains { fileName.hasSuffix($0) }
    }

    /// `ListsAndNotes` for `a/ListsAndNotes.intents.yaml`: the name of the generated namespace.
    public static func baseName(ofPath path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in droppedSuffixes where fileName.hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// `ListsAndNotes.swift` for `a/ListsAndNotes.intents.yaml`: the generated file's name.
    public static func swiftFileName(ofPath path: String) -> String {
        baseName(ofPath: path) + ".swift"
    }
}
