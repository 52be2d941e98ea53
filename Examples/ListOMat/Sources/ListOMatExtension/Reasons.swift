import Hark

/// Why List-o-Mat cannot use a value, worded in the user's language so the dialog can say it.
///
/// The codes match the definition files' `unsupportedReasons` where Lists & Notes declares them
/// (`noSuchList`, `listExists`); the message adds what List-o-Mat can do instead, such as
/// offering to create a list that does not exist.
enum Reasons {
    /// No list has the name: say so, and tell how to create it — or, with `offeringToCreate`,
    /// ask whether to create it now (yes takes the new list as the parameter's value).
    static func noSuchList(
        _ name: String, parameter: String, language: String, offeringToCreate: Bool = false
    ) -> UnsupportedReason {
        let newList = ParameterValue.taskList(TaskList(title: SpeakableString(spokenPhrase: name)))
        if offeringToCreate {
            let question = sentence(
                language,
                [
                    "en": "You don't have a list called “\(name)”. Shall I create it?",
                    "es": "No tienes ninguna lista llamada «\(name)». ¿La creo?",
                    "fr": "Vous n'avez pas de liste nommée « \(name) ». Je la crée ?",
                    "ja": "「\(name)」という名前のリストはありません。作成しますか？",
                    "ar": "ليست لديك قائمة باسم «\(name)». هل أنشئها؟",
                ])
            return UnsupportedReason(code: "noSuchList", message: question, parameters: [parameter: newList], offer: newList)
        }
        let message = sentence(
            language,
            [
                "en": "You don't have a list called “\(name)”. Say “create a list called \(name)” to make one.",
                "es": "No tienes ninguna lista llamada «\(name)». Di «crea una lista llamada \(name)» para crearla.",
                "fr": "Vous n'avez pas de liste nommée « \(name) ». Dites « crée une liste appelée \(name) » pour la créer.",
                "ja": "「\(name)」という名前のリストはありません。「\(name)という名前のリストを作成して」と言えば作成できます。",
                "ar": "ليست لديك قائمة باسم «\(name)». قل «أنشئ قائمة باسم \(name)» لإنشائها.",
            ])
        return UnsupportedReason(
            code: "noSuchList",
            message: message,
            parameters: [
                parameter: newList, "suggestedIntent": .string("CreateTaskList"),
            ]
        )
    }

    /// There are no lists at all to choose from.
    static func noLists(language: String) -> UnsupportedReason {
        UnsupportedReason(
            code: "noLists",
            message: sentence(
                language,
                [
                    "en": "You don't have any lists yet. Say “create a list called Groceries” to make one.",
                    "es": "Todavía no tienes listas. Di «crea una lista llamada Compras» para crear una.",
                    "fr": "Vous n'avez encore aucune liste. Dites « crée une liste appelée Courses » pour en créer une.",
                    "ja": "まだリストがありません。「買い物という名前のリストを作成して」と言えば作成できます。",
                    "ar": "ليست لديك أي قوائم بعد. قل «أنشئ قائمة باسم التسوق» لإنشاء واحدة.",
                ]))
    }

    /// A list with the name exists already.
    static func listExists(_ name: String, language: String) -> UnsupportedReason {
        UnsupportedReason(
            code: "listExists",
            message: sentence(
                language,
                [
                    "en": "You already have a list called “\(name)”.",
                    "es": "Ya tienes una lista llamada «\(name)».",
                    "fr": "Vous avez déjà une liste nommée « \(name) ».",
                    "ja": "「\(name)」という名前のリストはすでにあります。",
                    "ar": "لديك بالفعل قائمة باسم «\(name)».",
                ]),
            parameters: ["title": .speakableString(SpeakableString(spokenPhrase: name))]
        )
    }

    /// No item has the title, on the list named or on any list.
    static func noSuchItem(_ title: String, list: String?, language: String) -> UnsupportedReason {
        let message: String
        if let list {
            message = sentence(
                language,
                [
                    "en": "“\(list)” has no item called “\(title)”.",
                    "es": "«\(list)» no tiene ningún elemento llamado «\(title)».",
                    "fr": "« \(list) » n'a pas d'élément nommé « \(title) ».",
                    "ja": "「\(list)」に「\(title)」という項目はありません。",
                    "ar": "لا يوجد في «\(list)» عنصر باسم «\(title)».",
                ])
        } else {
            message = sentence(
                language,
                [
                    "en": "None of your lists has an item called “\(title)”.",
                    "es": "Ninguna de tus listas tiene un elemento llamado «\(title)».",
                    "fr": "Aucune de vos listes n'a d'élément nommé « \(title) ».",
                    "ja": "「\(title)」という項目はどのリストにもありません。",
                    "ar": "لا توجد في أي من قوائمك عنصر باسم «\(title)».",
                ])
        }
        return UnsupportedReason(code: "noSuchItem", message: message)
    }

    /// No note has the title: say so — or, with `offeringToCreate`, ask whether to create it.
    static func noSuchNote(
        _ title: String, parameter: String, language: String, offeringToCreate: Bool = false
    ) -> UnsupportedReason {
        let newNote = ParameterValue.note(Note(title: SpeakableString(spokenPhrase: title)))
        let message =
            offeringToCreate
            ? sentence(
                language,
                [
                    "en": "You don't have a note called “\(title)”. Shall I create it?",
                    "es": "No tienes ninguna nota llamada «\(title)». ¿La creo?",
                    "fr": "Vous n'avez pas de note nommée « \(title) ». Je la crée ?",
                    "ja": "「\(title)」という名前のメモはありません。作成しますか？",
                    "ar": "ليست لديك ملاحظة باسم «\(title)». هل أنشئها؟",
                ])
            : sentence(
                language,
                [
                    "en": "You don't have a note called “\(title)”.",
                    "es": "No tienes ninguna nota llamada «\(title)».",
                    "fr": "Vous n'avez pas de note nommée « \(title) ».",
                    "ja": "「\(title)」という名前のメモはありません。",
                    "ar": "ليست لديك ملاحظة باسم «\(title)».",
                ])
        return UnsupportedReason(
            code: "noSuchNote", message: message, parameters: [parameter: newNote], offer: offeringToCreate ? newNote : nil)
    }

    /// A note with the title exists already.
    static func noteExists(_ title: String, language: String) -> UnsupportedReason {
        UnsupportedReason(
            code: "noteExists",
            message: sentence(
                language,
                [
                    "en": "You already have a note called “\(title)”.",
                    "es": "Ya tienes una nota llamada «\(title)».",
                    "fr": "Vous avez déjà une note nommée « \(title) ».",
                    "ja": "「\(title)」という名前のメモはすでにあります。",
                    "ar": "لديك بالفعل ملاحظة باسم «\(title)».",
                ]),
            parameters: ["title": .speakableString(SpeakableString(spokenPhrase: title))]
        )
    }

    /// An item title that is empty.
    static func emptyTitle(language: String) -> UnsupportedReason {
        UnsupportedReason(
            code: "emptyTitle",
            message: sentence(
                language,
                [
                    "en": "An item needs a name.",
                    "es": "Un elemento necesita un nombre.",
                    "fr": "Un élément a besoin d'un nom.",
                    "ja": "項目には名前が必要です。",
                    "ar": "يحتاج العنصر إلى اسم.",
                ]))
    }

    private static func sentence(_ language: String, _ texts: LocalizedString) -> String {
        texts.value(for: language) ?? ""
    }
}
