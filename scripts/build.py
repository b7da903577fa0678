#!/usr/bin/env python3
"""Builds the release app into DIST (scripts/build runs it, with the compiler's environment set).

Every page (each *.html beside this repository's README that names a binary, `data-bin`) runs its own wasm
binary, so a phone downloads only the code of the page it opens. For each page:
  1. cargo builds its binary (all the erased pages in one run, the plain pages in another: see PLAIN);
  2. wasm-split cuts out the parts of the page fetched after it (`app::later::part!`), each into a chunk of its
     own, with the small script that fetches them (`__wasm_split.js`); a page with no parts stays whole;
  3. wasm-bindgen writes the page's script, the names joining it to the wasm are made short (short_names.py),
     and wasm-opt shrinks the page's wasm and each chunk;
  4. the page's files go into a folder of their own, `pkg/<binary>-<hash>/` (the hash of what is in it, so a new
     build never meets an old copy in a cache), and its HTML names them: the boot script's data attributes, and
     preloads for the script, the script it imports and the wasm, each with its integrity hash.
Then the installed app (DESIGN.md, "The installed app"): the binary `all`, every page at once and no part split
out, goes into its own folder the same way, and each page gets a second HTML, `installed/<page>`, naming it; the
service worker keeps these instead of every page's own files, so the shared code is kept once. Last, public/ is
copied to the top of DIST and scripts/precache.py writes the service worker's file list.

Usage: build.py DIST
"""
import base64
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys

import short_names

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGET = "wasm32-unknown-unknown"
# Pages with too few views for Leptos's erased views to pay for themselves (DESIGN.md, "Views compiled once"),
# built without `--cfg erase_components` in a target folder of their own, and with no parts to split.
PLAIN = {"dice", "import", "backup"}
# After -Oz: the wasm features the build's Rust emits, then -Os once more, which left each page's wasm a little
# smaller after brotli. --low-memory-unused lets wasm-opt fold small constant offsets into loads and stores:
# Rust puts its 1 MB stack first and its data after it, so nothing lives in the lowest 1 KB.
WASM_OPT = ["-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext",
            "--enable-mutable-globals", "--enable-reference-types", "--enable-multivalue", "--low-memory-unused",
            "-Os"]
# The installed app's binary: every page in one (app/src/bin/all.rs), kept by the service worker.
INSTALLED = "all"
# Pages that keep their own binary in the installed app too: the dice tray, the page a phone opens first and
# most, whose repeat load then compiles its own small wasm rather than the whole app's (169 to 196 ms against
# 424 ms to interactive with 4x CPU throttling, scripts/perf.mjs), for 82 KB more in the whole app.
OWN_WHEN_INSTALLED = {"dice"}
MARK = re.compile(r'<script type="module" src="boot.js" data-bin="(\w+)"></script>')


def say(msg):
    print(f"build: {msg}", flush=True)


def run(*cmd, env=None):
    subprocess.run([str(c) for c in cmd], check=True, env=env)


def cargo(bins, target_dir, rustflags):
    env = dict(os.environ, RUSTFLAGS=rustflags, CARGO_TARGET_DIR=str(target_dir))
    args = ["cargo", "build", "--release", "--target", TARGET, "-p", "app"]
    for b in sorted(bins):
        args += ["--bin", b]
    run(*args, env=env)


def integrity(data):
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


def assemble(bin_name, wasm, split, work, dist):
    """Turns one binary's wasm into the page's folder in DIST; returns (folder, script, wasm) as paths in DIST."""
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    main = wasm
    if split:
        run("wasm-split-cli", wasm, work / "split", "--out-name", bin_name)
        main = work / "split" / f"{bin_name}.wasm"
    bindgen = ["wasm-bindgen", "--target", "web", "--no-typescript", "--out-dir", work / "bg"]
    if split:
        # The chunks import the page's table of functions and its memory, which only the linker exports.
        bindgen.append("--keep-lld-exports")
    run(*bindgen, main)
    short_names.shorten(work / "bg" / f"{bin_name}_bg.wasm", work / "bg" / f"{bin_name}.js", f"./{bin_name}_bg.js")
    out = work / "out"
    out.mkdir()
    script = (work / "bg" / f"{bin_name}.js").read_text(encoding="utf-8")
    (out / f"{bin_name}.js").write_text(script, encoding="utf-8")
    run("wasm-opt", *WASM_OPT, work / "bg" / f"{bin_name}_bg.wasm", "-o", out / f"{bin_name}_bg.wasm")
    if split and "./__wasm_split.js" in script:
        shutil.copy(work / "split" / "__wasm_split.js", out)
        for chunk in sorted((work / "split").glob("*.wasm")):
            if chunk.name != f"{bin_name}.wasm":
                run("wasm-opt", *WASM_OPT, chunk, "-o", out / chunk.name)
    digest = hashlib.sha256()
    for f in sorted(out.iterdir()):
        digest.update(f.name.encode() + b"\0" + f.read_bytes())
    folder = f"pkg/{bin_name}-{digest.hexdigest()[:16]}"
    shutil.copytree(out, dist / folder)
    return folder


def page_html(html, page_bin, folder, bin_name, dist):
    """The page's HTML running `bin_name` from `folder`: the page's own binary, or `all`, which reads the page's
    binary from `data-bin` to know which page to draw."""
    js = f"{folder}/{bin_name}.js"
    wasm = f"{folder}/{bin_name}_bg.wasm"
    tags = [f'<script type="module" src="boot.js" data-bin="{page_bin}" data-js="./{js}" data-wasm="./{wasm}">'
            '</script>']
    scripts = [js] + ([f"{folder}/__wasm_split.js"] if (dist / folder / "__wasm_split.js").exists() else [])
    for s in scripts:
        tags.append(f'<link rel="modulepreload" href="./{s}" crossorigin="anonymous" '
                    f'integrity="{integrity((dist / s).read_bytes())}">')
    tags.append(f'<link rel="preload" href="./{wasm}" crossorigin="anonymous" '
                f'integrity="{integrity((dist / wasm).read_bytes())}" as="fetch" type="application/wasm">')
    return MARK.sub(lambda _: "\n  ".join(tags), html, count=1)


def tool_version(tool):
    """What `tool --version` prints, or "" when the tool is not installed (a fresh machine, before setup)."""
    try:
        return subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.strip()
    except FileNotFoundError:
        return ""


def check_tools():
    """The tools must be the pinned ones (scripts/setup installs them): Debian's older wasm-opt builds a wasm
    that fails only in the browser, and wasm-bindgen must match the crate in Cargo.lock."""
    binaryen = re.search(r"BINARYEN_VERSION=(\d+)", (ROOT / "scripts" / "versions.env").read_text()).group(1)
    have = tool_version("wasm-opt")
    if f"version {binaryen}" not in have:
        sys.exit(f"build: wasm-opt is {have.strip() or 'missing'}, not binaryen {binaryen} (bash scripts/setup)")
    lock = (ROOT / "Cargo.lock").read_text()
    want = re.search(r'name = "wasm-bindgen"\nversion = "([^"]+)"', lock).group(1)
    have = tool_version("wasm-bindgen")
    if have != f"wasm-bindgen {want}":
        sys.exit(f"build: wasm-bindgen is {have or 'missing'}, not {want} as in Cargo.lock (bash scripts/setup)")


def main(dist):
    dist = pathlib.Path(dist)
    check_tools()
    pages = {}
    for html in sorted(ROOT.glob("*.html")):
        m = MARK.search(html.read_text(encoding="utf-8"))
        if m:
            pages[html.name] = m.group(1)
    if not pages:
        sys.exit("build: no page names a binary (data-bin)")
    flags = os.environ.get("RUSTFLAGS", "")
    erased = {b for b in pages.values() if b not in PLAIN}
    plain = {b for b in pages.values() if b in PLAIN}
    # --emit-relocs keeps the linker's relocations in the wasm, which wasm-split reads to move code into
    # chunks; `sandtable_split` makes each `part!` a split point (without it a part is simply there).
    say(f"compiling {len(erased)} pages with erased views and split parts")
    cargo(erased, ROOT / "target", f"{flags} --cfg erase_components --cfg sandtable_split -Clink-args=--emit-relocs")
    say(f"compiling {len(plain)} plain pages")
    cargo(plain, ROOT / "target" / "plain", flags)
    say("compiling the installed app (every page in one binary)")
    cargo([INSTALLED], ROOT / "target" / INSTALLED, f"{flags} --cfg erase_components")
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    folders = {}
    for name, bin_name in pages.items():
        split = bin_name not in PLAIN
        target = ROOT / "target" / ("plain" if not split else "") / TARGET / "release" / f"{bin_name}.wasm"
        # An old address is a copy of the page it replaced (scripts/pages.py, FORWARDS): the same files.
        if bin_name not in folders:
            folders[bin_name] = assemble(bin_name, target, split, ROOT / "target" / "pages" / bin_name, dist)
        folder = folders[bin_name]
        text = (ROOT / name).read_text(encoding="utf-8")
        (dist / name).write_text(page_html(text, bin_name, folder, bin_name, dist), encoding="utf-8")
        chunks = len(list((dist / folder).glob("*.wasm"))) - 1
        say(f"{name}: {folder}" + (f", {chunks} chunks fetched after the page" if chunks else ""))
    wasm = ROOT / "target" / INSTALLED / TARGET / "release" / f"{INSTALLED}.wasm"
    folder = assemble(INSTALLED, wasm, False, ROOT / "target" / "pages" / INSTALLED, dist)
    (dist / "installed").mkdir()
    for name, bin_name in pages.items():
        text = (ROOT / name).read_text(encoding="utf-8")
        # Written with the top level's paths: the service worker serves it at the page's own address.
        runs = (folders[bin_name], bin_name) if bin_name in OWN_WHEN_INSTALLED else (folder, INSTALLED)
        (dist / "installed" / name).write_text(page_html(text, bin_name, *runs, dist), encoding="utf-8")
    say(f"installed app: {folder}, for {len(pages)} pages")
    strays = sorted(html.name for html in ROOT.glob("*.html") if html.name not in pages)
    if strays:
        sys.exit(f"build: {', '.join(strays)} name no binary (data-bin); every page is written by scripts/pages.py")
    shutil.copytree(ROOT / "public", dist, dirs_exist_ok=True)
    run(sys.executable, ROOT / "scripts" / "precache.py", dist)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: build.py DIST")
    main(sys.argv[1])
