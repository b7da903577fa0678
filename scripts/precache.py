#!/usr/bin/env python3
"""Writes the service worker's precache list and version into DIST/sw.js after a release build, and checks
that every built page carries the Content-Security-Policy and runs no inline script its policy would block,
leaving the page blank (only an old address's forward has one, allowed by its hash: scripts/pages.py).
Usage: precache.py DIST   (scripts/build runs it on dist.new)."""
import base64, hashlib, json, os, re, sys

FILES_MARK = '["__SANDTABLE_FILES__"]'
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
    digest = hashlib.sha256()
    for rel in files:
        data = open(os.path.join(dist, rel), "rb").read()
        if rel.endswith(".html"):
            check_page(rel, data.decode("utf-8"))
        digest.update(rel.encode() + b"\0" + hashlib.sha256(data).digest())
    version = digest.hexdigest()[:16]
    sw = open(sw_path, encoding="utf-8").read()
    if FILES_MARK not in sw or VERSION_MARK not in sw:
        fail(f"{sw_path} lacks the placeholders {FILES_MARK} and {VERSION_MARK}")
    sw = sw.replace(FILES_MARK, json.dumps(files)).replace(VERSION_MARK, json.dumps(version))
    open(sw_path, "w", encoding="utf-8").write(sw)
    print(f"precache: {len(files)} files, version {version}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        fail("usage: precache.py DIST")
    main(sys.argv[1])
