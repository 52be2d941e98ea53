public import HarkDefinition
internal import Yams

extension HomeAssistantParser {
    static let testFileKeys = ["language", "tests"]
    static let testKeys = ["sentences", "intent", "response"]
    static let expectedIntentKeys = ["name", "slots", "context"]
    static let fixturesKeys = ["language", "floors", "areas", "entities", "timers", "media"]
    static let floorKeys = ["name", "id", "aliases", "level"]
    static let areaKeys = ["name", "id", "floor", "aliases"]
    static let entityKeys = ["name", "id", "area", "state", "attributes", "aliases"]

    // MARK: Test files

    mutating func parseTestFile(_ text: String) -> HomeAssistantTestFile? {
        guard let root = root(of: text, what: "the test file"),
            let fields = fields(root, "the test file", known: Self.testFileKeys)
        else { return nil }
        var file = HomeAssistantTestFile(path: reader.path, language: "")
        file.language = fields["language"].flatMap { reader.nonEmptyString($0, "'language'") } ?? ""
        guard let tests = fields["tests"] else {
            reader.error("the test file has no 'tests'", at: fields.location)
            return nil
        }
        for (index, node) in reader.sequence(tests, "'tests'").enumerated() {
            if let test = readTest(node, "test \(index + 1)") { file.tests.append(test) }
        }
        return file
    }

    private mutating func readTest(_ node: Node, _ what: String) -> HomeAssistantTestCase? {
        guard let fields = fields(node, what, known: Self.testKeys) else { return nil }
        guard let sentences = fields["sentences"], let intentNode = fields["intent"] else {
            reader.error("\(what) needs 'sentences' and 'intent'", at: fields.location)
            return nil
        }
        guard let intent = self.fields(intentNode, "the intent of \(what)", known: Self.expectedIntentKeys) else { return nil }
        guard let name = intent["name"].flatMap({ reader.nonEmptyString($0, "the intent name of \(what)") }) else {
            if intent["name"] == nil { reader.error("the intent of \(what) has no 'name'", at: intent.location) }
            return nil
        }
        var test = HomeAssistantTestCase(
            sentences: reader.stringList(sentences, "the sentences of \(what)").map(\.value),
            intent: name,
            location: fields.location
        )
        if let slots = intent["slots"], slots.tagName != .null { test.slots = readValues(slots, "the slots of \(what)") }
        if let context = intent["context"], context.tagName != .null { test.context = readValues(context, "the context of \(what)") }
        if let response = fields["response"], response.tagName != .null {
            test.responses = reader.stringList(response, "the response of \(what)").map(\.value)
        }
        return test
    }

    // MARK: Fixtures

    mutating func parseFixtures(_ text: String) -> HomeAssistantFixtures? {
        guard let root = root(of: text, what: "the fixtures file"),
            let fields = fields(root, "the fixtures file", known: Self.fixturesKeys)
        else { return nil }
        var fixtures = HomeAssistantFixtures(language: "")
        fixtures.language = fields["language"].flatMap { reader.nonEmptyString($0, "'language'") } ?? ""
        for node in fields["floors"].map({ reader.sequence($0, "'floors'") }) ?? [] {
            guard let item = self.fields(node, "a floor", known: Self.floorKeys),
                let (name, id) = nameAndID(item, "a floor")
            else { continue }
            fixtures.floors.append(.init(name: name, id: id))
        }
        for node in fields["areas"].map({ reader.sequence($0, "'areas'") }) ?? [] {
            guard let item = self.fields(node, "an area", known: Self.areaKeys),
                let (name, id) = nameAndID(item, "an area")
            else { continue }
            let floor = item["floor"].flatMap { reader.string($0, "the floor of area '\(name)'") }
            fixtures.areas.append(.init(name: name, id: id, floor: floor))
        }
        for node in fields["entities"].map({ reader.sequence($0, "'entities'") }) ?? [] {
            if let entity = readEntity(node) { fixtures.entities.append(entity) }
        }
        return fixtures
    }

    private mutating func readEntity(_ node: Node) -> HomeAssistantFixtures.Entity? {
        guard let item = fields(node, "an entity", known: Self.entityKeys), let (name, id) = nameAndID(item, "an entity") else {
            return nil
        }
        let what = "entity '\(id)'"
        if !id.contains(".") {
            reader.error("the id of \(what) must be domain.object, such as light.kitchen", at: item.location)
        }
        var entity = HomeAssistantFixtures.Entity(name: name, id: id)
        entity.area = item["area"].flatMap { reader.string($0, "the area of \(what)") }
        if let state = item["state"] {
            if case .mapping = state, let spoken = fields(state, "the state of \(what)", known: ["in", "out"]) {
                entity.spokenState = spoken["in"].flatMap { reader.string($0, "'in' of the state of \(what)") }
                entity.state = spoken["out"].flatMap { value($0, "'out' of the state of \(what)") }?.description
            } else {
                entity.state = value(state, "the state of \(what)")?.description
            }
        }
        if let attributes = item["attributes"] { entity.attributes = readValues(attributes, "the attributes of \(what)") }
        return entity
    }

    /// The `name` and `id` every floor, area and entity needs.
    private mutating func nameAndID(_ item: Fields, _ what: String) -> (String, String)? {
        guard let nameNode = item["name"], let idNode = item["id"] else {
            reader.error("\(what) needs a 'name' and an 'id'", at: item.location)
            return nil
        }
        guard let name = reader.nonEmptyString(nameNode, "the name of \(what)"),
            let id = value(idNode, "the id of \(what)")?.description, !id.isEmpty
        else { return nil }
        return (name, id)
    }
}
