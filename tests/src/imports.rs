//! Steps shared by the import journeys (`tests/tests/imports.rs`): Sandtable's own golden fixtures as files to
//! pick, a version-1 share link built as the app wrote them before links carried a checksum, and the browser's
//! confirmation prompt answered as a player would.

use std::path::PathBuf;
use std::time::Duration;

use crate::{Session, repo_root};

/// A golden fixture of the rules crate, as text: real saved data of the current or an older format.
pub fn fixture(name: &str) -> String {
    std::fs::read_to_string(repo_root().join("rules/tests/fixtures").join(name))
        .expect("the fixture exists")
}

/// Writes `text` to a file of this test run, for a file picker.
pub fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sandtable-imports-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("the file written");
    path
}

/// Picks `path` in the file input `css`, as a player does with the file picker.
pub async fn pick_file(s: &Session, css: &str, path: &std::path::Path) {
    let input = s.wait_for(css).await;
    input
        .send_keys(&path.display().to_string())
        .await
        .expect("the file input takes a path");
}

/// Unpadded base64url, as share links are written.
pub fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// A share payload of link version 1 (before the checksum) holding `army`, a JSON army object.
pub fn version_1_payload(army: &serde_json::Value) -> String {
    let doc = serde_json::json!({ "v": 1, "data": army });
    format!("1{}", base64url(doc.to_string().as_bytes()))
}

/// Waits up to 10 s for the browser's confirmation prompt and returns its text.
pub async fn prompt_text(s: &Session) -> String {
    for _ in 0..200 {
        if let Ok(text) = s.client.get_alert_text().await {
            return text;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no confirmation prompt appeared");
}

/// Answers the prompt open now: OK, or Cancel.
pub async fn answer_prompt(s: &Session, ok: bool) {
    let answered = if ok {
        s.client.accept_alert().await
    } else {
        s.client.dismiss_alert().await
    };
    answered.expect("the prompt is answered");
}

/// The page the tab shows now, with its query and fragment, such as "import.html#share=2...".
pub async fn address(s: &Session) -> String {
    s.eval("return location.pathname.split('/').pop() + location.search + location.hash;")
        .await
        .as_str()
        .unwrap_or_default()
        .to_string()
}
