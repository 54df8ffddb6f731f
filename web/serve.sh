#!/usr/bin/env bash
# Serves dist/ (made by web/build.sh) on http://localhost:8080 to play:
# each file precompressed (Brotli or gzip, as the browser accepts), with
# ETags, so a second visit downloads nothing new.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node web/server.mjs dist "${1:-8080}"
