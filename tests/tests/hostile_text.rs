//! Names and notes are shown as plain text: markup or script typed into an army's name, or arriving in a
//! shared army, never becomes part of the page.

use e2e::Session;

/// Within a name's 80 letters (`roster::limits::MAX_NAME`), so the field keeps all of it.
const HOSTILE: &str =
    r#"<img src=x onerror="window.__pwned=1"><b>B</b><script>window.__pwned=2</script>"#;

#[tokio::test]
async fn markup_in_an_army_name_stays_text() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    s.click("[data-testid=system-sandarticus]").await;
    s.type_into("#new-name", HOSTILE).await;
    s.click("[data-testid=create]").await;
    s.wait_for("#army-name").await;
    // Back on the list after a reload, the name is read from storage and drawn again.
    s.reload().await;
    if s.client
        .find(fantoccini::Locator::Css("[data-testid=back]"))
        .await
        .is_ok()
    {
        s.click("[data-testid=back]").await;
    }
    s.wait_for("[data-testid=army-card]").await;
    let v = s
        .eval(
            "const card = document.querySelector('[data-testid=army-card] .army-card-name'); \
             return [card ? card.textContent : null, !!document.querySelector('.army-card-name b, .army-card-name img'), \
             window.__pwned === undefined];",
        )
        .await;
    assert_eq!(
        v[0].as_str(),
        Some(HOSTILE),
        "the name is shown exactly as typed: {v}"
    );
    assert_eq!(v[1], false, "no element was made from the name");
    assert_eq!(v[2], true, "no script ran");
    s.close().await;
}
