#!/usr/bin/env bash
# Runs the whole suite with `swift test --parallel` (several test processes at once) N times,
# and after each run checks what parallel runs could break: every test passed, no reference
# under __Snapshots__ was written or left half-written, and a green run left no failure
# artifacts or report behind.
#
#   scripts/parallel-loop.sh [N]       # N runs, 5 by default
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
artifacts=.build/snapshot-artifacts

swift build --build-tests >/dev/null
for i in $(seq 1 "$runs"); do
    rm -rf "$artifacts"
    log=$(mktemp)
    if ! swift test --parallel --skip-build >"$log" 2>&1; then
        echo "parallel-loop: run $i failed:" >&2
        grep -E "error:|failed" "$log" | head -40 >&2
        exit 1
    fi
    changed=$(git status --porcelain -- __Snapshots__)
    if [ -n "$changed" ]; then
        echo "parallel-loop: run $i wrote references:" >&2
        echo "$changed" >&2
        exit 1
    fi
    if [ -e "$artifacts" ]; then
        echo "parallel-loop: run $i left failure artifacts in $artifacts:" >&2
        find "$artifacts" -maxdepth 2 >&2
        exit 1
    fi
    cases=$(grep -cE "^\[[0-9]+/[0-9]+\] Testing " "$log" || true)
    echo "parallel-loop: run $i of $runs green ($cases XCTest cases across processes, and the Swift Testing suites)"
    rm -f "$log"
done
