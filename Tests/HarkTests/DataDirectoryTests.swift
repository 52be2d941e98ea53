import Foundation
import Hark
import Testing

@Suite("Data directory and app group containers")
struct DataDirectoryTests {
    @Test("--data-dir wins over $HARK_DATA_DIR, which wins over ~/.local/share/hark")
    func resolutionOrder() {
        let environment = ["HARK_DATA_DIR": "/srv/hark", "HOME": "/home/ana"]
        #expect(DataDirectory.resolve("/tmp/d", environment: environment).url.path == "/tmp/d")
        #expect(DataDirectory.resolve(nil, environment: environment).url.path == "/srv/hark")
        #expect(DataDirectory.resolve("", environment: ["HOME": "/home/ana"]).url.path == "/home/ana/.local/share/hark")
    }

    @Test("an app group's container is containers/<group>/ in the data directory")
    func containerPath() throws {
        let data = DataDirectory(url: URL(fileURLWithPath: "/tmp/hark-data"))
        let container = try data.container(forGroup: "group.com.app-o-mat.listomat")
        #expect(container.url.path == "/tmp/hark-data/containers/group.com.app-o-mat.listomat")
    }

    @Test("a group that could escape the containers folder is refused", arguments: ["..", ".", "", "a/b", "../etc", "grüppe"])
    func invalidGroups(group: String) {
        let data = DataDirectory(url: URL(fileURLWithPath: "/tmp/hark-data"))
        #expect(throws: HarkError.self) { try data.container(forGroup: group) }
        do {
            _ = try data.container(forGroup: group)
        } catch {
            #expect(error.code == .invalidAppGroup)
            #expect(error.message.contains("'\(group)'"))
        }
    }

    @Test("create() makes the folder, and says which path when it cannot")
    func create() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-dd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let container = try DataDirectory(url: root).container(forGroup: "group.example")
        try container.create()
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: container.url.path, isDirectory: &isDirectory) && isDirectory.boolValue)

        // A file where the data directory should be.
        let blocked = root.appendingPathComponent("blocked")
        FileManager.default.createFile(atPath: blocked.path, contents: Data())
        let impossible = try DataDirectory(url: blocked).container(forGroup: "group.example")
        #expect(throws: HarkError.self) { try impossible.create() }
    }
}
