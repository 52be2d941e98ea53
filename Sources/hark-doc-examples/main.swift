import Foundation

// hark-doc-examples ROOT OUTPUT [--module NAME]... [--import NAME]... [--document PATH]... [--source PATH]...
//
// Writes OUTPUT, a Swift file with every ```swift block of the Markdown documents and of the doc
// comments in the Swift sources (paths relative to ROOT), when its contents change.

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(
        Data("usage: hark-doc-examples ROOT OUTPUT [--module NAME]... [--document PATH]... [--source PATH]...\n".utf8))
    exit(64)
}
let root = arguments.removeFirst()
let output = arguments.removeFirst()
var modules: [String] = []
var imports: [String] = []
var documents: [String] = []
var sources: [String] = []
while arguments.count >= 2 {
    let option = arguments.removeFirst()
    let value = arguments.removeFirst()
    switch option {
    case "--module": modules.append(value)
    case "--import": imports.append(value)
    case "--document": documents.append(value)
    case "--source": sources.append(value)
    default:
        FileHandle.standardError.write(Data("hark-doc-examples: unknown option \(option)\n".utf8))
        exit(64)
    }
}

do {
    var examples: [DocumentedExample] = []
    for path in documents {
        let text = try String(contentsOf: URL(filePath: root).appending(path: path), encoding: .utf8)
        examples += DocumentedExample.inMarkdown(text, path: path)
    }
    for path in sources {
        let text = try String(contentsOf: URL(filePath: root).appending(path: path), encoding: .utf8)
        examples += DocumentedExample.inDocComments(text, path: path)
    }
    let file = try ExampleFile(root: root, modules: modules, imports: imports, examples: examples).render()
    let url = URL(filePath: output)
    if (try? String(contentsOf: url, encoding: .utf8)) != file {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
