#!/usr/bin/env bash
# Runs the same work through Passage and its peers in one run and prints ratios:
#  - rendering the push and recede scenes at 3x (1170x2532): Passage's compositor vs Pillow's
#    perspective Image.transform + alpha_composite, and ImageMagick's -distort Perspective;
#  - GIF encoding of the push run's frames: Passage vs ffmpeg's two-pass palettegen/paletteuse,
#    with file sizes and PSNR against the original frames.
# Peers that are not installed are skipped (pip install pillow numpy; apt-get install imagemagick ffmpeg).
# Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build -c release --product passage >/dev/null
"$(swift build -c release --show-bin-path)/passage" bench --export "$work" >/dev/null
python3 Benchmarks/peers.py "$work"
