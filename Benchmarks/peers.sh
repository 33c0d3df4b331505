#!/usr/bin/env bash
# Runs the same work through Passage and its peers in one run, Passage's side and each peer's
# interleaved round by round, and prints wall and CPU time of both sides, threads, ratios, PSNR and
# sizes (medians of RUNS rounds, default 5); see the docstring of Benchmarks/peers.py for what
# each row measures:
#  1. in process, one 3x frame from decoded layers: Passage's compositor vs OpenCV doing only the
#     visible pixels (1 thread and every core), and whole-canvas OpenCV, libvips and Pillow;
#  2. whole process, PNG screenshots in, PNG frame out: passage render vs each Python peer (timed
#     in process and as a whole process) and one ImageMagick command;
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
