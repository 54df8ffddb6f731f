#!/usr/bin/env bash
# Builds the web version into dist/ at the repository root:
#   bash web/build.sh
# Release build for wasm32 with the size profile, wasm-bindgen (the CLI's
# version must equal the crate's in Cargo.lock; installed if missing),
# wasm-opt from npm's binaryen (a current one: Debian's 108 breaks
# wasm-bindgen's externref table), then the page, its manifest and service
# worker, the script fonts (web/fonts.py), and Brotli and gzip copies of
# everything.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/env

want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$want" ]; then
  echo "web: installing wasm-bindgen-cli $want"
  # --force: cargo may list it as installed while the binary is gone or older.
  cargo install --force wasm-bindgen-cli --version "$want"
fi
if [ ! -x web/node_modules/.bin/wasm-opt ]; then
  echo "web: installing binaryen (wasm-opt) from npm"
  npm ci --prefix web --no-audit --no-fund --loglevel=error
fi
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true

# SIMD128 (Chrome 91+, Firefox 89+, Safari 16.4+; the page checks for it):
# egui's glyph rasteriser then drops its scalar fallback (1.4 MB smaller).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C target-feature=+simd128"
cargo build --locked --profile wasm-release --target wasm32-unknown-unknown --bin tilemeld
wasm="$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/tilemeld.wasm"

rm -rf dist
mkdir -p dist
wasm-bindgen --target web --no-typescript --out-dir dist --out-name tilemeld "$wasm"
before=$(stat -c %s dist/tilemeld_bg.wasm)
web/node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd \
  dist/tilemeld_bg.wasm -o dist/tilemeld_bg.wasm
cp web/index.html web/access.js web/manifest.webmanifest web/icon.svg dist/
# Hebrew, Korean and Chinese fonts, cut to the game's characters; each is
# fetched only when its language is chosen (or a name needs it).
/usr/bin/python3 web/fonts.py dist/fonts
# The service worker's cache is named after this build, so a new build
# replaces what browsers keep.
build=$(sha256sum dist/tilemeld_bg.wasm dist/tilemeld.js dist/index.html dist/access.js | sha256sum | cut -c1-12)
sed "s/__BUILD__/$build/" web/sw.js > dist/sw.js

mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1e6 }'; }
echo "web: tilemeld_bg.wasm $(mb "$(stat -c %s dist/tilemeld_bg.wasm)") after wasm-opt ($(mb "$before") before)"
# Precompressed copies, served by web/server.mjs (web/serve.sh).
node web/compress.mjs dist
echo "web: dist/ is ready (build $build)"
