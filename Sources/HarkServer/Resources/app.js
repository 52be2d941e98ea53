"use strict";
const TOKEN_KEY = "hark.token";
const LOCALE_KEY = "hark.locale";
const SPEAK_KEY = "hark.speak";
const LOCKED_KEY = "hark.locked";
const YES_NO = {
  en: ["Yes", "No"], es: ["Sí", "No"], fr: ["Oui", "Non"], ja: ["はい", "いいえ"], ar: ["نعم", "لا"],
};
const $ = (id) => document.getElementById(id);
let conversation = null;

function token() { return localStorage.getItem(TOKEN_KEY); }
/**
 * The locale requests are made in: the language chosen on the page, with the browser's region
 * when the browser speaks that language ("en-GB" when English is chosen in a British browser), so
 * that "pay Anna 20" is in pounds there and in dollars in an American one.
 */
function locale() {
  const chosen = $("locale").value;
  const browser = navigator.language || "";
  return language(browser) === chosen && /^[A-Za-z]{2,3}-[A-Za-z0-9]{2,8}$/.test(browser) ? browser : chosen;
}
/** The browser's time zone (an IANA name), in which "yesterday" and the suggestions' time of day are counted. */
function timeZone() {
  try { return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined; } catch { return undefined; }
}
function locked() { return $("locked").checked; }
function language(tag) { return (tag || "en").split("-")[0].toLowerCase(); }

async function api(method, path, body) {
  const headers = { "Authorization": "Bearer " + token() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error((data.error && data.error.message) || response.statusText);
    error.status = response.status;
    error.code = data.error && data.error.code;
    throw error;
  }
  return data;
}

function show(view) {
  $("login").hidden = view !== "login";
  $("chat").hidden = view !== "chat";
  $("settings").hidden = view !== "settings";
  $("tabs").hidden = view === "login";
  $("tab-chat").setAttribute("aria-pressed", String(view === "chat"));
  $("tab-settings").setAttribute("aria-pressed", String(view === "settings"));
  if (view === "chat") { $("text").focus(); loadSuggestions(); }
  if (view === "settings") loadApps();
}

async function signIn(candidate) {
  localStorage.setItem(TOKEN_KEY, candidate);
  try {
    const me = await api("GET", "/v1/me");
    $("user-name").textContent = me.user;
    $("login-error").textContent = "";
    show("chat");
  } catch (error) {
    localStorage.removeItem(TOKEN_KEY);
    $("login-error").textContent = error.message;
    show("login");
  }
}

function addMessage(kind, text, lang) {
  const item = document.createElement("li");
  item.className = "message " + kind;
  item.dir = "auto";
  if (lang) item.lang = lang;
  item.textContent = text;
  $("messages").appendChild(item);
  item.scrollIntoView({ block: "end" });
  return item;
}

function addCard(card, lang) {
  const item = document.createElement("li");
  item.className = "card card-" + card.source;
  item.dir = "auto";
  if (lang) item.lang = lang;
  // The server escapes every value in the card; the template is the installed app's.
  item.innerHTML = card.html;
  $("messages").appendChild(item);
  item.scrollIntoView({ block: "end" });
}

function speak(text, lang) {
  if (!$("speak").checked || !("speechSynthesis" in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  window.speechSynthesis.speak(utterance);
}

function showFollowups(turn, lang) {
  const box = $("followups");
  box.replaceChildren();
  let answers = [];
  if (turn.expecting === "choice") answers = turn.choices;
  if (turn.expecting === "confirmation") answers = YES_NO[language(lang)] || YES_NO.en;
  for (const answer of answers) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "followup";
    button.dir = "auto";
    button.textContent = answer;
    button.addEventListener("click", () => send(answer));
    box.appendChild(button);
  }
}

async function send(text) {
  const lang = locale();
  text = text.trim();
  if (!text) return;
  addMessage("user", text, lang);
  $("followups").replaceChildren();
  $("send").disabled = true;
  try {
    let turn;
    try {
      turn = conversation
        ? await api("POST", "/v1/conversations/" + encodeURIComponent(conversation), { text, locale: lang, locked: locked(), timeZone: timeZone() })
        : await api("POST", "/v1/conversations", { text, locale: lang, locked: locked(), timeZone: timeZone() });
    } catch (error) {
      if (error.code !== "unknownConversation") throw error;
      turn = await api("POST", "/v1/conversations", { text, locale: lang, locked: locked(), timeZone: timeZone() });
    }
    showTurn(turn, lang);
  } catch (error) {
    if (error.status === 401) { localStorage.removeItem(TOKEN_KEY); show("login"); }
    addMessage("error", error.message);
  } finally {
    $("send").disabled = false;
  }
}

function showTurn(turn, lang) {
  conversation = turn.conversation;
  addMessage("assistant", turn.say, lang);
  if (turn.card) addCard(turn.card, lang);
  showFollowups(turn, lang);
  speak(turn.say, lang);
  if (turn.expecting === "nothing") loadSuggestions();
}

// "Suggested for you": the user's shortcuts for this moment; one click runs an intent
// shortcut through POST /v1/invoke, with its follow-up questions as usual.
async function loadSuggestions() {
  const strip = $("suggestions");
  const buttons = $("suggestion-buttons");
  let data;
  try {
    data = await api("GET", "/v1/suggestions?limit=5&locale=" + encodeURIComponent(locale())
      + (timeZone() ? "&timeZone=" + encodeURIComponent(timeZone()) : ""));
  } catch (error) {
    strip.hidden = true;
    return;
  }
  const runnable = data.suggestions.filter((suggestion) => suggestion.intent || suggestion.activityType);
  buttons.replaceChildren(...runnable.map((suggestion) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "suggestion";
    button.dir = "auto";
    button.dataset.shortcut = suggestion.shortcut;
    button.title = suggestion.appName + " · " + suggestion.why;
    button.textContent = suggestion.title;
    button.addEventListener("click", () => runSuggestion(suggestion));
    return button;
  }));
  strip.hidden = runnable.length === 0;
}

async function runSuggestion(suggestion) {
  const lang = locale();
  addMessage("user", suggestion.title, lang);
  $("followups").replaceChildren();
  try {
    const turn = suggestion.intent
      ? await api("POST", "/v1/invoke", {
          app: suggestion.app, intent: suggestion.intent, parameters: suggestion.parameters, locale: lang,
          locked: locked(), timeZone: timeZone(),
        })
      : await api("POST", "/v1/shortcuts/" + encodeURIComponent(suggestion.shortcut) + "/run", {
          locale: lang, locked: locked(), timeZone: timeZone(),
        });
    showTurn(turn, lang);
  } catch (error) {
    if (error.status === 401) { localStorage.removeItem(TOKEN_KEY); show("login"); }
    addMessage("error", error.message);
  }
}

async function loadApps() {
  const list = $("apps");
  try {
    const data = await api("GET", "/v1/apps?locale=" + encodeURIComponent(locale()));
    list.replaceChildren(...data.apps.map(renderApp));
  } catch (error) {
    const item = document.createElement("li");
    item.className = "error";
    item.textContent = error.message;
    list.replaceChildren(item);
  }
}

const STATUS_TEXT = { allowed: "Allowed", denied: "Denied", notDetermined: "Not asked yet" };

function renderApp(app) {
  const item = document.createElement("li");
  item.className = "app";
  item.dataset.app = app.identifier;
  const head = document.createElement("div");
  head.className = "app-head";
  const name = document.createElement("span");
  name.className = "app-name";
  name.textContent = app.displayName;
  const id = document.createElement("span");
  id.className = "app-id";
  id.textContent = app.identifier;
  const status = document.createElement("span");
  status.className = "status " + app.authorization;
  status.textContent = STATUS_TEXT[app.authorization] || app.authorization;
  head.append(name, status, id);
  const usage = document.createElement("p");
  usage.className = "app-usage";
  usage.dir = "auto";
  usage.textContent = app.usageDescription || "";
  const intents = document.createElement("div");
  intents.className = "app-intents";
  intents.textContent = app.intents.join(" · ");
  const examples = document.createElement("ul");
  examples.className = "app-examples";
  for (const example of app.examples || []) {
    const line = document.createElement("li");
    line.dir = "auto";
    line.textContent = example.sentence;
    line.title = example.intent;
    examples.appendChild(line);
  }
  const actions = document.createElement("div");
  actions.className = "app-actions";
  for (const [verb, label] of [["allow", "Allow"], ["deny", "Deny"]]) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = verb === "allow" ? "allow" : "deny secondary";
    button.textContent = label;
    button.disabled = app.authorization === (verb === "allow" ? "allowed" : "denied");
    button.addEventListener("click", async () => {
      try {
        await api("POST", "/v1/apps/" + encodeURIComponent(app.identifier) + "/" + verb + "?locale=" + encodeURIComponent(locale()));
        loadApps();
      } catch (error) {
        usage.textContent = error.message;
        usage.className = "app-usage error";
      }
    });
    actions.appendChild(button);
  }
  item.append(head, usage, intents);
  if (examples.children.length > 0) item.appendChild(examples);
  item.appendChild(actions);
  return item;
}

document.addEventListener("DOMContentLoaded", () => {
  const saved = localStorage.getItem(LOCALE_KEY) || language(navigator.language);
  if (YES_NO[saved]) $("locale").value = saved;
  $("speak").checked = localStorage.getItem(SPEAK_KEY) === "on";
  $("speak").disabled = !("speechSynthesis" in window);
  $("locale").addEventListener("change", () => {
    localStorage.setItem(LOCALE_KEY, $("locale").value);
    conversation = null;
  });
  $("speak").addEventListener("change", () => localStorage.setItem(SPEAK_KEY, $("speak").checked ? "on" : "off"));
  $("locked").checked = localStorage.getItem(LOCKED_KEY) === "on";
  $("locked").addEventListener("change", () => localStorage.setItem(LOCKED_KEY, locked() ? "on" : "off"));
  $("login-form").addEventListener("submit", (event) => {
    event.preventDefault();
    signIn($("token-input").value.trim());
  });
  $("composer").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("text").value;
    $("text").value = "";
    send(text);
  });
  $("tab-chat").addEventListener("click", () => show("chat"));
  $("tab-settings").addEventListener("click", () => show("settings"));
  $("sign-out").addEventListener("click", () => {
    localStorage.removeItem(TOKEN_KEY);
    conversation = null;
    $("messages").replaceChildren();
    show("login");
  });
  if (token()) signIn(token()); else show("login");
});
