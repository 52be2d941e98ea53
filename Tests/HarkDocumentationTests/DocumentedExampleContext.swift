import Foundation
import Hark
import HarkAccounts
import HarkAssistant
import HarkDefinition
import HarkDialog
import HarkLanguage
import HarkSQLite
import HarkServer
import HarkShortcuts
import ListOMatKit

/// What the documentation's examples take as given: the values a guide has introduced before the
/// example, or that any reader has (a data directory, the time now). Each example compiles in a
/// type that conforms to this protocol, so its free names resolve here. The examples are compiled,
/// not run, so none of these is ever evaluated.
protocol DocumentedExampleContext {}

extension DocumentedExampleContext {
    // Any reader's.
    var now: Date { given() }
    var paris: TimeZone { given() }
    /// Where the user is: a street corner in Paris.
    var here: Coordinate { given() }
    var dataDirectory: DataDirectory { given() }

    // Understanding and the conversation (Understanding.md, Conversation.md).
    var listsAndNotes: DefinitionFile { given() }
    var listOMat: AppManifest { given() }
    var recognizer: Recognizer { given() }
    var machine: DialogMachine { given() }
    var intent: Intent { given() }
    var app: any AppExtension { given() }
    var activity: UserActivity { given() }

    // The assistant and its stores.
    var assistant: Assistant { given() }
    var database: HarkDatabase { given() }
    var vocabularyStore: any VocabularyStore { given() }
    var users: any UserStore { given() }
    var store: ListStore { given() }

    // Shortcuts (Shortcuts.md): Currency Rates, a user who checks rates and orders pizza.
    var currencyRates: DefinitionFile { given() }
    var center: ShortcutCenter { given() }
    var donations: [Donation] { given() }
    var showRateUSD: Shortcut { given() }
    var usualOrder: Shortcut { given() }
    var fridayEvening: Date { given() }
    var bankCorner: Coordinate { given() }

    private func given<Value>() -> Value {
        fatalError("the documentation's examples are compiled, not run")
    }
}
