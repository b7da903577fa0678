//! The rules crate's architecture invariants (DESIGN.md, "Architecture invariants"), checked on its sources:
//! a module imports only from its own layer or the layers below, the rule systems never import one another,
//! and no two files import each other, however indirectly.
//!
//! Imports are read the way `../shared/tools/import_cycles.py` reads them: `use crate::…`, `use super::…`,
//! `use self::…` and `crate::a::b` paths in code, each resolved to the deepest module file that exists. Test code
//! is left out: files named `tests.rs`, modules declared under `#[cfg(test)]` (such as a testkit), and
//! everything after a file's first `#[cfg(test)]`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers of the rules crate, lowest first, each with its top-level modules. A module may import from its
/// own layer and the layers below it, never from a layer above. Every top-level module must be listed here.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "foundation",
        &[
            "error",
            "decimal",
            "text",
            "table",
            "rule",
            "measure",
            "input",
            "json",
            "finding",
            "dice",
            "odds",
            "mechanism",
            "setting",
            "procedure",
            "tray",
        ],
    ),
    ("framework", &["sandy_hook"]),
    (
        "systems",
        &["sandarticus", "jersey_shore", "roman_war", "ancients"],
    ),
    ("gathering", &["house_rules"]),
    ("catalogues", &["roster", "reference"]),
    ("battle", &["battle"]),
    ("storage", &["saved"]),
];

/// The layer whose modules must not import one another: a rule system reads only the shared framework below it.
const APART: &str = "systems";

/// A module's path inside the crate, such as `["sandarticus", "shooting"]`; empty for the crate root.
type Module = Vec<String>;

struct Source {
    /// The file, relative to the crate's `src`, for messages.
    file: String,
    /// The file's code before its first `#[cfg(test)]`.
    code: String,
}

/// The crate's module files, by module path; test-only files are left out.
fn modules(files: &[(String, String)]) -> BTreeMap<Module, Source> {
    let mut out = BTreeMap::new();
    for (file, text) in files {
        let Some(stem) = file.strip_suffix(".rs") else {
            continue;
        };
        let mut path: Module = stem.split('/').map(str::to_string).collect();
        let last = path.last().cloned().unwrap_or_default();
        if matches!(last.as_str(), "mod" | "lib" | "main") {
            path.pop();
        }
        if path.first().is_some_and(|p| p == "bin")
            || last == "tests"
            || path.iter().any(|p| p == "tests")
        {
            continue;
        }
        let code = match text.find("#[cfg(test)]") {
            Some(cut) => text[..cut].to_string(),
            None => text.clone(),
        };
        out.insert(
            path,
            Source {
                file: file.clone(),
                code,
            },
        );
    }
    // A module declared under `#[cfg(test)]` in its parent is test code too (the parent's code was cut at the
    // attribute, so the declaration is no longer in it).
    let declared: BTreeSet<Module> = files
        .iter()
        .filter_map(|(file, text)| {
            let stem = file.strip_suffix(".rs")?;
            let mut parent: Module = stem.split('/').map(str::to_string).collect();
            if matches!(parent.last().map(String::as_str), Some("mod" | "lib")) {
                parent.pop();
            } else {
                return None;
            }
            Some(test_only_children(text).into_iter().map(move |child| {
                let mut m = parent.clone();
                m.push(child);
                m
            }))
        })
        .flatten()
        .collect();
    out.retain(|m, _| !declared.contains(m));
    out
}

/// Names of submodules declared right after a `#[cfg(test)]` attribute: `#[cfg(test)] pub(crate) mod testkit;`.
fn test_only_children(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("#[cfg(test)]") {
        let rest = text[i + "#[cfg(test)]".len()..].trim_start();
        let rest = rest.strip_prefix("pub(crate)").unwrap_or(rest).trim_start();
        let rest = rest.strip_prefix("pub").unwrap_or(rest).trim_start();
        if let Some(decl) = rest.strip_prefix("mod ") {
            let name: String = decl
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if decl[name.len()..].trim_start().starts_with(';') {
                out.push(name);
            }
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The body of every `use …;` in the code.
fn use_trees(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("use") {
        let before = code[..i].chars().next_back();
        let after = code[i + 3..].chars().next();
        if before.is_some_and(is_ident) || !after.is_some_and(char::is_whitespace) {
            continue;
        }
        if let Some(end) = code[i..].find(';') {
            out.push(code[i + 3..i + end].trim().to_string());
        }
    }
    out
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find("::{") else {
        return vec![tree.to_string()];
    };
    if !tree.ends_with('}') {
        return vec![tree.to_string()];
    }
    let head = &tree[..open];
    let body = &tree[open + 3..tree.len() - 1];
    let (mut depth, mut item, mut out) = (0, String::new(), Vec::new());
    let mut items = Vec::new();
    for ch in body.chars() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if ch == ',' && depth == 0 {
            items.push(std::mem::take(&mut item));
        } else {
            item.push(ch);
        }
    }
    items.push(item);
    for it in items {
        let it = it.trim();
        if !it.is_empty() {
            out.extend(expand(&format!("{head}::{it}")));
        }
    }
    out
}

/// Every `crate::a::b` path written in the code, outside `use` or in it.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        if code[..i].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        let mut end = i + "crate".len();
        while code[end..].starts_with("::") {
            let seg: String = code[end + 2..]
                .chars()
                .take_while(|c| is_ident(*c))
                .collect();
            if seg.is_empty() {
                break;
            }
            end += 2 + seg.len();
        }
        if end > i + "crate".len() {
            out.push(code[i..end].to_string());
        }
    }
    out
}

/// The deepest module file a path names, starting from `base`.
fn resolve(mods: &BTreeMap<Module, Source>, base: &[String], rest: &[String]) -> Option<Module> {
    (0..=rest.len()).rev().find_map(|n| {
        let mut key = base.to_vec();
        key.extend_from_slice(&rest[..n]);
        mods.contains_key(&key).then_some(key)
    })
}

/// Every import of one module file by another: (importer, imported, the first path written for it).
fn imports(mods: &BTreeMap<Module, Source>) -> Vec<(Module, Module, String)> {
    let mut out: Vec<(Module, Module, String)> = Vec::new();
    for (here, src) in mods {
        let parent = &here[..here.len().saturating_sub(1)];
        let mut targets: Vec<String> = use_trees(&src.code)
            .iter()
            .flat_map(|t| expand(t))
            .collect();
        targets.extend(crate_paths(&src.code));
        for t in targets {
            let parts: Vec<String> = t
                .split("::")
                .map(|p| match p.trim().split_once(" as ") {
                    Some((name, _)) => name.trim().to_string(),
                    None => p.trim().to_string(),
                })
                .filter(|p| !p.is_empty())
                .collect();
            let Some(first) = parts.first() else {
                continue;
            };
            let (base, rest): (Vec<String>, &[String]) = match first.as_str() {
                "crate" => (Vec::new(), &parts[1..]),
                "super" => {
                    let mut base = parent.to_vec();
                    let mut rest = &parts[1..];
                    while rest.first().is_some_and(|p| p == "super") {
                        base.pop();
                        rest = &rest[1..];
                    }
                    (base, rest)
                }
                "self" => (here.clone(), &parts[1..]),
                _ => continue,
            };
            if let Some(target) = resolve(mods, &base, rest)
                && &target != here
                && !target.is_empty()
                && !out.iter().any(|(f, to, _)| f == here && *to == target)
            {
                out.push((here.clone(), target, t.clone()));
            }
        }
    }
    out
}

/// Groups of two or more module files that import each other, directly or not (Tarjan's algorithm).
fn cycles(mods: &BTreeMap<Module, Source>, edges: &[(Module, Module, String)]) -> Vec<Vec<String>> {
    let names: Vec<&Module> = mods.keys().collect();
    let index_of: BTreeMap<&Module, usize> =
        names.iter().enumerate().map(|(i, m)| (*m, i)).collect();
    let mut next: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); names.len()];
    for (from, to, _) in edges {
        next[index_of[from]].insert(index_of[to]);
    }
    struct Tarjan<'a> {
        next: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        counter: usize,
        groups: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.counter);
            self.low[v] = self.counter;
            self.counter += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for &w in self.next[v].iter() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    group.push(w);
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    self.groups.push(group);
                }
            }
        }
    }
    let n = names.len();
    let mut t = Tarjan {
        next: &next,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        counter: 0,
        groups: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            t.visit(v);
        }
    }
    t.groups
        .into_iter()
        .map(|g| {
            let mut files: Vec<String> =
                g.into_iter().map(|i| mods[names[i]].file.clone()).collect();
            files.sort();
            files
        })
        .collect()
}

/// Every breach of the invariants, one line each, naming the file and the import.
fn problems(files: &[(String, String)]) -> Vec<String> {
    let layer_of = |top: &str| LAYERS.iter().position(|(_, ms)| ms.contains(&top));
    let mods = modules(files);
    let mut out = Vec::new();
    let tops: BTreeSet<&String> = mods.keys().filter_map(|m| m.first()).collect();
    for top in tops {
        if layer_of(top).is_none() {
            out.push(format!(
                "module `{top}` is in no layer: add it to LAYERS in rules/tests/layering.rs and to DESIGN.md"
            ));
        }
    }
    let edges = imports(&mods);
    for (from, to, written) in &edges {
        let (a, b) = (&from[0], &to[0]);
        if a == b {
            continue;
        }
        let (Some(la), Some(lb)) = (layer_of(a), layer_of(b)) else {
            continue;
        };
        let file = &mods[from].file;
        if lb > la {
            out.push(format!(
                "src/{file} imports {written}: `{a}` ({}) may not import `{b}` ({}), a higher layer",
                LAYERS[la].0, LAYERS[lb].0
            ));
        } else if la == lb && LAYERS[la].0 == APART {
            out.push(format!(
                "src/{file} imports {written}: the rule system `{a}` may not import another system, `{b}`"
            ));
        }
    }
    for group in cycles(&mods, &edges) {
        out.push(format!("import cycle: {}", group.join(", ")));
    }
    out
}

/// Every `.rs` file under `dir`, as (path relative to `root` with `/`, text).
fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("the rules sources are readable")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            read_tree(root, &p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let rel = p.strip_prefix(root).expect("under the root");
            let rel = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>();
            out.push((
                rel.join("/"),
                std::fs::read_to_string(&p).expect("a source file reads"),
            ));
        }
    }
}

#[test]
fn rules_crate_keeps_its_layers_and_has_no_import_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_tree(&src, &src, &mut files);
    assert!(files.len() > 50, "the source scan found too few files");
    let found = problems(&files);
    assert!(
        found.is_empty(),
        "architecture invariants broken:\n{}",
        found.join("\n")
    );
}

fn file(path: &str, text: &str) -> (String, String) {
    (path.to_string(), text.to_string())
}

/// The checker itself: an upward import, an import between systems and a cycle are each reported.
#[test]
fn breaches_are_reported() {
    let files = [
        file(
            "lib.rs",
            "pub mod dice;\npub mod house_rules;\npub mod sandarticus;\npub mod roman_war;\n",
        ),
        file("dice.rs", "use crate::house_rules::HouseRules;\n"),
        file("house_rules.rs", "use crate::{dice, sandarticus::House};\n"),
        file("sandarticus/mod.rs", "pub mod melee;\npub mod troops;\n"),
        file(
            "sandarticus/melee.rs",
            "use super::troops::Troop;\nfn f() { crate::roman_war::x(); }\n",
        ),
        file(
            "sandarticus/troops.rs",
            "use super::{melee::Round, House};\n#[cfg(test)]\nmod t { use crate::house_rules::X; }\n",
        ),
        file(
            "roman_war/mod.rs",
            "#[cfg(test)]\npub(crate) mod testkit;\n",
        ),
        file(
            "roman_war/testkit.rs",
            "use crate::house_rules::HouseRules;\n",
        ),
        file(
            "roman_war/tests.rs",
            "use crate::house_rules::HouseRules;\n",
        ),
    ];
    let found = problems(&files);
    let expect = [
        "src/dice.rs imports crate::house_rules::HouseRules: `dice` (foundation) may not import `house_rules` (gathering), a higher layer",
        "src/sandarticus/melee.rs imports crate::roman_war::x: the rule system `sandarticus` may not import another system, `roman_war`",
        "import cycle: dice.rs, house_rules.rs",
        "import cycle: sandarticus/melee.rs, sandarticus/troops.rs",
    ];
    for e in expect {
        assert!(found.iter().any(|f| f == e), "missing {e:?} in {found:#?}");
    }
    assert_eq!(
        found.len(),
        expect.len(),
        "nothing else: test code is left out\n{found:#?}"
    );
}

/// A top-level module nobody placed in a layer is reported, so the table cannot fall behind the code.
#[test]
fn unplaced_modules_are_reported() {
    let found = problems(&[file("lib.rs", "pub mod weather;\n"), file("weather.rs", "")]);
    assert_eq!(
        found,
        [
            "module `weather` is in no layer: add it to LAYERS in rules/tests/layering.rs and to DESIGN.md"
        ]
    );
}
