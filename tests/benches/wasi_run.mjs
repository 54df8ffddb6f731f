// Runs a benchmark compiled for wasm32-wasip1 in Node, with the repository
// as its working directory, so native and wasm timings can be compared:
//   node tests/benches/wasi_run.mjs path/to/solver.wasm [args…]
import { WASI } from 'node:wasi';
import { readFile } from 'node:fs/promises';
import { argv, cwd } from 'node:process';

const [, , wasmPath, ...args] = argv;
const wasi = new WASI({
  version: 'preview1',
  args: ['bench', ...args],
  preopens: { '.': cwd() },
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.start(instance);
