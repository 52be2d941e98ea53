#!/usr/bin/env python3
"""Where a served turn's CPU goes: `perf script` output of `hark serve` under load, by part.

    perf record -F 499 -g -p SERVER -o serve.perf -- sleep 20
    perf script -i serve.perf | Benchmarks/serve_profile.py > load-profile.json
    Benchmarks/serve_profile.py --self-test

Each sample's call chain, read from its leaf to its root, is counted once, for the first part
below any of whose frames it holds, in this order: the extension's messages (HarkExtensionHost and
HarkExtensionKit: encoding, the pipes, decoding replies), understanding (Recognizer), writing the
conversation and the donation (GRDB's writer), reading the stores (the rest of GRDB and
HarkSQLite), the dialog (HarkDialog), the card (SnippetRenderer), HTTP and the API layer
(Hummingbird, SwiftNIO, OpenAPIRuntime, HarkServer: the request's and the answer's JSON) after
the caller's token (HarkAccounts), the assistant's own work (HarkAssistant, HarkShortcuts, Hark),
then scheduling (Swift's tasks, Dispatch); a chain of kernel frames alone is the kernel's own
work (loopback networking, interrupts). What is left is unattributed: chains the profiler could
not unwind past a frame without a frame pointer (the C allocator, the system's SQLite). Kernel frames under a caller count for the caller: a pipe's
write is the extension's messages. Prints JSON: the sample count and each part's samples.
"""
import json
import re
import sys

# (part, pattern on a frame's symbol), first match wins; mangled Swift names hold their modules.
PARTS = [
    ("extension messages", re.compile(r"HarkExtensionHost|HarkExtensionKit")),
    ("understanding", re.compile(r"HarkLanguage10Recognizer")),
    ("writing the conversation and donation", re.compile(r"GRDB14DatabaseWriter|GRDB8DatabaseC13inTransaction|asyncWrite")),
    ("reading the stores", re.compile(r"GRDB|HarkSQLite|sqlite3")),
    ("the dialog", re.compile(r"HarkDialog")),
    ("the card", re.compile(r"SnippetRenderer")),
    ("the caller's token", re.compile(r"HarkAccounts|BearerAuthentication")),
    ("HTTP and the API layer", re.compile(r"Hummingbird|NIOPosix|NIOCore|NIOHTTP1|OpenAPIRuntime|HarkServer")),
    ("the assistant's own work", re.compile(r"HarkAssistant|HarkShortcuts|s4Hark")),
    ("scheduling", re.compile(r"swift_job_run|swift_task|_dispatch|swift::AsyncTask|futex")),
]
KERNEL = "the kernel alone"
OTHER = "unattributed"


def frames(text):
    """Yields each sample's frames as (symbol, dso) pairs, leaf first."""
    sample = []
    for line in text.splitlines():
        if not line.strip():
            if sample:
                yield sample
            sample = []
            continue
        if not line[0].isspace():
            sample = []  # a sample's header: command, pid, time, event
            continue
        match = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\(([^)]*)\)\s*$", line)
        if match:
            sample.append((match.group(1), match.group(2)))
    if sample:
        yield sample


def part_of(sample):
    for name, pattern in PARTS:
        if any(pattern.search(symbol) for symbol, _ in sample):
            return name
    if all("kernel" in dso for _, dso in sample):
        return KERNEL
    return OTHER


def profile(text):
    counts = {name: 0 for name, _ in PARTS}
    counts[KERNEL] = 0
    counts[OTHER] = 0
    total = 0
    for sample in frames(text):
        counts[part_of(sample)] += 1
        total += 1
    return {"samples": total, "parts": counts}


SELF_TEST = """hark 100/101 1.0: 2004008 cpu-clock:
\tffffffff81000000 pipe_write ([kernel.kallsyms])
\t55d0 $s17HarkExtensionHost0B7ProcessC7request (/bin/hark)
\t55d1 $s13HarkAssistant0B0V7respond (/bin/hark)

hark 100/102 1.1: 2004008 cpu-clock:
\t55d2 $s12HarkLanguage10RecognizerV9recognize (/bin/hark)
\t55d3 swift_job_run (/bin/hark)

hark 100/102 1.2: 2004008 cpu-clock:
\t55d4 sqlite3VdbeExec (/bin/hark)
\t55d5 $s4GRDB14DatabaseWriterPAAE5write (/bin/hark)

hark 100/102 1.3: 2004008 cpu-clock:
\t55d6 sqlite3VdbeExec (/bin/hark)
\t55d7 $s4GRDB12DatabasePoolC4read (/bin/hark)

hark 100/103 1.4: 2004008 cpu-clock:
\tffffffff81000001 net_rx_action ([kernel.kallsyms])
\tffffffff81000002 do_softirq ([kernel.kallsyms])

hark 100/103 1.5: 2004008 cpu-clock:
\t55d8 malloc (/usr/lib/libc.so.6)
"""


def self_test():
    got = profile(SELF_TEST)
    expected = {"extension messages": 1, "understanding": 1, "writing the conversation and donation": 1,
                "reading the stores": 1, KERNEL: 1, OTHER: 1}
    for name, count in got["parts"].items():
        want = expected.get(name, 0)
        if count != want:
            sys.exit(f"serve_profile: '{name}' counted {count} samples, expected {want}: {got}")
    if got["samples"] != 6:
        sys.exit(f"serve_profile: {got['samples']} samples, expected 6")
    print("serve_profile: self-test passed")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    if sys.argv[1:]:
        sys.exit(__doc__)
    json.dump(profile(sys.stdin.read()), sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
