import Hark
import HarkDefinition

/// The assistant's own sentences for ``HelpRequest``s, per language, in hassil template syntax.
///
/// `app` sentences name an installed app in the slot `{app}` (any of its names: "List-o-Mat",
/// "ListOMat", "list oh mat"); `general` sentences ask the assistant itself. A general sentence
/// with an app named around it in the usual way ("In ListOMat, what can I say?") asks about that
/// app. They are compiled into a small grammar of their own (``HelpSentences/matchers(apps:)``),
/// matched before the apps' sentences.
enum HelpSentences {
    /// The intent names the two kinds of sentences carry in the grammar.
    static let appIntent = "hark.help.app"
    static let generalIntent = "hark.help"

    static let app: [String: [String]] = [
        "en": [
            "what (can|does) {app} do [for me]",
            "what (can|could|should|do) i (say|ask) [to] {app}",
            "what (can|could) i ask {app} [to do]",
            "what are [some] (things|examples) i can (say|ask) [to] {app}",
            "how (do|can|should) i use {app}",
            "how (to|does one|do you) use {app}",
            "help [me] [(with|for|on)] {app}",
            "{app} help",
            "[(show|give|tell)] [me] [some] examples (for|of|with) {app}",
        ],
        "es": [
            "qué (puede|sabe) hacer {app} [por mí]",
            "qué hace {app}",
            "qué (puedo|debo) (decirle|pedirle|preguntarle|decir|pedir|preguntar) a {app}",
            "qué le puedo (decir|pedir|preguntar) a {app}",
            "qué cosas (puedo|le puedo) (decirle|pedirle|decir|pedir) a {app}",
            "cómo (uso|se usa|utilizo|se utiliza|puedo usar|puedo utilizar) {app}",
            "cómo (usar|utilizar) {app}",
            "(ayuda|ayúdame) (con|de|para|sobre) {app}",
            "[(dame|muéstrame|enséñame)] [algunos] ejemplos (de|para|con) {app}",
        ],
        "fr": [
            "(que|qu'est-ce que) (peut|sait) faire {app}",
            "qu'est-ce que {app} (peut|sait) faire",
            "que fait {app}",
            "(que puis-je|qu'est-ce que je peux|que peut-on|qu'est-ce qu'on peut) (dire|demander) à {app}",
            "comment (utiliser|se servir de|me servir de) {app}",
            "comment (j'utilise|on utilise|utilise-t-on|puis-je utiliser|je peux utiliser) {app}",
            "(aide|aide-moi) (pour|sur|avec) {app}",
            "[(donne-moi|montre-moi)] des exemples (pour|de|avec) {app}",
        ],
        "ja": [
            "{app}(で|では|は|って)(何|なに)が(できる|できます|できるの)[か|ですか]",
            "{app}(に|へ)(何|なに)を(言えば|頼めば|聞けば|話せば)(いい|いいですか|いいの)",
            "{app}の使い方[を(教えて|教えてください)]",
            "{app}(は|を)(どう|どうやって)使(う|えば)[の|いい|いいですか|いいの]",
            "{app}のヘルプ",
            "{app}の例を(見せて|教えて)[ください]",
        ],
        "ar": [
            "ماذا (يستطيع|يمكن) {app} أن يفعل",
            "ماذا (يستطيع|يمكن) أن يفعل {app}",
            "ماذا يفعل {app}",
            "ماذا (يمكنني|أستطيع) أن (أقول|أطلب) (ل|من) {app}",
            "كيف (أستخدم|أستعمل|يمكنني استخدام|استخدم) {app}",
            "(طريقة|كيفية) استخدام {app}",
            "(مساعدة|ساعدني) [(في|مع|بخصوص|عن)] {app}",
            "[(أعطني|أرني)] أمثلة (ل|على|عن|مع) {app}",
        ],
    ]

    static let general: [String: [String]] = [
        "en": [
            "what can you do [for me]",
            "what (can|could|should) i (say|ask) [you]",
            "what can i ask [you] [to do]",
            "help [me]",
            "what apps (do i have|are installed|can i use)",
        ],
        "es": [
            "qué puedes hacer [por mí]",
            "qué (puedo|debo) (decirte|pedirte|preguntarte|decir|pedir|preguntar)",
            "qué te puedo (decir|pedir|preguntar)",
            "(ayuda|ayúdame)",
            "qué apps (tengo|hay|puedo usar)",
        ],
        "fr": [
            "(que|qu'est-ce que) (peux-tu|pouvez-vous|tu peux|vous pouvez) faire",
            "qu'est-ce que tu sais faire",
            "(que puis-je|qu'est-ce que je peux) (dire|demander|te dire|te demander|vous dire|vous demander)",
            "(aide|aide-moi)",
            "quelles apps (ai-je|j'ai|puis-je utiliser)",
        ],
        "ja": [
            "(何|なに)が(できる|できます|できるの)[か|ですか]",
            "(何|なに)ができるか教えて[ください]",
            "(何|なに)を(言えば|頼めば|聞けば)(いい|いいですか|いいの)",
            "ヘルプ",
            "どんなアプリがある[の|ですか]",
        ],
        "ar": [
            "ماذا (تستطيع|يمكنك) أن تفعل",
            "ماذا (يمكنني|أستطيع) أن (أقول|أطلب)",
            "مساعدة",
            "ساعدني",
            "ما (التطبيقات|تطبيقاتي) (المثبتة|المتاحة)",
        ],
    ]

    /// A compiled grammar of the help sentences per supported language, with every name of
    /// every app in `{app}`.
    static func matchers(apps: [AppManifest], eagerly: Bool) throws(LanguageError) -> LanguageMatchers {
        var names: [SlotValue] = []
        for app in apps {
            for name in AppNameDetector.names(of: app) {
                names.append(SlotValue(input: Template(.text(name)), output: app.identifier))
            }
        }
        let appNames = names
        return try LanguageMatchers(languages: Array(LanguageProfile.supportedLanguages), eagerly: eagerly) { language in
            let intents = [
                GrammarIntent(name: appIntent, sentences: sentences(app[language] ?? [])),
                GrammarIntent(name: generalIntent, sentences: sentences(general[language] ?? [])),
            ]
            let grammar = try Grammar(locale: language, intents: intents, lists: ["app": .values(appNames)], runtimeLists: [])
            return Matcher(grammar: grammar)
        }
    }

    private static func sentences(_ sources: [String]) -> [GrammarSentence] {
        // The sentences are the assistant's own and tested in every language: one that does not
        // parse is a defect caught by the tests, left out rather than stopping the assistant.
        sources.compactMap { source in (try? Template(parsing: source)).map { GrammarSentence(template: $0) } }
    }
}
