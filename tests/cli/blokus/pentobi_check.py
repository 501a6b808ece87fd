"""Our .blksgf exports in Pentobi: a game of every variant Pentobi knows, played by the CLI,
imported as a session and exported (`sessions export --format blksgf`), rendered by
pentobi-thumbnailer, which must read it; the coloured cells of the picture, counted per colour,
must be the points `blokus analyze` gives, exactly (each cell read at its centre).

pentobi_check.py CLI THUMBNAILER DIR"""
import colorsys
import json
import struct
import subprocess
import sys
import zlib

cli, thumbnailer, workdir = sys.argv[1:4]

# GM, the board (columns, rows), Pentobi's colour of each of our colours, moves to play.
VARIANTS = [
    ("Blokus", (20, 20), {"1": "blue", "2": "yellow", "3": "red", "4": "green"}, 24),
    ("Blokus Two-Player", (20, 20), {"1": "blue", "2": "yellow", "3": "red", "4": "green"}, 24),
    ("Blokus Three-Player", (20, 20), {"1": "blue", "2": "yellow", "3": "red", "4": "green"}, 24),
    ("Blokus Duo", (14, 14), {"B": "purple", "W": "orange"}, 16),
    ("Blokus Junior", (14, 14), {"B": "green", "W": "orange"}, 16),
    ("Blokus Trigon", (35, 18), {"1": "blue", "2": "yellow", "3": "red", "4": "green"}, 24),
    ("Blokus Trigon Two-Player", (35, 18), {"1": "blue", "2": "yellow", "3": "red", "4": "green"}, 24),
    ("Blokus Trigon Three-Player", (31, 16), {"1": "blue", "2": "yellow", "3": "red"}, 24),
]


def run(*args):
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("FAIL: %s exited %d: %s" % (" ".join(args), done.returncode, done.stderr))
    return done.stdout


def play(gm, count, path):
    """A game of `count` moves (fewer if it ends), each chosen from the CLI's legal moves by
    an LCG, so the games are the same on every machine."""
    moves, state = [], 12345
    for _ in range(count):
        with open(path, "w") as f:
            f.write("(;GM[%s]%s)" % (gm, "".join(";%s[%s]" % m for m in moves)))
        j = json.loads(run(cli, "blokus", "legal-moves", "--list", path))
        color = j["to_move"]
        if color is None:
            break
        state = (state * 1103515245 + 12345) % 2**31
        options = j["moves"][color]
        moves.append((color, options[state % len(options)]))
    with open(path, "w") as f:
        f.write("(;GM[%s]%s)" % (gm, "".join(";%s[%s]" % m for m in moves)))


def read_png(path):
    """Pixels (r, g, b) of an 8-bit RGB or RGBA PNG, row by row."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("FAIL: %s is not a PNG" % path)
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                sys.exit("FAIL: %s: PNG kind %d/%d/%d not read here" % (path, depth, ctype, interlace))
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride, prev, pixels = w * bpp, bytearray(w * bpp), []
    for y in range(h):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        pixels.extend(tuple(line[x * bpp:x * bpp + 3]) for x in range(w))
        prev = line
    return pixels


def hue_name(px):
    hue, sat, val = colorsys.rgb_to_hsv(*(v / 255 for v in px))
    if sat < 0.35 or val < 0.3:
        return None  # the empty cells' grey, the background
    deg = hue * 360
    return ("red" if deg < 20 or deg >= 330 else "orange" if deg < 40 else "yellow" if deg < 70
            else "green" if deg < 170 else "blue" if deg < 260 else "purple")


def cells_by_colour(path, board):
    """Cells per colour, each cell's colour read at its centre. The thumbnailer draws a square
    board over the whole picture; Trigon's rectangle of `board` = (columns, rows), a triangle
    two columns wide, over its width in columns + 1 half triangles and its height rows *
    sqrt(3) / columns of the width, centred; off the hexagon a sample is background."""
    pixels, size = read_png(path), SIZE
    counts = {}
    columns, rows = board
    if columns == rows:
        cw = ch = size / columns
        centres = [((x + 0.5) * cw, (y + 0.5) * ch) for x in range(columns) for y in range(rows)]
    else:
        cw = size / (columns + 1)
        ch = size * 1.732 / columns
        top = (size - ch * rows) / 2
        centres = [((x + 1) * cw, top + (y + 0.5) * ch) for x in range(columns) for y in range(rows)]
    for cx, cy in centres:
        name = hue_name(pixels[int(cy) * size + int(cx)])
        if name:
            counts[name] = counts.get(name, 0) + 1
    return counts


SIZE = 256


def thumbnail(blksgf, png):
    return subprocess.run([thumbnailer, "--size", str(SIZE), blksgf, png],
                          capture_output=True, text=True).returncode


# The check can fail: Pentobi refuses a cell off its board.
with open(workdir + "/off.blksgf", "w") as f:
    f.write("(;GM[Blokus Trigon];1[a1])")
if thumbnail(workdir + "/off.blksgf", workdir + "/off.png") == 0:
    sys.exit("FAIL: pentobi-thumbnailer accepted a1, off the Trigon board")

db = workdir + "/pentobi.db"
for gm, board, colours, count in VARIANTS:
    name = gm.lower().replace(" ", "_").replace("-", "_")
    played, exported, png = (workdir + "/%s%s" % (name, s) for s in
                             ("_played.blksgf", ".blksgf", ".png"))
    play(gm, count, played)
    session = run(cli, "sessions", "import", played, "--db", db).strip()
    with open(exported, "w") as f:
        f.write(run(cli, "sessions", "export", session, "--format", "blksgf", "--db", db))
    if thumbnail(exported, png) != 0:
        sys.exit("FAIL: Pentobi cannot read our %s export: %s" % (gm, open(exported).read()))
    points = json.loads(run(cli, "blokus", "analyze", exported))["points"]["colors"]
    seen = cells_by_colour(png, board)
    for colour, hue in colours.items():
        got = seen.get(hue, 0.0)
        if got != points[colour]:
            sys.exit("FAIL: %s: Pentobi shows %d %s cells for colour %s, we say %d points"
                     % (gm, got, hue, colour, points[colour]))
    for hue, got in seen.items():
        if hue not in colours.values():
            sys.exit("FAIL: %s: Pentobi shows %d cells of %s, a colour the game lacks" % (gm, got, hue))
    print("%s: Pentobi read it; cells %s, our points %s" %
          (gm, dict(sorted(seen.items())), points))
print("pentobi: all variants read")
