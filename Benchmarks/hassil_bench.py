#!/usr/bin/env python3
"""hassil's side of the understanding benchmark: the same sentences as `hark-bench understanding`,
timed the same way and checked by the same rules.

Home Assistant's intent tests are loaded and checked as scripts/hassil_conformance.py checks them
(the rules of Home Assistant's own test runner). The Lists & Notes sentences and their templates
come from `hark-bench sentences`, already in hassil's format; a sentence is right when the best
result has its intent and exactly its slots, a list slot the sampled value and a free-text slot
the sampled words (lowercased, punctuation taken for spaces: hassil drops punctuation from what
it hears).

Each sentence is recognized once untimed (which also checks it), then --rounds times more, each
timed alone with time.perf_counter_ns around recognize_best.

    hassil_bench.py --sentences sentences.json --rounds 2 > hassil.json
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
import unicodedata
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from hassil import Intents, recognize_best  # noqa: E402
from hassil_conformance import check, load_intents, load_yaml, slot_lists  # noqa: E402

DEFAULT_DATA = Path(__file__).resolve().parent.parent.parent / "shared/external-nlu-data/home-assistant-intents"


def summary(latencies: list[int]) -> dict[str, Any]:
    """Latencies in nanoseconds as the report reads them: microseconds, percentiles by nearest rank."""
    ordered = sorted(latencies)

    def percentile(fraction: float) -> int:
        rank = math.ceil(fraction * len(ordered))
        return ordered[min(max(rank, 1), len(ordered)) - 1]

    total = sum(ordered)
    return {
        "measurements": len(ordered),
        "p50_us": round(percentile(0.5) / 1000, 1),
        "p99_us": round(percentile(0.99) / 1000, 1),
        "mean_us": round(statistics.fmean(ordered) / 1000, 1),
        "per_second": round(len(ordered) / (total / 1e9), 1) if total else 0.0,
    }


def run(items: list[Any], rounds: int, checked: Callable[[Any], bool], timed: Callable[[Any], Any]) -> tuple[int, list[int]]:
    correct = sum(1 for item in items if checked(item))
    latencies: list[int] = []
    clock = time.perf_counter_ns
    for _ in range(rounds):
        for item in items:
            start = clock()
            timed(item)
            latencies.append(clock() - start)
    return correct, latencies


def home_assistant(data: Path, language: str, rounds: int) -> dict[str, Any]:
    intents = load_intents(data / "sentences" / language)
    tests_dir = data / "tests" / language
    lists = slot_lists(load_yaml(tests_dir / "_fixtures.yaml") or {})
    cases = []
    for path in sorted(tests_dir.glob("*.yaml")):
        if path.name in ("_fixtures.yaml", "_test_failures.yaml"):
            continue
        for test in (load_yaml(path) or {}).get("tests") or []:
            intent = test["intent"]
            for sentence in test.get("sentences") or []:
                cases.append((sentence, intent, intent.get("context") or {}))

    def recognize(case: Any) -> Any:
        sentence, _, context = case
        try:
            return recognize_best(sentence, intents, slot_lists=lists, intent_context=context, best_slot_name="name")
        except Exception:  # a crash in the peer is a failure, not the end of the run
            return None

    correct, latencies = run(cases, rounds, lambda case: check(recognize(case), case[1]) is None, recognize)
    return {"set": "home-assistant", "language": language, "sentences": len(cases), "correct": correct,
            "rounds": rounds, "latency": summary(latencies)}


def comparable(text: str) -> str:
    """Text as the accuracy rule compares it, as ListsAndNotesSet.comparable does in Swift: its words,
    lowercased, punctuation taking the place of a space."""
    spaced = "".join(" " if unicodedata.category(c).startswith("P") else c for c in text.lower())
    return " ".join(spaced.split())


def lists_and_notes_problem(result: Any, sentence: dict[str, Any]) -> str | None:
    if result is None:
        return "no match"
    if result.intent.name != sentence["intent"]:
        return f"intent {result.intent.name}"
    entities = {entity.name: entity for entity in result.entities.values()}
    for name in sorted(entities):
        if name not in sentence["slots"]:
            return f"unexpected slot {name}"
    for name, expected in sorted(sentence["slots"].items()):
        entity = entities.get(name)
        if entity is None:
            return f"missing slot {name}"
        if expected["wildcard"]:
            # A sentence's own value for the slot (hassil's fixed slots) said as the words were.
            said_by_sentence = not entity.text and comparable(str(entity.value)) == comparable(expected["text"])
            if not said_by_sentence and comparable(str(entity.text)) != comparable(expected["text"]):
                return f"slot {name} heard {entity.text!r}, expected {expected['text']!r}"
        elif str(entity.value) != expected["value"]:
            return f"slot {name}={entity.value!r}, expected {expected['value']!r}"
    return None


def lists_and_notes(language_set: dict[str, Any], rounds: int, failures: list[str]) -> dict[str, Any]:
    intents = Intents.from_dict(language_set["hassil"])
    sentences = language_set["sentences"]

    def recognize(sentence: dict[str, Any]) -> Any:
        try:
            return recognize_best(sentence["text"], intents)
        except Exception:
            return None

    def checked(sentence: dict[str, Any]) -> bool:
        problem = lists_and_notes_problem(recognize(sentence), sentence)
        if problem is not None:
            failures.append(f"[{language_set['language']}] {sentence['text']}: {problem}")
        return problem is None

    correct, latencies = run(sentences, rounds, checked, recognize)
    return {"set": language_set.get("set", "lists-and-notes"), "language": language_set["language"], "sentences": len(sentences),
            "correct": correct, "rounds": rounds, "latency": summary(latencies)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home-assistant", type=Path, default=DEFAULT_DATA, help="the home-assistant-intents checkout")
    parser.add_argument("--home-assistant-languages", default="en,es,fr,ar", help="comma-separated codes")
    parser.add_argument("--sentences", type=Path, required=True, help="the Lists & Notes set from `hark-bench sentences`")
    parser.add_argument("--rounds", type=int, default=2, help="timed rounds after one untimed round")
    parser.add_argument("--failures", type=Path, help="write the Lists & Notes sentences hassil gets wrong here")
    options = parser.parse_args()

    if not (options.home_assistant / "sentences").is_dir():
        print(f"hassil_bench: no Home Assistant intents data at {options.home_assistant}", file=sys.stderr)
        return 2
    if options.rounds < 1:
        print("hassil_bench: --rounds must be at least 1", file=sys.stderr)
        return 2
    results = [home_assistant(options.home_assistant, code, options.rounds)
               for code in options.home_assistant_languages.split(",") if code]
    failures: list[str] = []
    for language_set in json.loads(options.sentences.read_text(encoding="utf-8")):
        results.append(lists_and_notes(language_set, options.rounds, failures))
    if options.failures:
        options.failures.write_text("".join(line + "\n" for line in failures), encoding="utf-8")
    json.dump({"peer": "hassil", "results": results}, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
