public import HarkDefinition

/// An intent of Home Assistant's data, such as `HassTurnOn`, with its blocks of sentences.
///
/// An intent may be spread over several files (`homeassistant_HassTurnOn.yaml`,
/// `light_HassTurnOn.yaml`): loading a directory joins the blocks, in file order.
public struct HomeAssistantIntent: Sendable, Hashable {
    /// The intent's name: `HassTurnOn`, `HassLightSet`.
    public var name: String
    /// The blocks of sentences (`data`), in file order.
    public var data: [HomeAssistantSentenceGroup]

    public init(name: String, data: [HomeAssistantSentenceGroup]) {
        self.name = name
        self.data = data
    }
}
