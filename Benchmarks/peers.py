"""Like-for-like comparison for Benchmarks/peers.sh: reads what `passage bench --export DIR` wrote.

Usage: python3 Benchmarks/peers.py DIR PASSAGE_BINARY [RUNS]

Every figure is the median of RUNS runs (default 5), measured in this run, beside the output's
quality (PSNR against Passage's own frame, or against the original frames for GIFs) and size.

1. In process, one 3x frame (1170x2532) from decoded layer pixels: the same warp with bilinear
   filtering of every screen layer, the same dimming layer and the same drop shadow (the layer's
   silhouette warped, blurred with sigma = radius / 2, at the shadow's opacity), composited over
   black. The peers blur and composite whole-canvas masks where Passage shades only the pixels a
   shadow touches, so OpenCV's screen warps alone ("warps only") are timed too: a floor for any
   OpenCV pipeline. Both use both cores (Passage paints a frame in bands of rows on every core).
   Scenes: push (screens moved), recede (screens scaled and moved) and perspective (a screen
   turned 30 degrees about y with m34 = -1/1000, no fast path). Passage's time is its
   compositor's (`passage bench --export`); the peers': OpenCV (warpAffine / warpPerspective),
   Pillow (Image.transform + alpha_composite), libvips through pyvips (affine, or mapim with a
   coordinate map computed by numpy for the perspective), each from arrays already in memory.
2. Whole process, one frame: read the two screenshots (PNG, 1170x2532), composite, write a PNG.
   Passage is `passage render push|recede --frame T --scale 3 --from A --to B -o OUT.png`; the
   Python peers run Benchmarks/peer_frame.py in a new interpreter (so their time includes starting
   Python and importing the library: that start alone is measured and printed too); ImageMagick
   is one `convert` command.
3. GIF of the push run (16 frames, 1x and 2x, 30 fps): Passage encoding frames in memory against
   ffmpeg's palettegen + paletteuse without dithering (as Passage does not dither), reading the
   frames as raw RGBA (one process, so its start is included: it is measured alone and printed),
   and ffmpeg reading the PNG frames (including PNG decoding).

Peers that are not installed are reported as such and skipped; nothing is estimated.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peer_frame  # noqa: E402  (the peers' compositing, shared with the whole-process runs)

work = sys.argv[1]
passage = sys.argv[2]
RUNS = int(sys.argv[3]) if len(sys.argv) > 3 else 5
print(f"peers benchmark, {time.strftime('%Y-%m-%d')}, medians of {RUNS} runs, inputs in {work}")

np = peer_frame.np
if np is None:
    sys.exit("numpy is required for the comparison (it computes PSNR): pip install numpy")
available = peer_frame.available()
for peer in peer_frame.PEERS:
    if peer not in available:
        print(f"  {peer}: not installed, skipped ({peer_frame.INSTALL[peer]})")
magick = shutil.which("convert-im6.q16") or shutil.which("magick") or shutil.which("convert")
if magick and b"ImageMagick" not in subprocess.run([magick, "-version"], capture_output=True).stdout:
    magick = None
ffmpeg = shutil.which("ffmpeg")


def median_ms(fn, runs=RUNS):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def psnr(a, b):
    d = a[..., :3].astype(np.float64) - b[..., :3].astype(np.float64)
    mse = float(np.mean(d * d))
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


def fmt(ms):
    return f"{ms:8.1f} ms"


# 1. In process.
print("\n1. In process: one 3x frame (1170x2532) from decoded layers, warp + dimming + shadow + composite")
print(f"   {'scene':12} {'peer':10} {'time':>11} {'ratio':>13} {'PSNR vs Passage':>16}")
for name in ("push", "recede", "perspective"):
    scene = peer_frame.load_scene(os.path.join(work, f"scene-{name}.json"))
    ours = scene["passageMillisecondsPerFrame"]
    reference = peer_frame.read_png(os.path.join(work, f"{name}-passage.png"))
    print(f"   {name:12} {'passage':10} {fmt(ours):>11} {'1.00x':>13} {'(reference)':>16}")
    images = {l["image"]: peer_frame.read_png(os.path.join(work, l["image"])) for l in scene["layers"] if "image" in l}
    for peer in available:
        native = peer_frame.prepare(peer, images)
        out = peer_frame.as_array(peer_frame.composite(peer, scene, native))
        ms = median_ms(lambda: peer_frame.composite(peer, scene, native))
        print(f"   {'':12} {peer:10} {fmt(ms):>11} {f'{ms / ours:.2f}x slower' if ms >= ours else f'{ours / ms:.2f}x faster':>13}"
              f" {psnr(out, reference):13.1f} dB")
        if peer == "opencv":
            ms = median_ms(lambda: peer_frame.warps_opencv(scene, native))
            print(f"   {'':12} {'  warps only':10} {fmt(ms):>11} "
                  f"{f'{ms / ours:.2f}x slower' if ms >= ours else f'{ours / ms:.2f}x faster':>13}"
                  f" {'(screens warped, nothing composited)':>16}")

# 2. Whole process.
print("\n2. Whole process: read 2 PNG screenshots, composite one 3x frame, write a PNG")
start_python = None
if available:
    start_python = median_ms(lambda: subprocess.run(
        [sys.executable, "-c", "import numpy, PIL.Image, cv2" if "opencv" in available else "import numpy"],
        check=True, capture_output=True))
    print(f"   (a Python interpreter starting and importing numpy, Pillow, OpenCV alone: {start_python:.1f} ms)")
for name in ("push", "recede"):
    path = os.path.join(work, f"scene-{name}.json")
    scene = peer_frame.load_scene(path)
    screens = {l["screen"]: os.path.join(work, l["image"]) for l in scene["layers"] if "screen" in l}
    out = os.path.join(work, f"{name}-whole-passage.png")
    cmd = [passage, "render", scene["transition"], "--frame", str(scene["time"]), "--scale", "3",
           "--from", screens["from"], "--to", screens["to"], "-o", out]
    ours = median_ms(lambda: subprocess.run(cmd, check=True, capture_output=True))
    reference = peer_frame.read_png(out)
    print(f"   {name:12} {'passage':10} {fmt(ours):>11} {'1.00x':>13} {os.path.getsize(out):>10} bytes"
          f"  (PSNR vs in-process frame {psnr(reference, peer_frame.read_png(os.path.join(work, f'{name}-passage.png'))):.1f} dB)")
    runs = [(peer, [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "peer_frame.py"), peer, path,
                    screens["from"], screens["to"], os.path.join(work, f"{name}-whole-{peer}.png")]) for peer in available]
    if magick:
        runs.append(("imagemagick", peer_frame.magick_command(magick, scene, screens, os.path.join(work, f"{name}-whole-imagemagick.png"))))
    for peer, args in runs:
        ms = median_ms(lambda: subprocess.run(args, check=True, capture_output=True))
        result = args[-1]
        print(f"   {'':12} {peer:10} {fmt(ms):>11} {f'{ms / ours:.2f}x slower' if ms >= ours else f'{ours / ms:.2f}x faster':>13}"
              f" {os.path.getsize(result):>10} bytes  PSNR vs Passage {psnr(peer_frame.read_png(result), reference):.1f} dB")
if not magick:
    print("   imagemagick: not installed, skipped (apt-get install imagemagick)")


# 3. GIFs.
def gif_frames(path):
    """Decoded frames, each repeated for its duration in 1/30 s steps (merged frames expand)."""
    from PIL import Image
    im = Image.open(path)
    frames = []
    try:
        while True:
            repeat = max(1, round(im.info.get("duration", 33) / (1000 / 30)))
            frames += [np.array(im.convert("RGB"))] * repeat
            im.seek(im.tell() + 1)
    except EOFError:
        pass
    return frames


def gif_psnr(originals, path):
    candidate = gif_frames(path)
    total = sum(float(np.mean((a[..., :3].astype(np.float64) - b.astype(np.float64)) ** 2)) for a, b in zip(originals, candidate))
    mse = total / max(len(originals), 1)
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


print("\n3. GIF of the push run at 30 fps, palette without dithering")
with open(os.path.join(work, "gif.json")) as f:
    gifs = json.load(f)
if not ffmpeg:
    print("   ffmpeg: not installed, skipped (apt-get install ffmpeg)")
elif "pillow" not in available:
    print("   Pillow is needed to decode the GIFs for PSNR: skipped (pip install pillow)")
else:
    start_ffmpeg = median_ms(lambda: subprocess.run(
        [ffmpeg, "-v", "error", "-f", "lavfi", "-i", "nullsrc=s=16x16", "-frames:v", "1", "-f", "null", "-"], check=True),
        runs=max(3, RUNS))
    print(f"   (ffmpeg starting and encoding one 16x16 frame to nothing: {start_ffmpeg:.1f} ms)")
    for folder, info in gifs.items():
        d = os.path.join(work, folder)
        n, w, h = int(info["frames"]), int(info["width"]), int(info["height"])
        originals = [peer_frame.read_png(os.path.join(d, f"frame{i:03d}.png")) for i in range(n)]
        raw = os.path.join(d, "frames.rgba")
        with open(raw, "wb") as f:
            for frame in originals:
                f.write(np.ascontiguousarray(frame[..., :4]).tobytes())
        ours, size = info["passageGIFMilliseconds"], int(info["passageGIFBytes"])
        print(f"   {n} frames {w}x{h}: passage (in process) {fmt(ours)}, {size} bytes, "
              f"PSNR {gif_psnr(originals, os.path.join(d, 'passage.gif')):.2f} dB")
        graph = "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none"
        for label, source in (
            ("ffmpeg from raw RGBA", ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{w}x{h}", "-framerate", "30", "-i", raw]),
            ("ffmpeg from the PNGs", ["-framerate", "30", "-i", os.path.join(d, "frame%03d.png")]),
        ):
            out = os.path.join(d, "ffmpeg.gif")
            cmd = [ffmpeg, "-v", "error", "-y", *source, "-vf", graph, out]
            ms = median_ms(lambda: subprocess.run(cmd, check=True), runs=max(3, RUNS))
            print(f"     {label:22} {fmt(ms)} (whole process), {os.path.getsize(out)} bytes, "
                  f"PSNR {gif_psnr(originals, out):.2f} dB; time ffmpeg/passage {ms / ours:.2f}x "
                  f"({(ms - start_ffmpeg) / ours:.2f}x without its start), size passage/ffmpeg {size / os.path.getsize(out):.2f}")
