#!/usr/bin/env python3
"""Scores Hark's understanding on the development splits of third-party data that no one here
wrote: in-domain intent recall and slot F1 where a dataset's intents are ones Hark has an app
for, and false acceptance of everything else — with the trained layer and with the templates
alone, in the same run.

    understanding_data.py --hark BIN --data-dir DIR --nlu ../shared/external-nlu-data > scores.json

`hark parse --json --lines` reads each language's requests in one process (the demo apps
installed in DIR, their models learned). The datasets and how their labels map to Hark's intents:

* Home Assistant's intent tests (en, es, fr, ja, ar): adding to a to-do or shopping list is
  AddTasks, checking an item off SetTaskAttribute (slots `name` → the list, `item` → the
  items); every other intent is another app's.
* SLURP devel and HWU64 dev (en): `lists_createoradd` is AddTasks, CreateTaskList, CreateNote or
  AppendToNote; `lists_query` SearchForNotebookItems; `lists_remove` DeleteTasks or
  SetTaskAttribute; `qa_currency` ShowRate; `takeaway_order` OrderPizza, or Forkful's OrderFood
  or FindRestaurants (finding a place to order from); `takeaway_query` (does a place deliver,
  where is my food) Forkful's GetOrderStatus or FindRestaurants; `transport_taxi` a
  Ride Booking intent; the rest another app's (email and social posts too: SiriKit's messaging
  is messages to people).
  Slots: `list_name` → the list, `currency_name` → the currency.
* CLINC150 train and val (en): `todo_list`, `shopping_list` SearchForNotebookItems; `…_update`
  AddTasks, DeleteTasks or SetTaskAttribute; `exchange_rate` ShowRate; `uber` a Ride Booking
  intent; `text` a Messaging intent; `reminder` and `reminder_update` left out (below); the
  other 141 intents and the out-of-scope set another app's.
* xSID valid (en, ja, ar), the multilingual task-oriented eval (en, es) and Leyzer dev (en, es):
  alarms, weather, music, mail… all another app's. Reminders are left out: a reminder is a task
  in SiriKit's Lists & Notes domain, and Hark has no reminder sentences yet.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

import yaml

ADD = ["AddTasks", "CreateTaskList", "CreateNote", "AppendToNote"]
QUERY = ["SearchForNotebookItems"]
REMOVE = ["DeleteTasks", "SetTaskAttribute"]
RIDES = ["RequestRide", "ListRideOptions", "GetRideStatus", "CancelRide"]
MESSAGES = ["SendMessage", "SearchForMessages", "SetMessageAttribute"]
FOOD_ORDER = ["OrderPizza", "OrderFood", "FindRestaurants"]
FOOD_QUERY = ["GetOrderStatus", "FindRestaurants"]
SCENARIO_INTENTS = {
    "transport_taxi": ("rides", RIDES),
    "lists_createoradd": ("lists", ADD),
    "lists_query": ("lists", QUERY),
    "lists_remove": ("lists", REMOVE),
    "qa_currency": ("currency", ["ShowRate"]),
    "takeaway_order": ("food", FOOD_ORDER),
    "takeaway_query": ("food", FOOD_QUERY),
}
CLINC_INTENTS = {
    "todo_list": ("lists", QUERY),
    "shopping_list": ("lists", QUERY),
    "todo_list_update": ("lists", ADD + REMOVE),
    "shopping_list_update": ("lists", ADD + REMOVE),
    "exchange_rate": ("currency", ["ShowRate"]),
    "uber": ("rides", RIDES),
    "text": ("messaging", MESSAGES),
}
# A reminder is a task in SiriKit's Lists & Notes domain, and Hark has no reminder sentences yet:
# reminder requests are neither in-domain nor foreign.
CLINC_LEFT_OUT = {"reminder", "reminder_update"}
HA_INTENTS = {
    "HassListAddItem": ("lists", ["AddTasks"]),
    "HassShoppingListAddItem": ("lists", ["AddTasks"]),
    "HassListCompleteItem": ("lists", ["SetTaskAttribute"]),
    "HassShoppingListCompleteItem": ("lists", ["SetTaskAttribute"]),
}
SLOT_TYPES = {"list_name": "list", "currency_name": "currency", "name": "list", "item": "item"}
# Hark's parameters by the kind of value they give.
LIST_PARAMETERS = {"targetTaskList", "taskList", "sourceTaskList"}
ITEM_PARAMETERS = {"taskTitles", "tasks", "targetTask"}


def normalized(text: str, language: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().strip().strip(".,!?¿¡。、")
    return text.replace(" ", "") if language == "ja" else " ".join(text.split())


class Item:
    def __init__(self, text: str, language: str, domain: str | None, intents: list[str] | None, slots: list[tuple[str, str]]):
        self.text, self.language, self.domain, self.intents, self.slots = text, language, domain, intents, slots


def home_assistant(root: Path) -> dict[str, list[Item]]:
    sets: dict[str, list[Item]] = {}
    for language in ["en", "es", "fr", "ja", "ar"]:
        items = []
        for path in sorted((root / "tests" / language).glob("*.yaml")):
            if path.name.startswith("_"):
                continue
            data = yaml.safe_load(path.read_text())
            for test in data.get("tests", []):
                intent = test.get("intent", {}).get("name")
                slots = test.get("intent", {}).get("slots", {}) or {}
                domain, intents = HA_INTENTS.get(intent, (None, None))
                gold = [(SLOT_TYPES[k], str(v)) for k, v in slots.items() if k in ("name", "item") and domain]
                for sentence in test.get("sentences", []):
                    if "{" in sentence:
                        continue
                    items.append(Item(sentence, language, domain, intents, gold))
        sets[f"Home Assistant tests ({language})"] = items
    return sets


def slurp(path: Path) -> list[Item]:
    items = []
    for line in path.read_text().splitlines():
        row = json.loads(line)
        intent = row["intent"] if "_" in row["intent"] else f"{row['scenario']}_{row['intent']}"
        domain, intents = SCENARIO_INTENTS.get(intent, (None, None))
        gold = []
        if domain:
            annotation = row.get("sentence_annotation", "")
            while "[" in annotation:
                start = annotation.index("[")
                end = annotation.index("]", start)
                kind, _, value = annotation[start + 1:end].partition(" : ")
                if kind.strip() in SLOT_TYPES:
                    gold.append((SLOT_TYPES[kind.strip()], value.strip()))
                annotation = annotation[end + 1:]
        items.append(Item(row["sentence"], "en", domain, intents, gold))
    return items


def hwu(path: Path) -> list[Item]:
    items = []
    for line in path.read_text().splitlines():
        row = json.loads(line)
        domain, intents = SCENARIO_INTENTS.get(row["intent"], (None, None))
        gold = [(SLOT_TYPES[e["entity"]], e["value"]) for e in row.get("entities", []) if e["entity"] in SLOT_TYPES and domain]
        items.append(Item(row["text"], "en", domain, intents, gold))
    return items


def clinc(path: Path) -> list[Item]:
    data = json.loads(path.read_text())
    items = []
    for split in ["train", "val", "oos_train", "oos_val"]:
        for text, label in data[split]:
            if label in CLINC_LEFT_OUT:
                continue
            domain, intents = CLINC_INTENTS.get(label, (None, None))
            items.append(Item(text, "en", domain, intents, []))
    return items


def xsid(path: Path, language: str) -> list[Item]:
    items = []
    for block in path.read_text().split("\n\n"):
        text = intent = None
        for line in block.splitlines():
            if line.startswith("# text = "):
                text = line[len("# text = "):]
            elif line.startswith("# intent = "):
                intent = line[len("# intent = "):]
        if text and intent and not intent.startswith("reminder/"):
            items.append(Item(text, language, None, None, []))
    return items


def multilingual_tod(path: Path, language: str) -> list[Item]:
    items = []
    for line in path.read_text().splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and not parts[0].startswith("reminder/"):
            items.append(Item(parts[2].strip(), language, None, None, []))
    return items


def leyzer(path: Path, language: str) -> list[Item]:
    lines = path.read_text().splitlines()[1:]
    return [Item(line.split("\t")[2], language, None, None, []) for line in lines if len(line.split("\t")) >= 3]


def parse(hark: str, data_dir: str, language: str, texts: list[str], templates_only: bool) -> list[dict]:
    command = [hark, "parse", "--json", "--lines", "--data-dir", data_dir, "--locale", language]
    if templates_only:
        command.append("--templates-only")
    clean = [" ".join(text.split()) for text in texts]
    result = subprocess.run(command, input="\n".join(clean) + "\n", capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    if len(answers) != len(texts):
        raise SystemExit(f"understanding_data: {len(texts)} requests in {language}, {len(answers)} answers")
    return answers


def predicted_slots(candidate: dict) -> list[tuple[str, str]]:
    slots = []
    for name, parameter in candidate.get("parameters", {}).items():
        value = parameter.get("value", {})
        heard = parameter.get("heard", "")
        if name in LIST_PARAMETERS or "taskList" in value:
            slots.append(("list", heard))
        elif name in ITEM_PARAMETERS:
            slots.append(("item", heard))
        elif name == "currency":
            slots.append(("currency", heard))
    return slots


def score(items: list[Item], answers: list[dict]) -> dict:
    result: dict = {"inDomain": 0, "recalled": 0, "outOfDomain": 0, "accepted": 0, "goldSlots": 0, "predictedSlots": 0,
                    "correctSlots": 0, "byDomain": defaultdict(lambda: [0, 0]), "trained": 0, "trainedAnswers": []}
    for item, answer in zip(items, answers):
        best = answer["candidates"][0] if answer["candidates"] else None
        if best and best.get("layer") == "trained":
            result["trained"] += 1
            outcome = "foreign" if item.domain is None else ("right" if best["intent"] in item.intents else "wrong")
            result["trainedAnswers"].append([best.get("confidence"), outcome])
        if item.domain is None:
            result["outOfDomain"] += 1
            result["accepted"] += best is not None
            continue
        result["inDomain"] += 1
        hit = best is not None and best["intent"] in item.intents
        result["recalled"] += hit
        result["byDomain"][item.domain][0] += 1
        result["byDomain"][item.domain][1] += hit
        if item.slots:
            gold = {(kind, normalized(value, item.language)) for kind, value in item.slots}
            predicted = {(kind, normalized(value, item.language)) for kind, value in (predicted_slots(best) if best else [])}
            kinds = {kind for kind, _ in gold}
            predicted = {slot for slot in predicted if slot[0] in kinds}
            result["goldSlots"] += len(gold)
            result["predictedSlots"] += len(predicted)
            result["correctSlots"] += len(gold & predicted)
    result["byDomain"] = dict(result["byDomain"])
    return result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hark", required=True)
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--nlu", required=True)
    parser.add_argument("--misses", help="write the in-domain requests missed and the foreign ones accepted here")
    parser.add_argument("--requests", help="write every request here, by language, for hark-bench trained")
    parser.add_argument("--limit", type=int, help="only the first requests of each dataset, for a short run")
    arguments = parser.parse_args()
    root = Path(arguments.nlu)

    datasets: dict[str, list[Item]] = {}
    datasets.update(home_assistant(root / "home-assistant-intents"))
    datasets["SLURP devel (en)"] = slurp(root / "slurp" / "devel.jsonl")
    datasets["HWU64 dev (en)"] = hwu(root / "hwu64" / "hwu64_annotated_dev.jsonl")
    datasets["CLINC150 train+val (en)"] = clinc(root / "clinc150" / "data_full_trainval.json")
    for language in ["en", "ja", "ar"]:
        datasets[f"xSID valid ({language})"] = xsid(root / "xsid" / f"{language}.valid.conll", language)
    for language in ["en", "es"]:
        datasets[f"Multilingual TOD eval ({language})"] = multilingual_tod(root / "fb-multilingual-tod" / f"eval-{language}.tsv", language)
    datasets["Leyzer dev (en)"] = leyzer(root / "leyzer" / "leyzer-dev-en-US-0.1.0.tsv", "en")
    datasets["Leyzer dev (es)"] = leyzer(root / "leyzer" / "leyzer-dev-es-ES-0.1.0.tsv", "es")

    if arguments.limit:
        datasets = {name: items[:arguments.limit] for name, items in datasets.items()}
    report = {}
    misses = []
    for name, items in datasets.items():
        by_language: dict[str, list[int]] = defaultdict(list)
        for index, item in enumerate(items):
            by_language[item.language].append(index)
        entry = {}
        for mode, templates_only in [("trained", False), ("templates", True)]:
            answers: list[dict] = [{}] * len(items)
            for language, indices in by_language.items():
                for index, answer in zip(indices, parse(arguments.hark, arguments.data_dir, language, [items[i].text for i in indices], templates_only)):
                    answers[index] = answer
            entry[mode] = score(items, answers)
            if mode == "trained":
                for item, answer in zip(items, answers):
                    best = answer["candidates"][0] if answer["candidates"] else None
                    if item.domain and not (best and best["intent"] in item.intents):
                        misses.append(f"{name}\tmissed {item.domain}\t{item.text}\t{best['intent'] if best else '-'}")
                    elif item.domain is None and best:
                        misses.append(f"{name}\taccepted\t{item.text}\t{best['intent']} {best.get('layer')} {best.get('confidence')}")
        report[name] = entry
        print(f"understanding_data: {name}: {len(items)} requests", file=sys.stderr)
    if arguments.requests:
        by_language: dict[str, list[str]] = defaultdict(list)
        for items in datasets.values():
            for item in items:
                by_language[item.language].append(" ".join(item.text.split()))
        Path(arguments.requests).write_text(json.dumps(by_language, ensure_ascii=False))
    if arguments.misses:
        Path(arguments.misses).write_text("\n".join(misses) + "\n")
    json.dump(report, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
