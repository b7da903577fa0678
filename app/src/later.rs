//! Parts of a page whose code arrives after the page is drawn.
//!
//! A part a player opens only after the page is up (a tracker's resolve panels, a helper page's later tabs) is
//! declared with [`part!`]: a `static` [`Part`] whose value (usually a function drawing it) lives in a wasm
//! chunk of its own. The release build splits each such part out of the page's wasm (`scripts/build`, with
//! wasm-split), so the page's first load leaves its code out; every other build keeps it in the page, and a
//! part is then ready at once. Once the page is drawn it fetches its parts in the background
//! ([`fetch_soon`]), so a tap seldom waits; a part opened before its code has arrived says so, and one whose
//! code cannot be fetched (no signal on a first visit, say) says that, with a button to try again. The
//! service worker keeps the installed app, every page in one wasm with its parts in it, so after the first visit
//! every part is at hand offline
//! (DESIGN.md, "Parts fetched after the page").

use std::future::Future;
use std::pin::Pin;
use std::sync::OnceLock;

use leptos::prelude::*;

/// How a part's code is fetched: a future giving its value, or telling that the chunk could not be had.
pub type Fetch<T> = fn() -> Pin<Box<dyn Future<Output = Option<T>>>>;

/// A part of a page: its value once its code has arrived, and how to fetch it.
pub struct Part<T: 'static> {
    fetch: Fetch<T>,
    got: OnceLock<T>,
}

impl<T: Copy + Send + Sync + 'static> Part<T> {
    #[doc(hidden)]
    pub const fn new(fetch: Fetch<T>) -> Part<T> {
        Part {
            fetch,
            got: OnceLock::new(),
        }
    }

    /// The part's value, if its code has arrived.
    pub fn ready(&'static self) -> Option<T> {
        self.got.get().copied()
    }

    /// Fetches the part's code (nothing, once it is there); true when the part is ready.
    pub async fn fetch(&'static self) -> bool {
        if self.got.get().is_some() {
            return true;
        }
        let got = (self.fetch)().await;
        if let Some(v) = got {
            let _ = self.got.set(v);
        }
        // On in a task of its own: the chunk's arrival (its instantiation), the drawing of the part and the
        // next part's fetch, all in one task, held a slow phone for one long moment.
        next_task().await;
        got.is_some()
    }
}

/// Where a part's code is while the player waits for it.
#[derive(Clone, Copy, PartialEq)]
enum Arrival {
    Coming,
    Failed,
    Here,
}

/// Draws `part` with `draw` once its code is here: at once when it already is, else a line saying it is on
/// its way (or that it could not be fetched, with a button trying again) until it arrives. `draw` runs in
/// this view's reactive owner, as any child does, however late the code came.
pub fn draw<T, V>(part: &'static Part<T>, draw: impl Fn(T) -> V + Send + Sync + 'static) -> AnyView
where
    T: Copy + Send + Sync + 'static,
    V: IntoView + 'static,
{
    if let Some(v) = part.ready() {
        return draw(v).into_any();
    }
    let arrival = RwSignal::new(Arrival::Coming);
    let fetch = move || {
        arrival.set(Arrival::Coming);
        leptos::task::spawn_local(async move {
            // The fetch's start (the chunks' loader and requests) in a task of its own, apart from this line.
            next_task().await;
            let here = part.fetch().await;
            arrival.try_set(if here { Arrival::Here } else { Arrival::Failed });
        });
    };
    fetch();
    (move || match arrival.get() {
        Arrival::Here => part.ready().map(&draw).into_any(),
        Arrival::Coming => {
            view! { <p class="note" role="status" data-testid="part-coming">"Opening\u{2026}"</p> }
                .into_any()
        }
        Arrival::Failed => view! {
            <p class="problem" role="alert" data-testid="part-missing">
                "This part of the page has not reached the phone yet: it needs a signal once. "
                <button type="button" class="quiet" on:click=move |_| fetch()>"Try again"</button>
            </p>
        }
        .into_any(),
    })
    .into_any()
}

/// Draws `part` as [`draw`] does once the player comes near it: when its place on the page is within a
/// screen of the view, or [`soon`] after the page starts, whichever comes first. For what a page shows below
/// its first screen (a tracker below its two sides), so a first visit's signal goes to the first screen.
pub fn draw_near<T, V>(
    part: &'static Part<T>,
    draw: impl Fn(T) -> V + Send + Sync + 'static,
) -> AnyView
where
    T: Copy + Send + Sync + 'static,
    V: IntoView + 'static,
{
    if part.ready().is_some() {
        return self::draw(part, draw);
    }
    let near = RwSignal::new(false);
    // Set once only: setting it again would draw the part afresh, under a player's typing.
    let arrive = move || {
        if near.try_get_untracked() == Some(false) {
            near.try_set(true);
        }
    };
    soon(async move { arrive() });
    let mark = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(el) = mark.get()
            && !when_near(&el, arrive)
        {
            arrive();
        }
    });
    let draw = std::sync::Arc::new(draw);
    (move || {
        if near.get() {
            let draw = draw.clone();
            self::draw(part, move |v| draw(v))
        } else {
            view! { <div class="part-ahead" node_ref=mark></div> }.into_any()
        }
    })
    .into_any()
}

/// Draws each of `views` with `arg`, one per task of the browser, in order: the first at once, each next one
/// once the one before is on screen. For a long stretch of page drawn in the background (a tracker below its
/// sides): drawn whole, it held a slow phone for one long moment, and a tap then waited for all of it.
pub fn in_turn<A: Copy + Send + Sync + 'static>(
    arg: A,
    views: &'static [fn(A) -> AnyView],
) -> AnyView {
    let shown: Vec<RwSignal<bool>> = (0..views.len()).map(|i| RwSignal::new(i == 0)).collect();
    let drawn = views
        .iter()
        .zip(shown.iter().copied())
        .map(|(view, shown)| move || shown.get().then(|| view(arg)))
        .collect_view();
    leptos::task::spawn_local(async move {
        for next in shown.into_iter().skip(1) {
            after(0).await;
            // Set on a signal already gone (the page moved on) is refused: nothing is left to draw.
            if next.try_set(true).is_some() {
                return;
            }
        }
    });
    drawn.into_any()
}

/// Calls `then` once `el` comes within a screen's height of the view; false where the browser cannot watch.
fn when_near(el: &web_sys::Element, then: impl Fn() + 'static) -> bool {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let seen = Closure::<dyn Fn(js_sys::Array, web_sys::IntersectionObserver)>::new(
        move |entries: js_sys::Array, observer: web_sys::IntersectionObserver| {
            let near = entries.iter().any(|e| {
                e.dyn_into::<web_sys::IntersectionObserverEntry>()
                    .is_ok_and(|e| e.is_intersecting())
            });
            if near {
                observer.disconnect();
                then();
            }
        },
    );
    let options = web_sys::IntersectionObserverInit::new();
    options.set_root_margin("100% 0px");
    let Ok(observer) =
        web_sys::IntersectionObserver::new_with_options(seen.as_ref().unchecked_ref(), &options)
    else {
        return false;
    };
    observer.observe(el);
    // Kept for the page's life: one small closure per part drawn this way, called until the mark is near.
    seen.forget();
    true
}

/// Fetches `parts`, one after another, soon (see [`soon`]).
pub fn fetch_soon<T: Copy + Send + Sync + 'static, const N: usize>(parts: [&'static Part<T>; N]) {
    soon(async move {
        for part in parts {
            part.fetch().await;
        }
    });
}

/// Runs `fetch` (a page fetching its parts) a moment after the page has been drawn, so a tap seldom waits; a
/// part that fails then is fetched again when it is opened. The moment leaves a first visit's signal to what
/// the page draws at once (a tracker's lower half, say) and to the player's first taps.
pub fn soon(fetch: impl Future<Output = ()> + 'static) {
    leptos::task::spawn_local(async move {
        after(SOON_MS).await;
        fetch.await;
    });
}

/// How long after a page starts it fetches its parts, in milliseconds.
const SOON_MS: i32 = 2_000;

/// Resolves `ms` milliseconds from now (at once where there is no window).
pub async fn after(ms: i32) {
    let wait = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(wait).await;
}

/// Resolves in the browser's next task where parts come over the network (the split release build), so the
/// steps of fetching and drawing a part are short tasks a tap can come between; at once in every other build,
/// where a part is ready at once.
async fn next_task() {
    if cfg!(sandtable_split) {
        after(0).await;
    }
}

/// Declares the parts of a page, one static each: `part! { static VOLLEY: Part<Panel> = rw_volley; ... }`.
/// Each value is computed in the part's own code (so what it names, and all that only it reaches, goes into
/// the part's chunk). Built with `--cfg sandtable_split` (the release build of the split pages), each part is
/// a wasm-split point whose chunk is fetched on demand; otherwise its value is simply ready.
#[macro_export]
macro_rules! part {
    ($($(#[$doc:meta])* $vis:vis static $name:ident: Part<$t:ty> = $value:expr;)+) => {$(
        $(#[$doc])*
        $vis static $name: $crate::later::Part<$t> = {
            #[cfg_attr(
                sandtable_split,
                leptos::wasm_split::wasm_split($name, wasm_split_path = ::leptos::wasm_split, fallible)
            )]
            fn code() -> ::core::result::Result<$t, leptos::wasm_split::SplitLoaderError> {
                ::core::result::Result::Ok($value)
            }
            fn fetch() -> ::core::pin::Pin<::std::boxed::Box<dyn ::core::future::Future<Output = Option<$t>>>> {
                #[cfg(sandtable_split)]
                return ::std::boxed::Box::pin(async { code().await.ok() });
                #[cfg(not(sandtable_split))]
                return ::std::boxed::Box::pin(::core::future::ready(code().ok()));
            }
            $crate::later::Part::new(fetch)
        };
    )+};
}

/// Declares parts whose code comes in another part's chunk: `part_of! { static SHOT: Part<Panel> = SA.shot; }`
/// makes `SHOT` ready when `SA` is, its value the field `shot` of `SA`'s. Several small parts always wanted
/// together (a system's resolve panels) are then one split point: wasm-split gives code shared by any set of
/// split points a chunk of its own, so each point more multiplied the small chunks a page fetches.
#[macro_export]
macro_rules! part_of {
    ($($(#[$doc:meta])* $vis:vis static $name:ident: Part<$t:ty> = $whole:ident . $field:ident;)+) => {$(
        $(#[$doc])*
        $vis static $name: $crate::later::Part<$t> = {
            fn fetch() -> ::core::pin::Pin<::std::boxed::Box<dyn ::core::future::Future<Output = Option<$t>>>> {
                ::std::boxed::Box::pin(async {
                    $whole.fetch().await;
                    $whole.ready().map(|whole| whole.$field)
                })
            }
            $crate::later::Part::new(fetch)
        };
    )+};
}
