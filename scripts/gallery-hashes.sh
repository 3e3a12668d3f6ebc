#!/usr/bin/env bash
# Renders the gallery (`designable demo`: every view and broken twin along each init path)
# in a debug and a release build, and compares a SHA-256 per image. Rendering must not depend
# on the optimiser: no libm transcendentals, a fixed evaluation order, no fused multiply-add.
#
#   scripts/gallery-hashes.sh           # build both, compare; exit 1 and list any difference
#   scripts/gallery-hashes.sh release   # print one configuration's hashes
set -euo pipefail
cd "$(dirname "$0")/.."

# Prints "<sha256>  <image>" for every PNG the demo writes, sorted by image.
hashes() {
    local config=$1 out
    out=$(mktemp -d)
    swift build -c "$config" --product designable >&2
    "$(swift build -c "$config" --show-bin-path)/designable" demo --output "$out" >/dev/null
    (cd "$out" && find . -name '*.png' -print0 | sort -z | xargs -0 sha256sum)
    rm -rf "$out"
}

if [ $# -gt 0 ]; then hashes "$1"; exit 0; fi

debug=$(hashes debug)
release=$(hashes release)
count=$(printf '%s\n' "$debug" | grep -c png || true)
if [ "$count" -eq 0 ]; then echo "gallery-hashes: the demo wrote no images" >&2; exit 1; fi
if [ "$debug" != "$release" ]; then
    echo "gallery-hashes: debug and release builds render different images:" >&2
    diff <(printf '%s\n' "$debug") <(printf '%s\n' "$release") >&2 || true
    exit 1
fi
echo "gallery-hashes: $count images, identical in debug and release builds"
