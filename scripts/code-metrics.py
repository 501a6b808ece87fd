#!/usr/bin/env python3
"""Print the size figures that the standards and issue #24 set limits on.

- GUI files over 450 lines (app/gui),
- functions over 80 lines (app, referee, db, vision, search, base; not tests),
- game controllers over 250 lines (app/controllers: each controller.cpp and controller.hpp,
  counted per file),
- includes inside app/gui that point up a floor (GUI_FLOORS, docs/architecture.md) or from
  one game's screens into another's.

The function counter is a heuristic, not a parser: it drops comments, strings and
preprocessor lines, matches braces, and calls a brace a function body when it opens outside
any function and the text before it ends a parameter list (`) const {`, `) -> T {`, a
constructor's initialiser list, a lambda at namespace scope). A function's length is the
lines from its opening brace to its closing brace, both counted. Lambdas inside a function
count as part of it. Good enough to find the long ones; run it from anywhere.

    scripts/code-metrics.py            # the three lists and their counts
    scripts/code-metrics.py --summary  # the counts only
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUI_FILE_LIMIT = 450
FUNCTION_LIMIT = 80
CONTROLLER_LIMIT = 250
FUNCTION_DIRS = ["app", "referee", "db", "vision", "search", "base"]
SOURCE_EXTS = (".cpp", ".hpp", ".h", ".cc")
# The GUI's floors, lowest first: a file may include its own floor and the ones below.
GUI_FLOORS = ["platform", "ui", "context", "replay", "screens", "app"]
SCOPE_WORDS = re.compile(r"\b(namespace|class|struct|union|enum)\b|extern\s*$")


def sources(top):
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
        dirnames[:] = sorted(d for d in dirnames if d not in ("build", "tests"))
        for name in sorted(filenames):
            if name.endswith(SOURCE_EXTS):
                yield os.path.join(dirpath, name)


def line_count(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return sum(1 for _ in f)


def strip(text):
    """The code with comments, strings, char literals and preprocessor lines blanked,
    newlines kept so that offsets map to the same lines."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            # A preprocessor line, with its continuations.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        if c == "\n":
            out.append(c)
            at_line_start = True
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        m = re.match(r'(?:u8|u|U|L)?R"([^(\s]*)\(', text[i:i + 40])
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + m.group(1) + '"'
            end = text.find(close, i + m.end())
            end = n if end < 0 else end + len(close)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        if c in "\"'":
            # A digit separator (1'000) is not a char literal.
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def matching(code, open_at):
    depth = 0
    for k in range(open_at, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


def function_name(header):
    head = header.split("(")[0] if "(" in header else header
    words = re.findall(r"[~\w:<>,\[\]=\s*&]+$", head)
    name = words[0].split()[-1] if words and words[0].split() else head.strip()
    return name.strip("*&") or "?"


def is_function_header(header):
    h = " ".join(header.split())
    if not h or SCOPE_WORDS.search(h.split("(")[0]):
        return False
    if h.endswith("=") or h.endswith(",") or h.endswith("return"):
        return False
    # ) [const] [noexcept] [override] [final] [mutable] [-> T] [: inits]
    return re.search(r"\)\s*(const|noexcept|override|final|mutable|volatile|&|&&|\s)*"
                     r"(->\s*[^{;]+)?(:\s*.*)?$", h) is not None and "(" in h


def functions(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    code = strip(text)
    line_of = [0] * (len(code) + 1)
    line = 1
    for k, ch in enumerate(code):
        line_of[k] = line
        if ch == "\n":
            line += 1
    line_of[len(code)] = line
    found = []
    header_start = 0
    k = 0
    while k < len(code):
        ch = code[k]
        if ch in ";}":
            header_start = k + 1
        elif ch == "{":
            header = code[header_start:k]
            close = matching(code, k)
            if is_function_header(header):
                # A member initialiser `x_{a},` or `x_{a} {` belongs to the signature.
                after = code[close + 1:close + 200].lstrip()
                if re.search(r"\)\s*:", " ".join(header.split())) and after[:1] in (",", "{"):
                    k = close + 1
                    continue
                lines = line_of[close] - line_of[k] + 1
                found.append((lines, function_name(header), line_of[k]))
                header_start = close + 1
                k = close + 1
                continue
            if SCOPE_WORDS.search(" ".join(header.split()).split("(")[0]) or \
                    re.search(r'extern\s*"?\s*$', header):
                header_start = k + 1  # step inside a namespace, class or extern block
            else:
                header_start = close + 1  # an initialiser or other data: skip it whole
                k = close + 1
                continue
        k += 1
    return found


def gui_floor(rel_path):
    """The floor of a path relative to app/gui, and the game folder under screens/ if any."""
    parts = rel_path.split("/")
    if parts[0] in ("platform", "ui", "replay"):
        return parts[0], None
    if parts[0] == "screens":
        return "screens", parts[1] if len(parts) > 2 else None
    if parts[0].startswith("app_context"):
        return "context", None
    return "app", None


def upward_includes():
    gui = os.path.join(ROOT, "app", "gui")
    found = []
    for p in sources("app/gui"):
        here = os.path.relpath(p, gui).replace(os.sep, "/")
        floor, game = gui_floor(here)
        with open(p, encoding="utf-8", errors="replace") as f:
            for n, text in enumerate(f, 1):
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', text)
                if not m:
                    continue
                target = m.group(1)
                if not os.path.exists(os.path.join(gui, target)):
                    # Beside the includer ("theme.hpp" from ui/), else outside app/gui.
                    near = os.path.join(os.path.dirname(here), target)
                    if not os.path.exists(os.path.join(gui, near)):
                        continue
                    target = os.path.normpath(near).replace(os.sep, "/")
                to_floor, to_game = gui_floor(target)
                if GUI_FLOORS.index(to_floor) > GUI_FLOORS.index(floor) or \
                        (game and to_game and game != to_game):
                    found.append(f"app/gui/{here}:{n}  {floor} -> {target}")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summary", action="store_true", help="print the counts only")
    args = parser.parse_args()
    rel = lambda p: os.path.relpath(p, ROOT)

    big_gui = [(line_count(p), rel(p)) for p in sources("app/gui")]
    big_gui = sorted((x for x in big_gui if x[0] > GUI_FILE_LIMIT), reverse=True)

    long_fns = []
    for top in FUNCTION_DIRS:
        for p in sources(top):
            for lines, name, at in functions(p):
                if lines > FUNCTION_LIMIT:
                    long_fns.append((lines, f"{rel(p)}:{at}", name))
    long_fns.sort(reverse=True)

    big_ctl = []
    ctl_root = "app/controllers"
    for p in sources(ctl_root):
        parts = rel(p).split(os.sep)
        if len(parts) >= 4 and parts[-1].startswith("controller") and line_count(p) > CONTROLLER_LIMIT:
            big_ctl.append((line_count(p), rel(p)))
    big_ctl.sort(reverse=True)

    upward = upward_includes()

    if not args.summary:
        print(f"GUI files over {GUI_FILE_LIMIT} lines:")
        for n, p in big_gui:
            print(f"  {n:5d}  {p}")
        print(f"functions over {FUNCTION_LIMIT} lines:")
        for n, where, name in long_fns:
            print(f"  {n:5d}  {where}  {name}")
        print(f"controllers over {CONTROLLER_LIMIT} lines:")
        for n, p in big_ctl:
            print(f"  {n:5d}  {p}")
        print("GUI includes that point up a floor or across games:")
        for line in upward:
            print(f"  {line}")
    print(f"summary: {len(big_gui)} GUI files over {GUI_FILE_LIMIT}, "
          f"{len(long_fns)} functions over {FUNCTION_LIMIT}, "
          f"{len(big_ctl)} controllers over {CONTROLLER_LIMIT}, "
          f"{len(upward)} upward GUI includes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
