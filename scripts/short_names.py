"""Gives the names that join a page's wasm to its wasm-bindgen script short ones, in both at once.

wasm-bindgen names each import after the JavaScript it calls plus a 16-digit hash
(`__wbg_addEventListener_847fd86b8c33ec43`), from a module named after the page's script, and its closure
callers after their whole Rust types (up to 300 characters); the hashes do not compress, and every page carried
about 2 KB of brotli of them. Here each import from the script's module becomes `a`, `b`, ... `ba`, ..., the
module itself `a`, and each closure caller `c0`, `c1`, ...: the wasm's import and export sections are rewritten
and the script's matching keys, calls and calling functions renamed. Every other name (memory, the function table, what the split
chunks import from the page's wasm) stays as it is. A name the script does not use exactly as expected stops
the build, so a new wasm-bindgen cannot leave a page that fails only in the browser.
"""
import re
import string

LETTERS = string.ascii_lowercase + string.ascii_uppercase
# The exports wasm-bindgen's script calls as `wasm.<name>(`: its closure callers.
CALLER = re.compile(r"wasm_bindgen_[0-9a-f]+___convert__closures\w*")


class Reader:
    def __init__(self, data, at=0):
        self.data, self.at = data, at

    def byte(self):
        self.at += 1
        return self.data[self.at - 1]

    def uleb(self):
        value = shift = 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                return value

    def name(self):
        n = self.uleb()
        self.at += n
        return self.data[self.at - n:self.at].decode("utf-8")


def uleb(value):
    out = bytearray()
    while True:
        b = value & 0x7F
        value >>= 7
        out.append(b | (0x80 if value else 0))
        if not value:
            return bytes(out)


def name(text):
    raw = text.encode("utf-8")
    return uleb(len(raw)) + raw


def short(i):
    """`a`, `b`, ... `Z`, `ba`, `bb`, ...: a name for the i-th import."""
    out = LETTERS[i % len(LETTERS)]
    i //= len(LETTERS)
    while i:
        out = LETTERS[i % len(LETTERS)] + out
        i //= len(LETTERS)
    return out


def skip_limits(r):
    flags = r.byte()
    r.uleb()
    if flags & 1:
        r.uleb()


def rewrite_imports(body, module, renames):
    r = Reader(body)
    out = bytearray()
    count = r.uleb()
    out += uleb(count)
    for _ in range(count):
        mod, field = r.name(), r.name()
        start = r.at
        kind = r.byte()
        if kind == 0:  # a function: its type
            r.uleb()
        elif kind == 1:  # a table: its element type and limits
            r.byte()
            skip_limits(r)
        elif kind == 2:  # a memory
            skip_limits(r)
        elif kind == 3:  # a global: its type and mutability
            r.byte()
            r.byte()
        elif kind == 4:  # a tag
            r.byte()
            r.uleb()
        else:
            raise SystemExit(f"short_names: an import of unknown kind {kind}")
        desc = body[start:r.at]
        if mod == module:
            new = renames.setdefault(field, short(len(renames)))
            out += name("a") + name(new) + desc
        else:
            out += name(mod) + name(field) + desc
    return bytes(out)


def rewrite_exports(body, renames):
    r = Reader(body)
    out = bytearray()
    count = r.uleb()
    out += uleb(count)
    for _ in range(count):
        field = r.name()
        start = r.at
        r.byte()
        r.uleb()
        if CALLER.fullmatch(field):
            field = renames.setdefault(field, f"c{len(renames)}")
        out += name(field) + body[start:r.at]
    return bytes(out)


def shorten(wasm, js, module):
    """Rewrites the wasm at path `wasm` and the script at path `js` (which imports into it from `module`)."""
    data = wasm.read_bytes()
    if data[:8] != b"\0asm\x01\0\0\0":
        raise SystemExit(f"short_names: {wasm} is not a wasm module")
    imports, exports = {}, {}
    out = bytearray(data[:8])
    r = Reader(data, 8)
    while r.at < len(data):
        section = r.byte()
        size = r.uleb()
        body = data[r.at:r.at + size]
        r.at += size
        if section == 2:
            body = rewrite_imports(body, module, imports)
        elif section == 7:
            body = rewrite_exports(body, exports)
        out += bytes([section]) + uleb(len(body)) + body
    script = js.read_text(encoding="utf-8")
    key = f'"{module}": import0,'
    if script.count(key) != 1:
        raise SystemExit(f"short_names: {js} does not name its module {module} once")
    script = script.replace(key, '"a": import0,')
    for old, new in imports.items():
        # The import object's key: `        __wbg_x_0123: function(`.
        found = re.findall(rf"^(\s+){re.escape(old)}:", script, flags=re.M)
        if len(found) != 1 or len(re.findall(rf"\b{old}\b", script)) != 1:
            raise SystemExit(f"short_names: {js} does not use the import {old} once, as a key")
        script = re.sub(rf"^(\s+){re.escape(old)}:", rf"\g<1>{new}:", script, flags=re.M)
    for old, new in exports.items():
        # Whole names only (one caller's name can begin another's: `..._true_`, `..._true__3`). The script
        # calls each through a function of its own of the same name, renamed with it.
        if not re.search(rf"\bwasm\.{old}\(", script) or re.search(rf"\b{new}\b", script):
            raise SystemExit(f"short_names: {js} does not call the export {old}, or has a {new} already")
        script = re.sub(rf"\b{old}\b", new, script)
    wasm.write_bytes(bytes(out))
    js.write_text(script, encoding="utf-8")
    return len(imports), len(exports)
