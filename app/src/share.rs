//! Share links and QR codes for one army: the only app code that encodes or decodes them. The payload codec
//! is `rules::saved::share`; this adds the page address around it and draws the QR code as one SVG path, so
//! another phone can scan it with no network.

use qrcodegen::{QrCode, QrCodeEcc};
use rules::roster::Army;
use rules::saved::LoadError;
use rules::saved::share::{LINK_MARKER, decode_link_payload, encode_link_payload, fits_in_link};

/// The page a shared link opens.
pub const PAGE: &str = "armies.html";

/// The address that opens this army's import on another phone, or why the army is too big for a link.
pub fn link_for(army: &Army) -> Result<String, String> {
    let payload = encode_link_payload(army);
    if !fits_in_link(&payload) {
        return Err(
            "This army is too big for a link or QR code. Use \u{201c}Export\u{201d} and send the file instead."
                .to_string(),
        );
    }
    Ok(format!("{}{PAGE}{LINK_MARKER}{payload}", page_folder()))
}

/// The address of the folder the app is served from, so the link works wherever the app lives.
fn page_folder() -> String {
    let Some(loc) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    let folder = match path.rfind('/') {
        Some(at) => &path[..=at],
        None => "/",
    };
    format!("{origin}{folder}")
}

/// The army in an address fragment such as `#share=1...`, if the fragment carries one.
pub fn read_fragment(hash: &str) -> Option<Result<Army, LoadError>> {
    hash.contains(LINK_MARKER)
        .then(|| decode_link_payload(hash))
}

/// A QR code of `text`: its width in modules (quiet zone included) and an SVG path drawing the dark modules
/// in unit squares. `None` if the text is too long for any QR code.
pub fn qr_path(text: &str) -> Option<(usize, String)> {
    let qr = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    const QUIET: i32 = 4;
    let n = qr.size();
    let mut path = String::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if !qr.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < n && qr.get_module(x, y) {
                x += 1;
            }
            // One rectangle per run of dark modules keeps the path short.
            path.push_str(&format!(
                "M{} {}h{}v1h-{}z",
                start + QUIET,
                y + QUIET,
                x - start,
                x - start
            ));
        }
    }
    Some(((n + 2 * QUIET) as usize, path))
}

/// The message shown when a link cannot be read; nothing is changed.
pub fn link_problem(e: &LoadError) -> String {
    format!("This share link can't be opened. {e} Nothing was changed.")
}
