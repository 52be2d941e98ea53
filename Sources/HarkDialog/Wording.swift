import Foundation

/// The assistant's own sentences, in every supported language: what it says when no definition
/// file words it (the definition's prompts and response templates come first).
///
/// Placeholders in braces are filled by ``Wording/text(in:_:)``: `{app}`, `{options}`,
/// `{value}`, `{parameter}`, `{usage}`, `{details}`, `{examples}`, `{intents}`.
public enum Wording: String, Sendable, Hashable, CaseIterable {
    case didNotUnderstand, cancelled, okay, whichOne, didYouMean, whatValue, whichApp
    case appCannotDoThat, noAppCanDoThat, appDidNotAnswer, appRanIntoProblem
    case shallI, askAuthorization, appNotAllowed, appRefused, needsUnlock
    case cannotUseValue, done, appCouldNotDoIt, inProgress, continueInApp, openApp, tooManyQuestions
    case unknownApp, somethingWentWrong, requestTooLong
    /// Answers to "what can List-o-Mat do?" and "what can you do?".
    case appExamples, appHandles, appsExamples, noApps
    /// Words used inside other sentences: the values of `TaskStatus` and `Boolean`.
    case statusCompleted, statusNotCompleted, yes, no
    /// A list said with its items, an empty list, a note said with its text, an empty note
    /// (the `withItems` and `withContent` forms of a response's values).
    case listWithItems, emptyList, noteWithContent, emptyNote

    /// The sentence in `locale`'s language (English for a language without one), with
    /// `values` in place of its placeholders.
    public func text(in locale: String, _ values: [String: String] = [:]) -> String {
        let language = Self.language(of: locale)
        let template = Self.table[self]?[language] ?? Self.table[self]?["en"] ?? rawValue
        return values.reduce(template) { text, pair in text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value) }
    }

    /// Whether the phrase has its own wording in `language`.
    public func isWritten(in language: String) -> Bool {
        Self.table[self]?[language] != nil
    }

    /// The language part of a locale: `"es-MX"` → `"es"`.
    static func language(of locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    static let table: [Wording: [String: String]] = [
        .didNotUnderstand: [
            "en": "Sorry, I didn't understand that.", "es": "Lo siento, no lo he entendido.",
            "fr": "Désolé, je n'ai pas compris.", "ja": "すみません、よくわかりませんでした。", "ar": "عذرًا، لم أفهم ذلك.",
        ],
        .cancelled: [
            "en": "OK, cancelled.", "es": "Vale, cancelado.", "fr": "D'accord, c'est annulé.",
            "ja": "キャンセルしました。", "ar": "حسنًا، تم الإلغاء.",
        ],
        .okay: ["en": "OK.", "es": "Vale.", "fr": "D'accord.", "ja": "わかりました。", "ar": "حسنًا."],
        .whichOne: [
            "en": "Which one: {options}?", "es": "¿Cuál: {options}?", "fr": "Lequel : {options} ?",
            "ja": "どれですか：{options}？", "ar": "أيها: {options}؟",
        ],
        .didYouMean: [
            "en": "Did you mean {value}?", "es": "¿Te refieres a {value}?", "fr": "Vouliez-vous dire {value} ?",
            "ja": "{value}のことですか？", "ar": "هل تقصد {value}؟",
        ],
        .whatValue: [
            "en": "What should the {parameter} be?", "es": "¿Cuál debe ser el valor de «{parameter}»?",
            "fr": "Quelle valeur pour « {parameter} » ?", "ja": "{parameter}を教えてください。", "ar": "ما {parameter}؟",
        ],
        .whichApp: [
            "en": "Which app: {options}?", "es": "¿Con qué app: {options}?", "fr": "Avec quelle app : {options} ?",
            "ja": "どのアプリですか：{options}？", "ar": "بأي تطبيق: {options}؟",
        ],
        .appCannotDoThat: [
            "en": "Sorry, {app} can't do that.", "es": "Lo siento, {app} no puede hacer eso.",
            "fr": "Désolé, {app} ne peut pas faire ça.", "ja": "すみません、{app}ではそれはできません。",
            "ar": "عذرًا، لا يستطيع {app} فعل ذلك.",
        ],
        .noAppCanDoThat: [
            "en": "Sorry, none of your apps can do that.", "es": "Lo siento, ninguna de tus apps puede hacer eso.",
            "fr": "Désolé, aucune de vos apps ne peut faire ça.", "ja": "すみません、それができるアプリがありません。",
            "ar": "عذرًا، لا يوجد تطبيق لديك يستطيع فعل ذلك.",
        ],
        .appDidNotAnswer: [
            "en": "{app} didn't answer.", "es": "{app} no ha respondido.", "fr": "{app} n'a pas répondu.",
            "ja": "{app}から応答がありませんでした。", "ar": "لم يستجب {app}.",
        ],
        .appRanIntoProblem: [
            "en": "{app} ran into a problem.", "es": "{app} ha tenido un problema.", "fr": "{app} a rencontré un problème.",
            "ja": "{app}で問題が発生しました。", "ar": "واجه {app} مشكلة.",
        ],
        .shallI: [
            "en": "Shall I do this with {app}: {details}?", "es": "¿Lo hago con {app}: {details}?",
            "fr": "Je le fais avec {app} : {details} ?", "ja": "{app}でこれを実行しますか：{details}？",
            "ar": "هل أنفذ هذا باستخدام {app}: {details}؟",
        ],
        .askAuthorization: [
            "en": "{app} would like to work with you here. {usage} Allow it?",
            "es": "{app} quiere trabajar contigo aquí. {usage} ¿Lo permites?",
            "fr": "{app} souhaite travailler avec vous ici. {usage} L'autoriser ?",
            "ja": "{app}がここで使えるようにしたいと求めています。{usage}許可しますか？",
            "ar": "يرغب {app} في العمل معك هنا. {usage} هل تسمح بذلك؟",
        ],
        .appNotAllowed: [
            "en": "{app} isn't allowed to work with me. You can allow it in the settings.",
            "es": "{app} no tiene permiso para trabajar conmigo. Puedes permitirlo en los ajustes.",
            "fr": "{app} n'est pas autorisée à travailler avec moi. Vous pouvez l'autoriser dans les réglages.",
            "ja": "{app}は許可されていません。設定で許可できます。",
            "ar": "{app} غير مسموح له بالعمل معي. يمكنك السماح له من الإعدادات.",
        ],
        .appRefused: [
            "en": "OK, I won't use {app}.", "es": "Vale, no usaré {app}.", "fr": "D'accord, je n'utiliserai pas {app}.",
            "ja": "わかりました。{app}は使いません。", "ar": "حسنًا، لن أستخدم {app}.",
        ],
        .needsUnlock: [
            "en": "You need to unlock your device to do that with {app}. Unlock it, then say “go on”.",
            "es": "Tienes que desbloquear tu dispositivo para hacer eso con {app}. Desbloquéalo y di «sigue».",
            "fr": "Vous devez déverrouiller votre appareil pour faire ça avec {app}. Déverrouillez-le, puis dites « continue ».",
            "ja": "{app}でそれを行うには、デバイスのロックを解除する必要があります。解除したら「続けて」と言ってください。",
            "ar": "عليك فتح قفل جهازك لفعل ذلك باستخدام {app}. افتحه ثم قل «تابع».",
        ],
        .cannotUseValue: [
            "en": "Sorry, {app} can't use {value}.", "es": "Lo siento, {app} no puede usar {value}.",
            "fr": "Désolé, {app} ne peut pas utiliser {value}.", "ja": "すみません、{app}では{value}を使えません。",
            "ar": "عذرًا، لا يستطيع {app} استخدام {value}.",
        ],
        .done: ["en": "Done.", "es": "Hecho.", "fr": "C'est fait.", "ja": "完了しました。", "ar": "تم."],
        .appCouldNotDoIt: [
            "en": "Sorry, {app} couldn't do that.", "es": "Lo siento, {app} no pudo hacerlo.",
            "fr": "Désolé, {app} n'a pas pu le faire.", "ja": "すみません、{app}ではできませんでした。",
            "ar": "عذرًا، لم يتمكن {app} من فعل ذلك.",
        ],
        .inProgress: [
            "en": "{app} is working on it.", "es": "{app} está en ello.", "fr": "{app} s'en occupe.",
            "ja": "{app}が処理しています。", "ar": "{app} يعمل على ذلك.",
        ],
        .continueInApp: [
            "en": "You can continue in {app}.", "es": "Puedes continuar en {app}.", "fr": "Vous pouvez continuer dans {app}.",
            "ja": "{app}で続けてください。", "ar": "يمكنك المتابعة في {app}.",
        ],
        .openApp: [
            "en": "Do you want to go on in {app}?", "es": "¿Quieres seguir en {app}?", "fr": "Voulez-vous continuer dans {app} ?",
            "ja": "{app}で続けますか？", "ar": "هل تريد المتابعة في {app}؟",
        ],
        .tooManyQuestions: [
            "en": "Sorry, I couldn't settle that with {app}.", "es": "Lo siento, no he podido resolverlo con {app}.",
            "fr": "Désolé, je n'ai pas pu régler ça avec {app}.", "ja": "すみません、{app}で決められませんでした。",
            "ar": "عذرًا، لم أتمكن من حسم ذلك مع {app}.",
        ],
        .unknownApp: [
            "en": "Sorry, I don't know the app {app}.", "es": "Lo siento, no conozco la app {app}.",
            "fr": "Désolé, je ne connais pas l'app {app}.", "ja": "すみません、{app}というアプリは知りません。",
            "ar": "عذرًا، لا أعرف التطبيق {app}.",
        ],
        .requestTooLong: [
            "en": "Sorry, that's too long for me: ask in {limit} characters at most.",
            "es": "Lo siento, es demasiado largo para mí: pídelo en {limit} caracteres como máximo.",
            "fr": "Désolé, c'est trop long pour moi : demandez-le en {limit} caractères au plus.",
            "ja": "すみません、長すぎます。{limit}文字以内でお願いします。",
            "ar": "عذرًا، هذا طويل جدًا: اطلبه في {limit} حرف على الأكثر.",
        ],
        .somethingWentWrong: [
            "en": "Sorry, something went wrong on my side.", "es": "Lo siento, algo ha fallado por mi parte.",
            "fr": "Désolé, quelque chose s'est mal passé de mon côté.", "ja": "すみません、こちらで問題が起きました。",
            "ar": "عذرًا، حدث خطأ من جهتي.",
        ],
        .appExamples: [
            "en": "Here are some things you can ask {app}: {examples}.",
            "es": "Estas son algunas cosas que puedes pedirle a {app}: {examples}.",
            "fr": "Voici quelques demandes que vous pouvez faire à {app} : {examples}.",
            "ja": "{app}には、たとえばこう話しかけられます：{examples}。",
            "ar": "إليك بعض ما يمكنك أن تطلبه من {app}: {examples}.",
        ],
        .appHandles: [
            "en": "I have no examples for {app}, but it can do this: {intents}.",
            "es": "No tengo ejemplos de {app}, pero sabe hacer esto: {intents}.",
            "fr": "Je n'ai pas d'exemples pour {app}, mais elle sait faire ceci : {intents}.",
            "ja": "{app}の例文はありませんが、次のことができます：{intents}。",
            "ar": "ليست لدي أمثلة عن {app}، لكنه يستطيع: {intents}.",
        ],
        .appsExamples: [
            "en": "Here is something you can ask each of your apps: {examples}. To hear more, ask: what can {app} do?",
            "es": "Esto es algo que puedes pedirle a cada una de tus apps: {examples}. Para saber más, pregunta: ¿qué puede hacer {app}?",
            "fr":
                "Voici une demande possible pour chacune de vos apps : {examples}. Pour en savoir plus, demandez : que peut faire {app} ?",
            "ja": "それぞれのアプリに、たとえばこう話しかけられます：{examples}。詳しくは「{app}で何ができる？」と聞いてください。",
            "ar": "إليك شيئًا يمكنك أن تطلبه من كل تطبيق لديك: {examples}. لمعرفة المزيد، اسأل: ماذا يستطيع {app} أن يفعل؟",
        ],
        .noApps: [
            "en": "You have no apps installed yet.", "es": "Todavía no tienes ninguna app instalada.",
            "fr": "Vous n'avez encore aucune app installée.", "ja": "まだアプリがインストールされていません。",
            "ar": "لا توجد تطبيقات مثبتة لديك بعد.",
        ],
        .statusCompleted: ["en": "done", "es": "hecho", "fr": "fait", "ja": "完了", "ar": "منجز"],
        .statusNotCompleted: ["en": "not done", "es": "pendiente", "fr": "pas fait", "ja": "未完了", "ar": "غير منجز"],
        .yes: ["en": "yes", "es": "sí", "fr": "oui", "ja": "はい", "ar": "نعم"],
        .no: ["en": "no", "es": "no", "fr": "non", "ja": "いいえ", "ar": "لا"],
        .listWithItems: [
            "en": "{list}: {items}.", "es": "{list}: {items}.", "fr": "{list} : {items}.", "ja": "{list}：{items}。",
            "ar": "{list}: {items}.",
        ],
        .emptyList: [
            "en": "{list} is empty.", "es": "{list} está vacía.", "fr": "{list} est vide.", "ja": "{list}は空です。",
            "ar": "{list} فارغة.",
        ],
        .noteWithContent: [
            "en": "{note}: {content}.", "es": "{note}: {content}.", "fr": "{note} : {content}.", "ja": "{note}：{content}。",
            "ar": "{note}: {content}.",
        ],
        .emptyNote: [
            "en": "{note} has nothing in it yet.", "es": "{note} todavía está vacía.", "fr": "{note} est encore vide.",
            "ja": "{note}はまだ空です。", "ar": "{note} فارغة بعد.",
        ],
    ]
}
