#!/usr/bin/env python3
"""Writes the service worker's precache list and version into DIST/sw.js after a release build, and checks
that every built page carries the Content-Security-Policy and runs no inline script its policy would block,
leaving the page blank (only an old address's forward has one, allowed by its hash: scripts/pages.py).
The list is the installed app (DESIGN.md, "The installed app"): every page's HTML from `installed/`, kept at the
page's own address, the folders of the binaries those name (the one for every page, and the dice tray's own), and
every other file but the other pages' own binaries, which only a first visit fetches.
Usage: precache.py DIST   (scripts/build runs it on dist.new)."""
import base64, hashlib, json, os, re, sys

FILES_MARK = '["__SANDTABLE_FILES__"]'
PAGES_MARK = '{"__SANDTABLE_PAGES__": ""}'
PKG = re.compile(r'"\./(pkg/[^/"]+)/')
VERSION_MARK = '"__SANDTABLE_VERSION__"'
CSP = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"')
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S)


def fail(msg):
    print(f"precache: {msg}", file=sys.stderr)
    sys.exit(1)


def check_page(name, html):
    csp = CSP.search(html)
    if not csp:
        fail(f"{name} has no Content-Security-Policy meta (copy the head of index.html)")
    policy = csp.group(1)
    for word in ("'unsafe-inline'", "'unsafe-eval'"):
        if word in policy.replace("'wasm-unsafe-eval'", ""):
            fail(f"{name}: the policy allows {word}")
    first_script = html.find("<script")
    if first_script != -1 and html.index(csp.group(0)) > first_script:
        fail(f"{name}: the policy must come before the first script")
    script_src = next((d.split() for d in policy.split(";") if d.split()[:1] == ["script-src"]), [])
    for attrs, body in SCRIPT.findall(html):
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        if body.strip() and f"'sha256-{digest}'" in script_src:
            continue
        if "src=" not in attrs or body.strip():
            fail(f"{name} has an inline script, which its policy blocks (boot.js starts the wasm: see scripts/build.py)")


def main(dist):
    sw_path = os.path.join(dist, "sw.js")
    files = []
    for root, _, names in os.walk(dist):
        for n in names:
            rel = os.path.relpath(os.path.join(root, n), dist).replace(os.sep, "/")
            if rel != "sw.js":
                files.append(rel)
    files.sort()
    if "index.html" not in files:
        fail(f"{dist}/index.html is missing")
    installed = [f for f in files if f.startswith("installed/")]
    pages = {f.removeprefix("installed/"): f for f in installed}
    if sorted(pages) != sorted(f for f in files if f.endswith(".html") and "/" not in f):
        fail("every page needs its installed HTML in installed/, and only pages have one (scripts/build.py)")
    kept = {m for f in installed for m in PKG.findall(open(os.path.join(dist, f), encoding="utf-8").read())}
    if not any(k.startswith("pkg/all-") for k in kept):
        fail(f"the installed pages should run the installed app (pkg/all-*), not only {sorted(kept) or 'nothing'}")
    cached = [f for f in files if f not in pages and f not in installed
              and (not f.startswith("pkg/") or "/".join(f.split("/")[:2]) in kept)]
    digest = hashlib.sha256()
    for rel in files:
        data = open(os.path.join(dist, rel), "rb").read()
        if rel.endswith(".html"):
            check_page(rel, data.decode("utf-8"))
        digest.update(rel.encode() + b"\0" + hashlib.sha256(data).digest())
    version = digest.hexdigest()[:16]
    sw = open(sw_path, encoding="utf-8").read()
    for mark in (FILES_MARK, PAGES_MARK, VERSION_MARK):
        if mark not in sw:
            fail(f"{sw_path} lacks the placeholder {mark}")
    sw = sw.replace(FILES_MARK, json.dumps(cached)).replace(PAGES_MARK, json.dumps(pages))
    sw = sw.replace(VERSION_MARK, json.dumps(version))
    open(sw_path, "w", encoding="utf-8").write(sw)
    print(f"precache: {len(cached)} files and {len(pages)} pages, version {version}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        fail("usage: precache.py DIST")
    main(sys.argv[1])
