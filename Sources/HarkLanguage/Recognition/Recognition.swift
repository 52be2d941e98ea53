/// What a ``Recognizer`` understood of one request: the ways to understand it, best first.
public struct Recognition: Sendable, Hashable {
    /// The locale the request was read in, as given.
    public var locale: String
    /// The candidates, best first. Empty when no sentence matches: Hark says it did not
    /// understand rather than guess an intent.
    public var candidates: [Candidate]
    /// When nothing matched, the sentences that came closest, for "did you mean …" and for
    /// authors debugging their templates.
    public var nearMisses: [NearMiss]
    /// Whether the best two candidates are different intents that matched equally well, so the
    /// assistant should ask rather than pick one.
    public var isTie: Bool
    /// The app the user named, also when it handles nothing the request asks for.
    public var namedApp: String?
    /// When the user asks what they can say ("what can List-o-Mat do?"), the question: a
    /// request of the assistant's own, with no candidates.
    public var help: HelpRequest?

    public init(
        locale: String, candidates: [Candidate] = [], nearMisses: [NearMiss] = [], isTie: Bool = false, namedApp: String? = nil,
        help: HelpRequest? = nil
    ) {
        self.locale = locale
        self.candidates = candidates
        self.nearMisses = nearMisses
        self.isTie = isTie
        self.namedApp = namedApp
        self.help = help
    }

    /// The best candidate, if any.
    public var best: Candidate? { candidates.first }
}
