#!/usr/bin/python3
"""Draws tableref's app icon as a PNG (standard library only, no image committed): a dark
square with a 2x2 of Blokus-coloured tiles. Usage: web_icon.py OUTPUT SIZE"""
import struct
import sys
import zlib

BACKGROUND = (0x1B, 0x1B, 0x1F)
TILES = [(0x2F, 0x6F, 0xD0), (0xE2, 0xB3, 0x1B), (0xD0, 0x3A, 0x34), (0x3C, 0xA0, 0x4C)]


def pixel(x, y, size):
    margin = size * 0.18  # inside the maskable safe zone
    gap = size * 0.04
    cell = (size - 2 * margin - gap) / 2
    for row in range(2):
        for col in range(2):
            x0 = margin + col * (cell + gap)
            y0 = margin + row * (cell + gap)
            if x0 <= x < x0 + cell and y0 <= y < y0 + cell:
                return TILES[row * 2 + col]
    return BACKGROUND


def png(size):
    rows = b"".join(
        b"\x00" + bytes(c for x in range(size) for c in pixel(x, y, size)) for y in range(size))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
            + chunk(b"IEND", b""))


if __name__ == "__main__":
    with open(sys.argv[1], "wb") as out:
        out.write(png(int(sys.argv[2])))
