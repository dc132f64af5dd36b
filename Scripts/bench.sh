#!/usr/bin/env bash
# Benchmarks the installed scrolldown (Scripts/install.sh into .build/bench/prefix: static Swift
# runtime, stripped) against reference programs built the same way in the same run, on the same
# machine, and prints every figure as a ratio (goals and figures: docs/PERFORMANCE.md). Absolute
# times vary per machine and per load (other builds share the cores): compare ratios from one
# run, and repeat the run.
#
#   Scripts/bench.sh             # start-up, feed, timeline, live game, 46 MB body, 5,900-game
#                                # window, CPU while waiting
#   Scripts/bench.sh --quick     # fewer runs per command
#
# Needs hyperfine, curl and python3 (hyperfine and curl are installed from Debian's packages when
# missing and possible). Nothing here runs in CI; it builds a release binary (~1-2 minutes).
# Goals: --version ≤ 1.05 × net hello, games ≤ 1.5 × net hello, timeline of the
# 610-play game ≤ 1.2 × games.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(pwd)/.build/bench"   # absolute: XDG ignores relative paths
mkdir -p "$out"
runs=20; [ "${1:-}" = "--quick" ] && runs=8

need=()
command -v hyperfine >/dev/null 2>&1 || need+=(hyperfine)
command -v curl >/dev/null 2>&1 || need+=(curl)
if [ ${#need[@]} -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  (apt-get update -qq && apt-get install -y -qq "${need[@]}") >/dev/null 2>&1 || true
fi
command -v hyperfine >/dev/null 2>&1 || { echo "bench.sh: hyperfine is required" >&2; exit 1; }

# Measured on the installed binary (static Swift runtime, stripped), as a reader runs it.
bash Scripts/install.sh "$out/prefix" >/dev/null
bin="$out/prefix/bin/scrolldown"

# The references, built like the installed binary in this run (-static-stdlib, stripped): a
# Foundation "hello", and the same program importing FoundationNetworking ("net hello", the
# floor of any binary that uses URLSession on Linux). The static link needs an unversioned
# libcurl.so, as in install.sh.
cat > "$out/hello.swift" <<'SWIFT'
import Foundation
let d = Date()
if d.timeIntervalSince1970 < 0 { print(d) }
SWIFT
cat > "$out/nethello.swift" <<'SWIFT'
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
let d = Date()
if d.timeIntervalSince1970 < 0 { print(URLSession.shared) }
SWIFT
linkdir="$out/link"; mkdir -p "$linkdir"
curl4="$(ldconfig -p 2>/dev/null | awk '/libcurl\.so\.4 / { print $NF; exit }')"
[ -n "$curl4" ] && ln -sf "$curl4" "$linkdir/libcurl.so"
swiftc -O -static-stdlib "$out/hello.swift" -o "$out/hello" -L"$linkdir" 2>/dev/null
swiftc -O -static-stdlib "$out/nethello.swift" -o "$out/nethello" -L"$linkdir" 2>/dev/null
strip "$out/hello" "$out/nethello"

export XDG_STATE_HOME="$out/state" XDG_CONFIG_HOME="$out/config" XDG_CACHE_HOME="$out/cache" XDG_DATA_HOME="$out/data"
export HOME="$out/home" TZ=America/New_York
mkdir -p "$HOME"
unset SCROLLDOWN_API_KEY SCROLLDOWN_ENV SCROLLDOWN_BASE_URL || true

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_port() { for _ in $(seq 100); do python3 -c "import socket; socket.create_connection(('127.0.0.1',$1),0.2)" 2>/dev/null && return 0; sleep 0.05; done; return 1; }

# 1. Start-up, feed and timeline: medians of interleaved runs (one of each per round), so load
#    that comes and goes on a shared machine hits every command alike.
"$bin" -q games >/dev/null 2>&1 || true   # the feed's cache of recent ids exists, as on a second run
python3 Scripts/interleave.py --runs "$runs" --warmup 3 -- \
  "$out/hello" "$out/nethello" "$bin --version" "$bin -q games" \
  "$bin -q timeline 22000001 --pbp --all-plays" > "$out/startup.json"

# 2. Live `game ID` against a server answering every request after 200 ms (cache cleared per run).
port=$(free_port)
python3 Scripts/fixture_server.py --port "$port" --latency-ms 200 >/dev/null 2>&1 &
pids+=($!); wait_port "$port"
SCROLLDOWN_API_KEY=bench hyperfine -N --warmup 2 --min-runs "$runs" --prepare "rm -rf $out/cache" \
  --export-json "$out/live.json" "$bin -q --env live --base-url http://127.0.0.1:$port game 21600270" >/dev/null

# 3. A 46 MB body: curl and `scrolldown games` (which reads, decodes and lists it) on one server.
port46=$(free_port)
python3 Scripts/fixture_server.py --port "$port46" --pad-bytes 46000000 >/dev/null 2>&1 &
pids+=($!); wait_port "$port46"
url46="http://127.0.0.1:$port46/api/admin/sports/games?league=NBA&limit=200&offset=0"
SCROLLDOWN_API_KEY=bench hyperfine -N --warmup 1 --min-runs 5 --prepare "rm -rf $out/cache" --export-json "$out/body.json" \
  "curl -s -o /dev/null $url46" \
  "$bin -q --env live --base-url http://127.0.0.1:$port46 games --league NBA --from 2016-01-01 --to 2025-12-31" >/dev/null

# 4. The largest feed: a 5,900-game window (30 pages of 200) read through a pipe, as a pager
#    reads it, against curl fetching the same pages on one connection (cache cleared per run).
portbig=$(free_port)
python3 Scripts/fixture_server.py --port "$portbig" --games 5900 >/dev/null 2>&1 &
pids+=($!); wait_port "$portbig"
pages=""; for offset in $(seq 0 200 5800); do pages+=" http://127.0.0.1:$portbig/api/admin/sports/games?limit=200&offset=$offset"; done
SCROLLDOWN_API_KEY=bench hyperfine -N --warmup 1 --min-runs 5 --output=pipe --prepare "rm -rf $out/cache" \
  --export-json "$out/window.json" "curl -s$pages" \
  "$bin -q --env live --base-url http://127.0.0.1:$portbig games --from 2017-01-01 --to 2025-12-31" >/dev/null

# 5. CPU seconds spent waiting 5 s on a server that accepts and never answers.
porthang=$(free_port)
python3 Scripts/fixture_server.py --port "$porthang" --hang >/dev/null 2>&1 &
pids+=($!); wait_port "$porthang"
rm -rf "$out/cache"
SCROLLDOWN_API_KEY=bench /usr/bin/env time -f "%U %S %e" -o "$out/wait.txt" \
  "$bin" -q --env live --base-url "http://127.0.0.1:$porthang" --timeout 5 game 21600270 >/dev/null 2>&1 || true

python3 - "$out" <<'PY'
import json, sys, datetime, os
out = sys.argv[1]
def results(name): return json.load(open(os.path.join(out, name)))["results"]
s = results("startup.json")
hello, net, version, games, timeline = (r["median"] for r in s)
cpu = [r["cpu"] for r in s]
live = results("live.json")[0]["mean"]
curl, body = (r["mean"] for r in results("body.json"))
pagescurl, window = (r["median"] for r in results("window.json"))
user, system, wall = (float(x) for x in open(os.path.join(out, "wait.txt")).read().split()[-3:])
date = datetime.date.today().isoformat()
rows = [
    ("Foundation hello (-static-stdlib)", hello * 1000, "ms", f"{hello / net:.2f} × net hello", ""),
    ("Foundation + FoundationNetworking hello (net hello)", net * 1000, "ms", "1.00 × net hello", ""),
    ("scrolldown --version", version * 1000, "ms", f"{version / net:.2f} × net hello", "≤ 1.05"),
    ("scrolldown games (sample data, 59 games)", games * 1000, "ms", f"{games / net:.2f} × net hello", "≤ 1.5"),
    ("timeline 22000001 --pbp --all-plays (610 plays)", timeline * 1000, "ms", f"{timeline / games:.2f} × games", "≤ 1.2"),
    ("live game 21600270, 200 ms server latency", live * 1000, "ms", f"{live / 0.2:.2f} × one latency", "≤ 1.2"),
    ("46 MB body: curl", curl * 1000, "ms", "1.00 × curl", ""),
    ("46 MB body: scrolldown games (read + decode)", body * 1000, "ms", f"{body / curl:.2f} × curl", "≤ 2"),
    ("5,900-game window: curl of its 30 pages", pagescurl * 1000, "ms", "1.00 × curl", ""),
    ("5,900-game window: scrolldown games | pipe", window * 1000, "ms", f"{window / pagescurl:.2f} × curl", ""),
    ("CPU while waiting 5 s on a hung server", (user + system), "s CPU", f"{(user + system) / max(wall, 0.001):.2f} cores busy", "~0"),
]
print(f"scrolldown benchmark, {date} (start-up rows and the window: medians; others: hyperfine means)")
print(f"{'figure':<56} {'value':>12} {'ratio':>22}  goal")
for name, value, unit, ratio, goal in rows:
    print(f"{name:<56} {value:9.2f} {unit:<5} {ratio:>20}  {goal}")
print(f"CPU medians: hello {cpu[0]*1000:.1f} ms, net hello {cpu[1]*1000:.1f}, --version {cpu[2]*1000:.1f} "
      f"({cpu[2]/cpu[1]:.2f} ×), games {cpu[3]*1000:.1f} ({cpu[3]/cpu[1]:.2f} ×), timeline {cpu[4]*1000:.1f} ({cpu[4]/cpu[3]:.2f} × games)")
PY

# ---- FairBet streaming (issue 11) ----------------------------------------------------------
# Peak memory of `fairbet --format ndjson` over 20,000 bets against 500, as a ratio (≤ 1.5:
# the stream holds one page and one market run, not every page), and the wall time per 1,000
# bets. A loopback server inside Scripts/bench_fairbet.py generates the bets page by page;
# each run's peak RSS is that child's own (wait4). No network, no fixture file.
fairbet_runs=3; [ "${1:-}" = "--quick" ] && fairbet_runs=1
python3 Scripts/bench_fairbet.py "$bin" --runs "$fairbet_runs"
# ---- end FairBet ---------------------------------------------------------------------------

# ---- The reader (browse) ---------------------------------------------------------------------
# The CPU of one cursor move in `scrolldown browse`, keys fed through a pseudo-terminal, as a
# ratio of opening and quitting the reader in the same run (goal: a move under 5 ms of CPU).
python3 Scripts/bench_reader.py "$bin" 200
