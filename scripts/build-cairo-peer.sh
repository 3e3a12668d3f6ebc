#!/usr/bin/env bash
# Builds the Cairo peer from ../shared/bench/peer_cairo.c into .build-peer/peer_cairo,
# installing libcairo2-dev first if it is missing. designable-bench runs it to report ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
src=../shared/bench/peer_cairo.c
[ -f "$src" ] || { echo "missing $src (the shared folder beside the project)" >&2; exit 1; }
if ! pkg-config --exists cairo; then
    apt-get update && apt-get install -y --no-install-recommends libcairo2-dev
fi
mkdir -p .build-peer
cc -O2 "$src" -o .build-peer/peer_cairo $(pkg-config --cflags --libs cairo) -lm
echo ".build-peer/peer_cairo"
