#!/usr/bin/env bash
# Runs the same work through Passage and its peers in one run, Passage's side and each peer's
# interleaved round by round, and prints for each row the threads used, wall and CPU time of both
# sides, their ratios, PSNR against Passage's frame and sizes (medians of RUNS rounds, default 5);
# see the docstring of Benchmarks/peers.py for exactly what each row measures:
#  1. in process, one 3x frame from decoded layers: Passage's compositor (1 thread and every core)
#     vs "opencv best" (OpenCV as its best users write it: buffers allocated once, whole-pixel
#     moves copied, warps straight into the visible canvas rectangles with BORDER_TRANSPARENT,
#     dimming and shadow only where they show), its warps alone, warpPerspective of the turned
#     screen alone, the previous OpenCV peer, a streaming libvips pipeline, and whole-canvas
#     OpenCV, libvips and Pillow (more work, for reference);
#  2. whole process, PNG screenshots in, PNG frame out: passage render vs each Python peer (timed
#     in process and as a whole process: opencv best, Pillow with zlib's default strategy and with
#     Z_RLE, libvips streaming from sequential reads to pngsave with no filter and filter=all, the
#     previous OpenCV and libvips peers) and one ImageMagick command. Encoders at zlib level 6:
#     Passage adaptive filters + Z_FILTERED or Z_RLE per 256 KiB block + unfiltered row groups
#     chosen by trial deflate; Pillow adaptive filters; libvips none or adaptive; OpenCV libpng's
#     adaptive filters + Z_FILTERED; ImageMagick adaptive filters;
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
