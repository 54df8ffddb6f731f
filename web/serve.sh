#!/usr/bin/env bash
# Serves dist/ (made by web/build.sh) on http://localhost:8080 to play.
set -euo pipefail
cd "$(dirname "$0")/../dist"
port="${1:-8080}"
echo "Tilemeld: open http://localhost:$port"
exec python3 -m http.server "$port" --bind 127.0.0.1
