#!/usr/bin/env python3
"""Writes every page's HTML file from one head and the page table below, so the pages cannot drift apart.

Usage: pages.py          write the files
       pages.py --check  exit 1, naming the files, if any committed page differs from what this writes

Each page runs its own wasm binary (see scripts/build); a page's file names its binary (the build puts in the
paths of that binary's script and wasm), its title, its description, the line its static shell shows while the
wasm loads, and its own stylesheet.
"""
import base64
import hashlib
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# file, wasm binary, title (after "Sandtable · "), description, shell line, page stylesheet (or None)
PAGES = [
    ("index.html", "dice", "Dice",
     "Dice, odds, rosters and rules for toy-soldier battles in the sandpit. Works offline.",
     "Setting up the dice", None),
    ("sandarticus.html", "sandarticus", "Sandarticus",
     "Sandarticus helpers: shooting, onagers and ballistas, melee, fallen leaders and moves, with exact odds. "
     "Works offline.",
     "Setting up the Sandarticus helpers", "css/helpers.css"),
    ("jersey-shore.html", "jersey_shore", "Jersey Shore",
     "Jersey Shore helpers: shooting, guns, hand to hand, officers and moves, with exact odds. Works offline.",
     "Setting up the Jersey Shore helpers", "css/helpers.css"),
    ("roman-war.html", "roman_war", "Roman War Rules",
     "Roman War Rules helpers: missiles with survival rolls, artillery, melee, sieges and moves, with exact odds. "
     "Works offline.",
     "Setting up the Roman War helpers", "css/helpers.css"),
    ("ancients.html", "ancients", "Ancients",
     "Ancients helpers: shooting, melee with Advantage, saves and Break Tests, and moves, with exact odds. "
     "Works offline.",
     "Setting up the Ancients helpers", "css/helpers.css"),
    ("armies.html", "armies", "Armies",
     "Build, check, save and share army rosters for toy-soldier battles. Works offline.",
     "Opening your armies", "css/armies.css"),
    ("import.html", "import", "Import",
     "Check an army file or share link and add its armies to your rosters. Works offline.",
     "Opening the import", "css/armies.css"),
    ("backup.html", "backup", "Backup",
     "Back up every army, battle and setting of Sandtable on this phone to one file, and restore it. Works offline.",
     "Opening the backup", "css/armies.css"),
    ("battle.html", "battle", "Battle",
     "Track a toy-soldier battle on one phone: turns, losses, prisoners and walls, with undo. Works offline.",
     "Opening the battle", "css/battle.css"),
    ("rules.html", "rules_page", "Rules",
     "Quick rules reference, house rules and the kit card for four toy-soldier rule systems. Works offline.",
     "Opening the rules", "css/rules.css"),
]
# The battle in play has a page per system, all running the one tracker binary, which fetches only its own
# system's panels (DESIGN.md, "The battle pages").
PAGES += [
    (f"battle-{key}.html", "battle_tracker", f"Battle \u00b7 {name}",
     f"Track a {name} battle on one phone: turns, losses, prisoners and walls, with undo. Works offline.",
     "Opening the battle", "css/battle.css")
    for key, name in [("sandarticus", "Sandarticus"), ("jersey-shore", "Jersey Shore"),
                      ("roman-war", "Roman War Rules"), ("ancients", "Ancients")]
]

# Old addresses that now lead on to another page: (file, the page it is a copy of). Each is that page with
# scripts/forward.js first in its head, allowed by its hash; the script picks the page from the player's saved
# settings and, when it is the copied page, only renames the address, so the page is drawn with no second load
# (as a forward alone, it cost two page loads: Lighthouse 2.04 s to interactive against the page's 1.94 s).
FORWARDS = [
    ("sandy-hook.html", "sandarticus.html"),
]

# Nothing leaves the device and no inline code runs (but the forwarding pages' own script, allowed by its hash):
# the wasm loads through boot.js (see scripts/build.py).
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; "
       "connect-src 'self'; font-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; "
       "base-uri 'self'; form-action 'self'")
TEMPLATE = """<!doctype html>
<html lang="en" data-theme="sunlight">
<head>
  <meta charset="utf-8">
  <!-- Written by scripts/pages.py from one template: edit the table there, not this file. -->
  <meta http-equiv="Content-Security-Policy" content="{csp}">
  <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
  <title>{title}</title>
  <meta name="description" content="{description}">
  <meta name="theme-color" content="#ffffff">
  <link rel="manifest" href="manifest.webmanifest">
  <link rel="icon" href="icons/icon.svg" type="image/svg+xml">
  <link rel="apple-touch-icon" href="icons/apple-touch-icon.png">
  <link rel="stylesheet" href="styles.css">
{page_css}  <script type="module" src="boot.js" data-bin="{bin}"></script>
</head>
<body>
  <!-- Painted before the wasm arrives; the app removes it once mounted. -->
  <div id="shell" aria-busy="true">
    <header class="top"><h1>Sandtable</h1></header>
    <main><p class="shell-note">{note}&hellip;</p></main>
  </div>
  <noscript><p class="shell-note">Sandtable needs JavaScript and WebAssembly switched on.</p></noscript>
</body>
</html>
"""


def render_forward(copied):
    """The copied page with the forward first in its head. The hash is of the script element's whole text, the
    line breaks around the code included."""
    script = "\n" + (ROOT / "scripts" / "forward.js").read_text(encoding="utf-8").strip() + "\n  "
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    page = render(*next(rest for file, *rest in PAGES if file == copied))
    policy = CSP.replace("script-src 'self'", f"script-src 'self' 'sha256-{digest}'")
    head = f'content="{CSP}">\n'
    forward = f'content="{policy}">\n  <script data-here="{copied}">{script}</script>\n'
    return page.replace(head, forward, 1)


def render(bin_name, title, description, note, css):
    page_css = f'  <link rel="stylesheet" href="{css}">\n' if css else ""
    return TEMPLATE.format(csp=CSP, title=f"Sandtable \u00b7 {title}", description=description, page_css=page_css,
                           bin=bin_name, note=note)


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    pages = [(file, render(*rest)) for file, *rest in PAGES]
    pages += [(file, render_forward(*rest)) for file, *rest in FORWARDS]
    for file, want in pages:
        path = ROOT / file
        have = path.read_text(encoding="utf-8") if path.exists() else None
        if have != want:
            if check:
                stale.append(file)
            else:
                path.write_text(want, encoding="utf-8")
    # Every page of the table exists, and no page exists that the table does not list.
    listed = {p[0] for p in PAGES + FORWARDS}
    strays = sorted(p.name for p in ROOT.glob("*.html") if p.name not in listed)
    if stale or strays:
        for f in stale:
            print(f"pages: {f} differs from scripts/pages.py's template; run python3 scripts/pages.py")
        for f in strays:
            print(f"pages: {f} is not in scripts/pages.py's page table")
        sys.exit(1)
    print(f"pages: {len(pages)} pages {'match' if check else 'written from'} the template")


if __name__ == "__main__":
    main()
