//! The `?bench` probe: on a page opened with `?bench` in its address, times that page's heaviest computation
//! in wasm and leaves the milliseconds on `<html data-bench-ms>` for `scripts/perf.mjs`. A normal visit only
//! reads the address.

/// Whether the page was opened with `?bench`.
pub fn asked() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.starts_with("?bench"))
}

/// Times `work`, which does `pieces` pieces of work (say, one search per keystroke), when the page was opened
/// with `?bench`; the figure left is the mean per piece over 20 runs.
pub fn probe(pieces: u32, work: impl Fn()) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if !asked() {
        return;
    }
    let Some(perf) = window.performance() else {
        return;
    };
    const RUNS: u32 = 20;
    let start = perf.now();
    for _ in 0..RUNS {
        work();
    }
    let ms = (perf.now() - start) / f64::from(RUNS * pieces.max(1));
    if let Some(root) = window.document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-bench-ms", &rules::text::fixed(ms, 3));
    }
}
