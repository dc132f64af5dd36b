#!/usr/bin/env bash
# Installs scrolldown into PREFIX (default ~/.local), or removes what an earlier install put
# there. See usage() below, or run with --help.
set -euo pipefail

usage() {
  cat <<'EOF'
usage: Scripts/install.sh [PREFIX]
       Scripts/install.sh --uninstall [PREFIX]
       Scripts/install.sh --help

Installs scrolldown into PREFIX (default: ~/.local):
  PREFIX/bin/scrolldown                    release build, static Swift runtime, stripped
  PREFIX/share/scrolldown/Fixtures         the bundled sample games (the clone can be deleted)
  PREFIX/share/man/man1/scrolldown.1       the manual page
  completions for the shells that are installed (bash, zsh, fish)
and lists every file it wrote in PREFIX/share/scrolldown/install-manifest.txt.

  --uninstall   remove exactly the files and directories that manifest lists; nothing else
  --help        this text

Examples:
  Scripts/install.sh                 # into ~/.local
  Scripts/install.sh /usr/local      # system-wide (run as root)
  Scripts/install.sh --uninstall     # undo the ~/.local install
EOF
}

mode=install
prefix=""
given=""
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --uninstall) mode=uninstall ;;
    --) shift; [ $# -gt 0 ] && prefix="$1" ;;
    -*) echo "install.sh: unknown option '$1'" >&2; usage >&2; exit 64 ;;
    *) if [ -n "$prefix" ]; then echo "install.sh: one PREFIX only (got '$prefix' and '$1')" >&2; exit 64; fi
       prefix="$1"; given=" $1" ;;
  esac
  shift
done
prefix="${prefix:-$HOME/.local}"
case "$prefix" in
  /*) ;;
  *) prefix="$(pwd)/$prefix" ;;
esac
manifest="$prefix/share/scrolldown/install-manifest.txt"

if [ "$mode" = uninstall ]; then
  [ -f "$manifest" ] || { echo "install.sh: no scrolldown install in $prefix (no $manifest)" >&2; exit 1; }
  # Files first, then the directories this install created, deepest first, only when empty.
  removed=0
  while IFS= read -r line; do
    case "$line" in file\ *) rm -f -- "${line#file }"; removed=$((removed + 1)) ;; esac
  done < "$manifest"
  rm -rf -- "$prefix/share/scrolldown/Fixtures"
  created="$(grep '^dir ' "$manifest.dirs" 2>/dev/null | sed 's/^dir //' | sort -r || true)"
  rm -f -- "$manifest" "$manifest.dirs"
  rmdir -- "$prefix/share/scrolldown" 2>/dev/null || true
  while IFS= read -r dir; do
    [ -n "$dir" ] && { rmdir -- "$dir" 2>/dev/null || true; }
  done <<< "$created"
  echo "Removed scrolldown from $prefix ($removed files and the sample games)."
  exit 0
fi

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
step() { echo "==> $*"; }

# The static Swift runtime starts faster (no Swift shared libraries to load and relocate) and
# makes the binary independent of the toolchain. Nothing else is linked: libcurl is loaded with
# dlopen on the first request to a backend.
static_flags=(--static-swift-stdlib)

step "Building scrolldown (release, static Swift runtime); this takes a minute or two"
build=(swift build -c release --product scrolldown --scratch-path "$repo/.build/static")
# swift build prints one line per step: show them as progress, indented.
if ! (cd "$repo" && "${build[@]}" "${static_flags[@]}" 2>&1 | grep --line-buffered -v "mktemp' is dangerous" | sed -u 's/^/    /'; exit "${PIPESTATUS[0]}"); then
  step "The static build failed; building with the shared Swift runtime instead"
  (cd "$repo" && "${build[@]}" 2>&1 | grep --line-buffered -v "mktemp' is dangerous" | sed -u 's/^/    /'; exit "${PIPESTATUS[0]}")
fi
binary="$(cd "$repo" && "${build[@]}" --show-bin-path)/scrolldown"

# Every directory that does not exist yet is recorded, so --uninstall removes only those.
dirs=()
make_dir() {
  local dir="$1" missing=()
  while [ ! -d "$dir" ]; do missing+=("$dir"); dir="$(dirname "$dir")"; done
  install -d "$1"
  for dir in "${missing[@]}"; do dirs+=("$dir"); done
}
files=()

step "Installing into $prefix"
make_dir "$prefix/bin"
make_dir "$prefix/share/scrolldown"
make_dir "$prefix/share/man/man1"
install -m 0755 "$binary" "$prefix/bin/scrolldown"
if command -v strip >/dev/null 2>&1; then strip "$prefix/bin/scrolldown"; fi
files+=("$prefix/bin/scrolldown")
# The sample games' JSON only: the notes beside them in the repository list every final.
"$repo/Scripts/copy-sample-games.sh" "$repo/Fixtures" "$prefix/share/scrolldown/Fixtures"

installed="$prefix/bin/scrolldown"
"$installed" help --man > "$prefix/share/man/man1/scrolldown.1"
files+=("$prefix/share/man/man1/scrolldown.1")
installed_list="binary, sample games, man page"
if command -v bash >/dev/null 2>&1; then
  make_dir "$prefix/share/bash-completion/completions"
  "$installed" completions bash > "$prefix/share/bash-completion/completions/scrolldown"
  files+=("$prefix/share/bash-completion/completions/scrolldown")
  installed_list="$installed_list, bash completion"
fi
if command -v zsh >/dev/null 2>&1; then
  make_dir "$prefix/share/zsh/site-functions"
  "$installed" completions zsh > "$prefix/share/zsh/site-functions/_scrolldown"
  files+=("$prefix/share/zsh/site-functions/_scrolldown")
  installed_list="$installed_list, zsh completion"
fi
if command -v fish >/dev/null 2>&1; then
  make_dir "$prefix/share/fish/vendor_completions.d"
  "$installed" completions fish > "$prefix/share/fish/vendor_completions.d/scrolldown.fish"
  files+=("$prefix/share/fish/vendor_completions.d/scrolldown.fish")
  installed_list="$installed_list, fish completion"
fi

# A reinstall keeps the directories the first install created in the list.
if [ -f "$manifest.dirs" ]; then while IFS= read -r line; do dirs+=("${line#dir }"); done < "$manifest.dirs"; fi
printf 'file %s\n' "${files[@]}" > "$manifest"
if [ ${#dirs[@]} -gt 0 ]; then printf 'dir %s\n' "${dirs[@]}" | sort -u; fi > "$manifest.dirs"

echo "Installed into $prefix: $installed_list."
echo "Uninstall with: Scripts/install.sh --uninstall$given"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to PATH to run scrolldown, e.g.: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
