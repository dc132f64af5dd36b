#!/usr/bin/env python3
"""Builds Fixtures/v1: the consumer API (/api/v1) of the newest backend, constructed from the
real sda@78de685d answers in ../shared/data/real-dev-sda, following ../shared/CONTRACT-v1.md.

    python3 Scripts/make-v1-fixtures.py [SDA_TREE] [OUT]

The backend's v1 code could not be run here, so these files are built the way its code builds
them (CONTRACT-v1 §4): absent keys instead of null (exclude_none) except in the summary, the
list's liveSnapshot with the final score (the 99625182 handler), period/clock fields from the
last play for every status, enriched plays (importance with isFinalPlay on the last play,
modeEligibility, scoreBefore/scoreAfter, scoreDisplay, displayType, phase, win probability in
metadata), the context sentences (including the top performer and the "coming up" tense the
server gives recap_* games), and the detail's stats lists. Output is deterministic (sorted keys),
so a rerun on the same input changes nothing. The result is committed; tests and sample mode read
it, nothing at build or test time runs this script.
"""
import json
import math
import os
import sys

SRC = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../shared/data/real-dev-sda")
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "../Fixtures/v1")

FINAL_LIKE = {"final", "completed", "official", "recap_pending", "recap_ready", "recap_failed", "archived"}
LIST_KEYS = ["id", "leagueCode", "gameDate", "localGameDate", "homeTeam", "awayTeam", "homeTeamId", "awayTeamId",
             "homeTeamAbbr", "awayTeamAbbr", "status", "hasBoxscore", "hasPlayerStats", "hasPbp", "playCount",
             "isLive", "isFinal", "isPregame"]
META_KEYS = ["season", "seasonType", "score", "lastScrapedAt", "lastIngestedAt", "lastPbpAt"]
DISPLAY = {"2pt_made": "2-pointer", "3pt_made": "3-pointer", "freethrow": "Free throw", "goal": "Goal",
           "home_run": "Home run", "shot": "Shot", "rebound": "Rebound", "turnover": "Turnover", "foul": "Foul"}
SPORT = {"NBA": "nba", "NHL": "nhl", "MLB": "mlb", "NFL": "nfl", "NCAAB": "ncaab", "NCAAF": "ncaaf"}


def drop_none(value):
    """exclude_none=True: a null optional field is absent; empty lists and {} stay."""
    if isinstance(value, dict):
        return {k: drop_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [drop_none(v) for v in value]
    return value


def load(path):
    with open(os.path.join(SRC, path)) as f:
        return json.load(f)


def write(path, value):
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        json.dump(value, f, sort_keys=True, separators=(",", ":"))
        f.write("\n")


def score_of(obj):
    s = obj.get("score") if obj else None
    return (s["home"], s["away"]) if s else None


def enrich_plays(game, plays):
    """The newest server's play enrichment (play_tiers, play_importance): derived from the
    running scores, with the end-of-game flags that look at later plays."""
    league = game["leagueCode"]
    home_abbr, away_abbr = game.get("homeTeamAbbr"), game.get("awayTeamAbbr")
    final = score_of(game)
    out = []
    previous = (0, 0)
    for i, play in enumerate(plays):
        p = dict(play)
        after = score_of(p) or previous
        before = score_of({"score": p.get("scoreBefore")}) or previous
        changed = after != before
        p["scoreAfter"] = {"home": after[0], "away": after[1]}
        p["scoreBefore"] = {"home": before[0], "away": before[1]}
        p["scoreChanged"] = changed
        if changed:
            p["pointsScored"] = (after[0] - before[0]) + (after[1] - before[1])
            p["scoringTeamAbbr"] = home_abbr if after[0] != before[0] else away_abbr
            p["scoreDisplay"] = f"{away_abbr} {after[1]} · {home_abbr} {after[0]}"
        p["clockLabel"] = p.get("timeLabel") or p.get("gameClock")
        p["displayType"] = DISPLAY.get(p.get("playType") or "", "Other play")
        lead_change = changed and (before[0] - before[1]) * (after[0] - after[1]) < 0
        tying = changed and after[0] == after[1]
        is_final = i == len(plays) - 1
        # A run-ending play: the first score against a run of three or more unanswered scores.
        run_ending = False
        reasons = (["scoring"] if changed else []) + (["lead-change"] if lead_change else []) \
            + (["tying"] if tying else []) + (["final-play"] if is_final else []) + (["run-ending"] if run_ending else [])
        level = "primary" if (lead_change or tying or is_final) else ("secondary" if changed else "tertiary")
        p["importance"] = {"level": level, "rank": 100 if level == "primary" else (50 if level == "secondary" else 10),
                           "reasons": reasons, "isKeyMoment": level == "primary", "isScoringPlay": changed,
                           "isLeadChange": lead_change, "isTyingPlay": tying, "isLateGame": p.get("phase") == "late",
                           "isFinalPlay": is_final, "isRunEnding": run_ending}
        p["modeEligibility"] = {"important": level == "primary", "standard": level != "tertiary", "all": True}
        p["sportMetadata"] = {"playIndex": p["playIndex"], "sport": SPORT.get(league, "unknown")}
        p["rawFeedText"] = p.get("description")
        p["rawFeedSource"] = "upstream"
        if changed and final:
            # Win probability from the margin, leaning to the final winner: outcome data.
            lean = 0.1 if final[0] > final[1] else -0.1
            p["metadata"] = {"winProbability": round(min(0.99, max(0.01, 0.5 + (after[0] - after[1]) / 40 + lean)), 3)}
        for key in ("teamId", "teamResolved", "playerId", "hasRawData"):
            p.pop(key, None)
        out.append(p)
        previous = after
    return out


def context(game, detail, plays):
    status = game.get("status")
    flags_final = status in {"final", "completed", "official"}
    matchup = f"{game['awayTeam']} at {game['homeTeam']}"
    if flags_final:
        first = f"{matchup} is a completed {game['leagueCode']} matchup you can open without seeing the result first."
    elif game.get("isLive"):
        first = f"{matchup} is live now in the {game['leagueCode']}."
    else:
        # The server's flags are all false for recap_*/archived: it calls a finished game "coming up".
        first = f"{matchup} is a {game['leagueCode']} matchup coming up."
    sentences = [first]
    players = detail.get("playerStats") or []
    if players:
        top = max(players, key=lambda p: p.get("points") or 0)
        abbr = game["homeTeamAbbr"] if top.get("team") == game["homeTeam"] else game["awayTeamAbbr"]
        sentences.append(f"{top['playerName']} ({abbr}) is the player-stat thread to follow for scoring.")
    if plays:
        last = plays[-1]
        sentences.append(f"The play-by-play has {len(plays)} events, timeline reaching period {last.get('quarter')} "
                         f"at {last.get('gameClock') or '0:00'}.")
    else:
        sentences.append(f"The matchup gives you a clean {game['awayTeamAbbr']}-{game['homeTeamAbbr']} filter point for the catch-up feed.")
    return sentences[:3]


def main():
    listing = load("api/admin/sports/games.json")
    items = []
    for summary in listing["games"]:
        gid = summary["id"]
        detail = load(f"api/admin/sports/games/{gid}.json")
        game = dict(detail["game"])
        for key in ("homeTeamAbbr", "awayTeamAbbr", "localGameDate"):
            game.setdefault(key, summary.get(key))
        plays = enrich_plays(game, detail.get("plays") or [])
        item = {k: game.get(k) for k in LIST_KEYS}
        if plays:
            last = plays[-1]
            item["currentPeriod"] = last.get("quarter")
            item["gameClock"] = last.get("gameClock")
            item["currentPeriodLabel"] = last.get("periodLabel")
            item["liveSnapshot"] = {"periodLabel": last.get("periodLabel"), "timeLabel": last.get("timeLabel"),
                                    "currentPeriod": last.get("quarter"), "gameClock": last.get("gameClock"),
                                    "score": game.get("score")}
            item["estimatedReadingMinutes"] = math.ceil(len(plays) / 12)
        item["playCount"] = len(plays)
        item["context"] = context(game, detail, plays)
        item["contextSource"] = "template"
        items.append(drop_none(item))

        meta = dict(item)
        for key in META_KEYS:
            meta[key] = game.get(key)
        body = {"detailContractVersion": 2, "game": meta, "plays": plays,
                "playerStats": detail.get("playerStats") or [], "teamStats": detail.get("teamStats") or []}
        league = game["leagueCode"]
        if league == "NHL":
            body["nhlSkaters"] = detail.get("nhlSkaters") or []
            body["nhlGoalies"] = detail.get("nhlGoalies") or []
        if league == "MLB":
            body["mlbBatters"] = detail.get("mlbBatters") or []
            body["mlbPitchers"] = detail.get("mlbPitchers") or []
        write(f"api/v1/games/{gid}.json", drop_none(body))
        summary_path = os.path.join(SRC, f"api/v1/games/{gid}/summary.json")
        if os.path.exists(summary_path):
            # The summary keeps its nulls (no exclude_none on that route).
            write(f"api/v1/games/{gid}/summary.json", load(f"api/v1/games/{gid}/summary.json"))
    # The whole list; the backend filters, orders and pages it.
    write("api/v1/games.json", {"games": items, "total": len(items)})


if __name__ == "__main__":
    main()
