#!/usr/bin/env python3
"""Draws the app icons (a die on sand) as PNGs with no image library, so any machine can remake them."""
import struct, zlib, sys, os

SAND, WHITE, INK = (242, 193, 78), (255, 255, 255), (17, 17, 17)

def icon(size, safe):
    # `safe` shrinks the die into the maskable icon's safe zone (the middle 80%).
    scale = 0.62 if safe else 0.72
    half = size * scale / 2
    c = size / 2
    r_corner = size * 0.09
    pip = size * 0.065
    border = max(2, size * 0.035)
    pips = [(-0.55, -0.55), (0, 0), (0.55, 0.55)]
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            dx, dy = abs(x + 0.5 - c), abs(y + 0.5 - c)
            # Rounded square test.
            qx, qy = max(dx - (half - r_corner), 0), max(dy - (half - r_corner), 0)
            d = (qx * qx + qy * qy) ** 0.5
            col = SAND
            if dx <= half and dy <= half and d <= r_corner:
                col = INK if (d > r_corner - border or dx > half - border or dy > half - border) else WHITE
                for px, py in pips:
                    if ((x + 0.5 - (c + px * half)) ** 2 + (y + 0.5 - (c + py * half)) ** 2) ** 0.5 <= pip:
                        col = INK
            row += bytes(col)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")

out = sys.argv[1] if len(sys.argv) > 1 else "public/icons"
os.makedirs(out, exist_ok=True)
for name, size, safe in [("icon-192.png", 192, False), ("icon-512.png", 512, False),
                         ("icon-maskable-512.png", 512, True), ("apple-touch-icon.png", 180, True)]:
    open(os.path.join(out, name), "wb").write(icon(size, safe))
