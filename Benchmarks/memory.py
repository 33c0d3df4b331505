"""Peak memory of `passage render` writing a 2x GIF of about 20, 80 and 270 images (frames).

Usage: python3 Benchmarks/memory.py [PATH_TO_PASSAGE]   (default: .build/release/passage)

Each run is its own process; its peak resident set (ru_maxrss from wait4) and wall time are
printed with the number of frames in the file, so a reader sees whether memory grows with the
frame count. The frames come from a slow scripted drag (a move every 20 ms, 150 points over T
seconds, released with no velocity) at 50 fps and scale 2 (780x1688 pixels per frame).
"""
import os
import subprocess
import sys
import tempfile
import time

passage = sys.argv[1] if len(sys.argv) > 1 else ".build/release/passage"


def gesture(seconds):
    n = max(1, int(round(seconds / 0.02)))
    events = ["begin 0"] + [f"move {i * 0.02:.2f} {150 * i / n:.2f}" for i in range(1, n + 1)]
    return "; ".join(events + [f"end {seconds + 0.02:.2f} 0"])


def gif_frames(path):
    """The number of images in a GIF file (walks its blocks)."""
    data = open(path, "rb").read()
    flags = data[10]
    i = 13 + (3 * (2 << (flags & 7)) if flags & 0x80 else 0)
    images = 0
    while i < len(data):
        block = data[i]
        if block == 0x3B:
            break
        if block == 0x21:
            i += 2
        else:  # 0x2C image descriptor
            images += 1
            local = data[i + 9]
            i += 10 + (3 * (2 << (local & 7)) if local & 0x80 else 0) + 1
        while data[i] != 0:
            i += data[i] + 1
        i += 1
    return images


print(f"peak memory of `passage render push --gesture ... --fps 50 --scale 2 -o OUT.gif` ({passage})")
print(f"{'drag s':>7} {'frames':>7} {'GIF bytes':>11} {'wall s':>7} {'peak RSS MB':>12}")
with tempfile.TemporaryDirectory() as work:
    out = os.path.join(work, "out.gif")
    for seconds in (0.08, 1.48, 5.48):
        args = [passage, "render", "push", "--gesture", gesture(seconds), "--fps", "50", "--scale", "2", "-o", out]
        start = time.perf_counter()
        process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        if status != 0:
            sys.exit(f"passage failed with status {status}: {' '.join(args[:3])} ...")
        print(f"{seconds:7.2f} {gif_frames(out):7d} {os.path.getsize(out):11d} {wall:7.2f} {usage.ru_maxrss / 1024:12.1f}")
