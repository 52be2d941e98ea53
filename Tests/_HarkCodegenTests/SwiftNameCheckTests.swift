import HarkDefinition
import Testing
import _HarkCodegen

/// Names that would make generated Swift fail to compile are reported where they are written.
struct SwiftNameCheckTests {
    typealias Models = DefinitionModels

    func errors(_ file: DefinitionFile) -> [String] {
        SourceGenerator().check(file).filter { $0.severity == .error }.map(\.description)
    }

    @Test func aFileNameThatIsNoSwiftIdentifierIsReported() {
        let file = Models.file(name: "pizza-shop", intents: [Models.intent("Ping")])
        #expect(
            errors(file) == [
                "pizza-shop.intents.yaml:1:1: error: generated code names an enum after the file, and 'pizza-shop' is not "
                    + "a Swift identifier: rename the file, e.g. to 'PizzaShop.intents.yaml'"
            ])
    }

    @Test func typesMustNotHideWhatGeneratedCodeUses() {
        let file = Models.file(types: [Models.type("Intent", values: ["one"])], intents: [])
        #expect(
            errors(file) == [
                "Test.intents.yaml:1:1: error: the type 'Intent' would hide 'Intent' of Hark, Swift or Foundation, "
                    + "which generated code uses: rename it"
            ])
    }

    @Test func typeNamedLikeTheFileClashesWithItsEnum() {
        let file = Models.file(name: "Pizza", types: [Models.type("Pizza", values: ["one"])], intents: [])
        #expect(
            errors(file) == [
                "Test.intents.yaml:1:1: error: the type 'Pizza' clashes with the enum 'Pizza' generated for the file: rename one of them"
            ])
    }

    @Test func valuesMustNotShadowGeneratedMembers() {
        let file = Models.file(types: [Models.type("Kind", values: ["synonyms", "allCases", "fine"])], intents: [])
        #expect(errors(file).count == 2)
    }

    @Test func codesMayCarryOnlyPropertiesOfTheResponse() {
        let response = ResponseDefinition(codes: [
            ResponseCodeDefinition(name: "failureSoldOut", parameters: ["kind"], location: Models.location)
        ])
        #expect(
            errors(Models.file(intents: [Models.intent("Order", response: response)])) == [
                "Test.intents.yaml:1:1: error: the code 'failureSoldOut' carries 'kind', which is not a property of the response of 'Order'"
            ])
    }

    @Test func aCleanFileHasNoProblems() {
        let file = Models.file(
            types: [Models.type("Kind", values: ["one"])],
            intents: [Models.intent("Pick", [Models.parameter("kind", .custom("Kind"))])]
        )
        #expect(SourceGenerator().check(file).isEmpty)
    }
}
