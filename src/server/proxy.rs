//! A reverse proxy in front (`--trusted-proxy CIDR`): a connection from a
//! trusted proxy carries many players, so the player is read from its
//! `X-Forwarded-For`: the right-most hop that is not a trusted proxy (the
//! hops to its left are whatever the player sent, and can be anything).
//! From anyone else the header is ignored: the player is the peer.

use std::net::IpAddr;
use std::str::FromStr;

pub const FORWARDED_FOR: &str = "x-forwarded-for";

/// An address range: an address and the number of its leading bits that
/// must match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    bits: u8,
}

impl FromStr for Cidr {
    type Err = String;

    /// `10.0.0.0/8`, `::1/128`, or a single address.
    fn from_str(text: &str) -> Result<Cidr, String> {
        let bad = || format!("not an address range like 10.0.0.0/8: {text:?}");
        let (ip, bits) = match text.split_once('/') {
            Some((ip, bits)) => (ip, Some(bits)),
            None => (text, None),
        };
        let net: IpAddr = ip.trim().parse().map_err(|_| bad())?;
        let max = if net.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            Some(b) => b.trim().parse::<u8>().map_err(|_| bad())?,
            None => max,
        };
        if bits > max {
            return Err(bad());
        }
        Ok(Cidr { net, bits })
    }
}

impl Cidr {
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        let (a, b, width) = match (self.net, ip) {
            (IpAddr::V4(n), IpAddr::V4(i)) => {
                (u128::from(n.to_bits()), u128::from(i.to_bits()), 32)
            }
            (IpAddr::V6(n), IpAddr::V6(i)) => (n.to_bits(), i.to_bits(), 128),
            _ => return false,
        };
        let shift = width - u32::from(self.bits);
        shift >= width || (a >> shift) == (b >> shift)
    }
}

/// The trusted proxies.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Proxies(pub Vec<Cidr>);

/// One hop of `X-Forwarded-For`: an address, maybe with a port, an IPv6
/// one maybe in brackets.
fn hop(text: &str) -> Option<IpAddr> {
    let t = text.trim();
    if let Ok(ip) = t.parse() {
        return Some(ip);
    }
    if let Some(inner) = t.strip_prefix('[') {
        return inner.split(']').next()?.parse().ok();
    }
    let (ip, _port) = t.rsplit_once(':')?;
    ip.parse().ok()
}

impl Proxies {
    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|c| c.contains(ip))
    }

    /// Whom a request counts as: the peer, unless it is a trusted proxy;
    /// then the right-most hop of `forwarded` (the headers' values in
    /// order) that is not a trusted proxy. A hop that cannot be read ends
    /// the search there (what is left of it was not written by a proxy we
    /// trust), and the last trusted hop before it is the one counted.
    pub fn client<'a>(&self, peer: IpAddr, forwarded: impl Iterator<Item = &'a str>) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let hops: Vec<&str> = forwarded.flat_map(|v| v.split(',')).collect();
        let mut client = peer;
        for text in hops.iter().rev() {
            let Some(ip) = hop(text) else { break };
            client = ip;
            if !self.trusts(ip) {
                break;
            }
        }
        client
    }
}
