extension WebPage {
    /// The page's look. Cards may use the `snippet-*` classes defined here; apps cannot ship
    /// styles of their own, since the page allows no inline style.
    static let style = """
        :root { --ink: #1d2330; --muted: #5f6b7a; --line: #dfe3ea; --accent: #2f6fde; --bg: #f5f7fa;
          --bubble: #ffffff; --mine: #2f6fde; --ok: #1f8a4c; --bad: #b3261e;
          font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans Arabic", "Noto Sans JP", sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--ink); min-height: 100vh; }
        .bar { display: flex; align-items: center; justify-content: space-between; padding: 12px 20px;
          background: #fff; border-bottom: 1px solid var(--line); }
        .bar h1 { font-size: 20px; margin: 0; letter-spacing: .02em; }
        .tab { border: 0; background: none; font: inherit; padding: 6px 12px; border-radius: 8px; color: var(--muted); cursor: pointer; }
        .tab[aria-pressed="true"] { background: var(--bg); color: var(--ink); font-weight: 600; }
        .panel { max-width: 720px; margin: 0 auto; padding: 20px; }
        #login form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 40px; }
        #login label { width: 100%; font-weight: 600; }
        #login input { flex: 1; min-width: 240px; }
        .hint { color: var(--muted); }
        .account { display: flex; align-items: center; gap: 8px; }
        .error { color: var(--bad); }
        input, select, button { font: inherit; }
        input[type="text"], input[type="password"], select { padding: 10px 12px; border: 1px solid var(--line); border-radius: 10px; background: #fff; }
        button { padding: 10px 16px; border-radius: 10px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
        button.secondary { background: #fff; color: var(--accent); }
        button:disabled { opacity: .5; cursor: default; }
        #messages { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; min-height: 40vh; }
        .message { max-width: 85%; padding: 10px 14px; border-radius: 16px; background: var(--bubble);
          border: 1px solid var(--line); line-height: 1.4; white-space: pre-wrap; }
        .message.user { align-self: flex-end; background: var(--mine); color: #fff; border-color: var(--mine); }
        .message.assistant { align-self: flex-start; }
        .message.error { align-self: flex-start; color: var(--bad); border-color: var(--bad); }
        .card { align-self: flex-start; min-width: 240px; max-width: 85%; background: #fff; border: 1px solid var(--line);
          border-radius: 14px; padding: 12px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
        .followups { display: flex; flex-wrap: wrap; gap: 8px; margin: 14px 0; }
        .followups button { background: #fff; color: var(--accent); }
        .suggestions h2 { font-size: 0.85rem; font-weight: 600; margin: 0 0 6px; opacity: 0.7; }
        .suggestions .followups { margin: 0 0 14px; }
        #composer { display: flex; gap: 8px; }
        #composer #text { flex: 1; }
        .speech { display: inline-flex; gap: 6px; align-items: center; margin-top: 10px; color: var(--muted); }
        .apps { list-style: none; padding: 0; display: flex; flex-direction: column; gap: 12px; }
        .app { background: #fff; border: 1px solid var(--line); border-radius: 14px; padding: 14px 16px; }
        .app-head { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
        .app-name { font-weight: 600; }
        .app-id, .app-intents { color: var(--muted); font-size: 13px; }
        .app-usage { margin: 8px 0; }
        .app-examples { margin: 4px 0 8px; padding-inline-start: 20px; font-style: italic; }
        .status { font-size: 12px; padding: 2px 8px; border-radius: 99px; border: 1px solid currentColor; }
        .status.allowed { color: var(--ok); }
        .status.denied { color: var(--bad); }
        .status.notDetermined { color: var(--muted); }
        .app-actions { display: flex; gap: 8px; margin-top: 8px; }
        .snippet-app, .snippet-title { font-weight: 600; margin: 0 0 6px; }
        .snippet-app { color: var(--muted); font-size: 13px; text-transform: uppercase; letter-spacing: .04em; }
        .snippet-row { display: flex; gap: 8px; padding: 2px 0; }
        .snippet-name { color: var(--muted); min-width: 90px; }
        .snippet-list { list-style: none; margin: 0 0 8px; padding: 0; }
        .snippet-item { display: flex; gap: 8px; padding: 4px 0; border-top: 1px solid var(--line); }
        .snippet-item:first-child { border-top: 0; }
        .snippet-check { width: 1.2em; text-align: center; color: var(--ok); font-weight: 700; }
        .snippet-done .snippet-text { color: var(--muted); text-decoration: line-through; }
        .snippet-note { white-space: pre-wrap; margin: 0 0 8px; }
        """
}
