//! The stand-in behaves as the original did for the calls server_fn makes: a Rust stream handed to the browser
//! and read back comes out the same, and an error item reaches the reader.

use futures_util::{StreamExt, stream};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wasm_streams::ReadableStream;

wasm_bindgen_test_configure!(run_in_browser);

/// Through the browser's own stream and back, as a request body and a response body travel.
fn through_the_browser(
    items: Vec<Result<JsValue, JsValue>>,
) -> impl futures_util::Stream<Item = Result<JsValue, JsValue>> {
    let raw = ReadableStream::from_stream(stream::iter(items)).into_raw();
    ReadableStream::from_raw(raw).into_stream()
}

#[wasm_bindgen_test]
async fn chunks_come_back_in_order() {
    let items = ["one", "two", "three"].map(|s| Ok(JsValue::from_str(s)));
    let back: Vec<_> = through_the_browser(items.to_vec()).collect().await;
    let back: Vec<_> = back
        .into_iter()
        .map(|c| c.unwrap().as_string().unwrap())
        .collect();
    assert_eq!(back, ["one", "two", "three"]);
}

#[wasm_bindgen_test]
async fn an_empty_stream_closes_at_once() {
    let back: Vec<_> = through_the_browser(Vec::new()).collect().await;
    assert!(back.is_empty());
}

#[wasm_bindgen_test]
async fn an_error_reaches_the_reader_and_ends_the_stream() {
    let items = vec![
        Ok(JsValue::from_f64(1.0)),
        Err(JsValue::from_str("broken")),
        Ok(JsValue::from_f64(2.0)),
    ];
    let back: Vec<_> = through_the_browser(items).collect().await;
    assert_eq!(back.len(), 2, "the chunk after the error is never read");
    assert_eq!(back[0].as_ref().unwrap().as_f64(), Some(1.0));
    assert_eq!(
        back[1].as_ref().unwrap_err().as_string().as_deref(),
        Some("broken")
    );
}
