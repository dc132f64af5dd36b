#!/usr/bin/env bash
# Copies the sample games (Fixtures/) to DEST for an install: the JSON answers the client
# serves, and nothing else. The repository's notes beside them stay behind: MANIFEST.md is a
# plain table of every sample final, and an install keeps finals out of plain text (no
# `grep 126` over share/scrolldown should find a score in a note).
# usage: Scripts/copy-sample-games.sh SOURCE DEST   (DEST is replaced)
set -euo pipefail
if [ "$#" -ne 2 ]; then
  echo "usage: Scripts/copy-sample-games.sh SOURCE DEST" >&2
  exit 64
fi
source_dir="$1" dest="$2"
[ -d "$source_dir/api" ] || { echo "copy-sample-games.sh: $source_dir holds no sample games (no api/ folder)" >&2; exit 66; }
rm -rf -- "$dest"
cp -R -- "$source_dir" "$dest"
find "$dest" -type f ! -name '*.json' -delete
chmod -R u+rwX,go+rX "$dest"
