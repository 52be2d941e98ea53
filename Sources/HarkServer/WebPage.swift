/// The web page at `/`: a chat with the assistant, follow-ups as buttons, results as cards, the
/// answer spoken when the user asks for it, and the apps with their permissions in settings.
///
/// Plain HTML, CSS and JavaScript in `Resources/`, embedded in the binary at build time: nothing
/// is fetched from elsewhere, so the page works offline, and the Content-Security-Policy the
/// server sends allows no inline script or style. The page asks for an access token and keeps
/// it in the browser's local storage; every API call carries it as a bearer token.
enum WebPage {
    /// `Resources/index.html`.
    static let html: [UInt8] = PackageResources.index_html
    /// `Resources/app.js`: sign-in, the chat, suggestions, follow-up buttons, cards, speech and settings.
    static let script: [UInt8] = PackageResources.app_js
    /// `Resources/app.css`. Cards may use the `snippet-*` classes defined there; apps cannot ship
    /// styles of their own.
    static let style: [UInt8] = PackageResources.app_css
}
