#!/usr/bin/env python3
"""Serves Fixtures/ through the backend's routes on 127.0.0.1 with a fixed latency, for
Scripts/bench.sh (the tests use their own Swift server). Threaded, so concurrent requests
overlap as on a real backend."""
import argparse, json, os, re, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures")

def load(path):
    full = os.path.join(ROOT, path)
    if os.path.isfile(full):
        with open(full, "rb") as f:
            return f.read()
    return None

class Handler(BaseHTTPRequestHandler):
    latency = 0.0
    pad_bytes = 0
    hang = False
    games = None   # the list every games request pages through (see --games)

    def log_message(self, *args):
        pass

    def send(self, status, body):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Request-ID", self.headers.get("X-Request-ID", "bench"))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.hang:
            # Hold the connection without answering (the CPU-while-waiting benchmark).
            time.sleep(3600)
            return
        time.sleep(self.latency)
        url = urlparse(self.path)
        query = parse_qs(url.query)
        path = url.path.rstrip("/")
        body = None
        if path == "/api/admin/sports/games":
            every = self.games if self.games is not None else json.loads(load("api/admin/sports/games.json"))["games"]
            leagues = {l.upper() for l in query.get("league", [])}
            games = [g for g in every if not leagues or g["leagueCode"].upper() in leagues]
            offset = int(query.get("offset", ["0"])[0]); limit = int(query.get("limit", ["50"])[0])
            page = games[offset:offset + limit]
            nxt = offset + limit if offset + limit < len(games) else None
            body = json.dumps({"games": page, "total": len(games), "nextOffset": nxt}).encode()
        elif m := re.fullmatch(r"/api/admin/sports/games/(\d+)(/flow|/timeline)?", path):
            body = load(f"api/admin/sports/games/{m[1]}{m[2] or ''}.json")
        elif m := re.fullmatch(r"/games/(\d+)/recap", path):
            body = load(f"api/games/{m[1]}/recap.{query.get('reveal', ['pre'])[0]}.json")
        elif m := re.fullmatch(r"/api/admin/sports/pbp/game/(\d+)", path):
            body = load(f"api/admin/sports/pbp/game/{m[1]}.json")
        elif m := re.fullmatch(r"/api/social/posts/game/(\d+)", path):
            body = load(f"api/social/posts/game/{m[1]}.json") or b'{"posts":[],"total":0}'
        elif path == "/api/admin/sports/teams":
            body = load("api/admin/sports/teams.json")
        elif path == "/api/fairbet/odds":
            body = load("api/fairbet/odds.json")
        if body is None:
            self.send(404, b'{"detail":"Not Found"}')
        else:
            if self.pad_bytes and body.startswith(b"{"):
                # A huge but valid answer: an ignored "padding" string in front of the object.
                fill = max(0, self.pad_bytes - len(body) - 13)
                body = b'{"padding":"' + b"x" * fill + b'",' + body[1:]
            self.send(200, body)

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--latency-ms", type=int, default=0)
    parser.add_argument("--pad-bytes", type=int, default=0, help="pad every JSON answer to this size")
    parser.add_argument("--hang", action="store_true", help="accept requests and never answer")
    parser.add_argument("--games", type=int, default=0,
                        help="serve a list of this many games (the fixture's, repeated under new ids), "
                             "one every 13 hours back from 2025-12-31, newest first")
    args = parser.parse_args()
    if args.games:
        import copy, datetime
        stored = json.loads(load("api/admin/sports/games.json"))["games"]
        start = datetime.datetime(2025, 12, 31, 23, 0, tzinfo=datetime.timezone.utc)
        Handler.games = []
        for i in range(args.games):
            game = copy.deepcopy(stored[i % len(stored)])
            game["id"] = 800000000 + i
            game["gameDate"] = (start - datetime.timedelta(hours=13 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            Handler.games.append(game)
    Handler.latency = args.latency_ms / 1000
    Handler.pad_bytes = args.pad_bytes
    Handler.hang = args.hang
    ThreadingHTTPServer.daemon_threads = True
    ThreadingHTTPServer(("127.0.0.1", args.port), Handler).serve_forever()
