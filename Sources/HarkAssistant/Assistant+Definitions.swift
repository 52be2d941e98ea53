public import HarkDefinition
import HarkDialog

extension Assistant {
    /// The definition of the intent named `name` as `app` knows it, with the file it is in (whose
    /// types name enumeration values): the app's own file first, else a built-in domain; `nil`
    /// when no installed definition has the intent.
    public func intentDefinition(named name: String, app: String?) -> (intent: IntentDefinition, file: DefinitionFile)? {
        machine.catalog.intent(named: name, app: app)
    }
}
