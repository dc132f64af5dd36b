#!/usr/bin/env bash
# Installs scrolldown into PREFIX (default ~/.local): a release build of the binary in
# PREFIX/bin, the bundled sample games in PREFIX/share/scrolldown/Fixtures (the binary finds
# them there, so the clone can be deleted), the man page, and completions for the shells
# that are installed.
#
#   Scripts/install.sh            # into ~/.local
#   Scripts/install.sh /usr/local # system-wide (run as root)
set -euo pipefail

prefix="${1:-$HOME/.local}"
case "$prefix" in
  /*) ;;
  *) prefix="$(pwd)/$prefix" ;;
esac
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

echo "Building scrolldown (release)..."
(cd "$repo" && swift build -c release --product scrolldown >/dev/null)
binary="$(cd "$repo" && swift build -c release --show-bin-path)/scrolldown"

install -d "$prefix/bin" "$prefix/share/scrolldown" "$prefix/share/man/man1"
install -m 0755 "$binary" "$prefix/bin/scrolldown"
rm -rf "$prefix/share/scrolldown/Fixtures"
cp -R "$repo/Fixtures" "$prefix/share/scrolldown/Fixtures"
chmod -R u+rwX,go+rX "$prefix/share/scrolldown/Fixtures"

installed="$prefix/bin/scrolldown"
"$installed" help --man > "$prefix/share/man/man1/scrolldown.1"
installed_list="binary, sample games, man page"
if command -v bash >/dev/null 2>&1; then
  install -d "$prefix/share/bash-completion/completions"
  "$installed" completions bash > "$prefix/share/bash-completion/completions/scrolldown"
  installed_list="$installed_list, bash completion"
fi
if command -v zsh >/dev/null 2>&1; then
  install -d "$prefix/share/zsh/site-functions"
  "$installed" completions zsh > "$prefix/share/zsh/site-functions/_scrolldown"
  installed_list="$installed_list, zsh completion"
fi
if command -v fish >/dev/null 2>&1; then
  install -d "$prefix/share/fish/vendor_completions.d"
  "$installed" completions fish > "$prefix/share/fish/vendor_completions.d/scrolldown.fish"
  installed_list="$installed_list, fish completion"
fi

echo "Installed into $prefix: $installed_list."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to PATH to run scrolldown, e.g.: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
