//! A WebSocket for the online client, the same on both targets: text
//! frames out, events in, never blocking a frame. Natively a thread runs a
//! plain blocking tungstenite socket (the version the server's tests
//! already use); in a browser it is the page's own `WebSocket`. The
//! connection holds it as a [`Transport`], which a test's room in the same
//! process can be too.

/// What happened on the socket since it was last polled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SocketEvent {
    Opened,
    Text(String),
    /// The connection is gone (or never came): why, as the network says it
    /// (English, a technical detail the player is shown after a sentence
    /// of their language: `conn-no-server`).
    Closed(String),
}

pub use imp::Socket;

/// A connection's two ends as the client sees them; the real one is a
/// [`Socket`], a test's may be a room in the same process.
pub trait Transport: Send + Sync {
    fn send(&self, text: String);
    fn poll(&self) -> Option<SocketEvent>;
}

impl Transport for Socket {
    fn send(&self, text: String) {
        Socket::send(self, text);
    }

    fn poll(&self) -> Option<SocketEvent> {
        Socket::poll(self)
    }
}

/// Opens a connection to a server address.
pub type Connector = fn(&str) -> Box<dyn Transport>;

pub(super) fn connect_socket(url: &str) -> Box<dyn Transport> {
    Box::new(Socket::connect(url))
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::io::ErrorKind;
    use std::sync::Mutex;
    use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
    use std::time::Duration;

    use tungstenite::stream::MaybeTlsStream;
    use tungstenite::{Error, Message};

    use super::SocketEvent;

    pub struct Socket {
        out: Sender<String>,
        events: Mutex<Receiver<SocketEvent>>,
    }

    impl Socket {
        /// Starts connecting to `url` (`ws://host:port/play`); the outcome
        /// comes as an event.
        pub fn connect(url: &str) -> Socket {
            let (out, outgoing) = channel::<String>();
            let (events_in, events) = channel();
            let url = url.to_string();
            let spawned = std::thread::Builder::new()
                .name("tilemeld-socket".into())
                .spawn(move || run(&url, &outgoing, &events_in));
            let socket = Socket {
                out,
                events: Mutex::new(events),
            };
            if let Err(e) = spawned {
                // The receiver is dropped with the thread's closure: say so here.
                let (tx, rx) = channel();
                let _ = tx.send(SocketEvent::Closed(format!(
                    "no thread for the connection: {e}"
                )));
                return Socket {
                    events: Mutex::new(rx),
                    ..socket
                };
            }
            socket
        }

        pub fn send(&self, text: String) {
            let _ = self.out.send(text);
        }

        pub fn poll(&self) -> Option<SocketEvent> {
            self.events.lock().ok()?.try_recv().ok()
        }
    }

    fn run(url: &str, outgoing: &Receiver<String>, events: &Sender<SocketEvent>) {
        let mut ws = match tungstenite::connect(url) {
            Ok((ws, _)) => ws,
            Err(e) => {
                let _ = events.send(SocketEvent::Closed(format!("cannot reach {url}: {e}")));
                return;
            }
        };
        // Reads wait at most this long, so messages to send go out promptly.
        if let MaybeTlsStream::Plain(s) = ws.get_mut() {
            let _ = s.set_read_timeout(Some(Duration::from_millis(10)));
        }
        let _ = events.send(SocketEvent::Opened);
        loop {
            loop {
                match outgoing.try_recv() {
                    Ok(text) => {
                        if let Err(e) = ws.send(Message::text(text)) {
                            let _ = events.send(SocketEvent::Closed(e.to_string()));
                            return;
                        }
                    }
                    Err(TryRecvError::Empty) => break,
                    // The game let go of the socket.
                    Err(TryRecvError::Disconnected) => {
                        let _ = ws.close(None);
                        let _ = ws.flush();
                        return;
                    }
                }
            }
            match ws.read() {
                Ok(Message::Text(text)) => {
                    if events.send(SocketEvent::Text(text.to_string())).is_err() {
                        return;
                    }
                }
                Ok(Message::Close(_)) => {
                    let _ = events.send(SocketEvent::Closed(
                        "the server closed the connection".into(),
                    ));
                    return;
                }
                Ok(_) => {}
                Err(Error::Io(e))
                    if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(e) => {
                    let _ = events.send(SocketEvent::Closed(e.to_string()));
                    return;
                }
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{CloseEvent, MessageEvent, WebSocket};

    use super::SocketEvent;

    type Inbox = Arc<Mutex<Vec<SocketEvent>>>;

    thread_local! {
        // The page's sockets are not `Send`; the game holds a number for
        // each (the browser runs the game on one thread).
        static SOCKETS: RefCell<HashMap<u32, WebSocket>> = RefCell::new(HashMap::new());
        static NEXT: RefCell<u32> = const { RefCell::new(0) };
    }

    pub struct Socket {
        id: u32,
        inbox: Inbox,
    }

    impl Socket {
        pub fn connect(url: &str) -> Socket {
            let inbox: Inbox = Arc::default();
            let id = NEXT.with(|n| {
                let mut n = n.borrow_mut();
                *n += 1;
                *n
            });
            let push = {
                let inbox = inbox.clone();
                move |e: SocketEvent| {
                    if let Ok(mut v) = inbox.lock() {
                        v.push(e);
                    }
                }
            };
            match WebSocket::new(url) {
                Ok(ws) => {
                    let p = push.clone();
                    let on_open = Closure::<dyn FnMut()>::new(move || p(SocketEvent::Opened));
                    ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
                    on_open.forget();
                    let p = push.clone();
                    let on_message =
                        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                            if let Some(text) = e.data().as_string() {
                                p(SocketEvent::Text(text));
                            }
                        });
                    ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                    on_message.forget();
                    let p = push;
                    let on_close = Closure::<dyn FnMut(CloseEvent)>::new(move |e: CloseEvent| {
                        let why = if e.reason().is_empty() {
                            format!("the connection closed ({})", e.code())
                        } else {
                            e.reason()
                        };
                        p(SocketEvent::Closed(why));
                    });
                    ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
                    on_close.forget();
                    SOCKETS.with(|s| s.borrow_mut().insert(id, ws));
                }
                Err(e) => push(SocketEvent::Closed(format!("cannot open {url}: {e:?}"))),
            }
            Socket { id, inbox }
        }

        pub fn send(&self, text: String) {
            SOCKETS.with(|s| {
                if let Some(ws) = s.borrow().get(&self.id) {
                    let _ = ws.send_with_str(&text);
                }
            });
        }

        pub fn poll(&self) -> Option<SocketEvent> {
            let mut v = self.inbox.lock().ok()?;
            (!v.is_empty()).then(|| v.remove(0))
        }
    }

    impl Drop for Socket {
        fn drop(&mut self) {
            if let Some(ws) = SOCKETS.with(|s| s.borrow_mut().remove(&self.id)) {
                ws.set_onclose(None);
                let _ = ws.close();
            }
        }
    }
}
