//! Sandtable's stand-in for the `wasm-streams` crate: the four calls Leptos's server-function client makes.
//!
//! Leptos 0.8 always builds `server_fn` with its browser client, and that client depends on `wasm-streams`,
//! which exports three JavaScript classes (its stream sources and sink) with `#[wasm_bindgen]`. An export is
//! kept in the wasm whether or not anything uses it, so every page of an app with no server carried them:
//! about 4 KB of brotli wasm and 1 KB of script each. Here the same calls are built on closures, which the
//! linker drops when nothing streams (no Sandtable page does). The workspace's `[patch.crates-io]` puts this
//! crate in the original's place; DESIGN.md says when to look at it again.

use std::cell::RefCell;
use std::pin::Pin;
use std::rc::Rc;

use futures_util::{Stream, StreamExt, stream};
use js_sys::{Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{JsFuture, future_to_promise};
use web_sys::{ReadableStreamDefaultController, ReadableStreamDefaultReader};

/// A web `ReadableStream`, made from a Rust stream or read as one.
pub struct ReadableStream(web_sys::ReadableStream);

type Chunks = Pin<Box<dyn Stream<Item = Result<JsValue, JsValue>>>>;

impl ReadableStream {
    /// Wraps a stream the browser made, such as a response's body.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        ReadableStream(raw)
    }

    /// The browser's stream, to hand to a web API such as a request's body.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.0
    }

    /// A web stream whose chunks come from `chunks`: an error item errors the web stream, the end closes it,
    /// and a reader that cancels drops `chunks`.
    pub fn from_stream<S>(chunks: S) -> Self
    where
        S: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        let cell: Rc<RefCell<Option<Chunks>>> = Rc::new(RefCell::new(Some(Box::pin(chunks))));
        let pulled = cell.clone();
        let pull = Closure::<dyn FnMut(ReadableStreamDefaultController) -> Promise>::new(
            move |controller: ReadableStreamDefaultController| {
                let cell = pulled.clone();
                future_to_promise(async move {
                    // A web stream pulls again only once this promise settles, so the chunks are never
                    // taken twice; they go back into the cell before it settles.
                    let Some(mut chunks) = cell.borrow_mut().take() else {
                        return Ok(JsValue::UNDEFINED);
                    };
                    let next = chunks.next().await;
                    match next {
                        Some(Ok(chunk)) => {
                            *cell.borrow_mut() = Some(chunks);
                            controller.enqueue_with_chunk(&chunk)?;
                        }
                        Some(Err(e)) => controller.error_with_e(&e),
                        None => controller.close()?,
                    }
                    Ok(JsValue::UNDEFINED)
                })
            },
        );
        let cancel = Closure::<dyn FnMut()>::new(move || drop(cell.borrow_mut().take()));
        let source = Object::new();
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&source, &"pull".into(), &pull.into_js_value());
        let _ = Reflect::set(&source, &"cancel".into(), &cancel.into_js_value());
        let raw = web_sys::ReadableStream::new_with_underlying_source(&source)
            .expect_throw("a plain object with pull and cancel is a valid source");
        ReadableStream(raw)
    }

    /// The web stream's chunks as a Rust stream: a failed read ends it after its error.
    ///
    /// Panics (as the original does) if the stream is already locked to another reader.
    pub fn into_stream(self) -> impl Stream<Item = Result<JsValue, JsValue>> {
        let reader: ReadableStreamDefaultReader = self.0.get_reader().unchecked_into();
        stream::unfold(Some(reader), |reader| async move {
            let reader = reader?;
            let result = match JsFuture::from(reader.read()).await {
                Ok(result) => result,
                Err(e) => return Some((Err(e), None)),
            };
            let field =
                |name: &str| Reflect::get(&result, &name.into()).unwrap_or(JsValue::UNDEFINED);
            if field("done").is_truthy() {
                None
            } else {
                Some((Ok(field("value")), Some(reader)))
            }
        })
    }
}
