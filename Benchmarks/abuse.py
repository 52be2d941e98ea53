#!/usr/bin/env python3
"""One abusive user against the others: does hark serve keep its promise to the polite users?

Starts `hark serve` with its default limits (600 requests and 60 new conversations a user a
minute) on a fresh data directory, then measures the turns of several polite users, each
continuing a conversation of their own at a steady pace well under the limits, three ways:

  alone        nobody else asks anything;
  abusive      one user hammers POST /v1/conversations with wrk at full speed (refused with
               429 once past their limits);
  bad tokens   a client hammers with a token that belongs to nobody (refused with 401).

Prints one JSON object: each phase's polite turns (count, p50, p99, failures) and what the
abuser sent and how it was answered, and the ratio of each loaded p99 to the p99 alone. The
promise (docs/Reliability.md): the ratio stays under 2.

    Benchmarks/abuse.py --hark .build-bench-release/release/hark [--seconds 30] [--polite 4]
"""

import argparse
import http.client
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return None
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
    return ordered[index]


def start_server(hark, home, log):
    server = subprocess.Popen(
        [hark, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", home],
        stdout=subprocess.PIPE, stderr=log, text=True)
    line = server.stdout.readline()
    match = re.match(r"Hark is listening on http://127\.0\.0\.1:(\d+)", line)
    if not match:
        server.kill()
        sys.exit(f"abuse: hark serve did not start: {line!r}")
    return server, int(match.group(1))


def request(connection, method, path, token, body=None):
    headers = {"Authorization": f"Bearer {token}"}
    data = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body)
    connection.request(method, path, body=data, headers=headers)
    response = connection.getresponse()
    return response.status, response.read()


class Polite(threading.Thread):
    """A user who continues one conversation, a turn every `interval` seconds, timing each."""

    def __init__(self, port, token, seconds, interval):
        super().__init__()
        self.port, self.token, self.seconds, self.interval = port, token, seconds, interval
        self.latencies, self.failures = [], 0

    def run(self):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        status, body = request(connection, "POST", "/v1/conversations", self.token,
                               {"text": "show the grocery store list", "locale": "en"})
        if status != 200:
            self.failures += 1
            return
        conversation = json.loads(body)["conversation"]
        start = time.monotonic()
        turn = 0
        while time.monotonic() - start < self.seconds:
            # A steady pace, not as fast as it can: the next turn is due at start + turn × interval.
            due = start + turn * self.interval
            time.sleep(max(0, due - time.monotonic()))
            began = time.perf_counter()
            try:
                status, _ = request(connection, "POST", f"/v1/conversations/{conversation}", self.token,
                                    {"text": "show the grocery store list", "locale": "en"})
            except (OSError, http.client.HTTPException):
                status = 0
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            elapsed = time.perf_counter() - began
            if status == 200:
                self.latencies.append(elapsed)
            else:
                self.failures += 1
            turn += 1


def wrk(port, token, seconds, connections):
    """wrk hammering POST /v1/conversations as `token`'s user; its JSON summary line."""
    environment = dict(os.environ, HARK_TOKEN=token)
    result = subprocess.run(
        ["wrk", "--threads", "1", "--connections", str(connections), "--duration", f"{seconds}s",
         "--script", str(ROOT / "Benchmarks" / "load.lua"), f"http://127.0.0.1:{port}/v1/conversations"],
        env=environment, capture_output=True, text=True, check=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def phase(port, tokens, seconds, interval, abuser=None, connections=32):
    polite = [Polite(port, token, seconds, interval) for token in tokens]
    loader = None
    loaded = {}
    if abuser:
        loader = threading.Thread(target=lambda: loaded.update(wrk(port, abuser, seconds + 2, connections)))
        loader.start()
        time.sleep(1)  # the abuser is at full speed before the first polite turn
    for user in polite:
        user.start()
    for user in polite:
        user.join()
    if loader:
        loader.join()
    latencies = [latency for user in polite for latency in user.latencies]
    result = {
        "politeTurns": len(latencies),
        "politeFailures": sum(user.failures for user in polite),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
    }
    if loaded:
        seconds_loaded = loaded["duration_us"] / 1e6
        result["abuser"] = {
            "requests": loaded["requests"],
            "perSecond": round(loaded["requests"] / seconds_loaded),
            "refused": loaded["non_2xx"],
            "socketErrors": loaded["socket_errors"],
        }
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hark", required=True, help="the hark executable (a release build)")
    parser.add_argument("--seconds", type=int, default=30, help="how long each phase lasts")
    parser.add_argument("--polite", type=int, default=4, help="how many polite users")
    parser.add_argument("--pace", type=float, default=4, help="each polite user's turns a second")
    parser.add_argument("--connections", type=int, default=32, help="the abuser's connections")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="hark-abuse") as work:
        home = os.path.join(work, "hark")
        names = [f"polite{index}" for index in range(options.polite)] + ["abuser"]
        tokens = {}
        for name in names:
            tokens[name] = subprocess.run(
                [options.hark, "users", "add", name, "--data-dir", home],
                capture_output=True, text=True, check=True).stdout.strip()
            subprocess.run([options.hark, "allow", "ListOMat", "--user", name, "--data-dir", home],
                           capture_output=True, check=True)
        polite = [tokens[name] for name in names[:-1]]
        with open(os.path.join(work, "serve.log"), "w") as log:
            server, port = start_server(options.hark, home, log)
            try:
                interval = 1 / options.pace
                alone = phase(port, polite, options.seconds, interval)
                abusive = phase(port, polite, options.seconds, interval, tokens["abuser"], options.connections)
                nobody = "hark_" + "A" * 43
                bad_tokens = phase(port, polite, options.seconds, interval, nobody, options.connections)
            finally:
                server.terminate()
                server.wait(timeout=30)
        logged = Path(work, "serve.log").read_text()
        result = {
            "setup": {"seconds": options.seconds, "politeUsers": options.polite, "pacePerUser": options.pace,
                      "abuserConnections": options.connections, "limits": "600 requests, 60 conversations a minute"},
            "alone": alone,
            "abusive": abusive,
            "badTokens": bad_tokens,
            "p99Ratio": {"abusive": round(abusive["p99_ms"] / alone["p99_ms"], 2),
                         "badTokens": round(bad_tokens["p99_ms"] / alone["p99_ms"], 2)},
            "refusalLogLines": logged.count("refused "),
            "tokenInLog": any(token in logged for token in tokens.values()),
        }
        print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
