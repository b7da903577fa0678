//! The harness for end-to-end tests: serves the release build from `dist/` on 127.0.0.1, starts chromedriver,
//! and opens a fresh headless Chromium at a phone's width. Everything shuts down when the `Session` drops,
//! even when a step fails, so no browser is left behind.

pub mod armies;
pub mod battle;
pub mod dice;
pub mod helpers;
pub mod imports;
pub mod phone;
pub mod sandy_hook;
pub mod ux;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub use fantoccini::{Client, Locator, elements::Element, wd::WindowHandle};
use serde_json::json;

/// The phone width the tests look at, in CSS pixels.
pub const PHONE_WIDTH: u32 = 360;

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ sits in the repo")
        .to_path_buf()
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn wait_for_port(port: u16, what: &str) {
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what} did not start on port {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A static server for a folder, killed on drop.
pub struct Server {
    child: Child,
    pub port: u16,
}

impl Server {
    /// Serves `dir` (normally the release build in `dist/`).
    pub fn start(dir: &Path) -> Server {
        assert!(
            dir.join("index.html").exists(),
            "{} has no index.html: build the release app first (trunk build --release)",
            dir.display()
        );
        let port = free_port();
        let child = Command::new("python3")
            .arg(repo_root().join("scripts/static-server.py"))
            .arg(dir)
            .arg(port.to_string())
            .stdout(Stdio::null())
            .spawn()
            .expect("python3 runs the static server");
        wait_for_port(port, "the static server");
        Server { child, port }
    }

    pub fn url(&self, path: &str) -> String {
        format!(
            "http://127.0.0.1:{}/{}",
            self.port,
            path.trim_start_matches('/')
        )
    }

    /// Stops serving (to test offline use); the port stays unanswered.
    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A browser session against a served build.
pub struct Session {
    pub client: Client,
    pub server: Server,
    driver: Child,
    profile: PathBuf,
}

/// The release build under test: `dist/`, or the folder in `SANDTABLE_DIST`.
pub fn dist() -> PathBuf {
    std::env::var_os("SANDTABLE_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("dist"))
}

/// Copies a build folder, so a test can change its copy (publish "build B") and serve it.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a temp folder");
    for entry in std::fs::read_dir(from).expect("the build folder").flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("a copy");
        }
    }
}

/// Turns the build in `dir` into "build B": a new service-worker version, and `page` marked
/// `data-build="b"` so a test can tell which build it is looking at.
pub fn publish_build_b(dir: &Path, page: &str) {
    let sw = dir.join("sw.js");
    let text = std::fs::read_to_string(&sw).expect("sw.js");
    let at = text
        .find("const VERSION = \"")
        .expect("sw.js names its version")
        + 17;
    std::fs::write(&sw, format!("{}b-{}", &text[..at], &text[at..])).expect("sw.js written");
    // The page as a first visit gets it, and as the service worker keeps it (its installed HTML).
    for path in [dir.join(page), dir.join("installed").join(page)] {
        let html = std::fs::read_to_string(&path).expect("the page");
        assert!(
            html.contains("<html lang=\"en\""),
            "{page} starts as expected"
        );
        let html = html.replacen("<html lang=\"en\"", "<html data-build=\"b\" lang=\"en\"", 1);
        std::fs::write(&path, html).expect("the page written");
    }
}

impl Session {
    /// Serves the release build (`dist/`, or the folder in `SANDTABLE_DIST`) and opens a fresh browser profile.
    pub async fn start() -> Session {
        Session::start_serving(&dist()).await
    }

    /// Opens a second tab of the same browser profile (same storage) and returns its handle; the current tab
    /// stays in front until `switch_to`.
    pub async fn new_tab(&self) -> WindowHandle {
        self.client
            .new_window(true)
            .await
            .expect("a new tab")
            .handle
    }

    /// The tab in front now.
    pub async fn this_tab(&self) -> WindowHandle {
        self.client.window().await.expect("a window")
    }

    /// Brings the tab `to` to the front for the steps that follow.
    pub async fn switch_to(&self, to: &WindowHandle) {
        self.client
            .switch_to_window(to.clone())
            .await
            .expect("the tab is there");
    }

    /// Waits until the script `js` returns true, failing with `what` after `secs` seconds.
    pub async fn poll(&self, js: &str, what: &str, secs: u64) {
        let start = Instant::now();
        while self.eval(js).await != json!(true) {
            assert!(
                start.elapsed() < Duration::from_secs(secs),
                "timed out waiting for {what}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn start_serving(dir: &Path) -> Session {
        let server = Server::start(dir);
        let port = free_port();
        let driver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver is installed (scripts/setup --browser)");
        wait_for_port(port, "chromedriver");
        let profile =
            std::env::temp_dir().join(format!("sandtable-e2e-{}-{port}", std::process::id()));
        let caps = json!({
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", format!("--user-data-dir={}", profile.display()),
                ],
                "mobileEmulation": { "deviceMetrics": { "width": PHONE_WIDTH, "height": 760, "pixelRatio": 2.0 } }
            }
        });
        let caps = match caps {
            serde_json::Value::Object(m) => m,
            _ => unreachable!("a literal object"),
        };
        let client = fantoccini::ClientBuilder::rustls()
            .expect("TLS setup")
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("chromedriver starts Chromium");
        Session {
            client,
            server,
            driver,
            profile,
        }
    }

    /// Opens the app and waits until it has mounted; a blank page fails the test.
    pub async fn open(&self) {
        self.client
            .goto(&self.server.url("/"))
            .await
            .expect("the page loads");
        self.wait_mounted().await;
    }

    /// Opens another page of the app (such as "rules.html#sandarticus.formations") and waits for it to mount.
    pub async fn open_page(&self, path: &str) {
        self.client
            .goto(&self.server.url(path))
            .await
            .expect("the page loads");
        self.wait_mounted().await;
    }

    /// Waits until a page has mounted and its static shell is gone. A page may pass its address on to another
    /// (a share link to the armies page goes on to the import page), so a screen found just before that page
    /// leaves is looked for again in the next one, for up to 10 s.
    pub async fn wait_mounted(&self) {
        let start = Instant::now();
        loop {
            // While a page hands its address on, the browser answers "aborted by navigation"; that is a page
            // on its way, not a failure, so it is looked at again like an empty answer.
            let screens = self.count(".dice-screen, .app-screen").await;
            let shells = self.count("#shell").await;
            if screens > 0 && shells == 0 {
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the app should mount and replace its static shell within 10 s \
                 ({screens} screens, {shells} shells)"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// How many elements match now; 0 while the page is between addresses.
    async fn count(&self, css: &str) -> usize {
        self.client
            .find_all(Locator::Css(css))
            .await
            .map(|found| found.len())
            .unwrap_or(0)
    }

    /// Waits up to 10 s for an element. An error while the page is between addresses ("aborted by
    /// navigation") is looked past like a missing element; the last one is said if the wait runs out.
    pub async fn wait_for(&self, css: &str) -> Element {
        let start = Instant::now();
        loop {
            let error = match self.client.find(Locator::Css(css)).await {
                Ok(el) => return el,
                Err(e) => e,
            };
            if start.elapsed() > Duration::from_secs(10) {
                panic!("no element matching `{css}` appeared: {error}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub async fn click(&self, css: &str) {
        let el = self.wait_for(css).await;
        self.center(&el).await;
        el.click()
            .await
            .unwrap_or_else(|e| panic!("could not click `{css}`: {e}"));
    }

    /// Scrolls an element to the middle of the screen, as a player scrolls to what they want to tap, so the
    /// fixed bar in the thumb zone does not cover it.
    pub async fn center(&self, el: &Element) {
        let arg = serde_json::to_value(el).expect("an element serialises");
        let _ = self
            .client
            .execute("arguments[0].scrollIntoView({block: 'center'});", vec![arg])
            .await;
    }

    /// Clicks the first button whose text contains `text`.
    pub async fn click_button(&self, text: &str) {
        let xpath = format!(
            "//button[contains(normalize-space(.), {})]",
            xpath_literal(text)
        );
        let el = self
            .client
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("no button saying `{text}`: {e}"));
        self.center(&el).await;
        el.click()
            .await
            .unwrap_or_else(|e| panic!("could not click `{text}`: {e}"));
    }

    /// Replaces an input's text the way a player types it.
    pub async fn type_into(&self, css: &str, text: &str) {
        let el = self.wait_for(css).await;
        el.clear().await.expect("the field clears");
        el.send_keys(text).await.expect("typing works");
    }

    pub async fn text(&self, css: &str) -> String {
        self.wait_for(css).await.text().await.unwrap_or_default()
    }

    /// Waits until the element's text satisfies `ok`, returning the text.
    pub async fn wait_text(&self, css: &str, ok: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            if let Ok(el) = self.client.find(Locator::Css(css)).await
                && let Ok(t) = el.text().await
                && ok(&t)
            {
                return t;
            }
            if start.elapsed() > Duration::from_secs(10) {
                let last = self.text(css).await;
                panic!("`{css}` never showed the expected text; last: {last:?}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub async fn eval(&self, js: &str) -> serde_json::Value {
        self.client
            .execute(js, vec![])
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{js}"))
    }

    /// Sends a Chromium DevTools command through chromedriver, such as `Emulation.setEmulatedMedia`.
    pub async fn cdp(&self, cmd: &str, params: serde_json::Value) -> serde_json::Value {
        self.client
            .issue_cmd(Cdp(json!({ "cmd": cmd, "params": params })))
            .await
            .unwrap_or_else(|e| panic!("DevTools command {cmd} failed: {e}"))
    }

    /// Lays the page out for `media` (DevTools `Emulation.setEmulatedMedia`): "print" as on paper, "" as on
    /// screen.
    pub async fn media(&self, media: &str) {
        self.cdp("Emulation.setEmulatedMedia", json!({ "media": media }))
            .await;
        let print = self.eval("return matchMedia('print').matches;").await;
        assert_eq!(print, json!(media == "print"), "media emulated: {media:?}");
    }

    /// Chooses `value` in the drop-down `#id` as a player would (the value is set, then `change` fires).
    pub async fn select_option(&self, id: &str, value: &str) {
        self.wait_for(&format!("#{id}")).await;
        let js = format!(
            "const el = document.getElementById({}); el.value = {}; el.dispatchEvent(new Event('change', {{bubbles: true}})); return el.value;",
            serde_json::to_string(id).unwrap(),
            serde_json::to_string(value).unwrap()
        );
        let got = self.eval(&js).await;
        assert_eq!(got, value, "#{id} has no option {value}");
    }

    /// Waits until the input or select `#id` holds `want` (Leptos updates the DOM asynchronously).
    pub async fn wait_value(&self, id: &str, want: &str) {
        let js = format!(
            "const el = document.getElementById({}); return el ? el.value : null;",
            serde_json::to_string(id).unwrap()
        );
        for _ in 0..200 {
            if self.eval(&js).await == want {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("#{id} never held {want:?}; last {:?}", self.eval(&js).await);
    }

    /// Taps real dice into the roll panel with test id prefix `id`, then confirms them.
    pub async fn tap_faces(&self, id: &str, faces: &[u8]) {
        for f in faces {
            self.click(&format!("[data-testid={id}-face-{f}]")).await;
        }
        self.click(&format!("[data-testid={id}-use]")).await;
    }

    /// Every helper tab's label sits on one line, whole, in a button at least 48 px tall, at 360 and 320 px.
    pub async fn assert_helper_tabs_fit(&self, page: &str) {
        for width in [360, 320] {
            self.cdp(
                "Emulation.setDeviceMetricsOverride",
                json!({"width": width, "height": 720, "deviceScaleFactor": 2, "mobile": true}),
            )
            .await;
            let w = self.eval("return window.innerWidth;").await;
            assert_eq!(w, width, "the page is {w} px wide");
            let v = self
                .eval(
                    "return [...document.querySelectorAll('nav.helper-tabs button')].map(b => {\
                       const r = document.createRange(); r.selectNodeContents(b);\
                       const lines = new Set([...r.getClientRects()].map(x => Math.round(x.top))).size;\
                       return [b.textContent, lines, b.scrollWidth <= b.clientWidth, b.getBoundingClientRect().height];\
                     });",
                )
                .await;
            let tabs = v.as_array().expect("a list of tabs");
            assert!(tabs.len() >= 3, "{page}: {v}");
            for t in tabs {
                assert_eq!(t[1], 1, "{page} at {width} px: a tab label wraps: {t}");
                assert_eq!(
                    t[2], true,
                    "{page} at {width} px: a tab label overflows: {t}"
                );
                assert!(
                    t[3].as_f64().unwrap_or(0.0) >= 48.0,
                    "{page} at {width} px: a tab is under 48 px: {t}"
                );
            }
            self.assert_no_sideways_scroll().await;
            self.screenshot(&format!("{page}-tabs-{width}")).await;
        }
    }

    pub async fn reload(&self) {
        self.client.refresh().await.expect("reload");
        self.wait_mounted().await;
    }

    /// Saves a screenshot under tests/artifacts/ for a person to look at.
    pub async fn screenshot(&self, name: &str) {
        let dir = repo_root().join("tests/artifacts");
        let _ = std::fs::create_dir_all(&dir);
        if let Ok(png) = self.client.screenshot().await {
            let _ = std::fs::write(dir.join(format!("{name}.png")), png);
        }
    }

    /// The page's width against its scrolling width: a phone must never scroll sideways.
    pub async fn assert_no_sideways_scroll(&self) {
        let v = self
            .eval("return [document.documentElement.scrollWidth, window.innerWidth];")
            .await;
        let (scroll, inner) = (v[0].as_i64().unwrap_or(0), v[1].as_i64().unwrap_or(0));
        assert!(
            scroll <= inner,
            "the page scrolls sideways: {scroll} px wide in a {inner} px window"
        );
    }

    /// Ends the browser session cleanly; dropping the session then stops chromedriver and the server.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Also reached when a test panics before `close`: never leave Chromium running.
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// A Chromium DevTools command, as chromedriver passes it on.
#[derive(Debug)]
struct Cdp(serde_json::Value);

impl fantoccini::wd::WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base.join(&format!(
            "session/{}/goog/cdp/execute",
            session.unwrap_or("")
        ))
    }
    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.0.to_string()))
    }
}

fn xpath_literal(s: &str) -> String {
    if !s.contains('\'') {
        format!("'{s}'")
    } else {
        format!("\"{s}\"")
    }
}
