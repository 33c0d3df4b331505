#!/usr/bin/env bash
# The README's first command on a fresh clone: clones this repository at COMMIT (default HEAD,
# committed files only, no build products) into a temporary folder, runs
# `swift run -c release passage demo` there, and prints the time of the whole command, of its
# release build and of the demo's own work. Wall-clock times: run it with nothing else running,
# and compare two commits in the same session (the machine's speed varies from hour to hour).
#
# Usage: Benchmarks/fresh-demo.sh [COMMIT ...]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for commit in "${@:-HEAD}"; do
  rm -rf "$work/clone"
  git clone --quiet "$repo" "$work/clone"
  git -C "$work/clone" checkout --quiet "$commit"
  start=$(date +%s.%N)
  (cd "$work/clone" && swift run -c release passage demo) >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
  end=$(date +%s.%N)
  build=$(sed -nE "s/.*Build of product 'passage' complete! \(([0-9.]+)s\).*/\1/p" "$work/log")
  demo=$(sed -nE 's/^wrote [0-9]+ files to .* in ([0-9.]+) s$/\1/p' "$work/log")
  printf '%s: swift run -c release passage demo on a fresh clone %.1f s (release build %s s, demo %s s)\n' \
    "$(git -C "$repo" rev-parse --short "$commit")" "$(echo "$end - $start" | bc)" "${build:-?}" "${demo:-?}"
done
