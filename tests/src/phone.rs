//! Stand-ins for what a phone's browser offers and headless Chromium on Linux does not (or not the same way):
//! the share sheet, the storage manager's answer to "keep this data", files opened with the app, the
//! clipboard. Each is installed before the page's own scripts run, in every page the tab opens from then on,
//! and records what the app asked of it in `window.__phone`, which a test reads back.

use serde_json::{Value, json};

use crate::Session;

/// How the stand-in share sheet answers.
#[derive(Clone, Copy, Debug)]
pub enum Sheet {
    /// The player picks an app: the promise resolves.
    Shares,
    /// The player closes the sheet: the promise rejects with `AbortError`.
    Cancelled,
    /// The browser refuses (no tap to go with it, say): the promise rejects with `NotAllowedError`.
    Fails,
}

/// The record every stand-in writes to, created once per page.
const RECORD: &str =
    "window.__phone = window.__phone || { shared: [], asked: 0, copied: [], files: [] };";

impl Session {
    /// Runs `js` in every page this tab opens from now on, before the page's own scripts.
    pub async fn before_each_page(&self, js: &str) {
        self.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": format!("{RECORD}\n{js}") }),
        )
        .await;
    }

    /// A share sheet (`navigator.share`, and `navigator.canShare` taking files) that records what it was given:
    /// title, address, and each file's name, type and text.
    pub async fn fake_share_sheet(&self, answer: Sheet) {
        let settle = match answer {
            Sheet::Shares => "Promise.resolve()",
            Sheet::Cancelled => "Promise.reject(new DOMException('closed', 'AbortError'))",
            Sheet::Fails => "Promise.reject(new DOMException('no tap', 'NotAllowedError'))",
        };
        self.before_each_page(&format!(
            "navigator.canShare = (d) => !!d && Array.isArray(d.files) && d.files.every((f) => f instanceof File);
             navigator.share = (d) => {{
               const files = (d.files || []).map((f) => ({{ name: f.name, type: f.type, text: null }}));
               const entry = {{ title: d.title || null, url: d.url || null, files }};
               window.__phone.shared.push(entry);
               (d.files || []).forEach((f, i) => f.text().then((t) => {{ files[i].text = t; }}));
               return {settle};
             }};"
        ))
        .await;
    }

    /// No share sheet at all, as on most desktop browsers: `navigator.share` and `navigator.canShare` absent.
    pub async fn no_share_sheet(&self) {
        self.before_each_page(
            "delete Navigator.prototype.share; delete Navigator.prototype.canShare;
             delete navigator.share; delete navigator.canShare;",
        )
        .await;
    }

    /// A clipboard that records what was copied.
    pub async fn fake_clipboard(&self) {
        self.before_each_page(
            "Object.defineProperty(navigator, 'clipboard', { value: {
               writeText: (t) => { window.__phone.copied.push(t); return Promise.resolve(); } } });",
        )
        .await;
    }

    /// The storage manager's answer to `persist()` (`granted`), remembered for the tab as a browser remembers
    /// it, so `persisted()` says so after a reload. `window.__phone.asked` counts the requests on this page.
    pub async fn fake_storage_manager(&self, granted: bool) {
        self.before_each_page(&format!(
            "const m = navigator.storage;
             m.persisted = () => Promise.resolve(sessionStorage.getItem('kept') === 'yes');
             m.persist = () => {{
               window.__phone.asked += 1;
               if ({granted}) sessionStorage.setItem('kept', 'yes');
               return Promise.resolve({granted});
             }};"
        ))
        .await;
    }

    /// A browser with no storage manager (`navigator.storage` missing).
    pub async fn no_storage_manager(&self) {
        self.before_each_page("Object.defineProperty(navigator, 'storage', { value: undefined });")
            .await;
    }

    /// Files "opened with" the app: `window.launchQueue` hands each page the files in `sessionStorage`'s
    /// `launch` (a list of `[name, text]`), as the browser does for an installed app registered for them.
    /// (Chromium has a `launchQueue` of its own, which only an installed app's launch fills.)
    pub async fn fake_launch_queue(&self) {
        self.before_each_page(
            "Object.defineProperty(window, 'launchQueue', { configurable: true, value: { setConsumer(consume) {
               const files = JSON.parse(sessionStorage.getItem('launch') || '[]');
               sessionStorage.removeItem('launch');
               if (files.length === 0) return;
               consume({ files: files.map(([name, text]) => ({
                 kind: 'file', name, getFile: () => Promise.resolve(new File([text], name, { type: 'application/json' })) })) });
             } } });",
        )
        .await;
    }

    /// Catches every file the app offers as a download (its Blob, before the browser saves it).
    pub async fn catch_downloads(&self) {
        self.before_each_page(
            "const make = URL.createObjectURL.bind(URL);
             URL.createObjectURL = (b) => { b.text().then((t) => window.__phone.files.push(t)); return make(b); };",
        )
        .await;
    }

    /// What the stand-ins recorded on this page.
    pub async fn phone_record(&self) -> Value {
        self.eval("return window.__phone;").await
    }

    /// Waits until the record's list `what` ("shared", "files", "copied") holds `n` entries, and returns it.
    /// For shared files, also waits until their text has been read.
    pub async fn wait_recorded(&self, what: &str, n: usize) -> Vec<Value> {
        let js = format!(
            "const l = window.__phone.{what}; return l.length >= {n} && \
             l.every((e) => !e.files || e.files.every((f) => f.text !== null));"
        );
        self.poll(&js, &format!("{n} entries in {what}"), 10).await;
        match &self.phone_record().await[what] {
            Value::Array(items) => items.clone(),
            other => panic!("no list {what}: {other}"),
        }
    }
}

/// Creates a Sandarticus army named `name` on the armies page and leaves it open, once its first save (after
/// the save delay) has been made: the save the stand-ins above are asked about.
pub async fn create_saved_army(s: &Session, name: &str) {
    s.click("[data-testid=system-sandarticus]").await;
    s.type_into("#new-name", name).await;
    s.click("[data-testid=create]").await;
    s.wait_for("#army-name").await;
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
}
