"""Peer comparison for Benchmarks/peers.sh: reads what `passage bench --export DIR` wrote."""
import json
import os
import shutil
import subprocess
import sys
import time

work = sys.argv[1]
print(f"peers benchmark, {time.strftime('%Y-%m-%d')}, inputs in {work}")

try:
    import numpy as np
    from PIL import Image
except ImportError:
    np = None
    Image = None
    print("Pillow/numpy not installed: skipping the Pillow comparison (pip install pillow numpy)")


def coefficients(dst, src):
    """Pillow PERSPECTIVE coefficients mapping output (dst) pixels to input (src) pixels."""
    rows = []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, dtype=float)
    b = np.array([c for pair in src for c in pair], dtype=float)
    return np.linalg.solve(a, b).tolist()


def pillow_render(scene, images):
    size = (scene["width"], scene["height"])
    canvas = Image.new("RGBA", size, (0, 0, 0, 255))
    for layer in scene["layers"]:
        if layer["opacity"] <= 0:
            continue
        if "color" in layer:
            r, g, b = (int(c) for c in layer["color"])
            overlay = Image.new("RGBA", size, (r, g, b, int(round(255 * layer["opacity"]))))
            canvas = Image.alpha_composite(canvas, overlay)
            continue
        img = images[layer["image"]]
        w, h = img.size
        src = [(0, 0), (w, 0), (w, h), (0, h)]
        warped = img.transform(size, Image.PERSPECTIVE, coefficients(layer["corners"], src), Image.BILINEAR)
        canvas = Image.alpha_composite(canvas, warped)
    return canvas


def timed(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000


print("\nrendering one frame at 3x (1170x2532), best of runs, milliseconds")
print(f"{'scene':8} {'passage':>9} {'pillow':>9} {'imagemagick':>12}   ratios (peer / passage)")
for name in ("push", "recede"):
    with open(os.path.join(work, f"scene-{name}.json")) as f:
        scene = json.load(f)
    ours = scene["passageMillisecondsPerFrame"]
    pillow = magick = None
    if Image is not None:
        images = {
            l["image"]: Image.open(os.path.join(work, l["image"])).convert("RGBA") for l in scene["layers"] if "image" in l
        }
        pillow = timed(lambda: pillow_render(scene, images), 5)
    if shutil.which("convert"):
        args = ["convert", "-size", f"{scene['width']}x{scene['height']}", "xc:black"]
        for layer in scene["layers"]:
            if "image" in layer:
                src = [(0, 0), (1, 0), (1, 1), (0, 1)]
                img = Image.open(os.path.join(work, layer["image"])) if Image else None
                w, h = img.size if img else (scene["width"], scene["height"])
                pairs = " ".join(
                    f"{sx * w},{sy * h} {dx:.3f},{dy:.3f}" for (sx, sy), (dx, dy) in zip(src, layer["corners"])
                )
                args += [
                    "(", os.path.join(work, layer["image"]), "-virtual-pixel", "transparent", "-define",
                    f"distort:viewport={scene['width']}x{scene['height']}+0+0", "+distort", "Perspective", pairs,
                    ")", "-composite",
                ]
        args += [os.path.join(work, f"{name}-magick.png")]
        magick = timed(lambda: subprocess.run(args, check=True), 3)
    row = f"{name:8} {ours:9.2f} {pillow if pillow else float('nan'):9.2f} {magick if magick else float('nan'):12.2f}"
    ratios = []
    if pillow:
        ratios.append(f"pillow {pillow / ours:.2f}x")
    if magick:
        ratios.append(f"imagemagick {magick / ours:.2f}x (includes process start and PNG I/O)")
    print(row + "   " + ", ".join(ratios))


def psnr(reference_frames, candidate_frames):
    total = 0.0
    count = 0
    for a, b in zip(reference_frames, candidate_frames):
        d = a.astype(np.float64) - b.astype(np.float64)
        total += float(np.mean(d * d))
        count += 1
    mse = total / max(count, 1)
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


def gif_frames(path):
    """Decoded frames, each repeated for its duration in 1/30 s steps (merged frames expand)."""
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


with open(os.path.join(work, "gif.json")) as f:
    gif = json.load(f)
print(f"\nGIF encoding of the push run: {int(gif['frames'])} frames of 390x844 at 30 fps")
print(f"  passage: {gif['passageGIFMilliseconds']:.1f} ms ({gif['passageGIFMilliseconds'] / gif['frames']:.2f} ms/frame), {int(gif['passageGIFBytes'])} bytes")
if shutil.which("ffmpeg"):
    originals = None
    if Image is not None:
        originals = [
            np.array(Image.open(os.path.join(work, f"frame{i:03d}.png")).convert("RGB")) for i in range(int(gif["frames"]))
        ]
        print(f"  passage PSNR vs the original frames: {psnr(originals, gif_frames(os.path.join(work, 'passage.gif'))):.2f} dB")
    for label, filters in (
        ("ffmpeg (default: sierra dithering)", "split[a][b];[a]palettegen[p];[b][p]paletteuse"),
        ("ffmpeg (no dithering, like passage)", "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none"),
    ):
        out = os.path.join(work, "ffmpeg.gif")
        cmd = ["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i", os.path.join(work, "frame%03d.png"), "-vf", filters, out]
        ms = timed(lambda: subprocess.run(cmd, check=True), 3)
        size = os.path.getsize(out)
        line = (f"  {label}: {ms:.1f} ms ({ms / gif['frames']:.2f} ms/frame), {size} bytes;"
                f" time ratio ffmpeg/passage {ms / gif['passageGIFMilliseconds']:.2f}x,"
                f" size ratio passage/ffmpeg {gif['passageGIFBytes'] / size:.2f}")
        if originals is not None:
            line += f", PSNR {psnr(originals, gif_frames(out)):.2f} dB"
        print(line)
else:
    print("  ffmpeg not installed: skipping (apt-get install ffmpeg)")
