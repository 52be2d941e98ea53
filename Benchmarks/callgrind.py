#!/usr/bin/env python3
"""Adds up the profiles a benchmark wrote under callgrind, by label.

    callgrind.py PREFIX

Every file whose name begins with PREFIX is a profile callgrind wrote at a client request (see
HarkBenchmarks' `Callgrind.count`): its trigger names the label, the costs of its functions add
up to the instructions executed, and its calls to the C allocator's functions are the allocations
made. Prints, as JSON, one object per label: how many profiles it had, and their instructions and
allocations added up. The profile callgrind writes when the process ends (start-up and checks) is
left out.

Instructions are the functions' own costs added up rather than the profile's `summary:` line:
the summary also counts, now and then, millions of instructions that no function is charged
with, while threads wait for one another under valgrind (which runs one thread at a time); the
functions' costs are what the code did, and repeat from run to run.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

# Every allocation of Swift's runtime, Foundation and SQLite goes through one of these.
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
TRIGGER = re.compile(r"^desc: Trigger: Client Request: (.*)$")
NAMED = re.compile(r"^\((\d+)\)(?: (.*))?$")


def read(path: Path) -> tuple[str | None, int, int]:
    """The label, instructions and allocations of one profile; no label for the final one."""
    label = None
    instructions = 0
    allocations = 0
    names: dict[str, str] = {}
    callee = None
    after_call = False
    with path.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            if line.startswith("desc: Trigger:"):
                match = TRIGGER.match(line.rstrip("\n"))
                label = match.group(1) if match else None
            elif line.startswith("cfn="):
                name = line[4:].rstrip("\n")
                match = NAMED.match(name)
                if match:
                    if match.group(2) is not None:
                        names[match.group(1)] = match.group(2)
                    name = names.get(match.group(1), "")
                callee = name
            elif line.startswith("fn="):
                name = line[3:].rstrip("\n")
                match = NAMED.match(name)
                if match and match.group(2) is not None:
                    names[match.group(1)] = match.group(2)
                callee = None
                after_call = False
            elif line.startswith("calls="):
                if callee is not None and callee in ALLOCATORS:
                    allocations += int(line[6:].split()[0])
                callee = None
                # The cost line that follows is the call's, counted in the callee's own costs.
                after_call = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                parts = line.split()
                if len(parts) >= 2:
                    if after_call:
                        after_call = False
                    else:
                        instructions += int(parts[1])
    return label, instructions, allocations


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: callgrind.py PREFIX", file=sys.stderr)
        return 2
    prefix = Path(sys.argv[1])
    totals: dict[str, dict[str, int]] = {}
    for path in sorted(prefix.parent.glob(prefix.name + "*")):
        label, instructions, allocations = read(path)
        if label is None:
            continue
        total = totals.setdefault(label, {"profiles": 0, "instructions": 0, "allocations": 0})
        total["profiles"] += 1
        total["instructions"] += instructions
        total["allocations"] += allocations
    if not totals:
        print(f"callgrind.py: no profile written at a client request in {prefix}*", file=sys.stderr)
        return 1
    json.dump(totals, sys.stdout, indent=2, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
