#!/usr/bin/env bash
# The compiler's part of the reveal guarantee, checked: lines planted beside the core's sources
# (a view of a hidden game making its own WithheldGame, or reaching for the header's outcome
# through one) must each be refused by the type checker. Fails when a plant builds, or when the
# core does not type-check without them. A type check of the module, no build: ~40 s of CPU.
# docs/DESIGN.md ("A hidden game is a type of its own") lists what is refused and what is not yet.
#
# usage: Scripts/compile-fail-check.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One plant a line; the line numbers are what the errors must name.
cat >"$work/Plants.swift" <<'SWIFT'
extension RevealPolicy {
    func plantedMakesAWithheldGame(_ facts: GameFacts) -> WithheldGame { WithheldGame(facts: facts, pregameLines: [:], pregamePosts: [], odds: [], plays: [], livePeriod: nil) }
    func plantedReadsTheHeader(_ game: WithheldGame) -> Any? { game.game.scorePair }
    func plantedReadsTheSnapshot(_ game: WithheldGame) -> Any? { game.liveSnapshot }
    func plantedReadsTheBoxScore(_ game: WithheldGame) -> Any? { game.teamStats }
    func plantedReadsAFactsScore(_ game: WithheldGame) -> Any? { game.facts.homeScore }
    func plantedReadsTheDetail(_ sight: GameSight) -> Any? { if case .hidden(let game) = sight { return game.detail }; return nil }
}
SWIFT
planted=(2 3 4 5 6 7)

mapfile -t sources < <(find "$root/Sources/ScrollDownCore" -name '*.swift' | sort)
[ "${#sources[@]}" -gt 0 ] || { echo "compile-fail check: no sources under $root/Sources/ScrollDownCore" >&2; exit 2; }
set +e
swiftc -typecheck -swift-version 6 -module-name ScrollDownCore -package-name scrolldown \
    "${sources[@]}" "$work/Plants.swift" >"$work/out.txt" 2>&1
status=$?
set -e
errors="$(grep -E '^[^ ].*: error: ' "$work/out.txt" || true)"
if [ "$status" -eq 0 ]; then echo "compile-fail check: every plant built" >&2; exit 1; fi
if echo "$errors" | grep -v '/Plants.swift:' | grep -q .; then
    echo "compile-fail check: the core does not type-check on its own:" >&2
    echo "$errors" | grep -v '/Plants.swift:' >&2
    exit 1
fi
failed=0
for line in "${planted[@]}"; do
    if ! echo "$errors" | grep -q "/Plants.swift:$line:"; then
        echo "compile-fail check: the plant on line $line built: $(sed -n "${line}p" "$work/Plants.swift")" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1
echo "compile-fail check: ${#planted[@]} plants refused"
echo "$errors" | sed 's|.*/Plants.swift|  Plants.swift|'
