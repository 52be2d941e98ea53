/// The user asks what they can say: to one app ("what can List-o-Mat do?", "¿qué puedo decirle a
/// ListOMat?", 「ListOMatの使い方」), or to the assistant itself ("what can you do?").
///
/// A request of the assistant's own, not an app's intent: the assistant answers it with the
/// example requests the apps' manifests give (``Hark/AppManifest/examples``).
public struct HelpRequest: Sendable, Hashable {
    /// The app asked about, by identifier; `nil` when the question is about the assistant.
    public var app: String?

    public init(app: String? = nil) {
        self.app = app
    }
}
