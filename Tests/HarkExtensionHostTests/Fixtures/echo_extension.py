#!/usr/bin/python3
"""An extension written in Python: the extension protocol is JSON lines on standard input and
output, so any language can serve an app. Echo repeats what it is asked to, in English or
Spanish, asking "what should I repeat?" when the text is missing, and registers the last text it
repeated as vocabulary.

Run by the assistant (`hark install echo_extension.py`), it reads requests until its standard
input closes. See docs/Extensions.md.
"""
import json
import os
import sys

DEFINITION = """\
locales: [en, es]
app:
  id: org.example.echo
  displayName: Echo
  usageDescription: {en: "Echo repeats what you say.", es: "Echo repite lo que dices."}
  supportedIntents: [Repeat]
intents:
  Repeat:
    description: Repeat a text.
    title: {en: Repeat, es: Repetir}
    parameters:
      text:
        type: String
        required: true
        displayName: {en: text, es: texto}
        prompts:
          needsValue: {en: "What should I repeat?", es: "¿Qué repito?"}
    response:
      properties:
        text: {type: String}
        times: {type: Integer}
      codes:
        success:
          parameters: [text, times]
          templates:
            en: "You said: {text} ({times})."
            es: "Dijiste: {text} ({times})."
    sentences:
      en: ["(repeat|echo) {text}", "say {text} again"]
      es: ["repite {text}"]
"""

def send(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()

def count_file():
    return os.path.join(os.environ.get("HARK_CONTAINER", "/tmp"), "count")

def main():
    sys.stderr.write("echo: serving %s\n" % os.environ.get("HARK_USER", "?"))
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind, ident = message.get("type"), message.get("id")
        if kind == "describe":
            send({"id": ident, "type": "description", "protocol": 1, "extension": {
                "manifest": {"identifier": "org.example.echo", "displayName": "Echo",
                             "supportedIntents": ["Repeat"], "appGroup": "group.org.example.echo",
                             "usageDescription": {"en": "Echo repeats what you say."}},
                "definitions": [{"fileName": "Echo.intents.yaml", "text": DEFINITION}],
                "version": "0.1.0"}})
        elif kind == "resolve":
            value = message["intent"].get("parameters", {}).get(message["parameter"])
            result = {"outcome": "success", "value": value} if value else {"outcome": "needsValue"}
            send({"id": ident, "type": "resolved", "results": [result]})
        elif kind == "confirm":
            send({"id": ident, "type": "response", "response": {"code": "ready", "parameters": {}}})
        elif kind == "handle":
            text = message["intent"]["parameters"]["text"]
            # The container is this user's own: count the requests there.
            times = 1
            if os.path.exists(count_file()):
                with open(count_file()) as f:
                    times = int(f.read() or "0") + 1
            with open(count_file(), "w") as f:
                f.write(str(times))
            send({"type": "vocabulary", "kind": "String", "values": [{"spokenPhrase": list(text.values())[0]}]})
            send({"id": ident, "type": "response",
                  "response": {"code": "success", "parameters": {"text": text, "times": {"integer": times}}}})
        elif kind == "cancel":
            pass
        else:
            send({"id": ident, "type": "error", "message": "unexpected %s" % kind})

if __name__ == "__main__":
    main()
