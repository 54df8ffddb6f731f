//! Who may open a connection: at most so many at once from one address,
//! and so many in all (kept below the process's file descriptors, so the
//! server can always answer). Each admitted connection holds a [`Pass`];
//! dropping it frees the place.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use super::proxy::Proxies;

pub struct Gate {
    per_address: usize,
    total: usize,
    /// Reverse proxies in front (`--trusted-proxy`).
    pub proxies: Proxies,
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
    /// The other servers of the cluster: each relays many players, so
    /// their relays are not held to the limit per address (the total
    /// holds); see [`Pass::relays_only`].
    trusted: Mutex<HashSet<IpAddr>>,
}

/// A connection's place; freed when the last copy is dropped.
pub struct Pass {
    gate: Arc<Gate>,
    pub ip: IpAddr,
    /// Counted in the total (a connection); a player behind a trusted
    /// proxy is counted by address only, on the proxy's connection.
    in_total: bool,
    /// From a trusted reverse proxy: each request names its player
    /// (`proxy::Proxies::client`), who is admitted by their own address.
    pub from_proxy: bool,
    /// Admitted past its address's cap only because the address is a
    /// server of the cluster: each request on it must prove it is a relay
    /// (the cluster's secret), or it is turned away. Another client
    /// behind that address gets no more than anyone.
    pub relays_only: bool,
}

/// Why a connection was turned away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    AddressFull,
    ServerFull,
}

impl Gate {
    pub fn new(per_address: usize, total: usize, proxies: Proxies) -> Arc<Gate> {
        Arc::new(Gate {
            per_address: per_address.max(1),
            total: total.max(1),
            proxies,
            open: Mutex::new((0, HashMap::new())),
            trusted: Mutex::new(HashSet::new()),
        })
    }

    /// The addresses of the cluster's other servers, from now on.
    pub fn set_trusted(&self, ips: impl IntoIterator<Item = IpAddr>) {
        let ips = ips.into_iter().map(address_of).collect();
        *self.trusted.lock().unwrap_or_else(|p| p.into_inner()) = ips;
    }

    /// Admits a connection from `peer`; its [`Pass`] names the address it
    /// counts against ([`address_of`]).
    pub fn admit(self: &Arc<Self>, peer: IpAddr) -> Result<Pass, Refusal> {
        let ip = address_of(peer);
        let trusted = self
            .trusted
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&ip);
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        if open.0 >= self.total {
            return Err(Refusal::ServerFull);
        }
        let from_proxy = self.proxies.trusts(peer);
        let mine = open.1.entry(ip).or_default();
        let over = *mine >= self.per_address && !from_proxy;
        if over && !trusted {
            return Err(Refusal::AddressFull);
        }
        *mine += 1;
        open.0 += 1;
        Ok(Pass {
            gate: self.clone(),
            ip,
            in_total: true,
            from_proxy,
            relays_only: over,
        })
    }

    /// Admits a player who reached the server through a trusted proxy, by
    /// their own address (the proxy's connection is counted in the total).
    pub fn admit_behind_proxy(self: &Arc<Self>, client: IpAddr) -> Result<Pass, Refusal> {
        let ip = address_of(client);
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let mine = open.1.entry(ip).or_default();
        if *mine >= self.per_address {
            return Err(Refusal::AddressFull);
        }
        *mine += 1;
        Ok(Pass {
            gate: self.clone(),
            ip,
            in_total: false,
            from_proxy: false,
            relays_only: false,
        })
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut open = self.gate.open.lock().unwrap_or_else(|p| p.into_inner());
        if self.in_total {
            open.0 -= 1;
        }
        if let Some(n) = open.1.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.1.remove(&self.ip);
            }
        }
    }
}

/// The address a connection counts against: an IPv4 address, or an IPv6
/// address's /64 network (one host is usually given a whole /64, so its
/// single addresses would be no limit at all).
pub fn address_of(peer: IpAddr) -> IpAddr {
    match peer {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// Lets the process open as many files as the system allows it (the soft
/// limit is often 1,024), and returns that number.
pub fn raise_file_limit() -> usize {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit and setrlimit only read and write the struct given.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) == 0 {
                let raised = libc::rlimit {
                    rlim_cur: lim.rlim_max,
                    ..lim
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    lim = raised;
                }
                return usize::try_from(lim.rlim_cur).unwrap_or(usize::MAX);
            }
        }
    }
    1024
}
