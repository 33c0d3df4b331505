"""The peers' side of Benchmarks/peers.py: one frame of an exported scene composited by OpenCV,
Pillow or libvips (pyvips), doing the work Passage's compositor does.

For every layer, bottom to top, over opaque black: its drop shadow (the layer's rectangle moved by
the shadow offset, warped like the layer, blurred with sigma = radius / 2, at the shadow's
opacity), then the layer itself: a screen warped with bilinear filtering (an affine warp when the
layer's map is affine, a perspective warp otherwise), or a solid colour (the dimming layer), at
the layer's opacity, composited "over". Corner radii are 0 in the exported scenes.

As a program (the whole-process run of peers.py):
  python3 Benchmarks/peer_frame.py PEER scene.json FROM.png TO.png OUT.png
reads both screenshots with the peer's own PNG decoder, composites, and writes OUT.png with the
peer's own encoder at zlib level 6 (Passage's level).
"""
import json
import sys

try:
    import numpy as np
except ImportError:
    np = None

PEERS = ("opencv", "pillow", "pyvips")
INSTALL = {
    "opencv": "pip install opencv-python-headless numpy",
    "pillow": "pip install pillow numpy",
    "pyvips": "pip install pyvips pyvips-binary numpy (or apt-get install libvips42 and pip install pyvips)",
}


def available():
    found = []
    if np is None:
        return found
    for peer, module in (("opencv", "cv2"), ("pillow", "PIL.Image"), ("pyvips", "pyvips")):
        try:
            __import__(module)
            found.append(peer)
        except Exception:
            pass
    return found


def homography(src, dst):
    """The 3x3 matrix mapping the four points src to dst (x' = (Hx)/(Hx)_z)."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(src, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    h = np.linalg.solve(np.array(rows, dtype=float), np.array(rhs, dtype=float))
    return np.append(h, 1).reshape(3, 3)


def load_scene(path):
    with open(path) as f:
        scene = json.load(f)
    for layer in scene["layers"]:
        w, h = layer["size"]
        layer["H"] = homography([(0, 0), (w, 0), (w, h), (0, h)], layer["corners"])
        layer["affine"] = abs(layer["H"][2, 0]) < 1e-12 and abs(layer["H"][2, 1]) < 1e-12
        dx, dy = layer["shadow"]["offset"]
        layer["shadowH"] = layer["H"] @ np.array([[1, 0, dx], [0, 1, dy], [0, 0, 1]], dtype=float)
    return scene


def read_png(path):
    """RGBA uint8 pixels of a PNG (via Pillow, or OpenCV without it)."""
    try:
        from PIL import Image
        return np.array(Image.open(path).convert("RGBA"))
    except ImportError:
        import cv2
        image = cv2.imread(path, cv2.IMREAD_UNCHANGED)
        code = cv2.COLOR_BGRA2RGBA if image.shape[2] == 4 else cv2.COLOR_BGR2RGBA
        return cv2.cvtColor(image, code)


def visible(layer):
    return layer["opacity"] > 0


def shadowed(layer):
    return layer["shadow"]["opacity"] > 0 and layer["opacity"] > 0


def paint(scene, coverage, fill, screen):
    """Draws the scene's layers bottom to top with a peer's three operations: `coverage(layer, H,
    sigma, k)`, the layer's rectangle warped by H, blurred with sigma unless None, times k, as an
    alpha image; `fill(color, alpha)`, a colour composited over the canvas through that alpha;
    `screen(layer)`, the layer's image warped and composited at the layer's opacity."""
    for layer in scene["layers"]:
        if not visible(layer):
            continue
        if shadowed(layer):
            s = layer["shadow"]
            fill(s["color"], coverage(layer, layer["shadowH"], s["radius"] / 2, s["opacity"] * layer["opacity"]))
        if "color" in layer:
            fill(layer["color"], coverage(layer, layer["H"], None, layer["opacity"]))
        else:
            screen(layer)


# OpenCV: warpAffine / warpPerspective (INTER_LINEAR), composites with saturating uint8 operations.
def composite_opencv(scene, images):
    import cv2
    size = (scene["width"], scene["height"])
    canvas = np.zeros((size[1], size[0], 4), np.uint8)
    canvas[..., 3] = 255

    def warp(image, H, affine):
        if affine:
            return cv2.warpAffine(image, H[:2], size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)
        return cv2.warpPerspective(image, H, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)

    def over(color_premultiplied, alpha):
        nonlocal canvas
        inverse = cv2.merge([cv2.subtract(255, alpha)] * 4)
        canvas = cv2.add(color_premultiplied, cv2.multiply(canvas, inverse, scale=1 / 255))

    def coverage(layer, H, sigma, k):
        w, h = layer["size"]
        mask = warp(np.full((h, w), 255, np.uint8), H, layer["affine"])
        if sigma:
            mask = cv2.GaussianBlur(mask, (0, 0), sigma)
        return cv2.convertScaleAbs(mask, alpha=k)

    def fill(color, alpha):
        over(cv2.merge([cv2.multiply(alpha, c / 255) for c in color] + [alpha]), alpha)

    def screen(layer):
        warped = warp(images[layer["image"]], layer["H"], layer["affine"])
        if layer["opacity"] < 1:
            warped = cv2.convertScaleAbs(warped, alpha=layer["opacity"])
        over(warped, warped[..., 3].copy())

    paint(scene, coverage, fill, screen)
    return canvas


def _quad_box(H, w, h, grow, width, height):
    """The canvas pixels (x0, y0, x1, y1) the rectangle (0, 0, w, h) mapped by H can touch, grown
    by `grow` pixels, clipped to the canvas; None when empty."""
    points = [H @ np.array([x, y, 1.0]) for x, y in ((0, 0), (w, 0), (w, h), (0, h))]
    xs = [p[0] / p[2] for p in points]
    ys = [p[1] / p[2] for p in points]
    x0, y0 = max(0, int(np.floor(min(xs) - grow))), max(0, int(np.floor(min(ys) - grow)))
    x1, y1 = min(width, int(np.ceil(max(xs) + grow))), min(height, int(np.ceil(max(ys) + grow)))
    return (x0, y0, x1, y1) if x1 > x0 and y1 > y0 else None


def visible_boxes(scene):
    """For each layer index, the boxes Passage's compositor can paint: its shadow's (grown by 3
    sigma) and its own, each clipped to the canvas, and its own box without the rows that an
    opaque, axis-aligned screen layer above covers across the box's whole width."""
    width, height = scene["width"], scene["height"]
    layers = scene["layers"]
    boxes = {}
    for index, layer in enumerate(layers):
        if not visible(layer):
            continue
        w, h = layer["size"]
        own = _quad_box(layer["H"], w, h, 1, width, height)
        for above in layers[index + 1:]:
            if own is None or not visible(above) or above["opacity"] < 1 or "image" not in above or not above["affine"]:
                continue
            H = above["H"]
            if abs(H[0, 1]) > 1e-9 or abs(H[1, 0]) > 1e-9:
                continue
            x0, y0 = H[0, 2], H[1, 2]
            x1, y1 = x0 + H[0, 0] * above["size"][0], y0 + H[1, 1] * above["size"][1]
            ox0, oy0, ox1, oy1 = own
            if x0 <= ox0 and x1 >= ox1:
                if y0 <= oy0 < y1:
                    oy0 = int(np.ceil(y1))
                if y0 < oy1 <= y1:
                    oy1 = int(np.floor(y0))
                own = (ox0, oy0, ox1, oy1) if oy1 > oy0 else None
        shadow = None
        if shadowed(layer):
            shadow = _quad_box(layer["shadowH"], w, h, 3 * layer["shadow"]["radius"] / 2 + 1, width, height)
        boxes[index] = (shadow, own)
    return boxes


def composite_opencv_visible(scene, images, boxes=None):
    """composite_opencv doing only the work Passage's compositor does: each layer and shadow is
    warped, blurred and composited in the canvas box it can reach (visible_boxes), not over the
    whole canvas, and rows hidden under an opaque screen above are skipped."""
    import cv2
    width, height = scene["width"], scene["height"]
    canvas = np.zeros((height, width, 4), np.uint8)
    canvas[..., 3] = 255
    boxes = boxes if boxes is not None else visible_boxes(scene)

    def shifted(H, box):
        return np.array([[1, 0, -box[0]], [0, 1, -box[1]], [0, 0, 1]], dtype=float) @ H

    def warp(image, H, affine, box):
        M = shifted(H, box)
        size = (box[2] - box[0], box[3] - box[1])
        if affine:
            return cv2.warpAffine(image, M[:2], size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)
        return cv2.warpPerspective(image, M, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)

    def over(box, color_premultiplied, alpha):
        x0, y0, x1, y1 = box
        region = canvas[y0:y1, x0:x1]
        inverse = cv2.merge([cv2.subtract(255, alpha)] * 4)
        canvas[y0:y1, x0:x1] = cv2.add(color_premultiplied, cv2.multiply(region, inverse, scale=1 / 255))

    def fill(box, color, alpha):
        over(box, cv2.merge([cv2.multiply(alpha, c / 255) for c in color] + [alpha]), alpha)

    for index, (shadow_box, own) in boxes.items():
        layer = scene["layers"][index]
        w, h = layer["size"]
        if shadow_box is not None:
            s = layer["shadow"]
            mask = warp(np.full((h, w), 255, np.uint8), layer["shadowH"], layer["affine"], shadow_box)
            mask = cv2.GaussianBlur(mask, (0, 0), s["radius"] / 2)
            fill(shadow_box, s["color"], cv2.convertScaleAbs(mask, alpha=s["opacity"] * layer["opacity"]))
        if own is None:
            continue
        if "color" in layer:
            mask = warp(np.full((h, w), 255, np.uint8), layer["H"], layer["affine"], own)
            fill(own, layer["color"], cv2.convertScaleAbs(mask, alpha=layer["opacity"]))
        else:
            warped = warp(images[layer["image"]], layer["H"], layer["affine"], own)
            if layer["opacity"] < 1:
                warped = cv2.convertScaleAbs(warped, alpha=layer["opacity"])
            over(own, warped, warped[..., 3].copy())
    return canvas


def warps_opencv_visible(scene, images, boxes=None):
    """Only the screens' warps of composite_opencv_visible, each into its visible box."""
    import cv2
    boxes = boxes if boxes is not None else visible_boxes(scene)
    for index, (_, own) in boxes.items():
        layer = scene["layers"][index]
        if own is None or "image" not in layer:
            continue
        M = np.array([[1, 0, -own[0]], [0, 1, -own[1]], [0, 0, 1]], dtype=float) @ layer["H"]
        size = (own[2] - own[0], own[3] - own[1])
        if layer["affine"]:
            cv2.warpAffine(images[layer["image"]], M[:2], size, flags=cv2.INTER_LINEAR)
        else:
            cv2.warpPerspective(images[layer["image"]], M, size, flags=cv2.INTER_LINEAR)


def warps_opencv(scene, images):
    """Only the screens' warps of composite_opencv (no shadow, dimming or compositing), each over
    the whole canvas, hidden and off-canvas pixels included."""
    import cv2
    size = (scene["width"], scene["height"])
    for layer in scene["layers"]:
        if visible(layer) and "image" in layer:
            if layer["affine"]:
                cv2.warpAffine(images[layer["image"]], layer["H"][:2], size, flags=cv2.INTER_LINEAR)
            else:
                cv2.warpPerspective(images[layer["image"]], layer["H"], size, flags=cv2.INTER_LINEAR)


# Pillow: Image.transform (AFFINE or PERSPECTIVE, BILINEAR), GaussianBlur, alpha_composite.
def composite_pillow(scene, images):
    from PIL import Image, ImageFilter
    size = (scene["width"], scene["height"])
    canvas = Image.new("RGBA", size, (0, 0, 0, 255))

    def warp(image, H, affine):
        inverse = np.linalg.inv(H)
        inverse /= inverse[2, 2]
        if affine:
            return image.transform(size, Image.AFFINE, tuple(inverse[:2].flatten()), Image.BILINEAR)
        return image.transform(size, Image.PERSPECTIVE, tuple(inverse.flatten()[:8]), Image.BILINEAR)

    def coverage(layer, H, sigma, k):
        mask = warp(Image.new("L", tuple(layer["size"]), 255), H, layer["affine"])
        if sigma:
            mask = mask.filter(ImageFilter.GaussianBlur(sigma))
        return mask.point(lambda v: int(v * k + 0.5))

    def fill(color, alpha):
        nonlocal canvas
        solid = Image.new("RGBA", size, tuple(int(c) for c in color) + (0,))
        solid.putalpha(alpha)
        canvas = Image.alpha_composite(canvas, solid)

    def screen(layer):
        nonlocal canvas
        warped = warp(images[layer["image"]], layer["H"], layer["affine"])
        if layer["opacity"] < 1:
            o = layer["opacity"]
            warped.putalpha(warped.getchannel("A").point(lambda v: int(v * o + 0.5)))
        canvas = Image.alpha_composite(canvas, warped)

    paint(scene, coverage, fill, screen)
    return canvas


# libvips: affine, or mapim with a coordinate map for a perspective; gaussblur; composite "over".
def composite_pyvips(scene, images):
    import pyvips
    width, height = scene["width"], scene["height"]
    bilinear = pyvips.Interpolate.new("bilinear")
    canvas = pyvips.Image.black(width, height, bands=3).bandjoin(255).copy(interpretation="srgb")
    grid = None

    def warp(image, H, affine):
        nonlocal grid
        if affine:
            return image.affine(
                [H[0, 0], H[0, 1], H[1, 0], H[1, 1]], odx=H[0, 2], ody=H[1, 2], oarea=[0, 0, width, height],
                interpolate=bilinear, extend="background", background=[0] * image.bands)
        if grid is None:
            ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
            grid = np.stack([xs + 0.5, ys + 0.5, np.ones_like(xs)], axis=-1)
        inverse = np.linalg.inv(H).astype(np.float32)
        mapped = grid @ inverse.T
        index = mapped[..., :2] / mapped[..., 2:3] - 0.5
        return image.mapim(pyvips.Image.new_from_array(np.ascontiguousarray(index)), interpolate=bilinear,
                           extend="background", background=[0] * image.bands)

    def coverage(layer, H, sigma, k):
        w, h = layer["size"]
        mask = warp(pyvips.Image.black(w, h) + 255, H, layer["affine"])
        if sigma:
            mask = mask.gaussblur(sigma)
        return (mask * k).cast("uchar")

    def fill(color, alpha):
        nonlocal canvas
        solid = alpha.new_from_image([int(c) for c in color]).bandjoin(alpha).copy(interpretation="srgb")
        canvas = canvas.composite2(solid, "over")

    def screen(layer):
        nonlocal canvas
        image = images[layer["image"]]
        if not isinstance(image, pyvips.Image):
            image = pyvips.Image.new_from_array(image).copy(interpretation="srgb")
        warped = warp(image, layer["H"], layer["affine"])
        if layer["opacity"] < 1:
            warped = warped * [1, 1, 1, layer["opacity"]]
        canvas = canvas.composite2(warped, "over")

    paint(scene, coverage, fill, screen)
    return canvas.cast("uchar").numpy()


def prepare(peer, images):
    """The decoded layers (RGBA arrays) as the peer's own images, made before timing starts."""
    if peer == "pillow":
        from PIL import Image
        return {k: Image.fromarray(v) for k, v in images.items()}
    if peer == "pyvips":
        import pyvips
        return {k: pyvips.Image.new_from_array(v).copy(interpretation="srgb") for k, v in images.items()}
    return images


def composite(peer, scene, images):
    """The frame in the peer's own form (for libvips, evaluated into memory as an array)."""
    return {"opencv": composite_opencv, "opencv-visible": composite_opencv_visible, "pillow": composite_pillow,
            "pyvips": composite_pyvips}[peer](scene, images)


def as_array(frame):
    return frame if isinstance(frame, np.ndarray) else np.asarray(frame)


def magick_command(magick, scene, screens, out):
    """One ImageMagick command doing the same work: +distort Perspective sampling each pixel
    bilinearly (-filter point -interpolate bilinear; its default is an area-resampling filter),
    -blur for the shadow, -composite over black, PNG at zlib level 6 with adaptive filters."""
    width, height = scene["width"], scene["height"]
    args = [magick, "-size", f"{width}x{height}", "xc:black"]

    def pairs(layer, H):
        w, h = layer["size"]
        points = []
        for x, y in ((0, 0), (w, 0), (w, h), (0, h)):
            p = H @ np.array([x, y, 1.0])
            points.append(f"{x},{y} {p[0] / p[2]:.3f},{p[1] / p[2]:.3f}")
        return " ".join(points)

    viewport = ["-virtual-pixel", "transparent", "-filter", "point", "-interpolate", "bilinear",
                "-define", f"distort:viewport={width}x{height}+0+0"]
    for layer in scene["layers"]:
        if not visible(layer):
            continue
        w, h = layer["size"]
        if shadowed(layer):
            s = layer["shadow"]
            r, g, b = (int(c) for c in s["color"])
            args += ["(", "-size", f"{w}x{h}", f"xc:rgb({r},{g},{b})", *viewport, "+distort", "Perspective",
                     pairs(layer, layer["shadowH"]), "-channel", "A", "-blur", f"0x{s['radius'] / 2}",
                     "-evaluate", "multiply", f"{s['opacity'] * layer['opacity']}", "+channel", ")",
                     "-composite"]
        if "color" in layer:
            r, g, b = (int(c) for c in layer["color"])
            args += ["(", "-size", f"{w}x{h}", f"xc:rgba({r},{g},{b},{layer['opacity']})", *viewport, "+distort",
                     "Perspective", pairs(layer, layer["H"]), ")", "-composite"]
        else:
            args += ["(", screens[layer["screen"]], *viewport, "+distort", "Perspective", pairs(layer, layer["H"]),
                     ")", "-composite"]
    return args + ["-alpha", "off", "-depth", "8", "-define", "png:compression-level=6", "-define", "png:compression-filter=5", out]


def main():
    """Reads, composites and writes one frame; prints the wall and CPU milliseconds of that work
    (after the imports) as JSON. PEER is opencv, opencv-visible, pillow, pyvips (libvips's own
    PNG filter policy: none) or pyvips-filtered (adaptive filters, as Passage and Pillow)."""
    import os
    import time
    peer, scene_path, from_path, to_path, out = sys.argv[1:6]
    threads = os.environ.get("PEER_THREADS")
    if peer.startswith("opencv"):
        import cv2
        if threads:
            cv2.setNumThreads(int(threads))
    elif peer == "pillow":
        from PIL import Image
    else:
        import pyvips
    scene = load_scene(scene_path)
    wall, cpu = time.perf_counter(), time.process_time()
    paths = {"from": from_path, "to": to_path}
    images = {}
    if peer.startswith("opencv"):
        for layer in scene["layers"]:
            if "screen" in layer:
                images[layer["image"]] = cv2.cvtColor(cv2.imread(paths[layer["screen"]], cv2.IMREAD_UNCHANGED),
                                                      cv2.COLOR_BGR2RGBA)
        frame = composite(peer, scene, images)
        # Z_FILTERED and libpng's adaptive filters (OpenCV's default strategy is Z_RLE).
        cv2.imwrite(out, cv2.cvtColor(frame, cv2.COLOR_RGBA2BGR),
                    [cv2.IMWRITE_PNG_COMPRESSION, 6, cv2.IMWRITE_PNG_STRATEGY, cv2.IMWRITE_PNG_STRATEGY_FILTERED])
    elif peer == "pillow":
        for layer in scene["layers"]:
            if "screen" in layer:
                images[layer["image"]] = Image.open(paths[layer["screen"]]).convert("RGBA")
        composite_pillow(scene, images).convert("RGB").save(out, compress_level=6)
    else:
        for layer in scene["layers"]:
            if "screen" in layer:
                image = pyvips.Image.new_from_file(paths[layer["screen"]], access="sequential")
                images[layer["image"]] = image if image.bands == 4 else image.bandjoin(255)
        frame = composite_pyvips(scene, images)
        options = {"filter": "all"} if peer == "pyvips-filtered" else {}
        pyvips.Image.new_from_array(np.ascontiguousarray(frame[..., :3])).copy(interpretation="srgb").pngsave(
            out, compression=6, **options)
    print(json.dumps({"wall": (time.perf_counter() - wall) * 1000, "cpu": (time.process_time() - cpu) * 1000}))


if __name__ == "__main__":
    main()
