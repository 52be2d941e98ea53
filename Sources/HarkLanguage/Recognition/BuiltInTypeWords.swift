import HarkDefinition

/// The words that say a value of a built-in enumeration-like type, per language: what a
/// `{status}` slot of type `TaskStatus` or a `{all}` slot of type `Boolean` matches in a sentence.
///
/// `TaskStatus` words are both the states ("done", "hecho", "fait", "完了", "منجز") and the verbs
/// that set them ("check off", "tacha", "coche", "チェックして", "اشطب"), so that "check off milk"
/// is `SetTaskAttribute` with `status` `completed` from the template `{status} {targetTask}`.
/// `Boolean` words say *yes* or *all* ("everything", "todo", "tout", "全部", "الكل") for `true`,
/// and *no* for `false`: a Boolean slot in a sentence is the word that switches the parameter on.
enum BuiltInTypeWords {
    /// The spoken forms of each `TaskStatus` case, by language.
    static let taskStatus: [String: [(identifier: String, words: [String])]] = [
        "en": [
            (
                "completed",
                [
                    "done", "completed", "complete", "finished", "checked", "checked off", "ticked off",
                    "crossed off", "bought", "check off", "check", "tick off", "tick", "cross off", "cross", "finish",
                ]
            ),
            (
                "notCompleted",
                [
                    "not done", "undone", "unchecked", "not completed", "incomplete", "unfinished",
                    "not finished", "pending", "to do", "uncheck", "untick", "unmark", "reopen",
                ]
            ),
        ],
        "es": [
            (
                "completed",
                [
                    "hecho", "hecha", "hechos", "hechas", "completado", "completada", "completados",
                    "completadas", "terminado", "terminada", "listo", "tachado", "tachada", "comprado",
                    "comprada", "tacha", "tache", "tachar", "completa", "complete", "completar", "termina",
                    "terminados", "terminadas", "tachados", "tachadas", "comprados", "compradas",
                ]
            ),
            (
                "notCompleted",
                [
                    "no hecho", "no hecha", "sin hacer", "pendiente", "pendientes", "no completado",
                    "no completada", "sin completar", "por hacer", "desmarca", "desmarque", "desmarcar",
                    "no hechos", "no hechas", "no completados", "no completadas", "no terminados", "no terminadas",
                ]
            ),
        ],
        "fr": [
            (
                "completed",
                [
                    "fait", "faite", "faits", "faites", "terminé", "terminée", "terminés", "terminées", "fini",
                    "finie", "finis", "finies", "complété", "complétée", "coché", "cochée", "cochés", "cochées",
                    "acheté", "achetée", "coche", "cocher", "cochez", "raye", "rayer", "rayez", "barre", "barrer",
                    "complétés", "complétées", "achetés", "achetées", "rayé", "rayée", "rayés", "rayées", "barré",
                    "barrée", "barrés", "barrées",
                ]
            ),
            (
                "notCompleted",
                [
                    "pas fait", "pas faite", "non fait", "non faite", "à faire", "non terminé", "non terminée",
                    "pas terminé", "pas terminée", "en cours", "non coché", "non cochée", "décoché", "décochée",
                    "décoche", "décocher", "décochez", "pas faits", "pas faites", "non faits", "non faites", "non terminés",
                    "non terminées", "pas terminés", "pas terminées", "non cochés", "non cochées",
                ]
            ),
        ],
        "ja": [
            (
                "completed",
                [
                    "完了", "完了済み", "済み", "済", "チェック済み", "終わった", "終了", "購入済み", "チェック",
                    "チェックして", "チェックを付けて", "チェックをつけて", "完了して", "済みにして",
                ]
            ),
            (
                "notCompleted",
                [
                    "未完了", "未完", "未チェック", "未済", "まだ", "未完了に戻して", "チェックを外して",
                    "チェックを外す", "チェック外して",
                ]
            ),
        ],
        "ar": [
            (
                "completed",
                [
                    "منجز", "منجزة", "مكتمل", "مكتملة", "تم", "تمت", "منتهي", "منتهية", "مشطوب", "اشطب",
                    "أنجز", "أكمل", "المنجز", "المنجزة", "المكتمل", "المكتملة", "المنتهي", "المنتهية", "المشطوب", "المشطوبة",
                ]
            ),
            (
                "notCompleted",
                [
                    "غير منجز", "غير منجزة", "غير مكتمل", "غير مكتملة", "لم يتم", "لم ينجز", "لم يكتمل",
                    "ألغ الشطب", "أزل الشطب", "غير المنجز", "غير المنجزة", "غير المكتمل", "غير المكتملة",
                ]
            ),
        ],
    ]

    /// The spoken forms of `true` and `false`, by language.
    static let boolean: [String: [(identifier: String, words: [String])]] = [
        "en": [
            ("true", ["yes", "true", "all", "everything", "all items", "all the items", "every item", "all of it"]),
            ("false", ["no", "false", "none", "nothing"]),
        ],
        "es": [
            ("true", ["sí", "verdadero", "todo", "todos", "todas", "todos los elementos", "todo lo que hay", "todas las tareas"]),
            ("false", ["no", "falso", "nada", "ninguno"]),
        ],
        "fr": [
            ("true", ["oui", "vrai", "tout", "tous", "toutes", "tous les éléments", "tout le contenu", "toutes les tâches"]),
            ("false", ["non", "faux", "rien", "aucun"]),
        ],
        "ja": [
            ("true", ["はい", "全部", "すべて", "全て", "全項目", "全部の項目", "すべての項目"]),
            ("false", ["いいえ", "なし"]),
        ],
        "ar": [
            ("true", ["نعم", "الكل", "كل شيء", "كل العناصر", "جميع العناصر", "كلها", "جميعها"]),
            ("false", ["لا", "لا شيء"]),
        ],
    ]

    /// The words of `table` for `language` as slot values whose output is the identifier.
    static func values(_ table: [String: [(identifier: String, words: [String])]], language: String) -> [SlotValue] {
        (table[language] ?? []).flatMap { entry in
            entry.words.map { SlotValue(input: Template(.text($0)), output: entry.identifier) }
        }
    }
}
