#!/usr/bin/env python3
"""FairBet streaming benchmark, for Scripts/bench.sh (issue 11): peak memory of
`scrolldown fairbet --format ndjson` over 20,000 bets against 500, as a ratio, and the wall
time per 1,000 bets.

A loopback server in this process generates the bets page by page (game-time order, 500 a
page, cursor paging like the current backend), so nothing is read from disk or the network
and the server's own memory is not the client's. Each run is one child process; its peak RSS
comes from wait4's rusage of that child alone.

    python3 Scripts/bench_fairbet.py PATH/TO/scrolldown [--runs N] [--sort-ev]

`--sort-ev` measures `--sort ev` (issue 19: priced in game-time order and ranked by a
spilling sort, so it has the same bound).
"""
import json, os, subprocess, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

BOOKS = ["DraftKings", "FanDuel", "BetMGM", "Caesars", "BetRivers"]
# FairBet lists only games that have not started by the client's own clock (issue 19).
TOMORROW = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + 86400))


def bet(index):
    """Bet number `index` of an endless slate: per game a moneyline and a spread, two sides each."""
    game, slot = divmod(index, 4)
    market, side = divmod(slot, 2)
    key = "h2h" if market == 0 else "spreads"
    team = f"team:{'away' if side == 0 else 'home'}_{game}"
    line = 0.0 if market == 0 else (3.5 if side == 0 else -3.5)
    base = (140.0 if side == 0 else -160.0) if market == 0 else (-105.0 if side == 0 else -115.0)
    return {
        "game_id": 700000000 + game, "league_code": "NBA", "home_team": f"Home Team {game}", "away_team": f"Away Team {game}",
        "game_date": TOMORROW, "market_key": key, "selection_key": team, "line_value": line,
        "market_category": "mainline", "player_name": None, "description": None, "true_prob": None,
        "reference_price": None, "opposite_reference_price": None, "has_fair": False, "ev_method": None,
        "ev_confidence_tier": None, "ev_disabled_reason": "reference_missing", "confidence": None, "confidence_flags": [],
        "books": [{"book": b, "price": base - (i * 3 + game) % 7, "observed_at": "2025-10-10T15:57:00Z", "ev_percent": None,
                   "display_ev": None, "implied_prob": None, "is_sharp": False, "ev_method": None, "ev_confidence_tier": None,
                   "book_abbr": None, "price_decimal": None, "ev_tier": None} for i, b in enumerate(BOOKS)],
    }


class Handler(BaseHTTPRequestHandler):
    total = 0

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        if url.path != "/api/fairbet/odds":
            self.send_response(404); self.send_header("Content-Length", "0"); self.end_headers(); return
        q = parse_qs(url.query)
        limit = int(q.get("limit", ["100"])[0])
        start = int(q.get("cursor", q.get("offset", ["0"]))[0])
        end = min(start + limit, self.total)
        bets = [bet(i) for i in range(start, end)]
        more = end < self.total
        body = json.dumps({"bets": bets, "items": bets, "total": self.total, "hasMore": more,
                           "nextCursor": str(end) if more else None, "partial": False, "warnings": []}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


SORT = ["--sort", "ev"] if "--sort-ev" in sys.argv else []


def run(binary, port, total):
    """One run: wall seconds, peak RSS in KiB, lines written."""
    Handler.total = total
    env = dict(os.environ, SCROLLDOWN_API_KEY="bench", XDG_CACHE_HOME="/tmp/scrolldown-bench-cache",
               XDG_STATE_HOME="/tmp/scrolldown-bench-state", XDG_CONFIG_HOME="/tmp/scrolldown-bench-config")
    start = time.monotonic()
    child = subprocess.Popen([binary, "-q", "--env", "live", "--base-url", f"http://127.0.0.1:{port}",
                              "fairbet", "--format", "ndjson"] + SORT, stdout=subprocess.PIPE, env=env)
    lines = sum(1 for _ in child.stdout)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.monotonic() - start
    if status != 0 or lines != total:
        sys.exit(f"fairbet failed: status {status}, {lines} of {total} bets")
    return elapsed, usage.ru_maxrss, lines


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    try:
        results = {}
        for total in (500, 20000):
            samples = [run(binary, port, total) for _ in range(runs)]
            results[total] = (min(s[0] for s in samples), max(s[1] for s in samples))
    finally:
        server.shutdown()
    (t_small, rss_small), (t_big, rss_big) = results[500], results[20000]
    ratio = rss_big / rss_small
    print(f"\nfairbet --format ndjson {' '.join(SORT)}, loopback server, pages of 500 ({runs} runs each, peak RSS = max, time = min):")
    print(f"  {'bets':>6} {'peak RSS MiB':>13} {'wall ms':>9}")
    print(f"  {500:>6} {rss_small / 1024:>13.1f} {t_small * 1000:>9.0f}")
    print(f"  {20000:>6} {rss_big / 1024:>13.1f} {t_big * 1000:>9.0f}")
    print(f"  peak memory 20,000 / 500 bets: {ratio:.2f} × (target ≤ 1.50)")
    print(f"  wall time per 1,000 bets: {t_big / 20 * 1000:.0f} ms over the 20,000 run "
          f"({(t_big - t_small) / 19.5 * 1000:.0f} ms marginal, start-up excluded)")
    if ratio > 1.5:
        sys.exit("peak memory grows with the number of bets")


if __name__ == "__main__":
    main()
