/// The web page at `/`: a chat with the assistant, follow-ups as buttons, results as cards, the
/// answer spoken when the user asks for it, and the apps with their permissions in settings.
///
/// Plain HTML, CSS and JavaScript, embedded in the binary: nothing is fetched from elsewhere,
/// so the page works offline. The page asks for an access token and keeps it in the browser's
/// local storage; every API call carries it as a bearer token.
enum WebPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Hark</title>
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <header class="bar">
          <h1>Hark</h1>
          <nav id="tabs" hidden>
            <button type="button" id="tab-chat" class="tab" aria-pressed="true">Chat</button>
            <button type="button" id="tab-settings" class="tab" aria-pressed="false">Settings</button>
          </nav>
        </header>

        <section id="login" class="panel" hidden>
          <form id="login-form">
            <label for="token-input">Access token</label>
            <input id="token-input" type="password" autocomplete="off" spellcheck="false" placeholder="hark_…">
            <button type="submit" id="sign-in">Sign in</button>
          </form>
          <p class="hint">An administrator creates one with <code>hark users add NAME</code>.</p>
          <p id="login-error" class="error" role="alert"></p>
        </section>

        <main id="chat" class="panel" hidden>
          <section id="suggestions" class="suggestions" aria-label="Suggested for you" hidden>
            <h2>Suggested for you</h2>
            <div id="suggestion-buttons" class="followups"></div>
          </section>
          <ol id="messages" aria-live="polite"></ol>
          <div id="followups" class="followups"></div>
          <form id="composer">
            <select id="locale" aria-label="Language">
              <option value="en">English</option>
              <option value="es">Español</option>
              <option value="fr">Français</option>
              <option value="ja">日本語</option>
              <option value="ar">العربية</option>
            </select>
            <input id="text" type="text" dir="auto" autocomplete="off" placeholder="Ask something…" aria-label="Your request">
            <button type="submit" id="send">Send</button>
          </form>
          <label class="speech"><input type="checkbox" id="speak"> Speak answers</label>
          <label class="speech"><input type="checkbox" id="locked"> Device locked</label>
        </main>

        <section id="settings" class="panel" hidden>
          <h2>Apps</h2>
          <ul id="apps" class="apps"></ul>
          <p class="account">Signed in as <strong id="user-name"></strong>
            <button type="button" id="sign-out" class="secondary">Sign out</button></p>
        </section>
        </body>
        </html>
        """
}
