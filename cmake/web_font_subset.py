#!/usr/bin/python3
"""Writes the web build's CJK font: a subset of SOURCE (a .ttc: its first face) with every
character of the assets (catalog, names), Latin, CJK punctuation and full-width forms, and
the hanzi of GB2312 and Big5, so that names typed in simplified or traditional characters
draw. Needs Debian's python3-fonttools; without it the whole face is copied (larger).

Usage: web_font_subset.py SOURCE ASSET_DIR OUTPUT
"""
import pathlib
import shutil
import sys


def characters(asset_dir):
    chars = {chr(c) for c in range(0x20, 0x250)}  # Latin, Latin-1, Latin Extended-A/B
    chars.update(chr(c) for c in range(0x2000, 0x2070))  # general punctuation
    chars.update(chr(c) for c in range(0x2190, 0x2300))  # arrows, maths
    chars.update(chr(c) for c in range(0x25A0, 0x2600))  # geometric shapes
    chars.update(chr(c) for c in range(0x3000, 0x3040))  # CJK punctuation
    chars.update(chr(c) for c in range(0xFF00, 0xFFF0))  # full-width forms
    for encoding in ("gb2312", "big5"):
        for lead in range(0x81, 0xFF):
            for trail in range(0x40, 0xFF):
                try:
                    chars.add(bytes([lead, trail]).decode(encoding))
                except UnicodeDecodeError:
                    pass
    for path in pathlib.Path(asset_dir).rglob("*"):
        if path.is_file():
            chars.update(path.read_text(encoding="utf-8", errors="ignore"))
    return "".join(sorted(c for c in chars if c.isprintable()))


def main():
    source, asset_dir, output = sys.argv[1:4]
    pathlib.Path(output).parent.mkdir(parents=True, exist_ok=True)
    try:
        from fontTools import subset
    except ImportError:
        print("web_font_subset: python3-fonttools missing, shipping the whole font")
        shutil.copyfile(source, output)
        return
    options = subset.Options()
    options.font_number = 0
    options.layout_features = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters(asset_dir))
    subsetter.subset(font)
    subset.save_font(font, output, options)


if __name__ == "__main__":
    main()
