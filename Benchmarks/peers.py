"""Like-for-like comparison for Benchmarks/peers.sh: reads what `passage bench --export DIR` wrote.

Usage: python3 Benchmarks/peers.py DIR PASSAGE_BINARY [RUNS]

Every figure is a median of RUNS rounds (default 5). In each round Passage's side and every
peer's side run one after the other (interleaved), so both see the same load; each row prints
the threads that side used, its wall time and CPU time (user + system, every thread), and the
ratios peer / Passage of the two medians. Passage's in-process figures come from `passage bench
--times`, run once per round in a process of its own (a frame drawn into a canvas allocated once).

1. In process, one 3x frame (1170x2532) from decoded layer pixels (RGBA arrays, before timing):
   each screen warped with bilinear filtering, the dimming layer, the drop shadow (a Gaussian of
   sigma = radius / 2 truncated at 3 sigma), composited over black. Scenes: push, recede,
   perspective (a screen turned 30 degrees about y, m34 = -1/1000, over the dimmed presenting
   screen, with a shadow) and, when the export has it, turned (that screen alone over black).
   Passage: 1 thread and every core. PSNR is against Passage's exported frame.
   - "opencv best" (the headline peer; peer_frame.composite_opencv_best) is OpenCV as its best
     users write it: canvas and scratch buffers allocated once before the timed rounds and reused
     (each call refills every pixel of the frame, checked below); the geometry (which rectangles
     of canvas each layer can show in, rectangles under an opaque screen above skipped, as
     Passage skips them) computed in the timed call; black filled where no opaque screen covers;
     a screen moved by whole pixels (recede's presented screen, perspective's presenting screen)
     copied by numpy slice assignment; any other screen warped (warpAffine / warpPerspective,
     INTER_LINEAR) straight into its canvas rectangles with BORDER_TRANSPARENT, which blends the
     anti-aliased edge with the canvas (so warp and "over" are one pass); the dimming as one
     convertScaleAbs on the rectangles it shows in; the shadow, only where it can show, as the
     product of two 1-D blurred edges in the layer's plane (the separable form of a rectangle's
     Gaussian blur, which is what Passage evaluates) warped into each rectangle and multiplied
     into the canvas. 1 thread and every core (cv2.setNumThreads; numpy copies use one thread),
     each against Passage at the same count.
   - "opencv best warps": only the warps of "opencv best" (its geometry made beforehand), the
     floor of any OpenCV pipeline for that frame.
   - "opencv warpPerspective, turned layer alone": one cv2.warpPerspective of the turned screen
     into its visible box (destination allocated once, BORDER_CONSTANT), 1 thread and every
     core: the bar Passage's perspective compositor must beat. Against Passage drawing that
     screen alone (scene "turned") when the export has it, else Passage's whole perspective frame.
   - "opencv visible (old)": the previous OpenCV peer, kept for comparison: each layer warped
     into fresh arrays over its whole box (hidden columns included), identities warped too,
     masks warped for the dimming and the shadow (blurred with GaussianBlur in the canvas plane),
     and "over" done with several full passes.
   - "libvips stream" (peer_frame.composite_pyvips_stream): one lazy libvips pipeline of uchar
     images (affine, or mapim with a coordinate image libvips builds itself for the turned screen;
     insert for whole-pixel screens; linear for the dimming; ifthenelse blending through alpha for
     the shadow and warped screens), evaluated once by write_to_memory(); libvips's thread pool
     (every core). The operation cache is off, so no round reuses another's work.
   - "opencv canvas", "libvips canvas" and Pillow (1 thread) warp, blur and composite whole-canvas
     images, more work than Passage does; printed for reference and labelled as such.
2. Whole process, one 3x frame: read the two screenshots (PNG), composite, write a PNG. Passage is
   `passage render recede --frame 0.25 --scale 3 --from A --to B -o OUT.png` (its process start
   included, every core). Each Python peer runs Benchmarks/peer_frame.py in a new interpreter,
   which times its own load + composite + save after the imports ("in process", the independent
   bar) and is timed as a whole process too. Two inputs: the mock screens Passage exports, and
   two photo-and-text screenshots made by ImageMagick (a fractal "photo" and text rows).
   Threads: Passage every core; OpenCV every core for its operations (decode, encode and numpy
   copies one thread); libvips its thread pool (every core) for the pipeline, one thread for the
   encoder; Pillow one thread; ImageMagick its OpenMP default.
   Peers: "opencv best" (imread as BGR, the same compositing as above on a 3-channel canvas,
   imwrite of that canvas, no colour conversions) and "opencv visible (old)"; "pillow" and
   "pillow Z_RLE"; "libvips stream" (both files opened with access="sequential", the pipeline
   above, pngsave straight from it, no numpy round trip) with libvips's default filter and with
   filter=all, and "libvips via numpy (old)" (the frame composited in floating point, made a
   numpy array and back before pngsave), both filters.
   PNG settings: zlib level 6 everywhere. Passage: adaptive filters (least sum of magnitudes) and,
   per 256 KiB block, Z_FILTERED, or Z_RLE for photo-like blocks, with row groups left unfiltered
   where a trial deflate finds them smaller. Pillow: adaptive filters, zlib's default strategy,
   or compress_type Z_RLE ("pillow Z_RLE"). OpenCV: libpng's adaptive filters, Z_FILTERED.
   libvips: its default (no filtering) and filter=all (adaptive). ImageMagick: adaptive filters,
   -filter point -interpolate bilinear (the same sampling as Passage; its default filter blurs).
   File sizes and PSNR against Passage's frame are printed beside the times.
3. GIF of the push run (1x and 2x, 30 fps, frame count printed): Passage encoding frames in
   memory (in process) against ffmpeg's palettegen + paletteuse without dithering from raw RGBA,
   a whole process; ffmpeg's start (one 16x16 frame to nothing) is measured in the same rounds
   and its median subtracted for the "less its start" ratio, the closest to like for like
   available.

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
CORES = os.cpu_count() or 1
print(f"peers benchmark, {time.strftime('%Y-%m-%d %H:%M')}, medians of {RUNS} interleaved rounds, "
      f"{CORES} cores, inputs in {work}")
print(f"load average at start: {os.getloadavg()[0]:.2f}")

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


def run_process(cmd, env=None):
    """Wall milliseconds of one run of `cmd` and its stdout (child_cpu adds its CPU time)."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out, err = child.communicate()
    wall = (time.perf_counter() - start) * 1000
    if child.returncode:
        sys.exit(f"failed: {' '.join(cmd)}\n{err.decode()}")
    return wall, out


def child_cpu(fn):
    """Runs fn (which starts and waits for child processes); returns (wall ms, children's CPU ms, result)."""
    before = os.times()
    start = time.perf_counter()
    result = fn()
    wall = (time.perf_counter() - start) * 1000
    after = os.times()
    cpu = (after.children_user - before.children_user + after.children_system - before.children_system) * 1000
    return wall, cpu, result


def in_process(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000, result


def psnr(a, b):
    d = a[..., :3].astype(np.float64) - b[..., :3].astype(np.float64)
    mse = float(np.mean(d * d))
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


class Row:
    """Wall and CPU samples of one side of a comparison."""

    def __init__(self):
        self.wall, self.cpu = [], []

    def add(self, wall, cpu):
        self.wall.append(wall)
        self.cpu.append(cpu)

    @property
    def w(self):
        return statistics.median(self.wall)

    @property
    def c(self):
        return statistics.median(self.cpu)


def ratio(peer, ours):
    return f"{peer / ours:5.2f}x" if ours > 0 else "  n/a"


def line(label, threads, row, ours, extra=""):
    print(f"   {label:50} {threads:>7} {row.w:9.1f} ms wall {row.c:9.1f} ms CPU   peer/Passage: wall "
          f"{ratio(row.w, ours.w)} CPU {ratio(row.c, ours.c)} {extra}")


def ours_line(label, threads, row, extra=""):
    print(f"   {label:50} {threads:>7} {row.w:9.1f} ms wall {row.c:9.1f} ms CPU {extra}")


opencv = "opencv" in available
if opencv:
    import cv2

# Passage's side, once per round (in its own process, interleaved with the peers below).
passage_times = []


def passage_round():
    _, out = run_process([passage, "bench", "--times"])
    passage_times.append(json.loads(out))


def passage_row(*path):
    row = Row()
    for sample in passage_times:
        value = sample
        for key in path:
            value = value[key]
        row.add(value["wall"], value["cpu"])
    return row


# 1. In process.
if "pyvips" in available:
    import pyvips
    pyvips.cache_set_max(0)  # no operation cache: every round computes its frame afresh
if opencv and not peer_frame.opencv_transparent_blends():
    print("   warning: this OpenCV's BORDER_TRANSPARENT leaves a warped layer's edge pixels unblended, "
          "so \"opencv best\" loses its anti-aliased edges (see its PSNR)")
scenes = {}
# "turned" (the turned screen alone over black) is exported by newer builds of `passage bench`.
names = [n for n in ("push", "recede", "perspective", "turned")
         if os.path.exists(os.path.join(work, f"scene-{n}.json"))]
for name in names:
    scene = peer_frame.load_scene(os.path.join(work, f"scene-{name}.json"))
    images = {l["image"]: peer_frame.read_png(os.path.join(work, l["image"])) for l in scene["layers"] if "image" in l}
    if any(image[..., 3].min() < 255 for image in images.values()):
        sys.exit(f"{name}: a screen is not opaque; \"opencv best\" and the plans assume opaque screens")
    reference = peer_frame.read_png(os.path.join(work, f"{name}-passage.png"))
    natives = {peer: peer_frame.prepare(peer, images) for peer in available}
    scenes[name] = (scene, images, reference, natives, peer_frame.visible_boxes(scene))
# The warpPerspective of the turned screen alone is compared with Passage drawing that screen
# alone when the export has it, else with Passage's whole perspective frame.
turned_home = "turned" if "turned" in scenes else "perspective"

cases = []  # (scene, label, threads, fn)
quality = {}  # (scene, label): PSNR vs Passage's frame
THREADS = sorted({1, CORES})
for name, (scene, images, reference, natives, boxes) in scenes.items():
    full = name != "turned"  # the turned screen alone gets only the rows that bear on it
    if opencv:
        # "opencv best": its buffers are allocated once, by this first call, before the timed rounds.
        scratch = peer_frame.Scratch()
        frame = peer_frame.composite_opencv_best(scene, images, scratch).copy()
        quality[(name, "opencv best")] = psnr(frame, reference)
        scratch.arrays["canvas"][:] = 77  # a canvas left dirty by another frame must not change the next one
        if not np.array_equal(peer_frame.composite_opencv_best(scene, images, scratch)[..., :3], frame[..., :3]):
            sys.exit(f"opencv best: the {name} frame depends on what the canvas held before")
        plan = peer_frame.plan_pieces(scene, {k: v.shape[:2] for k, v in images.items()})
        for threads in THREADS:
            cases.append((name, "opencv best", threads,
                          lambda s=scene, i=images, b=scratch: peer_frame.composite_opencv_best(s, i, b)))
        if full:
            for threads in THREADS:
                cases.append((name, "opencv best warps", threads,
                              lambda p=plan, i=images, b=scratch: peer_frame.warps_opencv_best(p, i, b)))
        turned = peer_frame.turned_layer(scene, images) if name == turned_home else None
        if turned is not None:
            image, M, size, (x0, y0) = turned
            out = np.empty((size[1], size[0], image.shape[2]), np.uint8)
            cv2.warpPerspective(image, M, size, dst=out, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)
            if name == "turned":  # over black, as Passage's frame of it
                alone = np.zeros_like(reference)
                alone[y0:y0 + size[1], x0:x0 + size[0], :3] = out[..., :3]
                quality[(name, "opencv warpPerspective, turned layer alone")] = psnr(alone, reference)
            for threads in THREADS:
                cases.append((name, "opencv warpPerspective, turned layer alone", threads,
                              lambda i=image, m=M, z=size, o=out: cv2.warpPerspective(
                                  i, m, z, dst=o, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)))
        if full:
            quality[(name, "opencv visible (old)")] = psnr(
                peer_frame.composite_opencv_visible(scene, images, boxes), reference)
            quality[(name, "opencv canvas (more work)")] = psnr(peer_frame.composite_opencv(scene, images), reference)
            for threads in THREADS:
                cases.append((name, "opencv visible (old)", threads,
                              lambda s=scene, i=images, b=boxes: peer_frame.composite_opencv_visible(s, i, b)))
            cases.append((name, "opencv canvas (more work)", CORES,
                          lambda s=scene, i=images: peer_frame.composite_opencv(s, i)))
            cases.append((name, "opencv canvas warps (more)", CORES,
                          lambda s=scene, i=images: peer_frame.warps_opencv(s, i)))
    if "pyvips" in available:
        stream = peer_frame.composite_pyvips_stream(scene, natives["pyvips"])
        quality[(name, "libvips stream")] = psnr(
            np.ndarray((stream.height, stream.width, stream.bands), np.uint8, stream.write_to_memory()), reference)
        cases.append((name, "libvips stream", CORES,
                      lambda s=scene, n=natives["pyvips"]: peer_frame.composite_pyvips_stream(s, n).write_to_memory()))
        if full:
            quality[(name, "libvips canvas (more work)")] = psnr(
                peer_frame.composite_pyvips(scene, natives["pyvips"]), reference)
            cases.append((name, "libvips canvas (more work)", CORES,
                          lambda s=scene, n=natives["pyvips"]: peer_frame.composite_pyvips(s, n)))
    if "pillow" in available and full:
        quality[(name, "pillow canvas (more work)")] = psnr(
            peer_frame.as_array(peer_frame.composite_pillow(scene, natives["pillow"])), reference)
        cases.append((name, "pillow canvas (more work)", 1,
                      lambda s=scene, n=natives["pillow"]: peer_frame.composite_pillow(s, n)))
samples = {(c[0], c[1], c[2]): Row() for c in cases}
for _ in range(RUNS):
    passage_round()
    for name, label, threads, fn in cases:
        if opencv:
            cv2.setNumThreads(threads)
        wall, cpu, _ = in_process(fn)
        samples[(name, label, threads)].add(wall, cpu)
if opencv:
    cv2.setNumThreads(CORES)

print("\n1. In process: one 3x frame (1170x2532) from decoded layers, warp + dimming + shadow + composite")
print(f"   {'':50} {'threads':>7}")
for name in scenes:
    if name not in passage_times[0]["frames"]:
        print(f"  {name}: not in this Passage's `bench --times`, skipped")
        continue
    print(f"  {name}" + (" (the turned screen alone, over black)" if name == "turned" else ""))
    for threads in THREADS:
        ours_line("passage", threads, passage_row("frames", name, str(threads)))
    for (scene_name, label, threads), row in samples.items():
        if scene_name != name:
            continue
        ours = passage_row("frames", name, str(threads))
        extra = f"PSNR vs Passage {quality[(name, label)]:.1f} dB" if (name, label) in quality else ""
        line(label, threads, row, ours, extra)

# 2. Whole process.
print("\n2. Whole process: read 2 PNG screenshots, composite the 3x recede frame, write a PNG (zlib level 6)")
inputs = {}
scene_path = os.path.join(work, "scene-recede.json")
recede = peer_frame.load_scene(scene_path)
inputs["mock screens"] = {l["screen"]: os.path.join(work, l["image"]) for l in recede["layers"] if "screen" in l}
if magick:
    shots = {"from": os.path.join(work, "shot-from.png"), "to": os.path.join(work, "shot-to.png")}
    rows = " ".join(f"-annotate +40+{560 + i * 40} Row_{i}_of_a_settings_page_Wi-Fi_Bluetooth_Cellular" for i in range(40))
    for screen, seed, photo_y in (("from", 7, 180), ("to", 11, 1500)):
        subprocess.run([magick, "-seed", str(seed), "-size", "1170x2532", "xc:#f2f2f7", "(", "-size", "1170x800",
                        "plasma:fractal", "-blur", "0x2", ")", "-geometry", f"+0+{photo_y}", "-composite",
                        "-fill", "black", "-pointsize", "32", *rows.split(" "), "-alpha", "off", "-depth", "8",
                        shots[screen]], check=True)
    inputs["photo-and-text screenshots"] = shots
else:
    print("   imagemagick: not installed: only the mock screens are used, and no ImageMagick row")

here = os.path.dirname(os.path.abspath(__file__))
whole_peers = []  # (label, threads, command builder)
for peer in available:
    variants = {"opencv": [("opencv best", "opencv-best"), ("opencv visible (old)", "opencv-visible")],
                "pillow": [("pillow", "pillow"), ("pillow Z_RLE", "pillow-rle")],
                "pyvips": [("libvips stream", "pyvips-stream"), ("libvips stream filter=all", "pyvips-stream-filtered"),
                           ("libvips via numpy (old)", "pyvips"),
                           ("libvips via numpy filter=all (old)", "pyvips-filtered")]}[peer]
    for label, name in variants:
        threads = 1 if peer == "pillow" else CORES
        whole_peers.append((label, threads, lambda src, out, n=name: [
            sys.executable, os.path.join(here, "peer_frame.py"), n, scene_path, src["from"], src["to"], out]))
if magick:
    whole_peers.append(("imagemagick", CORES, lambda src, out: peer_frame.magick_command(magick, recede, src, out)))


def whole_out(label):
    return os.path.join(work, "whole-" + "".join(c if c.isalnum() else "-" for c in label) + ".png")


for input_name, src in inputs.items():
    print(f"  {input_name} ({os.path.getsize(src['from'])} + {os.path.getsize(src['to'])} bytes in)")
    ours_out = os.path.join(work, "whole-passage.png")
    ours_cmd = [passage, "render", "recede", "--frame", str(recede["time"]), "--scale", "3",
                "--from", src["from"], "--to", src["to"], "-o", ours_out]
    ours = Row()
    peer_rows = {label: (Row(), Row()) for label, _, _ in whole_peers}  # whole process, in process
    for _ in range(RUNS):
        wall, cpu, _ = child_cpu(lambda: run_process(ours_cmd))
        ours.add(wall, cpu)
        for label, threads, build in whole_peers:
            out = whole_out(label)
            wall, cpu, (_, stdout) = child_cpu(lambda: run_process(build(src, out)))
            peer_rows[label][0].add(wall, cpu)
            if stdout.strip().startswith(b"{"):
                inner = json.loads(stdout)
                peer_rows[label][1].add(inner["wall"], inner["cpu"])
    reference = peer_frame.read_png(ours_out)
    ours_line("passage render --frame", CORES, ours, f"{os.path.getsize(ours_out):>9} B (whole process)")
    for label, threads, build in whole_peers:
        out = whole_out(label)
        whole, inner = peer_rows[label]
        detail = f"{os.path.getsize(out):>9} B, PSNR vs Passage {psnr(peer_frame.read_png(out), reference):.1f} dB"
        line(f"{label} (whole process)", threads, whole, ours, detail)
        if inner.wall:
            line(f"{label} (in process)", threads, inner, ours)

# 3. GIFs.
print("\n3. GIF of the push run at 30 fps, palette without dithering; Passage in process, ffmpeg whole process")
with open(os.path.join(work, "gif.json")) as f:
    gifs = json.load(f)
if not ffmpeg:
    print("   ffmpeg: not installed, skipped (apt-get install ffmpeg)")
else:
    graph = "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none"
    start_cmd = [ffmpeg, "-v", "error", "-f", "lavfi", "-i", "nullsrc=s=16x16", "-frames:v", "1", "-f", "null", "-"]
    jobs = {}
    for folder, info in gifs.items():
        d = os.path.join(work, folder)
        n, w, h = int(info["frames"]), int(info["width"]), int(info["height"])
        raw = os.path.join(d, "frames.rgba")
        with open(raw, "wb") as f:
            for i in range(n):
                f.write(np.ascontiguousarray(peer_frame.read_png(os.path.join(d, f"frame{i:03d}.png"))[..., :4]).tobytes())
        jobs[folder] = [ffmpeg, "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{w}x{h}",
                        "-framerate", "30", "-i", raw, "-vf", graph, os.path.join(d, "ffmpeg.gif")]
    start, rows = Row(), {folder: Row() for folder in jobs}
    extra_rounds = max(0, 3 - RUNS)  # GIF rounds: at least 3, Passage's side from the same rounds
    for _ in range(extra_rounds):
        passage_round()
    for _ in range(max(3, RUNS)):
        wall, cpu, _ = child_cpu(lambda: run_process(start_cmd))
        start.add(wall, cpu)
        for folder, cmd in jobs.items():
            wall, cpu, _ = child_cpu(lambda: run_process(cmd))
            rows[folder].add(wall, cpu)
    ours_line("ffmpeg start alone", "", start)
    for folder, info in gifs.items():
        ours = passage_row(folder)
        out = os.path.join(work, folder, "ffmpeg.gif")
        print(f"  {info['frames']} frames {info['width']}x{info['height']}: Passage {int(info['passageGIFBytes'])} B, "
              f"ffmpeg {os.path.getsize(out)} B")
        ours_line("passage (in process)", CORES, ours)
        line("ffmpeg (whole process)", "auto", rows[folder], ours)
        less = Row()
        less.add(rows[folder].w - start.w, rows[folder].c - start.c)
        line("ffmpeg less its start", "auto", less, ours)
