// An extension built to misbehave, for the supervision and sandbox tests. It speaks the protocol
// by hand (no HarkExtensionKit), so it can break it at will. Its one intent, Misbehave(how, paths),
// does what `how` says:
//
//   ok        answers success
//   crash     exits with status 3 in the middle of the request
//   hang      never answers, and ignores cancel
//   garbage   writes a line that is not JSON
//   flood     writes 8 MiB without a newline
//   wrongid   answers under another request's id, then nothing
//   escape    tries to read and write each of `paths` and answers what it could do
//
// A file named `exit-at-once` in its container makes it exit as it starts. Installed under the
// name `broken-extension` it describes itself with a definition file that has an error; under
// `future-extension`, with protocol version 99.
import Foundation

let environment = ProcessInfo.processInfo.environment
let name = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
FileHandle.standardError.write(Data("hostile: started as \(name) for \(environment["HARK_USER"] ?? "?")\n".utf8))
if let container = environment["HARK_CONTAINER"], FileManager.default.fileExists(atPath: container + "/exit-at-once") {
    exit(1)
}

let definition = """
    locales: [en]
    app:
      id: org.example.hostile
      displayName: Hostile
      usageDescription: {en: "Hostile misbehaves on purpose."}
      supportedIntents: [Misbehave]
    intents:
      Misbehave:
        description: Misbehave as asked.
        title: {en: Misbehave}
        parameters:
          how:
            type: String
            required: true
            displayName: {en: how}
          paths:
            type: String
            displayName: {en: paths}
        response:
          properties:
            report: {type: String}
          codes:
            success:
              parameters: [report]
              templates:
                en: "Done: {report}."
        sentences:
          en: ["misbehave {how}"]
    """
let broken = definition.replacingOccurrences(of: "type: String\n        required: true", with: "type: Strnig\n        required: true")

func send(_ object: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: object)
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// What the extension can do with `path`: read it, write beside it.
func attempt(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let read: Bool
    if isDirectory.boolValue {
        read = (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
    } else {
        read = FileManager.default.contents(atPath: path) != nil
    }
    let target = isDirectory.boolValue ? path + "/hostile-was-here" : path + ".hostile"
    let wrote = FileManager.default.createFile(atPath: target, contents: Data("x".utf8))
    return "\(path) exists=\(exists) read=\(read) write=\(wrote)"
}

while let line = readLine() {
    guard let message = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
        let type = message["type"] as? String
    else { continue }
    let id = message["id"] as? Int ?? 0
    switch type {
    case "describe":
        let manifest: [String: Any] = [
            "identifier": "org.example.hostile", "displayName": "Hostile", "supportedIntents": ["Misbehave"],
            "appGroup": "group.org.example.hostile",
        ]
        send([
            "id": id, "type": "description", "protocol": name == "future-extension" ? 99 : 1,
            "extension": [
                "manifest": manifest, "version": "6.6.6",
                "definitions": [["fileName": "Hostile.intents.yaml", "text": name == "broken-extension" ? broken : definition]],
            ],
        ])
    case "resolve":
        let parameter = message["parameter"] as? String ?? ""
        let parameters = (message["intent"] as? [String: Any])?["parameters"] as? [String: Any] ?? [:]
        if let value = parameters[parameter] {
            send(["id": id, "type": "resolved", "results": [["outcome": "success", "value": value]]])
        } else {
            send(["id": id, "type": "resolved", "results": [["outcome": "notRequired"]]])
        }
    case "confirm":
        send(["id": id, "type": "response", "response": ["code": "ready", "parameters": [String: Any]()]])
    case "handle":
        let parameters = (message["intent"] as? [String: Any])?["parameters"] as? [String: Any] ?? [:]
        let how = (parameters["how"] as? [String: Any])?["string"] as? String ?? "ok"
        var report = "ok"
        switch how {
        case "crash":
            exit(3)
        case "hang":
            signal(SIGTERM, SIG_IGN)
            while true { sleep(1000) }
        case "garbage":
            FileHandle.standardOutput.write(Data("this is not a protocol message\n".utf8))
            continue
        case "flood":
            FileHandle.standardOutput.write(Data(repeating: UInt8(ascii: "x"), count: 8 << 20))
            continue
        case "wrongid":
            send(["id": id + 1000, "type": "response", "response": ["code": "success", "parameters": [String: Any]()]])
            continue
        case "escape":
            let paths = ((parameters["paths"] as? [String: Any])?["string"] as? String ?? "").split(separator: "|").map(String.init)
            report = paths.map(attempt).joined(separator: "; ")
        default:
            report = "ok, pid \(getpid())"
        }
        send(["id": id, "type": "response", "response": ["code": "success", "parameters": ["report": ["string": report]]]])
    default:
        continue
    }
}
