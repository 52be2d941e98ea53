import ArgumentParser

/// `hark`: talk to the apps installed in the data directory, and the tools around it.
@main
struct HarkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "An assistant for your apps: requests in English, Spanish, French, Japanese or Arabic.",
        discussion: """
            Without a command, `hark` starts a conversation in the terminal with the apps installed \
            in the data directory (--data-dir, else $HARK_DATA_DIR, else ~/.local/share/hark). A new \
            data directory gets the demo apps: List-o-Mat (with a few demo lists), CityRide (rides), \
            Chatter (messages), Purse (payments), Pacer (workouts), Forkful (food orders), Pizza Shop \
            and Currency Rates. `hark install` adds apps of your own.
            """,
        // Every command names itself (`commandName`): a name derived from the type would ask the
        // Swift runtime to search every conformance in the binary, milliseconds at each start.
        subcommands: [
            Talk.self, Ask.self, Parse.self, Converse.self, Test.self, Validate.self, Sample.self,
            Train.self, Apps.self, Install.self, Uninstall.self, Allow.self, Deny.self, Suggest.self, Shortcuts.self, Phrases.self,
            Serve.self,
            Users.self,
        ],
        defaultSubcommand: Talk.self
    )
}
