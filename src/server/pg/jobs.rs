//! A store call as one typed job: a function of the connection that
//! returns its own answer, run on the connection like every other
//! request. A new operation is one function of the client and one call of
//! `PgStore::job`, instead of a request variant, an answer variant and
//! their match arms.

use std::any::Any;
use std::fmt;
use std::future::Future;
use std::pin::Pin;

use tokio_postgres::Client;

type Boxed<'c> = Pin<Box<dyn Future<Output = Result<Box<dyn Any + Send>, String>> + Send + 'c>>;

/// A job for the connection.
pub struct Job(pub Box<dyn for<'c> FnOnce(&'c mut Client) -> Boxed<'c> + Send>);

impl fmt::Debug for Job {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a job")
    }
}

impl Job {
    pub async fn run(self, client: &mut Client) -> Result<Box<dyn Any + Send>, String> {
        (self.0)(client).await
    }
}

/// What a job's function returns: a future that borrows the client.
pub type Work<'c, T> = Pin<Box<dyn Future<Output = Result<T, tokio_postgres::Error>> + Send + 'c>>;
