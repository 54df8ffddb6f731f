// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy of each
// file of the web build that compresses, and prints the sizes.
//
//   node web/compress.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2] || 'dist';
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
let raw = 0;
let br = 0;
let gz = 0;
for (const name of fs.readdirSync(dist, { recursive: true })) {
  if (!/\.(wasm|js|html|webmanifest|svg|json|ttf)$/.test(name)) continue;
  const file = path.join(dist, name);
  const bytes = fs.readFileSync(file);
  const b = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const g = zlib.gzipSync(bytes, { level: 9 });
  fs.writeFileSync(`${file}.br`, b);
  fs.writeFileSync(`${file}.gz`, g);
  // A script font is fetched only with its language: not part of a first visit.
  if (name.startsWith('fonts')) {
    console.log(`web: ${name.padEnd(24)} ${mb(b.length).padStart(9)} brotli, extra for that language`);
    continue;
  }
  raw += bytes.length;
  br += b.length;
  gz += g.length;
  console.log(`web: ${name.padEnd(24)} ${mb(bytes.length).padStart(9)} raw, ${mb(g.length).padStart(9)} gzip, ${mb(b.length).padStart(9)} brotli`);
}
console.log(`web: the whole page ${mb(raw)} raw, ${mb(gz)} gzip, ${mb(br)} brotli (what a first visit downloads)`);
