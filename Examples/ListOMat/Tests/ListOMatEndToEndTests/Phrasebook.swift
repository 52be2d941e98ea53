import Testing

/// What a user of one language says to List-o-Mat through the assistant, what their lists are
/// called, and what the assistant should answer: the seed article's conversations, localized.
///
/// The lists are the seed's pair, two stores that share a word ("store" → which one?); the
/// grocery store holds two items, the first of which gets marked done and the second deleted.
struct Phrasebook: Sendable, CustomTestStringConvertible {
    var locale: String
    /// The grocery store and the hardware store.
    var groceryStore: String
    var hardwareStore: String
    /// The grocery store's items, and the hardware store's one item.
    var groceries: [String]
    var hardware: String

    /// "In ListOMat, show the grocery store list"
    var showGroceryStore: String
    /// "In ListOMat, show the store list"
    var showStore: String
    /// "Which one: Grocery Store or Hardware Store?"
    var whichStore: String
    /// "the first one", and the grocery store by name.
    var first: String
    var groceryStoreByName: String
    /// "On Grocery Store: milk and bread." — the list and its items, said.
    var found: String

    /// "add apples to the grocery list" (part of the name: "Did you mean Grocery Store?").
    var addApples: String
    var apples: String
    var didYouMeanGroceryStore: String
    var addedApples: String
    /// "add rice, onions and olives to the grocery list"
    var addThree: String
    var three: [String]
    var addedThree: String

    /// Marks the first grocery item done on the grocery store list.
    var markFirstDone: String
    var markedFirstDone: String

    /// "create a list called Packing", and one with its first items.
    var createList: String
    var createdListName: String
    var createdList: String
    var createListWithItems: String
    var createdListWithItemsName: String
    var createdListItems: [String]
    var createdListWithItems: String

    /// Deletes the second grocery item from the grocery store list, which asks first.
    var deleteSecond: String
    var shallIDeleteSecond: String
    var deletedSecond: String
    /// Deletes the items done, without naming a list: "From which list?", then "shall I?".
    var deleteDone: String
    var fromWhichList: String
    var shallIDeleteDone: String
    var deletedFirst: String

    var yes: String
    var no: String
    /// The first-use question, with List-o-Mat's usage description, the answer to "no", and
    /// the answer to the next request once refused.
    var mayListOMatWork: String
    var refused: String
    var notAllowed: String

    var testDescription: String { locale }

    /// The lists every conversation starts from.
    var lists: [(name: String, items: [String])] {
        [(groceryStore, groceries), (hardwareStore, [hardware])]
    }

    static let all = [english, spanish, french, japanese, arabic]

    static let english = Phrasebook(
        locale: "en",
        groceryStore: "Grocery Store", hardwareStore: "Hardware Store",
        groceries: ["milk", "bread"], hardware: "nails",
        showGroceryStore: "In ListOMat, show the grocery store list",
        showStore: "In ListOMat, show the store list",
        whichStore: "Which one: Grocery Store or Hardware Store?",
        first: "the first one", groceryStoreByName: "Grocery Store",
        found: "On Grocery Store: milk and bread.",
        addApples: "In ListOMat, add apples to the grocery list", apples: "apples",
        didYouMeanGroceryStore: "Did you mean Grocery Store?",
        addedApples: "Added apples to Grocery Store.",
        addThree: "In ListOMat, add rice, onions and olives to the grocery list",
        three: ["rice", "onions", "olives"],
        addedThree: "Added rice, onions and olives to Grocery Store.",
        markFirstDone: "In ListOMat, mark milk as done on the grocery store list",
        markedFirstDone: "Marked milk as done.",
        createList: "In ListOMat, create a list called Packing",
        createdListName: "Packing", createdList: "Created the list Packing.",
        createListWithItems: "In ListOMat, create a list called Party with cake and balloons",
        createdListWithItemsName: "Party", createdListItems: ["cake", "balloons"],
        createdListWithItems: "Created the list Party.",
        deleteSecond: "In ListOMat, delete bread from the grocery store list",
        shallIDeleteSecond: "Shall I delete bread from Grocery Store?",
        deletedSecond: "Deleted bread.",
        deleteDone: "In ListOMat, delete all my completed tasks", fromWhichList: "From which list?",
        shallIDeleteDone: "Shall I delete the items marked done on Grocery Store?", deletedFirst: "Deleted milk.",
        yes: "yes", no: "no",
        mayListOMatWork:
            "List-o-Mat would like to work with you here. Your requests about lists and notes will be sent to List-o-Mat. Allow it?",
        refused: "OK, I won't use List-o-Mat.",
        notAllowed: "List-o-Mat isn't allowed to work with me. You can allow it in the settings."
    )

    static let spanish = Phrasebook(
        locale: "es",
        groceryStore: "Tienda de comestibles", hardwareStore: "Tienda de bricolaje",
        groceries: ["leche", "pan"], hardware: "clavos",
        showGroceryStore: "En ListOMat, muestra la lista de la tienda de comestibles",
        showStore: "En ListOMat, muestra la lista de la tienda",
        whichStore: "¿Cuál: Tienda de comestibles o Tienda de bricolaje?",
        first: "la primera", groceryStoreByName: "tienda de comestibles",
        found: "En Tienda de comestibles: leche y pan.",
        addApples: "En ListOMat, añade manzanas a la lista de comestibles", apples: "manzanas",
        didYouMeanGroceryStore: "¿Te refieres a Tienda de comestibles?",
        addedApples: "He añadido manzanas a Tienda de comestibles.",
        addThree: "En ListOMat, añade arroz, cebollas y aceitunas a la lista de comestibles",
        three: ["arroz", "cebollas", "aceitunas"],
        addedThree: "He añadido arroz, cebollas y aceitunas a Tienda de comestibles.",
        markFirstDone: "En ListOMat, marca la leche como hecha en la lista de la tienda de comestibles",
        markedFirstDone: "He marcado leche como hecha.",
        createList: "En ListOMat, crea una lista llamada Viaje",
        createdListName: "Viaje", createdList: "He creado la lista Viaje.",
        createListWithItems: "En ListOMat, crea una lista llamada Fiesta con pastel y globos",
        createdListWithItemsName: "Fiesta", createdListItems: ["pastel", "globos"],
        createdListWithItems: "He creado la lista Fiesta.",
        deleteSecond: "En ListOMat, borra el pan de la lista de la tienda de comestibles",
        shallIDeleteSecond: "¿Borro pan de Tienda de comestibles?",
        deletedSecond: "He borrado pan.",
        deleteDone: "En ListOMat, borra todas mis tareas completadas", fromWhichList: "¿De qué lista?",
        shallIDeleteDone: "¿Borro lo que está hecho en Tienda de comestibles?", deletedFirst: "He borrado leche.",
        yes: "sí", no: "no",
        mayListOMatWork:
            "List-o-Mat quiere trabajar contigo aquí. Tus solicitudes sobre listas y notas se enviarán a List-o-Mat. ¿Lo permites?",
        refused: "Vale, no usaré List-o-Mat.",
        notAllowed: "List-o-Mat no tiene permiso para trabajar conmigo. Puedes permitirlo en los ajustes."
    )

    static let french = Phrasebook(
        locale: "fr",
        groceryStore: "Magasin d'alimentation", hardwareStore: "Magasin de bricolage",
        groceries: ["lait", "pain"], hardware: "clous",
        showGroceryStore: "Dans ListOMat, affiche la liste du magasin d'alimentation",
        showStore: "Dans ListOMat, affiche la liste du magasin",
        whichStore: "Lequel : Magasin d'alimentation ou Magasin de bricolage ?",
        first: "le premier", groceryStoreByName: "le magasin d'alimentation",
        found: "Dans Magasin d'alimentation : lait et pain.",
        addApples: "Dans ListOMat, ajoute des pommes à la liste d'alimentation", apples: "pommes",
        didYouMeanGroceryStore: "Vouliez-vous dire Magasin d'alimentation ?",
        addedApples: "J'ai ajouté pommes à Magasin d'alimentation.",
        addThree: "Dans ListOMat, ajoute du riz, des oignons et des olives à la liste d'alimentation",
        three: ["riz", "oignons", "olives"],
        addedThree: "J'ai ajouté riz, oignons et olives à Magasin d'alimentation.",
        markFirstDone: "Dans ListOMat, marque le lait comme fait sur la liste du magasin d'alimentation",
        markedFirstDone: "J'ai marqué lait comme fait.",
        createList: "Dans ListOMat, crée une liste appelée Voyage",
        createdListName: "Voyage", createdList: "J'ai créé la liste Voyage.",
        createListWithItems: "Dans ListOMat, crée une liste appelée Fête avec du gâteau et des ballons",
        createdListWithItemsName: "Fête", createdListItems: ["gâteau", "ballons"],
        createdListWithItems: "J'ai créé la liste Fête.",
        deleteSecond: "Dans ListOMat, supprime le pain de la liste du magasin d'alimentation",
        shallIDeleteSecond: "Je supprime pain de Magasin d'alimentation ?",
        deletedSecond: "J'ai supprimé pain.",
        deleteDone: "Dans ListOMat, supprime toutes mes tâches terminées", fromWhichList: "De quelle liste ?",
        shallIDeleteDone: "Je supprime les éléments marqués « fait » de Magasin d'alimentation ?", deletedFirst: "J'ai supprimé lait.",
        yes: "oui", no: "non",
        mayListOMatWork:
            "List-o-Mat souhaite travailler avec vous ici. Vos demandes concernant les listes et les notes seront envoyées à List-o-Mat. L'autoriser ?",
        refused: "D'accord, je n'utiliserai pas List-o-Mat.",
        notAllowed: "List-o-Mat n'est pas autorisée à travailler avec moi. Vous pouvez l'autoriser dans les réglages."
    )

    static let japanese = Phrasebook(
        locale: "ja",
        groceryStore: "食料品店", hardwareStore: "金物店",
        groceries: ["牛乳", "パン"], hardware: "釘",
        showGroceryStore: "ListOMatで食料品店のリストを見せて",
        showStore: "ListOMatで店のリストを見せて",
        whichStore: "どれですか：食料品店か金物店？",
        first: "1番目", groceryStoreByName: "食料品店",
        found: "食料品店：牛乳とパン",
        addApples: "ListOMatで食料品のリストにりんごを追加して", apples: "りんご",
        didYouMeanGroceryStore: "食料品店のことですか？",
        addedApples: "食料品店にりんごを追加しました。",
        addThree: "ListOMatで食料品のリストに米、玉ねぎとオリーブを追加して",
        three: ["米", "玉ねぎ", "オリーブ"],
        addedThree: "食料品店に米、玉ねぎとオリーブを追加しました。",
        markFirstDone: "ListOMatで食料品店のリストの牛乳を完了にして",
        markedFirstDone: "牛乳を完了にしました。",
        createList: "ListOMatで旅行という名前のリストを作って",
        createdListName: "旅行", createdList: "リスト「旅行」を作成しました。",
        createListWithItems: "ListOMatでパーティーという名前のリストを作って、ケーキと風船を入れて",
        createdListWithItemsName: "パーティー", createdListItems: ["ケーキ", "風船"],
        createdListWithItems: "リスト「パーティー」を作成しました。",
        deleteSecond: "ListOMatで食料品店のリストからパンを削除して",
        shallIDeleteSecond: "食料品店からパンを削除しますか？",
        deletedSecond: "パンを削除しました。",
        deleteDone: "ListOMatで完了したタスクを全部消して", fromWhichList: "どのリストからですか？",
        shallIDeleteDone: "食料品店の完了の項目を削除しますか？", deletedFirst: "牛乳を削除しました。",
        yes: "はい", no: "いいえ",
        mayListOMatWork: "List-o-Matがここで使えるようにしたいと求めています。リストとメモに関するリクエストはList-o-Matに送信されます。許可しますか？",
        refused: "わかりました。List-o-Matは使いません。",
        notAllowed: "List-o-Matは許可されていません。設定で許可できます。"
    )

    static let arabic = Phrasebook(
        locale: "ar",
        groceryStore: "متجر البقالة", hardwareStore: "متجر الأدوات",
        groceries: ["حليب", "خبز"], hardware: "مسامير",
        showGroceryStore: "في ListOMat اعرض قائمة متجر البقالة",
        showStore: "في ListOMat اعرض قائمة المتجر",
        whichStore: "أيها: متجر البقالة أو متجر الأدوات؟",
        first: "الأول", groceryStoreByName: "متجر البقالة",
        found: "في متجر البقالة: حليب وخبز.",
        addApples: "في ListOMat أضف تفاح إلى قائمة البقالة", apples: "تفاح",
        didYouMeanGroceryStore: "هل تقصد متجر البقالة؟",
        addedApples: "أضفت تفاح إلى متجر البقالة.",
        addThree: "في ListOMat أضف أرز وبصل وزيتون إلى قائمة البقالة",
        three: ["أرز", "بصل", "زيتون"],
        addedThree: "أضفت أرز وبصل وزيتون إلى متجر البقالة.",
        markFirstDone: "في ListOMat ضع علامة منجز على حليب في قائمة متجر البقالة",
        markedFirstDone: "وضعت علامة منجز على حليب.",
        createList: "في ListOMat أنشئ قائمة باسم السفر",
        createdListName: "السفر", createdList: "أنشأت القائمة السفر.",
        createListWithItems: "في ListOMat أنشئ قائمة باسم الحفلة مع كعكة وبالونات",
        createdListWithItemsName: "الحفلة", createdListItems: ["كعكة", "بالونات"],
        createdListWithItems: "أنشأت القائمة الحفلة.",
        deleteSecond: "في ListOMat احذف خبز من قائمة متجر البقالة",
        shallIDeleteSecond: "هل أحذف خبز من متجر البقالة؟",
        deletedSecond: "حذفت خبز.",
        deleteDone: "في ListOMat احذف كل المهام المكتملة", fromWhichList: "من أي قائمة؟",
        shallIDeleteDone: "هل أحذف العناصر التي حالتها «منجز» من متجر البقالة؟", deletedFirst: "حذفت حليب.",
        yes: "نعم", no: "لا",
        mayListOMatWork: "يرغب List-o-Mat في العمل معك هنا. سيتم إرسال طلباتك المتعلقة بالقوائم والملاحظات إلى List-o-Mat. هل تسمح بذلك؟",
        refused: "حسنًا، لن أستخدم List-o-Mat.",
        notAllowed: "List-o-Mat غير مسموح له بالعمل معي. يمكنك السماح له من الإعدادات."
    )
}
