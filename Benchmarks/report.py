#!/usr/bin/env python3
"""Turns the JSON that Benchmarks/run collects into tables: Benchmarks/results/*.md, the scale plot
Benchmarks/results/scale.png, and the generated sections of BENCHMARKS.md (between
`<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; everything else there is left as it is).

    report.py WORK_DIRECTORY

The work directory holds what each step wrote: hark-understanding.json, hassil-understanding.json,
scale.json, turn.json, extension.json, memory.json, startup.json (hyperfine's --export-json) and ask-memory.txt
(the peak resident set of `hark ask`, in KiB); for understanding and turn also NAME-counted.json (what
hark-bench printed under callgrind) and NAME-instructions.json (callgrind.py's sums by label). A
step that did not run leaves its file out, and its section and table stay as they were.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent
RESULTS = BENCHMARKS / "results"
GOAL = 100.0
# The figures the speed work started from (BENCHMARKS.md of 2026-11-23, commit 01a6919), shown
# beside the ones that replace them.
BEFORE = {
    "understanding": {("home-assistant", "en"): 186, ("home-assistant", "es"): 139, ("home-assistant", "fr"): 118,
                      ("home-assistant", "ar"): 59, ("lists-and-notes", "en"): 7, ("lists-and-notes", "es"): 8,
                      ("lists-and-notes", "fr"): 6, ("lists-and-notes", "ja"): 9, ("lists-and-notes", "ar"): 5},
    "turn": {"memory": 3_800, "sqlite": 7_900},
    "startup": 175.7,
}
TURN_GOAL_US = 1_000.0
PLATFORM_GOAL_US = 250.0
STARTUP_GOAL_MS = 100.0
# What the extension protocol may add to a turn over in-process, and what a cold extension start may take.
EXTENSION_TURN_GOAL_US = 300.0
COLD_START_GOAL_MS = 50.0


def load(work: Path, name: str) -> Any:
    path = work / name
    if not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def machine() -> str:
    """CPU model, cores, memory, date and commit: the line every table is quoted with."""
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                memory = f", {int(line.split()[1]) / 1024 / 1024:.0f} GiB"
                break
    except OSError:
        pass
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    commit += " with uncommitted changes" if dirty else ""
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    # Other work on the machine slows both peers alike, but it shows in the tails: say how busy it was.
    load = os.getloadavg()[2] if hasattr(os, "getloadavg") else None
    busy = f"; load average {load:.1f} over the run's last 15 minutes" if load is not None else ""
    return (f"{model}, {os.cpu_count()} cores{memory}, {platform.system()} {platform.release()}; "
            f"{date}; commit {commit}{busy}")


def micro(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:,.1f}"


def percent(correct: int, total: int) -> str:
    return f"{100 * correct / total:.1f}%" if total else "-"


# MARK: Understanding

def counted(totals: Any, label: str, units: int) -> tuple[str, str]:
    """Instructions and allocations per unit of `label`, from callgrind.py's sums."""
    total = (totals or {}).get(label)
    if not total or not units:
        return "–", "–"
    return f"{total['instructions'] / units:,.0f}", f"{total['allocations'] / units:,.1f}"


def understanding(hark: Any, hassil: Any, totals: Any = None, counted_run: Any = None) -> str:
    peers = {(r["set"], r["language"]): r for r in hassil["results"]}
    # Sentences recognized in the callgrind run: each sentence once per round.
    units = {(r["set"], r["language"]): r["sentences"] * r["rounds"] for r in (counted_run or {}).get("results", [])}
    lines: list[str] = []
    titles = {"home-assistant": "Home Assistant's intent tests", "lists-and-notes": "Sentences sampled from the Lists & Notes templates",
              "ride-booking": "Sentences sampled from the Ride Booking templates",
              "workouts": "Sentences sampled from the Workouts templates",
              "payments": "Sentences sampled from the Payments templates",
              "messaging": "Sentences sampled from the Messaging templates",
              "all-domains": "Sentences sampled from all five domains, recognized among all five domains' templates"}
    verdicts: list[str] = []
    for set_name, title in titles.items():
        rows = [r for r in hark["results"] if r["set"] == set_name]
        if not rows:
            continue
        lines += [f"**{title}**", "",
                  "| language | sentences | correct, Hark | correct, hassil | p50 µs, Hark | p50 µs, hassil "
                  "| p99 µs, Hark | p99 µs, hassil | sentences/s, Hark | sentences/s, hassil | Hark/hassil | before "
                  "| instructions / sentence, Hark | allocations / sentence, Hark |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for ours in rows:
            peer = peers.get((set_name, ours["language"]))
            if ours.get("error") or peer is None:
                lines.append(f"| {ours['language']} | – | {ours.get('error') or 'hassil did not run'} ||||||||||||")
                continue
            a, b = ours["latency"], peer["latency"]
            ratio = a["per_second"] / b["per_second"] if b["per_second"] else 0.0
            before = BEFORE["understanding"].get((set_name, ours["language"]))
            instructions, allocations = counted(totals, f"{set_name} {ours['language']}",
                                                units.get((set_name, ours["language"]), 0))
            lines.append(
                f"| {ours['language']} | {ours['sentences']} | {percent(ours['correct'], ours['sentences'])} "
                f"| {percent(peer['correct'], peer['sentences'])} | {micro(a['p50_us'])} | {micro(b['p50_us'])} "
                f"| {micro(a['p99_us'])} | {micro(b['p99_us'])} | {a['per_second']:,.0f} | {b['per_second']:,.0f} "
                f"| {ratio:,.0f}× | {f'{before}×' if before else '–'} | {instructions} | {allocations} |")
            accurate = ours["correct"] >= peer["correct"]
            fast = ratio >= GOAL
            if not (accurate and fast):
                why = []
                if not fast:
                    why.append(f"{ratio:,.0f}× hassil's speed")
                if not accurate:
                    why.append(f"{peer['correct'] - ours['correct']} fewer sentences right than hassil")
                verdicts.append(f"{set_name} {ours['language']}: {', '.join(why)}")
        rounds = rows[0]["rounds"], next(iter(peers.values()))["rounds"]
        lines += ["", f"Timed rounds over the set: Hark {rounds[0]}, hassil {rounds[1]}, each after one untimed round. "
                  "Before: Hark/hassil on 2026-11-23 (commit 01a6919). Instructions and allocations (calls to the C "
                  "allocator): one round under callgrind, divided by the sentences.", ""]
    if verdicts:
        lines.append(f"Below the goal (at least {GOAL:.0f}× hassil's speed with as many sentences right): "
                     + "; ".join(verdicts) + ".")
    else:
        lines.append(f"Every language of both sets meets the goal: at least {GOAL:.0f}× hassil's speed with as many "
                     "sentences right or more.")
    return "\n".join(lines) + "\n"


# MARK: Scale

def scale(data: Any) -> str:
    lines = ["**Templates** (a made-up English grammar, one template per intent; 12 sentences, 2 of them matching nothing)", "",
             "| templates | compile ms | p50 µs | p99 µs | sentences/s | right |",
             "|---:|---:|---:|---:|---:|---:|"]
    for row in data["templates"]:
        latency = row["latency"]
        lines.append(f"| {row['templates']:,} | {row['compileMilliseconds']:,.1f} | {micro(latency['p50_us'])} "
                     f"| {micro(latency['p99_us'])} | {latency['per_second']:,.0f} | {row['correct']}/{row['sentences']} |")
    lines += ["", "**Vocabulary** (list names registered for List-o-Mat; 5 English requests through the Lists & Notes recognizer)", "",
              "| list names | p50 µs | p99 µs | sentences/s | right |",
              "|---:|---:|---:|---:|---:|"]
    for row in data["vocabulary"]:
        latency = row["latency"]
        lines.append(f"| {row['names']:,} | {micro(latency['p50_us'])} | {micro(latency['p99_us'])} "
                     f"| {latency['per_second']:,.0f} | {row['correct']}/{row['sentences']} |")
    return "\n".join(lines) + "\n"


def plot_scale(data: Any, path: Path, caption: str) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (templates, names) = plt.subplots(1, 2, figsize=(11, 4.5))
    rows = data["templates"]
    x = [row["templates"] for row in rows]
    templates.plot(x, [row["latency"]["p50_us"] for row in rows], "o-", label="p50")
    templates.plot(x, [row["latency"]["p99_us"] for row in rows], "s--", label="p99")
    templates.set(xscale="log", yscale="log", xlabel="templates", ylabel="µs per sentence",
                  title="Matching vs. number of templates")
    # The same decades on both sides, so that a flat line looks flat.
    top = max(row["latency"]["p99_us"] for row in data["vocabulary"] + data["templates"])
    bottom = min(row["latency"]["p50_us"] for row in data["templates"])
    for axes in (templates, names):
        axes.set_ylim(bottom / 2, top * 2)
    rows = [row for row in data["vocabulary"] if row["names"] > 0]
    baseline = [row for row in data["vocabulary"] if row["names"] == 0]
    x = [row["names"] for row in rows]
    names.plot(x, [row["latency"]["p50_us"] for row in rows], "o-", label="p50")
    names.plot(x, [row["latency"]["p99_us"] for row in rows], "s--", label="p99")
    if baseline:
        names.axhline(baseline[0]["latency"]["p50_us"], color="gray", linestyle=":", label="p50, no vocabulary")
    names.set(xscale="log", yscale="log", xlabel="list names in the vocabulary", ylabel="µs per sentence",
              title="Recognizing vs. vocabulary size")
    for axes in (templates, names):
        axes.grid(True, which="both", alpha=0.3)
        axes.legend()
    figure.suptitle(caption, fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=110)


# MARK: Turns, start-up and memory

def turns(turn: Any, totals: Any = None) -> str:
    lines = ["| assistant's stores | exchanges | request p50 / p99 µs | confirmation p50 / p99 µs | whole exchange p50 / p99 µs "
             "| before, p50 µs | in List-o-Mat's handlers p50 / p99 µs | the platform's part p50 / p99 µs "
             "| instructions / exchange | allocations / exchange |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    verdicts = []
    for row in turn:
        cells = [f"{micro(row[k]['p50_us'])} / {micro(row[k]['p99_us'])}" if k in row else "-"
                 for k in ("request", "confirmation", "whole")]
        cells.append(f"{BEFORE['turn'].get(row['stores'], 0):,}")
        cells += [f"{micro(row[k]['p50_us'])} / {micro(row[k]['p99_us'])}" if k in row else "-" for k in ("handler", "platform")]
        label = f"turn {row['stores']}"
        profiles = (totals or {}).get(label, {}).get("profiles", 0)
        cells += counted(totals, label, profiles)
        lines.append(f"| {row['stores']} | {row['exchanges']} | " + " | ".join(cells) + " |")
        if row["stores"] == "sqlite" and "platform" in row:
            whole, platform_part = row["whole"]["p50_us"], row["platform"]["p50_us"]
            verdicts.append(f"On the SQLite stores the whole exchange takes {micro(whole)} µs at p50 (goal: under "
                            f"{TURN_GOAL_US:,.0f} µs, {'met' if whole < TURN_GOAL_US else 'not met'}), the platform's part "
                            f"{micro(platform_part)} µs (goal: {PLATFORM_GOAL_US:,.0f} µs, "
                            f"{'met' if platform_part <= PLATFORM_GOAL_US else 'not met'}).")
    lines += ["", "Before: the whole exchange on 2026-11-23 (commit 01a6919). Instructions and allocations (calls to the "
              "C allocator): each exchange counted alone under callgrind, in every thread, averaged."]
    if verdicts:
        lines += [""] + verdicts
    return "\n".join(lines) + "\n"


def triple(summary: Any, scale: float = 1.0) -> str:
    return " / ".join(micro(summary[k] / scale) for k in ("p50_us", "p90_us", "p99_us"))


def signed(value: float) -> str:
    return ("+" if value >= 0 else "−") + micro(abs(value))


def extension(data: Any) -> str:
    modes = {"in-process": "in the assistant's process", "extension process": "its extension process, sandboxed"}
    rows = {row["mode"]: row for row in data["turns"]}
    local, remote = rows["in-process"], rows["extension process"]
    lines = ["**The exchange** (as in \"A whole turn\", the assistant's stores in memory; the two modes alternate)", "",
             "| List-o-Mat runs | exchanges | request p50 / p90 / p99 µs | confirmation p50 / p90 / p99 µs "
             "| whole exchange p50 / p90 / p99 µs |",
             "|---|---:|---:|---:|---:|"]
    for row in data["turns"]:
        lines.append(f"| {modes[row['mode']]} | {row['exchanges']} | " +
                     " | ".join(triple(row[k]) for k in ("request", "confirmation", "whole")) + " |")
    added = {k: remote[k]["p50_us"] - local[k]["p50_us"] for k in ("request", "confirmation", "whole")}
    lines.append("| added by the extension process, p50 | | " +
                 " | ".join(signed(added[k]) for k in ("request", "confirmation", "whole")) + " |")
    lines += ["", "**One round trip** (resolving AddTasks' `targetTaskList` with nothing heard: the handler reads the store)", "",
              "| List-o-Mat runs | round trips | p50 / p90 / p99 µs |", "|---|---:|---:|"]
    for row in data["roundTrips"]:
        lines.append(f"| {modes[row['mode']]} | {row['resolve']['measurements']} | {triple(row['resolve'])} |")
    kinds = {"new user": "a new user's first request: `hark-sandbox`, the process, the demo lists written, the answer",
             "returning user": "a returning user's first request after the process stopped: the lists in place",
             "warm": "the same request again, the process running"}
    cold = {row["kind"]: row["latency"] for row in data["coldStarts"]}
    lines += ["", f"**Cold start** (\"{data['coldRequest']}\", each time for its own user)", "",
              "| request | users | p50 / p90 / p99 ms |", "|---|---:|---:|"]
    for kind, label in kinds.items():
        lines.append(f"| {label} | {cold[kind]['measurements']} | {triple(cold[kind], 1000)} |")
    command = " ".join(part.replace(str(ROOT) + "/", "") for part in data["command"])
    lines += ["", f"`Benchmarks/run --steps extension` ran `{command}`.", ""]
    worst = max(added["request"], added["confirmation"])
    turn_met = worst < EXTENSION_TURN_GOAL_US
    lines.append(f"Per turn, the extension process adds {micro(added['request'])} µs (request) and "
                 f"{micro(added['confirmation'])} µs (confirmation) at p50: "
                 + ("within" if turn_met else "over") + f" the goal of {EXTENSION_TURN_GOAL_US:.0f} µs.")
    first, back, warm = (cold[k]["p50_us"] / 1000 for k in ("new user", "returning user", "warm"))
    cold_met = first < COLD_START_GOAL_MS
    lines.append(f"A new user's first request takes {first:.1f} ms at p50 ({first - warm:.1f} ms more than a warm one; "
                 f"a returning user's {back:.1f} ms): " + ("within" if cold_met else "over")
                 + f" the goal of {COLD_START_GOAL_MS:.0f} ms for a cold start.")
    return "\n".join(lines) + "\n"


def startup(data: Any) -> str:
    result = data["results"][0]
    mean = result["mean"] * 1000
    lines = ["| command | runs | mean ms | σ ms | min ms | max ms | before, mean ms |", "|---|---:|---:|---:|---:|---:|---:|",
             f"| `hark ask \"show the grocery store list\"` | {len(result['times'])} | {mean:.1f} "
             f"| {result['stddev'] * 1000:.1f} | {result['min'] * 1000:.1f} | {result['max'] * 1000:.1f} "
             f"| {BEFORE['startup']:.1f} |", "",
             f"Before: 2026-11-23 (commit 01a6919). Goal: under {STARTUP_GOAL_MS:.0f} ms from start to answer, "
             + ("met." if mean < STARTUP_GOAL_MS else "not met.")]
    return "\n".join(lines) + "\n"


def memory(data: Any, ask_kib: str | None) -> str:
    lines = ["| process | peak resident set | before the assistant |", "|---|---:|---:|",
             f"| `hark-bench memory`: the assistant with List-o-Mat, one request in each of "
             f"{', '.join(data['languages'])} | {data['peakKiB'] / 1024:.1f} MiB | {data['baselineKiB'] / 1024:.1f} MiB |"]
    if ask_kib:
        lines.append(f"| `hark ask`: every demo app a new data directory gets (eight), SQLite stores, "
                     f"one request | {int(ask_kib) / 1024:.1f} MiB | – |")
    return "\n".join(lines) + "\n"


# MARK: The server under load

def turn_cost(conversation: Any, cpu: Any, profile: Any) -> list:
    """The CPU a served turn costs the server and List-o-Mat's process, and where the server's goes."""
    turns = conversation["requests"]
    if cpu is None or not turns:
        return []
    per_turn = 1000 / cpu["ticks_per_second"] / turns
    server, extension = cpu["server_ticks"] * per_turn, cpu["extension_ticks"] * per_turn
    lines = ["", f"**What a turn costs** (the SQLite run above, CPU time over its {turns:,} turns): {server:.2f} ms of "
             f"the server's and {extension:.2f} ms of List-o-Mat's process."]
    if profile is not None and profile["samples"]:
        total = profile["samples"]
        lines += [f"Where the server's part goes (perf, {total:,} samples of its call chains during the run; "
                  "Benchmarks/serve_profile.py says how each is counted):", "",
                  "| part of the server's work | share | ms a turn |", "|---|---:|---:|"]
        for name, count in sorted(profile["parts"].items(), key=lambda item: -item[1]):
            if count:
                lines.append(f"| {name} | {count / total:.0%} | {server * count / total:.2f} |")
    return lines


def load_table(setup: Any, conversation: Any, health: Any, postgres_one: Any = None, postgres_two: Any = None,
               statements: Any = None, cpu: Any = None, profile: Any = None) -> str:
    lines = ["| endpoint | requests | requests/s | p50 ms | p90 ms | p99 ms | max ms | errors |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    rows = [("`POST /v1/conversations` (a whole turn with List-o-Mat), SQLite, one node", conversation)]
    if postgres_one is not None:
        rows.append(("`POST /v1/conversations`, PostgreSQL, one node", postgres_one))
    if postgres_two is not None:
        a, b = postgres_two
        # Two wrks side by side: their requests add up; a percentile is shown as the worse node's.
        both = {"requests": a["requests"] + b["requests"], "duration_us": max(a["duration_us"], b["duration_us"]),
                "non_2xx": a["non_2xx"] + b["non_2xx"], "socket_errors": a["socket_errors"] + b["socket_errors"]}
        for key in ("p50_us", "p90_us", "p99_us", "max_us"):
            both[key] = max(a[key], b[key])
        rows.append(("`POST /v1/conversations`, PostgreSQL, two nodes sharing it", both))
    rows.append(("`GET /health` (the ceiling)", health))
    for name, row in rows:
        rate = row["requests"] / (row["duration_us"] / 1e6)
        errors = row["non_2xx"] + row["socket_errors"]
        lines.append(f"| {name} | {row['requests']:,} | {rate:,.0f} | {row['p50_us'] / 1000:.2f} "
                     f"| {row['p90_us'] / 1000:.2f} | {row['p99_us'] / 1000:.2f} | {row['max_us'] / 1000:.1f} | {errors} |")
    ratio = (conversation["requests"] / conversation["duration_us"]) / (health["requests"] / health["duration_us"])
    lines.append("")
    lines.append(f"wrk with {setup['threads']} threads and {setup['connections']} connections for "
                 f"{setup['seconds']} s per endpoint, on loopback, the server and wrk sharing the machine; "
                 f"the conversation endpoint runs at {ratio:.0%} of the health endpoint's rate.")
    if postgres_two is not None:
        lines.append(f"Two nodes: two wrks at once, each with {setup['connections'] // 2} connections on one node; "
                     "their requests add up, and each percentile is the slower node's.")
    lines += turn_cost(conversation, cpu, profile)
    if statements is not None and postgres_one is not None and postgres_one["requests"]:
        turns = postgres_one["requests"]
        writes = [s for s in statements if s["query"].lstrip().split(" ", 1)[0].upper() in ("INSERT", "UPDATE", "DELETE")]
        calls = sum(s["calls"] for s in statements)
        written = sum(s["rows"] for s in writes)
        milliseconds = sum(s["ms"] for s in statements)
        lines.append("")
        lines.append(f"PostgreSQL's part of one turn (pg_stat_statements over the one-node run's {turns:,} turns): "
                     f"{calls / turns:.1f} statements, of which {sum(s['calls'] for s in writes) / turns:.1f} write "
                     f"{written / turns:.1f} rows; {1000 * milliseconds / turns:.0f} µs of execution in the server.")
        lines.append("")
        lines.append("| statement | calls per turn | rows per call | µs per call |")
        lines.append("|---|---:|---:|---:|")
        for s in sorted(statements, key=lambda s: -s["calls"])[:10]:
            text = " ".join(s["query"].split())
            text = text if len(text) <= 90 else text[:87] + "…"
            lines.append(f"| `{text}` | {s['calls'] / turns:.2f} | {s['rows'] / max(s['calls'], 1):.1f} "
                         f"| {1000 * s['ms'] / max(s['calls'], 1):.0f} |")
    return "\n".join(lines) + "\n"


# MARK: Writing

# MARK: Recall

def f1(score: Any) -> str:
    if not score["goldSlots"]:
        return "–"
    precision = score["correctSlots"] / score["predictedSlots"] if score["predictedSlots"] else 0.0
    recall = score["correctSlots"] / score["goldSlots"]
    return f"{100 * 2 * precision * recall / (precision + recall):.1f}" if precision + recall else "0.0"


def recall_table(data: Any, trained: Any) -> str:
    lines = ["**Understanding requests no one here wrote** (development splits; with the trained layer, and with "
             "the templates alone, in the same run)", "",
             "| data | in-domain requests | intent recall | templates alone | foreign requests | accepted | templates alone "
             "| slot F1 | templates alone |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    totals = {"inDomain": 0, "recalled": 0, "outOfDomain": 0, "accepted": 0}
    answers: list = []
    for name, entry in data.items():
        ours, alone = entry["trained"], entry["templates"]
        for key in totals:
            totals[key] += ours[key]
        answers += ours.get("trainedAnswers", [])
        lines.append(f"| {name} | {ours['inDomain'] or '–'} | {percent(ours['recalled'], ours['inDomain']) if ours['inDomain'] else '–'} "
                     f"| {percent(alone['recalled'], alone['inDomain']) if alone['inDomain'] else '–'} | {ours['outOfDomain']} "
                     f"| {percent(ours['accepted'], ours['outOfDomain'])} | {percent(alone['accepted'], alone['outOfDomain'])} "
                     f"| {f1(ours)} | {f1(alone)} |")
        for domain, (count, hits) in sorted(ours["byDomain"].items()):
            alone_hits = alone["byDomain"].get(domain, [0, 0])[1]
            lines.append(f"| &nbsp;&nbsp;{domain} | {count} | {percent(hits, count)} | {percent(alone_hits, count)} ||||||")
    lines += ["", f"All together: intent recall {percent(totals['recalled'], totals['inDomain'])} of "
              f"{totals['inDomain']:,} in-domain requests, {percent(totals['accepted'], totals['outOfDomain'])} of "
              f"{totals['outOfDomain']:,} foreign requests accepted.", ""]
    curve = []
    for threshold in (0.55, 0.6, 0.7, 0.8):
        lost = sum(1 for confidence, outcome in answers if confidence < threshold and outcome == "right")
        dropped = sum(1 for confidence, outcome in answers if confidence < threshold and outcome == "foreign")
        curve.append(f"{threshold:.2f}: recall {percent(totals['recalled'] - lost, totals['inDomain'])}, "
                     f"accepted {percent(totals['accepted'] - dropped, totals['outOfDomain'])}")
    lines += ["The trained layer answers when its best intent is at least this likely (the first is the threshold "
              "in use): " + "; ".join(curve) + ".", ""]
    if trained:
        lines += ["**Whole recognition, templates alone and with the trained layer** (the requests above, Lists & "
                  "Notes recognizer; learning and loading its model)", "",
                  "| language | requests | p50 µs, templates | p99 µs, templates | p50 µs, trained layer | p99 µs, trained layer "
                  "| understood, templates | understood, trained layer | learning s | loading ms | model KiB |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for row in trained:
            a, b = row["templatesOnly"], row["trained"]
            lines.append(f"| {row['language']} | {row['requests']:,} | {micro(a['p50_us'])} | {micro(a['p99_us'])} "
                         f"| {micro(b['p50_us'])} | {micro(b['p99_us'])} | {row['understoodTemplatesOnly']:,} "
                         f"| {row['understoodTrained']:,} | {row['trainingSeconds']:.2f} | {row['loadingMilliseconds']:.1f} "
                         f"| {row['modelBytes'] / 1024:,.0f} |")
        lines += ["", f"Timed rounds: {trained[0]['rounds']}, after one untimed round.", ""]
    return "\n".join(lines) + "\n"


def snips_table(data: Any) -> str:
    per_intent = ", ".join(f"{name} {100 * value:.1f}%" for name, value in sorted(data["perIntent"].items()))
    return ("**An app made only of example sentences** (the SNIPS benchmark's seven intents, their "
            f"{data['utterances']:,} training utterances as a definition file's `examples:`, "
            f"{data['folds']}-fold cross-validation)\n\n"
            "| intent accuracy | slot precision | slot recall | slot F1 | learning one fold, s |\n"
            "|---:|---:|---:|---:|---:|\n"
            f"| {100 * data['intentAccuracy']:.1f}% | {100 * data['slotPrecision']:.1f}% | {100 * data['slotRecall']:.1f}% "
            f"| {100 * data['slotF1']:.1f} | {data['trainingSeconds']:.2f} |\n\n"
            f"Per intent: {per_intent}. Goals: 95% intent accuracy, 85 slot F1.\n")


def replace_section(text: str, name: str, body: str) -> str:
    pattern = re.compile(rf"(<!-- generated:{name} -->\n).*?(<!-- /generated:{name} -->)", re.S)
    if not pattern.search(text):
        raise SystemExit(f"report: BENCHMARKS.md has no <!-- generated:{name} --> … <!-- /generated:{name} --> section")
    return pattern.sub(lambda match: match.group(1) + body + match.group(2), text)


def main() -> int:
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        print("usage: report.py WORK_DIRECTORY", file=sys.stderr)
        return 2
    work = Path(sys.argv[1])
    RESULTS.mkdir(exist_ok=True)
    measured_on = machine()
    ask_memory_path = work / "ask-memory.txt"
    ask_memory = ask_memory_path.read_text().strip() if ask_memory_path.exists() else None

    # A step that did not run leaves its section as it was.
    sections: dict[str, str] = {}
    hark, hassil = load(work, "hark-understanding.json"), load(work, "hassil-understanding.json")
    if hark is not None and hassil is not None:
        sections["understanding"] = understanding(hark, hassil, load(work, "understanding-instructions.json"),
                                                  load(work, "understanding-counted.json"))
    if (scores := load(work, "understanding-data.json")) is not None:
        sections["recall"] = recall_table(scores, load(work, "trained.json"))
        if (snips := load(work, "snips.json")) is not None:
            sections["recall"] += "\n" + snips_table(snips)
    scale_data = load(work, "scale.json")
    if scale_data is not None:
        sections["scale"] = scale(scale_data)
        plot_scale(scale_data, RESULTS / "scale.png", f"Hark, {measured_on}")
        sections["scale"] += "\n![Recognition time against templates and vocabulary size](Benchmarks/results/scale.png)\n"
    if (turn := load(work, "turn.json")) is not None:
        sections["turn"] = turns(turn, load(work, "turn-instructions.json"))
    if (remote := load(work, "extension.json")) is not None:
        sections["extension"] = extension(remote)
    if (hyperfine := load(work, "startup.json")) is not None:
        sections["startup"] = startup(hyperfine)
    if (peak := load(work, "memory.json")) is not None:
        sections["memory"] = memory(peak, ask_memory)
    setup, conversation, health = (load(work, name) for name in ("load-setup.json", "load-conversation.json", "load-health.json"))
    if setup is not None and conversation is not None and health is not None:
        two = (load(work, "load-postgres-two-a.json"), load(work, "load-postgres-two-b.json"))
        sections["load"] = load_table(setup, conversation, health, load(work, "load-postgres-one.json"),
                                      two if None not in two else None, load(work, "load-postgres-statements.json"),
                                      load(work, "load-cpu.json"), load(work, "load-profile.json"))
    if not sections:
        print("report: nothing measured in " + str(work), file=sys.stderr)
        return 1

    for name, body in sections.items():
        (RESULTS / f"{name}.md").write_text(f"Measured on {measured_on}.\n\n{body.replace('Benchmarks/results/', '')}",
                                            encoding="utf-8")
    path = ROOT / "BENCHMARKS.md"
    text = path.read_text(encoding="utf-8")
    for name, body in sections.items():
        text = replace_section(text, name, f"Measured on {measured_on}.\n\n{body}")
    path.write_text(text, encoding="utf-8")
    print(f"report: wrote {', '.join(sorted(p.name for p in RESULTS.iterdir()))} and BENCHMARKS.md", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
