#!/usr/bin/env bash
# Counts the public declarations of ScrollDownCore: the API the executable (and any other
# client) may use. Issue 20 part 5 keeps it at 200 or fewer; PublicSurfaceTests enforces that
# with the same rule, read from the PATTERN and FORBIDDEN lines below, so the two cannot differ.
#
# The rule. One public declaration is one source line under Sources/ScrollDownCore whose
# modifiers include `public` or `open`: after indentation and any attributes (`@inlinable `,
# `@available(...) `) come modifier words (`static`, `nonisolated`, `private(set)`, ...), one
# of which is `public` or `open`. So every type, func, var, let, init, subscript, typealias and
# protocol written public counts once, and a witness that must be public because a public type
# conforms to a public protocol (a hand-written `==`, `init(from:)`, `encode(to:)`) counts like
# any other. Not counted, because nothing is written: enum cases (they take the enum's access),
# synthesized members (Codable, Equatable, Hashable) and members of protocols.
# `public extension` and `open extension` are forbidden (the script fails): they make every
# member public without the word appearing beside it, so the count would lie. Write `public`
# on each member of a plain extension instead. One declaration per line, as the house style
# has it: a `public` that does not start its line's modifiers is not seen.
#
# usage: Scripts/public-surface.sh [--list] [SOURCES]   (SOURCES: Sources/ScrollDownCore)
#   prints the count; --list prints each counted line (file:line: text) first.
set -euo pipefail

PATTERN='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*([a-z]+(\([a-z]+\))?[[:space:]]+)*(public|open)[[:space:]]+[a-z]'
FORBIDDEN='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*([a-z]+(\([a-z]+\))?[[:space:]]+)*(public|open)[[:space:]]+([a-z]+[[:space:]]+)*extension[[:space:]]'

list=0
if [[ "${1:-}" == "--list" ]]; then list=1; shift; fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sources="${1:-$root/Sources/ScrollDownCore}"
[[ -d "$sources" ]] || { echo "public-surface.sh: no directory $sources" >&2; exit 2; }

files() { find "$sources" -name '*.swift' -type f -print0 | sort -z; }

if forbidden="$(files | xargs -0 grep -nE "$FORBIDDEN" /dev/null)"; then
  echo "public-surface.sh: public extensions are not allowed (write public on each member):" >&2
  echo "$forbidden" >&2
  exit 1
fi
if (( list )); then files | xargs -0 grep -nE "$PATTERN" /dev/null | sed "s|^$root/||" || true; fi
files | xargs -0 cat | grep -cE "$PATTERN" || true
