"""The peers' side of Benchmarks/peers.py: one frame of an exported scene composited by OpenCV,
Pillow or libvips (pyvips), doing the work Passage's compositor does.

For every layer, bottom to top, over opaque black: its drop shadow (the layer's rectangle moved by
the shadow offset, mapped like the layer, blurred with a Gaussian of sigma = radius / 2, at the
shadow's opacity), then the layer itself: a screen mapped with bilinear filtering (an affine warp
when the layer's map is affine, a perspective warp otherwise), or a solid colour (the dimming
layer), at the layer's opacity, composited "over". Corner radii are 0 in the exported scenes and
the screens are opaque (screenshots); the newer peers rely on both.

The peers:
  composite_opencv_best  OpenCV as its best users write it (the headline peer): buffers from a
      Scratch allocated once and reused; geometry from plan_pieces (per layer, the canvas
      rectangles it can show in, those under an opaque screen above left out, as Passage does);
      whole-pixel moves copied by slice assignment, other screens warped with BORDER_TRANSPARENT
      straight into the canvas (warp and "over" in one pass), the dimming as convertScaleAbs, the
      shadow as a product of two 1-D blurs in the layer's plane warped into where it can show.
  composite_pyvips_stream  libvips as its users write it: one lazy uchar pipeline (affine; mapim
      with a coordinate image from xyz, recomb and a divide for a perspective; insert; linear;
      ifthenelse blending through alpha) evaluated once by whoever writes it.
  composite_opencv_visible, composite_opencv, composite_pyvips, composite_pillow  the previous
      peers: fresh whole-box or whole-canvas images, masks warped and blurred in the canvas
      plane, "over" in several passes (libvips's in floating point), kept for comparison.
Differences from Passage that remain in the newer peers: edge pixels are a bilinear ramp against
transparent outside the layer where Passage takes each pixel's covered area; OpenCV's bilinear
weights are rounded fixed point (positions in 1/32 texel) where Passage's are 1/256 and
truncated, so on photos (every pixel interpolated) the peers come out about 0.4 level brighter
on average; the shadow's Gaussian is sampled where Passage integrates it (erf); a solid layer's
opacity is an 8-bit alpha (truncated, which matches Passage's weights for these opacities).

As a program (the whole-process run of peers.py):
  python3 Benchmarks/peer_frame.py PEER scene.json FROM.png TO.png OUT.png
reads both screenshots with the peer's own PNG decoder, composites, and writes OUT.png with the
peer's own encoder at zlib level 6 (Passage's level); PEER is one of WHOLE_PEERS (see main).
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
    """The previous OpenCV peer ("opencv visible (old)"), kept for comparison: composite_opencv
    with each layer and shadow warped, blurred and composited in the canvas box it can reach
    (visible_boxes) and rows hidden under an opaque screen across the box's width skipped, but
    into fresh arrays, identities warped, masks warped for the dimming and the shadow, and "over"
    in several full passes. composite_opencv_best is the same frame as OpenCV's best users write it."""
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


# The pieces of canvas each layer can show in, shared by "opencv best" and "libvips stream".
def _translation(H):
    """(dx, dy) when H moves by whole pixels only (the identity included), else None."""
    T = np.array([[1, 0, H[0, 2]], [0, 1, H[1, 2]], [0, 0, 1]], dtype=float)
    if np.abs(H - T).max() > 1e-9:
        return None
    dx, dy = H[0, 2], H[1, 2]
    if abs(dx - round(dx)) > 1e-6 or abs(dy - round(dy)) > 1e-6:
        return None
    return int(round(dx)), int(round(dy))


def _texel_map(H, size, shape):
    """H (layer points to canvas) as the matrix OpenCV and libvips take: texel centres at whole
    numbers in both images (pixel (x, y) is the point (x + 0.5, y + 0.5)), the bitmap of `shape`
    (rows, columns) stretched over the layer's `size`."""
    def shift(d):
        return np.array([[1, 0, d], [0, 1, d], [0, 0, 1]], dtype=float)
    stretch = np.diag([size[0] / shape[1], size[1] / shape[0], 1.0])
    return shift(-0.5) @ H @ stretch @ shift(0.5)


def _project(M, points):
    """The points (x, y) mapped by M, or None when one is at or behind the viewer."""
    out = []
    for x, y in points:
        p = M @ np.array([x, y, 1.0])
        if p[2] <= 1e-9:
            return None
        out.append((p[0] / p[2], p[1] / p[2]))
    return out


def _box_of(points, width, height):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = max(0, int(np.floor(min(xs)))), max(0, int(np.floor(min(ys))))
    x1, y1 = min(width, int(np.ceil(max(xs)))), min(height, int(np.ceil(max(ys))))
    return (x0, y0, x1, y1) if x1 > x0 and y1 > y0 else None


def _subtract(rects, hole):
    """The rectangles (x0, y0, x1, y1) less the rectangle `hole`, as rectangles."""
    hx0, hy0, hx1, hy1 = hole
    out = []
    for x0, y0, x1, y1 in rects:
        if hx0 >= x1 or hx1 <= x0 or hy0 >= y1 or hy1 <= y0:
            out.append((x0, y0, x1, y1))
            continue
        if y0 < hy0:
            out.append((x0, y0, x1, hy0))
        if hy1 < y1:
            out.append((x0, hy1, x1, y1))
        my0, my1 = max(y0, hy0), min(y1, hy1)
        if x0 < hx0:
            out.append((x0, my0, hx0, my1))
        if hx1 < x1:
            out.append((hx1, my0, x1, my1))
    return out


def _inside(quad, x, y):
    """Whether (x, y) is inside the convex quadrilateral `quad` (either winding), edges included."""
    signs = []
    for (ax, ay), (bx, by) in zip(quad, quad[1:] + quad[:1]):
        signs.append((bx - ax) * (y - ay) - (by - ay) * (x - ax))
    scale = max(abs(s) for s in signs) or 1
    return all(s >= -1e-9 * scale for s in signs) or all(s <= 1e-9 * scale for s in signs)


def _cover(layer, shape, width, height):
    """The canvas rectangle an opaque screen layer at opacity 1 writes completely (every pixel
    there ends up the layer's own colour), so the layers below need not paint it; None if none.
    Whole-pixel copies cover their rectangle exactly; warped layers the rectangle inscribed in
    their quadrilateral, less a margin for the bilinear edge."""
    if "image" not in layer or layer["opacity"] < 1 or layer["cornerRadius"] > 0:
        return None
    w, h = layer["size"]
    shift = _translation(layer["H"])
    if shift is not None and shape == (h, w):
        rect = (shift[0], shift[1], shift[0] + w, shift[1] + h)
    else:
        quad = _project(layer["H"], [(0, 0), (w, 0), (w, h), (0, h)])
        if quad is None:
            return None
        xs, ys = sorted(p[0] for p in quad), sorted(p[1] for p in quad)
        rx0, rx1, ry0, ry1 = xs[1], xs[2], ys[1], ys[2]
        if rx1 <= rx0 or ry1 <= ry0 or not all(_inside(quad, x, y) for x in (rx0, rx1) for y in (ry0, ry1)):
            return None
        H = layer["H"]
        pure = layer["affine"] and np.abs(H[:2, :2] - np.eye(2)).max() < 1e-9 and shape == (h, w)
        # A pixel is written whole once its centre is half a texel inside every edge.
        m = 0 if pure else 1 + int(np.ceil(0.5 * max(abs(H[0, 0]), abs(H[1, 1]), 1)))
        rect = (int(np.ceil(rx0)) + m, int(np.ceil(ry0)) + m, int(np.floor(rx1)) - m, int(np.floor(ry1)) - m)
    rect = (max(rect[0], 0), max(rect[1], 0), min(rect[2], width), min(rect[3], height))
    return rect if rect[2] > rect[0] and rect[3] > rect[1] else None


def plan_pieces(scene, shapes):
    """What each layer paints and where, bottom to top, skipping what opaque layers above hide
    (as Passage's compositor does): `background` (rectangles no opaque layer covers, filled with
    black) and `ops`, each a dict with `kind` (shadow, fill, copy or warp), the layer and
    `pieces`, the canvas rectangles (x0, y0, x1, y1) where it can show. `shapes` maps each
    layer's image to its (rows, columns)."""
    width, height = scene["width"], scene["height"]
    layers = [(i, layer) for i, layer in enumerate(scene["layers"]) if visible(layer)]
    covers = {i: _cover(layer, shapes.get(layer.get("image")), width, height) for i, layer in layers}
    background = [(0, 0, width, height)]
    for rect in covers.values():
        if rect:
            background = _subtract(background, rect)
    ops = []
    for i, layer in layers:
        hidden = [covers[j] for j, _ in layers if j > i and covers[j]]
        w, h = layer["size"]

        def pieces_of(box, holes):
            rects = [box] if box else []
            for hole in holes:
                rects = _subtract(rects, hole)
            return rects

        if shadowed(layer):
            s = layer["shadow"]
            sigma = max(s["radius"] / 2, 0.25)
            reach = int(np.ceil(3 * sigma)) + 1
            corners = _project(layer["shadowH"], [(-reach, -reach), (w + reach, -reach), (w + reach, h + reach),
                                                   (-reach, h + reach)])
            box = _box_of(corners, width, height) if corners else (0, 0, width, height)
            pieces = pieces_of(box, hidden + ([covers[i]] if covers[i] else []))
            if pieces:
                ops.append({"kind": "shadow", "layer": layer, "pieces": pieces, "sigma": sigma, "reach": reach,
                            "k": s["opacity"] * layer["opacity"], "color": s["color"],
                            "M": _texel_map(layer["shadowH"], (w, h), (h, w))})
        shift = _translation(layer["H"])
        quad = _project(layer["H"], [(0, 0), (w, 0), (w, h), (0, h)])
        if "color" in layer:
            box = ((max(shift[0], 0), max(shift[1], 0), min(shift[0] + w, width), min(shift[1] + h, height))
                   if shift else (_box_of(quad, width, height) if quad else (0, 0, width, height)))
            pieces = pieces_of(box if box and box[2] > box[0] and box[3] > box[1] else None, hidden)
            if pieces:
                ops.append({"kind": "fill", "layer": layer, "pieces": pieces, "whole": shift is not None,
                            "M": _texel_map(layer["H"], (w, h), (h, w))})
            continue
        shape = shapes[layer["image"]]
        if shift is not None and shape == (h, w):
            box = (max(shift[0], 0), max(shift[1], 0), min(shift[0] + w, width), min(shift[1] + h, height))
            pieces = pieces_of(box if box[2] > box[0] and box[3] > box[1] else None, hidden)
            if pieces:
                ops.append({"kind": "copy", "layer": layer, "pieces": pieces, "offset": shift})
            continue
        box = _quad_box(layer["H"], w, h, 1, width, height) if quad else (0, 0, width, height)
        pieces = pieces_of(box, hidden)
        if pieces:
            ops.append({"kind": "warp", "layer": layer, "pieces": pieces, "M": _texel_map(layer["H"], (w, h), shape),
                        "affine": layer["affine"]})
    return {"background": background, "ops": ops}


def _alpha8(opacity):
    """A solid layer's opacity as the 8-bit alpha it is composited with (truncated, as Passage's
    weights come out for these opacities; rounding would differ by one level in places)."""
    return int(255 * opacity) / 255


def _shifted(M, x, y):
    """M followed by a move of (-x, -y): the same map into a piece whose corner is (x, y)."""
    return np.array([[1, 0, -x], [0, 1, -y], [0, 0, 1]], dtype=float) @ M


def _from(M, u, v):
    """M preceded by a move of (u, v): the same map from a sub-image whose corner is (u, v)."""
    return M @ np.array([[1, 0, u], [0, 1, v], [0, 0, 1]], dtype=float)


def _blurred_edge(length, sigma, reach):
    """The silhouette of a `length`-texel span blurred with sigma (Gaussian truncated at 3
    sigma, as Passage), at texels -reach ... length + reach - 1: index t + reach."""
    radius = int(np.ceil(3 * sigma))
    kernel = np.exp(-0.5 * (np.arange(-radius, radius + 1) / sigma) ** 2)
    box = np.zeros(length + 2 * reach + 2 * radius, np.float32)
    box[reach + radius:reach + radius + length] = 1
    return np.convolve(box, (kernel / kernel.sum()).astype(np.float32), "valid")


def _shadow_source(M, piece, size, reach):
    """The texels (u0, v0, u1, v1) of the layer's blurred silhouette (-reach ... size + reach)
    that the canvas piece (x0, y0, x1, y1) reads through the texel map M; None if none."""
    x0, y0, x1, y1 = piece
    w, h = size
    seen = _project(np.linalg.inv(M), [(x0 - 1, y0 - 1), (x1, y0 - 1), (x1, y1), (x0 - 1, y1)])
    if seen is None:
        return -reach, -reach, w + reach, h + reach
    u0 = max(-reach, int(np.floor(min(p[0] for p in seen))) - 1)
    v0 = max(-reach, int(np.floor(min(p[1] for p in seen))) - 1)
    u1 = min(w + reach, int(np.ceil(max(p[0] for p in seen))) + 2)
    v1 = min(h + reach, int(np.ceil(max(p[1] for p in seen))) + 2)
    return (u0, v0, u1, v1) if u1 > u0 and v1 > v0 else None


class Scratch:
    """Buffers allocated once and reused from frame to frame (as an animation would): views of
    the size asked for into arrays grown only when a request does not fit."""

    def __init__(self):
        self.arrays = {}

    def get(self, name, shape, dtype=np.uint8):
        array = self.arrays.get(name)
        if array is None or array.dtype != dtype or len(array.shape) != len(shape) or any(
                a < b for a, b in zip(array.shape, shape)):
            grown = shape if array is None or len(array.shape) != len(shape) else tuple(
                max(a, b) for a, b in zip(array.shape, shape))
            array = self.arrays[name] = np.zeros(grown, dtype)
        return array[tuple(slice(0, n) for n in shape)]


def opencv_transparent_blends():
    """Whether this OpenCV's BORDER_TRANSPARENT blends a warped opaque image's edge pixels with
    what the destination held (so a warp into the canvas composites it "over" in the same pass)."""
    import cv2
    dst = np.full((4, 6, 4), 100, np.uint8)
    cv2.warpAffine(np.full((4, 2, 4), 200, np.uint8), np.array([[1, 0, 1.5], [0, 1, 0]]), (6, 4), dst=dst,
                   flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_TRANSPARENT)
    row = [int(v) for v in dst[1, :, 0]]
    return abs(row[1] - 150) <= 2 and row[2] == 200 and abs(row[3] - 150) <= 2 and row[4] == 100


def composite_opencv_best(scene, images, scratch, plan=None, bgr=False):
    """OpenCV as its best users write it: the canvas and every buffer come from `scratch`
    (allocated once, reused across frames); each frame refills what it shows. Pieces from
    plan_pieces: black where no opaque layer covers the canvas; a layer moved by whole pixels is
    copied by slice assignment (or blended with addWeighted below opacity 1); any other screen is
    warped (warpAffine or warpPerspective, INTER_LINEAR) straight into each canvas piece with
    BORDER_TRANSPARENT, which keeps what is outside the layer and blends the edge pixels with it,
    so warp and "over" are one pass; a solid layer moved by whole pixels (the dimming) is
    convertScaleAbs on its pieces; a drop shadow is blurred in the layer's plane, where a
    rectangle's Gaussian blur is the product of two 1-D blurs (what Passage evaluates), built
    for the layer region each piece sees and warped into the piece, then multiplied into the
    canvas. Returns the canvas (RGBA or BGR, like the images; with `bgr` colours are swapped)."""
    import cv2
    width, height = scene["width"], scene["height"]
    channels = next(iter(images.values())).shape[2]
    if plan is None:
        plan = plan_pieces(scene, {k: v.shape[:2] for k, v in images.items()})
    canvas = scratch.get("canvas", (height, width, channels))
    black = np.array([0, 0, 0, 255], np.uint8).view(np.uint32)[0] if channels == 4 else 0
    gray = cv2.COLOR_GRAY2RGBA if channels == 4 else cv2.COLOR_GRAY2RGB

    def colour(c, scale):
        c = [v * scale for v in (c[::-1] if bgr else c)]
        return tuple(c + [0] * (channels - 3))

    def darken(region, inverse, color):
        """region = color * alpha + region * (1 - alpha), inverse = 255 * (1 - alpha)."""
        h, w = inverse.shape
        weights = cv2.cvtColor(inverse, gray, dst=scratch.get("weights", (h, w, channels)))
        if any(color):
            alpha = cv2.cvtColor(cv2.bitwise_not(inverse), gray)
            cv2.multiply(region, weights, dst=region, scale=1 / 255)
            cv2.add(region, cv2.multiply(alpha, colour(color, 1 / 255)), dst=region)
        else:
            cv2.multiply(region, weights, dst=region, scale=1 / 255)

    # Opaque black, written as whole pixels (a 4-byte pattern broadcast by numpy is several times slower).
    pixels = canvas.view(np.uint32)[..., 0] if channels == 4 else canvas
    for x0, y0, x1, y1 in plan["background"]:
        pixels[y0:y1, x0:x1] = black
    for op in plan["ops"]:
        layer = op["layer"]
        opacity = layer["opacity"]
        if op["kind"] == "shadow":
            w, h = layer["size"]
            reach, M = op["reach"], op["M"]
            across, down = _blurred_edge(w, op["sigma"], reach), _blurred_edge(h, op["sigma"], reach)
            for x0, y0, x1, y1 in op["pieces"]:
                # The layer-plane region this piece sees, at most the silhouette grown by its reach.
                source = _shadow_source(M, (x0, y0, x1, y1), (w, h), reach)
                if source is None:
                    continue
                u0, v0, u1, v1 = source
                product = scratch.get("product", (v1 - v0, u1 - u0), np.float32)
                np.multiply.outer(down[v0 + reach:v1 + reach], across[u0 + reach:u1 + reach], out=product)
                sub = cv2.convertScaleAbs(product, dst=scratch.get("sub", product.shape), alpha=-255 * op["k"],
                                          beta=255)
                piece = _from(_shifted(M, x0, y0), u0, v0)
                size = (x1 - x0, y1 - y0)
                inverse = scratch.get("inverse", (size[1], size[0]))
                if abs(piece[2, 0]) < 1e-12 and abs(piece[2, 1]) < 1e-12:
                    cv2.warpAffine(sub, piece[:2] / piece[2, 2], size, dst=inverse, flags=cv2.INTER_LINEAR,
                                   borderMode=cv2.BORDER_CONSTANT, borderValue=255)
                else:
                    cv2.warpPerspective(sub, piece, size, dst=inverse, flags=cv2.INTER_LINEAR,
                                        borderMode=cv2.BORDER_CONSTANT, borderValue=255)
                darken(canvas[y0:y1, x0:x1], inverse, op["color"])
        elif op["kind"] == "fill":
            color, alpha = layer["color"], _alpha8(opacity)
            if op["whole"] and len(set(color)) == 1:
                for x0, y0, x1, y1 in op["pieces"]:
                    region = canvas[y0:y1, x0:x1]
                    cv2.convertScaleAbs(region, dst=region, alpha=1 - alpha, beta=color[0] * alpha)
            elif op["whole"]:
                keep = tuple([1 - alpha] * 3 + [1] * (channels - 3))
                for x0, y0, x1, y1 in op["pieces"]:
                    region = canvas[y0:y1, x0:x1]
                    cv2.multiply(region, keep, dst=region)
                    cv2.add(region, colour(color, alpha), dst=region)
            else:
                w, h = layer["size"]
                solid = scratch.get("solid", (h, w))
                solid[:] = round(255 * (1 - alpha))
                for x0, y0, x1, y1 in op["pieces"]:
                    M = _shifted(op["M"], x0, y0)
                    inverse = scratch.get("inverse", (y1 - y0, x1 - x0))
                    cv2.warpPerspective(solid, M, (x1 - x0, y1 - y0), dst=inverse, flags=cv2.INTER_LINEAR,
                                        borderMode=cv2.BORDER_CONSTANT, borderValue=255)
                    darken(canvas[y0:y1, x0:x1], inverse, color)
        elif op["kind"] == "copy":
            image = images[layer["image"]]
            dx, dy = op["offset"]
            for x0, y0, x1, y1 in op["pieces"]:
                source = image[y0 - dy:y1 - dy, x0 - dx:x1 - dx]
                region = canvas[y0:y1, x0:x1]
                if opacity >= 1:
                    region[...] = source
                else:
                    cv2.addWeighted(source, opacity, region, 1 - opacity, 0, dst=region)
        else:
            image = images[layer["image"]]
            for x0, y0, x1, y1 in op["pieces"]:
                M = _shifted(op["M"], x0, y0)
                region = canvas[y0:y1, x0:x1]
                if opacity >= 1:
                    target = region
                else:
                    target = scratch.get("layer", region.shape)
                    target[...] = region
                _warp_into(image, M, op["affine"], target)
                if opacity < 1:
                    cv2.addWeighted(target, opacity, region, 1 - opacity, 0, dst=region)
    return canvas


def warps_opencv_best(plan, images, scratch):
    """Only the warps of composite_opencv_best (screens not moved by whole pixels), each into its
    pieces of the canvas, with a plan made beforehand: the floor of that pipeline."""
    import cv2
    canvas = scratch.arrays["canvas"]
    for op in plan["ops"]:
        if op["kind"] != "warp":
            continue
        image = images[op["layer"]["image"]]
        for x0, y0, x1, y1 in op["pieces"]:
            M = _shifted(op["M"], x0, y0)
            _warp_into(image, M, op["affine"], canvas[y0:y1, x0:x1])


def _warp_into(image, M, affine, target):
    """Warps `image` by M (bilinear) straight into the array view `target`, blending its
    anti-aliased edge with what `target` holds (BORDER_TRANSPARENT)."""
    import cv2
    size = (target.shape[1], target.shape[0])
    if affine:
        cv2.warpAffine(image, M[:2], size, dst=target, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_TRANSPARENT)
    else:
        cv2.warpPerspective(image, M, size, dst=target, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_TRANSPARENT)


def turned_layer(scene, images):
    """For a scene with a turned (not affine) screen: (image, matrix, box size, box corner), the
    arguments of the one warpPerspective that draws it into its visible box; else None."""
    plan = plan_pieces(scene, {k: v.shape[:2] for k, v in images.items()})
    for op in plan["ops"]:
        if op["kind"] == "warp" and not op["affine"]:
            xs = [p[0] for p in op["pieces"]] + [p[2] for p in op["pieces"]]
            ys = [p[1] for p in op["pieces"]] + [p[3] for p in op["pieces"]]
            x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
            return images[op["layer"]["image"]], _shifted(op["M"], x0, y0), (x1 - x0, y1 - y0), (x0, y0)
    return None


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


def composite_pyvips_stream(scene, images, plan=None):
    """libvips as its users write it: one lazy pipeline of uchar images, evaluated only when the
    caller writes it (write_to_memory, or pngsave straight from the pipeline), by libvips's
    thread pool. Layers and rectangles from plan_pieces: the lowest screen is an affine (bilinear,
    oarea its visible box) embedded in the black canvas; a screen moved by whole pixels is
    inserted; another screen is an affine, or mapim with a coordinate image libvips builds itself
    (xyz, recomb by the inverse homography, divide) for a perspective, over its visible box, and
    is blended over what is below through its alpha (ifthenelse with blend, on the crop it
    covers, inserted back: the same "over" as composite2 at about half its cost, composite2
    working in floating point); the dimming is a linear (uchar, rounded) on what is below it; a
    drop shadow, only where it can show, is the product of two 1-D blurred edges in the layer's
    plane (as composite_opencv_best) mapped into each rectangle and blended the same way.
    `images` are pyvips images (RGB or RGBA). Returns the RGB uchar frame, not yet evaluated."""
    import pyvips
    width, height = scene["width"], scene["height"]
    bilinear = pyvips.Interpolate.new("bilinear")
    if plan is None:
        plan = plan_pieces(scene, {k: (v.height, v.width) for k, v in images.items()})

    def place(image, M, box):
        """`image` mapped by the texel matrix M, for the canvas box (x0, y0, x1, y1), 0 outside."""
        x0, y0, x1, y1 = box
        if abs(M[2, 0]) < 1e-12 and abs(M[2, 1]) < 1e-12:
            M = M / M[2, 2]
            return image.affine([M[0, 0], M[0, 1], M[1, 0], M[1, 1]], odx=M[0, 2], ody=M[1, 2],
                                oarea=[x0, y0, x1 - x0, y1 - y0], interpolate=bilinear, extend="background",
                                background=[0] * image.bands)
        inverse = np.linalg.inv(_shifted(M, x0, y0))
        index = pyvips.Image.xyz(x1 - x0, y1 - y0).bandjoin_const([1]).recomb(inverse.tolist())
        index = index.extract_band(0, n=2) / index.extract_band(2)
        return image.mapim(index, interpolate=bilinear, extend="background", background=[0] * image.bands)

    def rgb(image):
        return image if image.bands == 3 else image.extract_band(0, n=3)

    def rgba(image):
        return image if image.bands == 4 else image.bandjoin(255)

    def bbox(pieces):
        return (min(p[0] for p in pieces), min(p[1] for p in pieces), max(p[2] for p in pieces),
                max(p[3] for p in pieces))

    base = None

    def over(alpha, colour, x0, y0):
        """`colour` (an image or a constant, not premultiplied) over the canvas through `alpha`
        (uchar), at (x0, y0): ifthenelse's blend, out = (alpha colour + (255 - alpha) base) / 255,
        on the crop it covers, inserted back."""
        nonlocal base
        under = base.crop(x0, y0, alpha.width, alpha.height)
        base = base.insert(alpha.ifthenelse(colour, under, blend=True), x0, y0)

    def piece_of(image, op, box):
        """A screen's pixels over the canvas box `box`: cropped when it moved by whole pixels,
        else warped."""
        x0, y0, x1, y1 = box
        if op["kind"] == "copy":
            dx, dy = op["offset"]
            return image.crop(x0 - dx, y0 - dy, x1 - x0, y1 - y0)
        return place(image, op["M"], box)

    for op in plan["ops"]:
        layer = op["layer"]
        opacity = layer["opacity"]
        if base is None and op["kind"] in ("copy", "warp") and opacity >= 1:
            # The lowest layer over black: no compositing, black around it.
            box = bbox(op["pieces"])
            image = piece_of(rgb(images[layer["image"]]), op, box)
            base = image.embed(box[0], box[1], width, height, extend="black").copy(interpretation="srgb")
            continue
        if base is None:
            base = pyvips.Image.black(width, height, bands=3).copy(interpretation="srgb")
        if op["kind"] == "shadow":
            w, h = layer["size"]
            reach = op["reach"]
            across, down = _blurred_edge(w, op["sigma"], reach), _blurred_edge(h, op["sigma"], reach)
            for piece in op["pieces"]:
                source = _shadow_source(op["M"], piece, (w, h), reach)
                if source is None:
                    continue
                u0, v0, u1, v1 = source
                row = pyvips.Image.new_from_array(across[None, u0 + reach:u1 + reach].copy())
                column = pyvips.Image.new_from_array(down[v0 + reach:v1 + reach, None].copy())
                product = row.embed(0, 0, u1 - u0, v1 - v0, extend="copy") * \
                    column.embed(0, 0, u1 - u0, v1 - v0, extend="copy")
                alpha = place(product.linear(255 * op["k"], 0.5, uchar=True), _from(op["M"], u0, v0), piece)
                over(alpha, [int(c) for c in op["color"]], piece[0], piece[1])
        elif op["kind"] == "fill" and op["whole"]:
            alpha = _alpha8(opacity)
            keep = [1 - alpha] * 3
            add = [c * alpha + 0.5 for c in layer["color"]]  # uchar=True truncates
            x0, y0, x1, y1 = bbox(op["pieces"])
            if (x0, y0, x1, y1) == (0, 0, width, height):
                base = base.linear(keep, add, uchar=True)
            else:
                base = base.insert(base.crop(x0, y0, x1 - x0, y1 - y0).linear(keep, add, uchar=True), x0, y0)
        elif op["kind"] == "fill":
            w, h = layer["size"]
            x0, y0, x1, y1 = box = bbox(op["pieces"])
            alpha = place((pyvips.Image.black(w, h) + int(255 * opacity)).cast("uchar"), op["M"], box)
            over(alpha, [int(c) for c in layer["color"]], x0, y0)
        elif op["kind"] == "copy" and opacity >= 1:
            dx, dy = op["offset"]
            x0, y0, x1, y1 = bbox(op["pieces"])
            base = base.insert(rgb(images[layer["image"]]).crop(x0 - dx, y0 - dy, x1 - x0, y1 - y0), x0, y0)
        else:
            x0, y0, x1, y1 = box = bbox(op["pieces"])
            warped = piece_of(rgba(images[layer["image"]]), op, box)
            alpha = warped.extract_band(3)
            if opacity < 1:
                alpha = alpha.linear(opacity, 0.5, uchar=True)
            over(alpha, warped.extract_band(0, n=3), x0, y0)
    if base is None:
        base = pyvips.Image.black(width, height, bands=3).copy(interpretation="srgb")
    return rgb(base)


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


WHOLE_PEERS = ("opencv", "opencv-visible", "opencv-best", "pillow", "pillow-rle", "pyvips", "pyvips-filtered",
               "pyvips-stream", "pyvips-stream-filtered")


def main():
    """Reads, composites and writes one frame; prints the wall and CPU milliseconds of that work
    (after the imports) as JSON. PEER is one of WHOLE_PEERS:
      opencv, opencv-visible: imread, converted to RGBA, composite_opencv (whole canvas) or
        composite_opencv_visible, converted to BGR, imwrite (libpng: adaptive filters, Z_FILTERED);
      opencv-best: imread as BGR, composite_opencv_best on a 3-channel canvas (no conversions:
        BORDER_TRANSPARENT composites opaque screens without an alpha channel), imwrite of that
        canvas as it is (same PNG settings);
      pillow, pillow-rle: Image.open, composite_pillow, save with Pillow's adaptive filters and
        zlib's default strategy, or with compress_type Z_RLE;
      pyvips, pyvips-filtered: the frame composited in floating point (composite_pyvips), made a
        numpy array and back, pngsave (libvips's default: no filtering; or filter="all");
      pyvips-stream, pyvips-stream-filtered: both files opened with access="sequential",
        composite_pyvips_stream, pngsave straight from that pipeline (no filtering, or "all")."""
    import os
    import time
    import zlib
    peer, scene_path, from_path, to_path, out = sys.argv[1:6]
    if peer not in WHOLE_PEERS:
        sys.exit(f"unknown peer {peer}; one of {', '.join(WHOLE_PEERS)}")
    threads = os.environ.get("PEER_THREADS")
    if peer.startswith("opencv"):
        import cv2
        if threads:
            cv2.setNumThreads(int(threads))
        # Z_FILTERED and libpng's adaptive filters (OpenCV's default strategy is Z_RLE).
        opencv_png = [cv2.IMWRITE_PNG_COMPRESSION, 6, cv2.IMWRITE_PNG_STRATEGY, cv2.IMWRITE_PNG_STRATEGY_FILTERED]
    elif peer.startswith("pillow"):
        from PIL import Image
    else:
        import pyvips
    scene = load_scene(scene_path)
    wall, cpu = time.perf_counter(), time.process_time()
    paths = {"from": from_path, "to": to_path}
    screens = {layer["image"]: paths[layer["screen"]] for layer in scene["layers"] if "screen" in layer}
    if peer == "opencv-best":
        images = {k: cv2.imread(path, cv2.IMREAD_COLOR) for k, path in screens.items()}
        cv2.imwrite(out, composite_opencv_best(scene, images, Scratch(), bgr=True), opencv_png)
    elif peer.startswith("opencv"):
        images = {k: cv2.cvtColor(cv2.imread(path, cv2.IMREAD_UNCHANGED), cv2.COLOR_BGR2RGBA)
                  for k, path in screens.items()}
        frame = composite(peer, scene, images)
        cv2.imwrite(out, cv2.cvtColor(frame, cv2.COLOR_RGBA2BGR), opencv_png)
    elif peer.startswith("pillow"):
        images = {k: Image.open(path).convert("RGBA") for k, path in screens.items()}
        options = {"compress_type": zlib.Z_RLE} if peer == "pillow-rle" else {}
        composite_pillow(scene, images).convert("RGB").save(out, compress_level=6, **options)
    elif peer.startswith("pyvips-stream"):
        images = {k: pyvips.Image.new_from_file(path, access="sequential") for k, path in screens.items()}
        options = {"filter": "all"} if peer.endswith("filtered") else {}
        composite_pyvips_stream(scene, images).pngsave(out, compression=6, **options)
    else:
        images = {}
        for k, path in screens.items():
            image = pyvips.Image.new_from_file(path, access="sequential")
            images[k] = image if image.bands == 4 else image.bandjoin(255)
        frame = composite_pyvips(scene, images)
        options = {"filter": "all"} if peer == "pyvips-filtered" else {}
        pyvips.Image.new_from_array(np.ascontiguousarray(frame[..., :3])).copy(interpretation="srgb").pngsave(
            out, compression=6, **options)
    print(json.dumps({"wall": (time.perf_counter() - wall) * 1000, "cpu": (time.process_time() - cpu) * 1000}))


if __name__ == "__main__":
    main()
