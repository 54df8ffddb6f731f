//! A throwaway PostgreSQL for the tests: Debian's `postgresql` package
//! (`initdb` and `pg_ctl` from /usr/lib/postgresql/<version>/bin, or
//! `TILEMELD_PG_BIN`), a cluster in a temporary folder, listening on a free
//! loopback port. One server for the whole run (each test gets a database
//! of its own); a test that stops its database starts a private one.
//!
//! PostgreSQL refuses to run as root, so as root its programs run as the
//! `postgres` user the package creates. A small shell process keeps each
//! cluster: it starts it, then waits on a pipe from this process, and when
//! the pipe closes (the tests ended, passed or failed, or this process was
//! killed) it stops the cluster and removes the folder.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What the keeper runs; its arguments: the programs' folder, the
/// cluster's folder, the port.
const KEEPER: &str = r#"
bin=$1 dir=$2 port=$3
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
stop() { as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1; rm -rf "$dir"; }
trap stop EXIT
trap 'exit 1' HUP INT TERM
fail() { echo "failed: $1"; exit 1; }
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || fail "running as root, and there is no postgres user to run PostgreSQL as"
  chown postgres "$dir" || fail "cannot give $dir to the postgres user"
fi
as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 \
  || fail "initdb: $(tail -5 "$dir/initdb.log")"
opts="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=16MB"
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$opts" -w -t 60 start >/dev/null 2>&1 \
  || fail "pg_ctl start: $(tail -5 "$dir/server.log")"
echo ready
while read -r line; do
  case $line in
    stop) as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 && echo stopped || echo "failed: pg_ctl stop";;
    start) as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$opts" -w -t 60 start >/dev/null 2>&1 && echo started || echo "failed: pg_ctl start";;
  esac
done
"#;

pub struct Postgres {
    pub port: u16,
    keeper: Child,
    answers: BufReader<std::process::ChildStdout>,
    bin: PathBuf,
}

/// The folder with `initdb`, `pg_ctl` and `psql`.
fn programs() -> Result<PathBuf, String> {
    if let Ok(dir) = std::env::var("TILEMELD_PG_BIN") {
        return Ok(dir.into());
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin).ok_or_else(|| {
        "the server tests need PostgreSQL: no /usr/lib/postgresql/<version>/bin/initdb \
         (apt-get install postgresql, or set TILEMELD_PG_BIN to the folder with initdb and pg_ctl)"
            .to_string()
    })
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free loopback port");
    listener.local_addr().unwrap().port()
}

/// A folder the `postgres` user can reach when we are root.
fn cluster_dir(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let base = if is_root() {
        PathBuf::from("/tmp")
    } else {
        std::env::temp_dir()
    };
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = base.join(format!("tilemeld-pg-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

impl Postgres {
    /// A new cluster, started (a few tries, in case another process took
    /// the free port first).
    pub fn start(name: &str) -> Result<Postgres, String> {
        let bin = programs()?;
        let mut last = String::new();
        for _ in 0..3 {
            match Postgres::try_start(&bin, name) {
                Ok(pg) => return Ok(pg),
                Err(e) => last = e,
            }
        }
        Err(format!(
            "the server tests need a PostgreSQL, and it did not start: {last}"
        ))
    }

    fn try_start(bin: &Path, name: &str) -> Result<Postgres, String> {
        let dir = cluster_dir(name);
        let port = free_port();
        let mut keeper = Command::new("sh")
            .arg("-c")
            .arg(KEEPER)
            .arg("keeper")
            .arg(bin)
            .arg(&dir)
            .arg(port.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("sh: {e}"))?;
        let answers = BufReader::new(keeper.stdout.take().unwrap());
        let mut pg = Postgres {
            port,
            keeper,
            answers,
            bin: bin.to_path_buf(),
        };
        pg.expect("ready")?;
        Ok(pg)
    }

    /// The keeper's next line.
    fn expect(&mut self, word: &str) -> Result<(), String> {
        let mut line = String::new();
        let _ = self.answers.read_line(&mut line);
        match line.trim() {
            w if w == word => Ok(()),
            "" => Err("the keeper stopped".into()),
            other => Err(other.to_string()),
        }
    }

    /// One run's server, started by the first test that needs it.
    pub fn shared() -> &'static Postgres {
        static SHARED: OnceLock<Result<Postgres, String>> = OnceLock::new();
        SHARED
            .get_or_init(|| Postgres::start("shared"))
            .as_ref()
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    fn psql_command(&self, database: &str, sql: &str) -> Command {
        let port = self.port.to_string();
        let mut psql = Command::new(self.bin.join("psql"));
        psql.args(["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1"])
            .args(["-h", "127.0.0.1", "-p", &port, "-U", "postgres"])
            .args(["-d", database, "-c", sql]);
        psql
    }

    /// Runs SQL as the superuser, in `database`, while the test goes on.
    pub fn psql_meanwhile(&self, database: &str, sql: &str) -> Child {
        self.psql_command(database, sql)
            .stdout(Stdio::null())
            .spawn()
            .expect("psql runs")
    }

    /// Runs SQL as the superuser, in `database`.
    pub fn psql(&self, database: &str, sql: &str) -> String {
        let out = self
            .psql_command(database, sql)
            .output()
            .expect("psql runs");
        assert!(
            out.status.success(),
            "psql {sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// A new empty database; its URL.
    pub fn database(&self, name: &str) -> String {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let short: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
            .take(40)
            .collect();
        let database = format!("t{n}_{short}").to_lowercase();
        self.psql("postgres", &format!("CREATE DATABASE {database}"));
        self.url(&database)
    }

    /// `pg_ctl stop` (fast: connections are closed), and start again.
    pub fn stop(&mut self) {
        self.say("stop", "stopped");
    }

    pub fn start_again(&mut self) {
        self.say("start", "started");
    }

    fn say(&mut self, what: &str, done: &str) {
        use std::io::Write;
        let stdin = self.keeper.stdin.as_mut().unwrap();
        writeln!(stdin, "{what}").unwrap();
        stdin.flush().unwrap();
        self.expect(done)
            .unwrap_or_else(|e| panic!("pg_ctl {what}: {e}"));
    }
}

impl Drop for Postgres {
    /// The keeper stops the cluster and removes its folder.
    fn drop(&mut self) {
        drop(self.keeper.stdin.take());
        let _ = self.keeper.wait();
    }
}
