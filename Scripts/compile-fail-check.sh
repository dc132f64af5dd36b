#!/usr/bin/env bash
# The compiler's part of the reveal guarantee, checked. Lines planted in the module of hidden
# views (ScrollDownViews) that reach for the outcome must each be refused by the type checker:
# a score on a WithheldGame or on a play a timeline view holds, the decoded game or list row as
# a parameter, an import of the core. The module is type-checked the way SwiftPM builds it,
# against its one dependency (ScrollDownWithheld), so a name the views cannot reach in the
# package cannot be reached here either. Lines planted in the core that make or open the reveal
# layer's own HiddenGame outside Withholding.swift are refused too. Fails when a plant builds,
# or when a module does not type-check without them. Type checks only, no build: ~1 min of CPU.
# docs/DESIGN.md ("Modules") quotes the compiler's messages.
#
# usage: Scripts/compile-fail-check.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/Sources/ScrollDownCore"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules"
swift_flags=(-swift-version 6 -package-name scrolldown -parse-as-library)

sources() { find "$1" -name '*.swift' | sort; }
mapfile -t withheld < <(sources "$src/Withheld")
mapfile -t views < <(sources "$src/Views")
mapfile -t core < <(find "$src" -name '*.swift' -not -path "$src/Withheld/*" -not -path "$src/Views/*" | sort)
[ "${#withheld[@]}" -gt 0 ] && [ "${#views[@]}" -gt 0 ] && [ "${#core[@]}" -gt 0 ] \
    || { echo "compile-fail check: no sources under $src/{Withheld,Views}" >&2; exit 2; }

# The modules below, as the plants' modules import them.
swiftc "${swift_flags[@]}" -emit-module -module-name ScrollDownWithheld \
    -emit-module-path "$work/modules/ScrollDownWithheld.swiftmodule" "${withheld[@]}"
# ScrollDownViews sees only ScrollDownWithheld; the core sees both.
mkdir -p "$work/views-only"
cp -R "$work/modules/ScrollDownWithheld.swiftmodule" "$work/views-only/"

# The hidden views' plants, one a line (the line numbers are what the errors must name).
cat >"$work/ViewPlants.swift" <<'SWIFT'
import ScrollDownWithheld
extension GameView { static func plantedFinal(_ game: WithheldGame) -> Any { (away: game.plays.last?.awayScore, home: game.plays.last?.homeScore) } }
extension GameView { static func plantedHeaderScore(_ game: WithheldGame) -> Any? { game.facts.homeScore } }
extension GameView { static func plantedRecapScore(_ game: WithheldGame) -> Any? { game.recap.score } }
extension TimelineModel { func plantedRunningScore() -> Any? { periodPlays.last?.last?.homeScore } }
extension TimelineModel { func plantedBlockScore() -> Any? { blocks.last??.awayHomeAfter } }
extension TimelineModel { func plantedWholeGame() -> Any? { whole } }
extension GameView { static func plantedTakesTheDecodedGame(_ detail: GameDetail) -> Int { 0 } }
extension FeedRow { static func plantedTakesTheListRow(_ game: GameSummary) -> Int { 0 } }
extension TimelineModel { func plantedTakesAPlayWithItsScore(_ play: PlayEntry) -> Int { 0 } }
extension GameView { static func plantedTakesTheHiddenGame(_ game: HiddenGame) -> Int { 0 } }
extension OddsView { static func plantedInGamePrice(_ odds: WithheldOdds) -> Any? { odds.leftOut.first?.price } }
extension OddsView { static func plantedTakesTheStoredRow(_ row: OddsEntry) -> Int { 0 } }
extension TimelineModel { func plantedSoFarScore(_ tally: SoFarTally) -> Any? { tally.leaders.first?.homeScore } }
SWIFT
view_plants=(2 3 4 5 6 7 8 9 10 11 12 13 14)
# An import of the core from the hidden views (a file of its own: imports come first).
cat >"$work/ImportPlant.swift" <<'SWIFT'
import ScrollDownCore
SWIFT

# The core's plants: the reveal layer's own copy of a hidden game is made only by Withholding.
cat >"$work/CorePlants.swift" <<'SWIFT'
import ScrollDownViews
import ScrollDownWithheld
extension RevealPolicy { func plantedMakesAHiddenGame(_ facts: GameFacts) -> HiddenGame { HiddenGame(facts: facts, pregameLines: [:], pregamePosts: [], odds: [], plays: [], livePeriod: nil) } }
extension RevealPolicy { func plantedReadsTheHeader(_ game: HiddenGame) -> Any? { game.game.scorePair } }
extension RevealPolicy { func plantedReadsTheDetail(_ sight: GameSight) -> Any? { if case .hidden(let game) = sight { return game.detail }; return nil } }
SWIFT
core_plants=(3 4 5)

typecheck() { # name, module, include dir, files…
    local name="$1" module="$2" include="$3"; shift 3
    set +e
    swiftc "${swift_flags[@]}" -typecheck -module-name "$module" -I "$include" "$@" >"$work/$name.txt" 2>&1
    echo $? >"$work/$name.status"
    set -e
    grep -E '^[^ ].*: error: ' "$work/$name.txt" || true
}
failed=0
expect_refused() { # errors, plant file, lines…
    local errors="$1" file="$2"; shift 2
    for line in "$@"; do
        if ! echo "$errors" | grep -q "/$file:$line:"; then
            echo "compile-fail check: the plant on line $line of $file built: $(sed -n "${line}p" "$work/$file")" >&2
            failed=1
        fi
    done
}
only_plants() { # errors, what
    if echo "$1" | grep -v -E '/(ViewPlants|ImportPlant|CorePlants)\.swift:' | grep -q .; then
        echo "compile-fail check: $2 does not type-check on its own:" >&2
        echo "$1" | grep -v -E '/(ViewPlants|ImportPlant|CorePlants)\.swift:' >&2
        exit 1
    fi
}

view_errors="$(typecheck views ScrollDownViews "$work/views-only" "${views[@]}" "$work/ViewPlants.swift")"
only_plants "$view_errors" ScrollDownViews
expect_refused "$view_errors" ViewPlants.swift "${view_plants[@]}"

import_errors="$(typecheck import ScrollDownViews "$work/views-only" "${views[@]}" "$work/ImportPlant.swift")"
only_plants "$import_errors" ScrollDownViews
expect_refused "$import_errors" ImportPlant.swift 1

swiftc "${swift_flags[@]}" -emit-module -module-name ScrollDownViews -I "$work/modules" \
    -emit-module-path "$work/modules/ScrollDownViews.swiftmodule" "${views[@]}"
core_errors="$(typecheck core ScrollDownCore "$work/modules" "${core[@]}" "$work/CorePlants.swift")"
only_plants "$core_errors" ScrollDownCore
expect_refused "$core_errors" CorePlants.swift "${core_plants[@]}"

[ "$failed" -eq 0 ] || exit 1
echo "compile-fail check: $(( ${#view_plants[@]} + 1 + ${#core_plants[@]} )) plants refused"
printf '%s\n%s\n%s\n' "$view_errors" "$import_errors" "$core_errors" | sed -E 's|.*/(ViewPlants\|ImportPlant\|CorePlants)\.swift|  \1.swift|'
