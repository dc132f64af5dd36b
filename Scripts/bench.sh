#!/usr/bin/env bash
# Benchmarks scrolldown against a bare Foundation binary, in the same run, on the same machine.
# Figures are reported as ratios to that baseline (SPEC §6); absolute times vary per machine.
#
#   Scripts/bench.sh            # mock-data commands (startup, games, game, timeline)
#   Scripts/bench.sh --live     # also `game ID` against a loopback server with 200 ms latency
#
# Uses hyperfine (installed from Debian's packages when missing and possible), else a loop
# timed with `date`. Nothing here runs in CI; it needs a release build (~1 minute).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(pwd)/.build/bench"   # absolute: XDG ignores relative paths
mkdir -p "$out"

if ! command -v hyperfine >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  (apt-get update -qq && apt-get install -y -qq hyperfine) >/dev/null 2>&1 || true
fi

swift build -c release --product scrolldown >/dev/null
bin=$(swift build -c release --show-bin-path)/scrolldown

# The baseline: the smallest program that loads Foundation, built the same way.
cat > "$out/baseline.swift" <<'SWIFT'
import Foundation
let d = Date()
if d.timeIntervalSince1970 < 0 { print(d) }
SWIFT
swiftc -O "$out/baseline.swift" -o "$out/baseline" 2>/dev/null
# A second reference: the same program linking FoundationNetworking (URLSession and libcurl's
# dependencies), which every binary that talks HTTP on Linux pays for at start.
cat > "$out/netbaseline.swift" <<'SWIFT'
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
let d = Date()
if d.timeIntervalSince1970 < 0 { print(URLSession.shared) }
SWIFT
swiftc -O "$out/netbaseline.swift" -o "$out/netbaseline" 2>/dev/null

export XDG_STATE_HOME="$out/state" XDG_CONFIG_HOME="$out/config" XDG_CACHE_HOME="$out/cache" TZ=America/New_York
cmds=(
  "$out/baseline"
  "$out/netbaseline"
  "$bin --version"
  "$bin -q games"
  "$bin -q games --league NBA --format json"
  "$bin -q game 21600270"
)
if "$bin" timeline --help >/dev/null 2>&1; then
  cmds+=("$bin -q timeline 22000001 --all --pbp --all-plays" "$bin -q timeline 21600270 --all")
fi

server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true; }
trap cleanup EXIT
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 3 --min-runs 20 --export-json "$out/results.json" "${cmds[@]}" >/dev/null
  python3 - "$out/results.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["mean"]
print(f"{'command':<70} {'mean ms':>9} {'± ms':>7} {'× baseline':>11}")
for r in results:
    name = r["command"].replace(".build/release/", "").split("/")[-1] if r is results[0] else r["command"].split("/scrolldown", 1)[-1]
    name = {0: "baseline: Foundation hello", 1: "reference: Foundation + FoundationNetworking hello"}.get(results.index(r), "scrolldown" + name)
    print(f"{name[:70]:<70} {r['mean']*1000:9.2f} {r['stddev']*1000:7.2f} {r['mean']/base:11.2f}")
PY
else
  echo "hyperfine not available; timing 20 runs of each with date(1)"
  base=""
  for c in "${cmds[@]}"; do
    start=$(date +%s%N)
    for _ in $(seq 20); do $c >/dev/null 2>&1 || true; done
    ms=$(( ($(date +%s%N) - start) / 20000000 ))
    [ -z "$base" ] && base=$ms
    echo "$c: ${ms} ms mean ($(python3 -c "print(round($ms/max($base,1),2))") × baseline)"
  done
fi

# Live: `game ID` against a loopback server answering every request after 200 ms, with the
# response cache cleared before each run. It fetches the detail and the recap: run one after
# the other they would take 2 × 200 ms; concurrently about one latency.
if [ "${1:-}" = "--live" ] && command -v hyperfine >/dev/null 2>&1; then
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  python3 Scripts/fixture_server.py --port "$port" --latency-ms 200 >/dev/null 2>&1 &
  server_pid=$!
  sleep 1
  SCROLLDOWN_API_KEY=bench hyperfine -N --warmup 2 --min-runs 15 --prepare "rm -rf $out/cache" \
    --export-json "$out/live.json" "$bin -q --env live --base-url http://127.0.0.1:$port game 21600270" >/dev/null
  python3 - "$out/live.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print(f"\nlive game ID, 200 ms server latency, 2 requests: {r['mean']*1000:.0f} ms ± {r['stddev']*1000:.0f} "
      f"= {r['mean']/0.2:.2f} × one latency (sequential would be ≥ 2.00 ×)")
PY
fi

# ---- FairBet streaming (issue 11) ----------------------------------------------------------
# Peak memory of `fairbet --format ndjson` over 20,000 bets against 500, as a ratio (≤ 1.5:
# the stream holds one page and one market run, not every page), and the wall time per 1,000
# bets. A loopback server inside Scripts/bench_fairbet.py generates the bets page by page;
# each run's peak RSS is that child's own (wait4). No network, no fixture file.
python3 Scripts/bench_fairbet.py "$bin" --runs 3
# ---- end FairBet ---------------------------------------------------------------------------
