#!/usr/bin/env bash
# Runs the same work through Passage and its peers in one run and prints times, ratios, PSNR and
# sizes (medians of RUNS runs, default 5); see the docstring of Benchmarks/peers.py for what each
# row measures:
#  1. in process, one 3x frame from decoded layers: Passage's compositor vs OpenCV, Pillow, libvips;
#  2. whole process, PNG screenshots in, PNG frame out: passage render vs the same through each
#     Python peer (interpreter start included, and printed alone) and one ImageMagick command;
#  3. the push run's GIF at 1x and 2x: Passage vs ffmpeg palettegen/paletteuse without dithering.
# Peers that are not installed are reported and skipped:
#   pip install numpy pillow opencv-python-headless pyvips pyvips-binary   (PYTHON=venv/bin/python3 to use a venv)
#   apt-get install imagemagick ffmpeg
# Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
python="${PYTHON:-python3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build -c release --product passage >/dev/null
passage="$(swift build -c release --show-bin-path)/passage"
"$passage" bench --export "$work" >/dev/null
"$python" Benchmarks/peers.py "$work" "$passage" "$runs"
