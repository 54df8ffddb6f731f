//! Routing players to the process that holds their room (`--proxy-routes`):
//! the proxy in front sends `/play?via=ADDRESS` to the process at ADDRESS
//! (its `--advertise` address; `tests/server/nginx.conf` shows how), so a
//! player whose room another process holds is told to connect again that
//! way ([`crate::online::ServerMsg::Route`]) and plays there directly.
//! A player who asked for a process and still reached another (the proxy
//! does not route, or that process is gone) is relayed, as without it.

/// The longest `via` read: an address, or a host name and port.
const MAX_VIA: usize = 255;

/// The process a connection's query asks for (`via=…`, percent-decoded).
pub fn via(query: &str) -> Option<String> {
    let value = query
        .split('&')
        .find_map(|pair| pair.strip_prefix("via="))?;
    let decoded = percent_decoded(value)?;
    let fits = !decoded.is_empty() && decoded.len() <= MAX_VIA;
    fits.then_some(decoded)
}

fn percent_decoded(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.bytes();
    while let Some(b) = rest.next() {
        if b == b'%' {
            let hex = [rest.next()?, rest.next()?];
            let hex = std::str::from_utf8(&hex).ok()?;
            bytes.push(u8::from_str_radix(hex, 16).ok()?);
        } else {
            bytes.push(b);
        }
    }
    String::from_utf8(bytes).ok()
}
