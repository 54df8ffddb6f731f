//! Match files in a browser: Export downloads the file, Import opens the
//! file picker and reads the chosen file (its text arrives a frame or more
//! later: `take_picked` hands it over).

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::i18n::Phrase;
use crate::record::MAX_BYTES;

thread_local! {
    static PICKED: RefCell<Option<Result<String, Phrase>>> = const { RefCell::new(None) };
}

fn js(e: wasm_bindgen::JsValue) -> String {
    e.as_string().unwrap_or_else(|| format!("{e:?}"))
}

fn document() -> Result<web_sys::Document, String> {
    web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| "the page has no document".to_string())
}

/// Offers `text` as a download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(js)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(js)?;
    let link: web_sys::HtmlAnchorElement = document()?
        .create_element("a")
        .map_err(js)?
        .dyn_into()
        .map_err(|_| "cannot make a link".to_string())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    Ok(())
}

/// The file's text, or why it was not imported (the player's notice).
fn picked(result: Result<String, Phrase>) {
    PICKED.with(|p| *p.borrow_mut() = Some(result));
}

/// Opens the browser's file picker for a match file.
pub fn pick_file() -> Result<(), String> {
    let input: web_sys::HtmlInputElement = document()?
        .create_element("input")
        .map_err(js)?
        .dyn_into()
        .map_err(|_| "cannot make a file picker".to_string())?;
    input.set_type("file");
    input.set_accept(".json,application/json");
    let chosen = input.clone();
    let on_change: Closure<dyn FnMut()> = Closure::once(move || {
        let Some(file) = chosen.files().and_then(|f| f.get(0)) else {
            return;
        };
        if file.size() > MAX_BYTES as f64 {
            picked(Err(Phrase::new("storage-import-too-big")
                .with("size", file.size())
                .with("max", MAX_BYTES)));
            return;
        }
        let reader = match web_sys::FileReader::new() {
            Ok(r) => r,
            Err(e) => return picked(Err(import_failed(e))),
        };
        let read = reader.clone();
        let on_load: Closure<dyn FnMut()> = Closure::once(move || {
            picked(
                read.result()
                    .ok()
                    .and_then(|v| v.as_string())
                    .ok_or_else(|| Phrase::new("storage-import-not-text")),
            );
        });
        reader.set_onload(Some(on_load.as_ref().unchecked_ref()));
        // Each picker and read happens once, at a player's click.
        on_load.forget();
        if let Err(e) = reader.read_as_text(&file) {
            picked(Err(import_failed(e)));
        }
    });
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    input.click();
    Ok(())
}

/// The browser's own reason a file could not be read, in a notice.
fn import_failed(e: wasm_bindgen::JsValue) -> Phrase {
    Phrase::new("storage-import-failed").with("why", js(e))
}

/// The text of the file the player picked, once it has been read, or why
/// it was not imported.
pub fn take_picked() -> Option<Result<String, Phrase>> {
    PICKED.with(|p| p.borrow_mut().take())
}
