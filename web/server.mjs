// Serves the web build (dist/): each file as the precompressed copy the
// browser accepts (.br, else .gz, else as it is), with its decoded length
// for the loading bar and an ETag, so a second visit is a 304.
//
//   node web/server.mjs [DIST] [PORT]     (web/serve.sh does this)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
};

// A file and the compressed copy to send for this request, if any.
function pick(file, accepted) {
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (accepted.includes(encoding) && fs.existsSync(file + ext)) {
      return { sent: file + ext, encoding };
    }
  }
  return { sent: file, encoding: null };
}

/// A server of `dist`; `onMissing(url)` hears of every 404.
export function createServer(dist, onMissing = () => {}) {
  const root = path.resolve(dist);
  return http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(root, url === '/' ? 'index.html' : url);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      onMissing(url);
      res.writeHead(404).end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] || '');
    const { sent, encoding } = pick(file, accepted);
    const plain = fs.statSync(file);
    const etag = `"${plain.size.toString(16)}-${Math.floor(plain.mtimeMs).toString(16)}-${encoding || 'id'}"`;
    const headers = {
      'content-type': types[path.extname(file)] || 'application/octet-stream',
      // Names are not hashed: always ask, and get a 304 when nothing changed.
      'cache-control': 'no-cache',
      etag,
      vary: 'accept-encoding',
      'x-decoded-length': String(plain.size),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = fs.statSync(sent).size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') { res.end(); return; }
    fs.createReadStream(sent).pipe(res);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] || 'dist';
  const port = Number(process.argv[3] || 8080);
  createServer(dist, (url) => console.error(`404 ${url}`)).listen(port, '127.0.0.1', () => {
    console.log(`Tilemeld: open http://localhost:${port}`);
  });
}
