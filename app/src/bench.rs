//! The `?bench` probe: on a page opened with `?bench` in its address, times that page's heaviest exact
//! computation in wasm and leaves the milliseconds per run on `<html data-bench-odds>` for `scripts/perf.mjs`.
//! A normal visit only reads the address.

/// Times `work` (the mean of 20 runs) when the page was opened with `?bench`.
pub fn probe(work: impl Fn()) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if !window
        .location()
        .search()
        .unwrap_or_default()
        .starts_with("?bench")
    {
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
    let ms = (perf.now() - start) / RUNS as f64;
    if let Some(root) = window.document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-bench-odds", &crate::format::fixed(ms, 3));
    }
}
