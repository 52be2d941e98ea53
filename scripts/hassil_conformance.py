#!/usr/bin/env python3
"""Runs Home Assistant's intent tests through hassil, the peer of Hark's matcher.

It checks each test sentence the way the intents repository's own test runner
(tests/test_language_sentences.py) does, minus the spoken response, which needs
Home Assistant's Jinja templates and state: recognize_best with the fixture
lists (area, floor, name), the test's context and best_slot_name="name", then
the intent name, every slot (both ways) and, when the test gives a context, the
context the match ends with.

`hark-conformance` applies the same checks to Hark's matcher, so the two tables
compare like with like.

    python3 scripts/hassil_conformance.py --data ../shared/external-nlu-data/home-assistant-intents
    python3 scripts/hassil_conformance.py --languages en,fr --failures 5
    python3 scripts/hassil_conformance.py --json > hassil.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import yaml
from hassil import Intents, TextSlotList, is_template, parse_sentence, recognize_best
from hassil.sample import sample_expression
from hassil.util import merge_dict

DEFAULT_LANGUAGES = ["en", "es", "fr", "ja", "ar"]
DEFAULT_DATA = Path(__file__).resolve().parent.parent.parent / "shared/external-nlu-data/home-assistant-intents"


def load_yaml(path: Path) -> Any:
    with open(path, "r", encoding="utf-8") as file:
        return yaml.safe_load(file)


def load_intents(sentences_dir: Path) -> Intents:
    """The language's intents as the intents repository's conftest builds them:
    lists, rules and skip words from _common.yaml, intents merged from every other file."""
    common = load_yaml(sentences_dir / "_common.yaml") or {}
    common.setdefault("intents", {})
    merged: dict[str, Any] = {}
    for path in sorted(sentences_dir.glob("*.yaml")):
        if path.name == "_common.yaml":
            continue
        merge_dict(merged, load_yaml(path))
    common["intents"] = merged.get("intents", {})
    return Intents.from_dict(common)


def names(text: str) -> list[str]:
    """A fixture name, or every name a templated one (`[the] lamp`) can be said as."""
    if is_template(text):
        return [name.strip() for name in sample_expression(parse_sentence(text).expression)]
    return [text.strip()]


def slot_lists(fixtures: dict[str, Any]) -> dict[str, Any]:
    """The lists Home Assistant's test runner fills from _fixtures.yaml."""
    areas = [name for area in fixtures.get("areas") or [] for name in names(area["name"])]
    floors = [name for floor in fixtures.get("floors") or [] for name in names(floor["name"])]
    entities = []
    for entity in fixtures.get("entities") or []:
        context = {"domain": entity["id"].split(".", maxsplit=1)[0], **(entity.get("attributes") or {})}
        entities.extend((name, name, context) for name in names(entity["name"]))
    return {
        "area": TextSlotList.from_strings(areas),
        "floor": TextSlotList.from_strings(floors),
        "name": TextSlotList.from_tuples(entities),
    }


def check(result: Any, intent: dict[str, Any]) -> str | None:
    """None when the result is what the test expects, else why not."""
    if result is None:
        return "no match"
    if result.intent.name != intent["name"]:
        return f"intent {result.intent.name}"
    matched = {entity.name: entity.value for entity in result.entities.values()}
    expected = intent.get("slots") or {}
    for name, value in matched.items():
        want = expected.get(name)
        if want is None:
            return f"unexpected slot {name}={value!r}"
        if isinstance(want, list):
            ok = set(want).issubset(value) if isinstance(value, list) else value in set(want)
        else:
            ok = want in value if isinstance(value, list) else want == value
        if not ok:
            return f"slot {name}={value!r}, expected {want!r}"
    for name in expected:
        if name not in matched:
            return f"missing slot {name}"
    context = intent.get("context") or {}
    if context and result.context != context:
        return f"context {result.context!r}, expected {context!r}"
    return None


def describe(result: Any) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        "intent": result.intent.name,
        "slots": {entity.name: entity.value for entity in result.entities.values()},
    }


def run_language(data: Path, language: str) -> dict[str, Any]:
    intents = load_intents(data / "sentences" / language)
    tests_dir = data / "tests" / language
    lists = slot_lists(load_yaml(tests_dir / "_fixtures.yaml") or {})
    sentences = passed = 0
    failures: list[dict[str, Any]] = []
    outcomes: list[dict[str, Any]] = []
    for path in sorted(tests_dir.glob("*.yaml")):
        if path.name in ("_fixtures.yaml", "_test_failures.yaml"):
            continue
        for test in (load_yaml(path) or {}).get("tests") or []:
            intent = test["intent"]
            context = intent.get("context") or {}
            for sentence in test.get("sentences") or []:
                sentences += 1
                try:
                    result = recognize_best(
                        sentence, intents, slot_lists=lists, intent_context=context, best_slot_name="name"
                    )
                    problem = check(result, intent)
                except Exception as error:  # a crash in the peer is a failure, not the end of the run
                    result, problem = None, f"error: {error}"
                outcomes.append({"file": path.name, "sentence": sentence, "passed": problem is None})
                if problem is None:
                    passed += 1
                else:
                    failures.append({
                        "file": path.name,
                        "sentence": sentence,
                        "expected": {"intent": intent["name"], "slots": intent.get("slots") or {}, "context": context},
                        "actual": describe(result),
                        "reason": problem,
                    })
    return {"language": language, "sentences": sentences, "passed": passed, "failed": sentences - passed,
            "failures": failures, "outcomes": outcomes}


def rate(passed: int, total: int) -> str:
    return f"{100 * passed / total:.1f}%" if total else "-"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the home-assistant-intents checkout")
    parser.add_argument("--languages", default=",".join(DEFAULT_LANGUAGES), help="comma-separated codes")
    parser.add_argument("--failures", type=int, default=0, metavar="N", help="print the first N failures per language")
    parser.add_argument("--json", action="store_true", help="machine-readable output, with every sentence's outcome")
    options = parser.parse_args()

    if not (options.data / "sentences").is_dir():
        print(f"hassil_conformance: no intents data at {options.data}", file=sys.stderr)
        return 2
    reports = [run_language(options.data, code) for code in options.languages.split(",") if code]

    if options.json:
        for report in reports:
            report["failures"] = report["failures"][: options.failures] if options.failures else []
        json.dump({"peer": "hassil", "languages": reports}, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0

    print(f"{'language':<10} {'sentences':>9} {'passed':>7} {'failed':>7} {'pass rate':>9}")
    for report in reports:
        print(f"{report['language']:<10} {report['sentences']:>9} {report['passed']:>7} "
              f"{report['failed']:>7} {rate(report['passed'], report['sentences']):>9}")
    for report in reports:
        for failure in report["failures"][: options.failures]:
            print(f"\n[{report['language']}] {failure['file']}: {failure['sentence']}")
            print(f"  expected: {json.dumps(failure['expected'], ensure_ascii=False)}")
            print(f"  got:      {json.dumps(failure['actual'], ensure_ascii=False)} ({failure['reason']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
